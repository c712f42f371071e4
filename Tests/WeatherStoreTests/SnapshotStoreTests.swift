import Foundation
import Testing
import WeatherModels

@testable import WeatherStore

/// A small list element with a field of every kind the store must keep exactly.
private struct Row: Codable, Hashable, Sendable {
    var name: String
    var temperature: Double
    var updated: Date?
}

extension SnapshotKey where Element == Row {
    fileprivate static var rows: Self { Self("rows") }
    fileprivate static var otherRows: Self { Self("otherRows") }
}

extension SnapshotKey where Element == Int {
    /// Reads the rows' stored JSON as the wrong type.
    fileprivate static var rowsAsNumbers: Self { Self("rows") }
}

extension SnapshotKey where Element == Place {
    fileprivate static var places: Self { Self("places") }
}

@Suite("Snapshots, on every backend")
struct SnapshotStoreTests {
    private let rows = [
        Row(name: "Zürich", temperature: 21.5, updated: Fixtures.start),
        Row(name: "Berlin", temperature: -0.1, updated: nil),
        Row(name: "Berlin", temperature: 1e-3, updated: Fixtures.start.addingTimeInterval(0.125)),
    ]

    @Test(arguments: StoreBackend.all)
    func anUnsavedListIsNil(backend: StoreBackend) async throws {
        try await backend.withStore { store in
            #expect(try await store.snapshot(for: .rows) == nil)
            try await store.removeSnapshot(for: .rows)
        }
    }

    @Test(arguments: StoreBackend.all)
    func aListReadsBackInOrderWithItsSaveTime(backend: StoreBackend) async throws {
        let places = try Fixtures.places(3)
        try await backend.withStore { store in
            try await store.saveSnapshot(rows, for: .rows, at: Fixtures.start)
            try await store.saveSnapshot(places, for: .places, at: Fixtures.start.addingTimeInterval(5))
            let saved = try #require(try await store.snapshot(for: .rows))
            #expect(saved == Timestamped(rows, fetchedAt: Fixtures.start, source: nil))
            #expect(saved.age(at: Fixtures.start.addingTimeInterval(90)) == 90)
            #expect(saved.age(at: Fixtures.start.addingTimeInterval(-90)) == 0)
            #expect(try await store.snapshot(for: .places)?.items == places)
            #expect(try await store.snapshot(for: .otherRows) == nil)
        }
    }

    @Test(arguments: StoreBackend.all)
    func savingAgainReplacesAndRemovingClearsOnlyThatName(backend: StoreBackend) async throws {
        let later = Fixtures.start.addingTimeInterval(3_600)
        try await backend.withStore { store in
            try await store.saveSnapshot(rows, for: .rows, at: Fixtures.start)
            try await store.saveSnapshot([rows[0]], for: .otherRows, at: Fixtures.start)
            try await store.saveSnapshot([rows[2]], for: .rows, at: later)
            #expect(try await store.snapshot(for: .rows) == Timestamped([rows[2]], fetchedAt: later, source: nil))
            try await store.saveSnapshot([], for: .rows, at: later)
            #expect(try await store.snapshot(for: .rows) == Timestamped([], fetchedAt: later, source: nil))

            try await store.removeSnapshot(for: .rows)
            #expect(try await store.snapshot(for: .rows) == nil)
            #expect(try await store.snapshot(for: .otherRows)?.items == [rows[0]])
        }
    }

    @Test(arguments: StoreBackend.all)
    func aListReadAsAnotherTypeIsADecodingError(backend: StoreBackend) async throws {
        try await backend.withStore { store in
            try await store.saveSnapshot(rows, for: .rows, at: Fixtures.start)
            let error = await #expect(throws: WeatherError.self) {
                try await store.snapshot(for: .rowsAsNumbers)
            }
            #expect(error?.code == .decoding)
            #expect(error?.message.contains("rows") == true)
        }
    }

    @Test func aSavedListSurvivesANewStoreOnTheSameFile() async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("weather.sqlite")
            do {
                let store = try SQLiteWeatherStore(path: url)
                try await store.saveSnapshot(rows, for: .rows, at: Fixtures.start)
            }
            let reopened = try SQLiteWeatherStore(path: url)
            #expect(
                try await reopened.snapshot(for: .rows) == Timestamped(rows, fetchedAt: Fixtures.start, source: nil))
        }
    }

    /// A version-3 file gains the snapshots table and the source columns, and keeps everything it had;
    /// its readings come back with an unknown origin.
    @Test func aVersionThreeFileIsMigratedToTheCurrentVersion() async throws {
        let places = try Fixtures.places(2)
        let weather = try Fixtures.weather()
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("weather.sqlite")
            do {
                let old = try SQLiteWeatherStore(path: url, schemaVersion: 3)
                #expect(try await old.schemaVersion() == 3)
                for place in places {
                    try await old.addFavorite(place, for: "alice")
                }
                try await old.saveWeather(weather, for: "berlin", at: Fixtures.start)
                // Version 3's history has no source column: the row is written as version 3 wrote it.
                let current = try #require(weather.current)
                let raw = try SQLiteConnection(path: url.path)
                try raw.withStatement(
                    "INSERT INTO history (place_key, recorded_at, \(ReadingColumns.names)) "
                        + "VALUES (?, ?, \(ReadingColumns.parameters))"
                ) { statement in
                    try statement.bind(.text("berlin"), at: 1)
                    try statement.bind(.date(Fixtures.start), at: 2)
                    try ReadingColumns.bind(current, to: statement, from: 3)
                    try statement.execute()
                }
                try await old.setValue(true, for: .notificationRegistered, user: "alice")
                // Version 3 has no snapshots table yet.
                await #expect(throws: WeatherError.self) {
                    try await old.saveSnapshot(rows, for: .rows, at: Fixtures.start)
                }
            }
            let store = try SQLiteWeatherStore(path: url)
            #expect(try await store.schemaVersion() == StoreSchema.currentVersion)
            #expect(try await store.favorites(for: "alice") == places)
            #expect(
                try await store.cachedWeather(for: "berlin") == Timestamped(weather, fetchedAt: Fixtures.start)
            )
            #expect(try await store.records(for: "berlin").map(\.reading) == [weather.current])
            #expect(try await store.records(for: "berlin").map(\.origin) == [.unknown])
            try await store.recordWeather(weather, for: "berlin", at: Fixtures.start.addingTimeInterval(60))
            #expect(try await store.records(for: "berlin", limit: 1).map(\.source) == [weather.source])
            #expect(try await store.value(for: .notificationRegistered, user: "alice") == true)
            #expect(try await store.snapshot(for: .rows) == nil)
            try await store.saveSnapshot(rows, for: .rows, at: Fixtures.start)
            #expect(try await store.snapshot(for: .rows)?.items == rows)

            let inspector = try SQLiteConnection(path: url.path)
            #expect(try inspector.userVersion() == StoreSchema.currentVersion)
            #expect(try inspector.query("PRAGMA integrity_check") { try $0.text(0) } == ["ok"])
        }
    }
}
