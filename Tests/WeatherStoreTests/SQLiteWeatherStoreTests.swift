import Foundation
import Testing
import WeatherModels

@testable import WeatherStore

@Suite("SQLite store: files, schema and failures")
struct SQLiteWeatherStoreTests {
    let alice: UserID = "alice"

    @Test func aNewStoreInstanceReadsBackTheSameState() async throws {
        let places = try Fixtures.places(4)
        let weather = try Fixtures.weather()
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("weather.sqlite")
            do {
                let store = try SQLiteWeatherStore(path: url)
                for place in places {
                    try await store.addFavorite(place, for: alice)
                }
                try await store.moveFavorite(from: 3, to: 1, for: alice)
                try await store.removeFavorite(id: "p0", for: alice)
                try await store.saveWeather(weather, for: "berlin", at: Fixtures.start)
                try await store.recordWeather(weather, for: "berlin", at: Fixtures.start)
                try await store.setValue(places[2], for: .selectedCity, user: alice)
            }
            let reopened = try SQLiteWeatherStore(path: url)
            #expect(try await reopened.favorites(for: alice).map(\.id) == ["p3", "p1", "p2"])
            #expect(try await reopened.favorites(for: alice) == [places[3], places[1], places[2]])
            #expect(
                try await reopened.cachedWeather(for: "berlin")
                    == CachedWeather(weather: weather, savedAt: Fixtures.start))
            #expect(try await reopened.records(for: "berlin").map(\.weather) == [weather])
            #expect(try await reopened.value(for: .selectedCity, user: alice) == places[2])
        }
    }

    @Test func aNewFileGetsTheCurrentSchemaInWriteAheadLogMode() async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("weather.sqlite")
            let store = try SQLiteWeatherStore(path: url)
            #expect(try await store.schemaVersion() == StoreSchema.currentVersion)
            let inspector = try SQLiteConnection(path: url.path)
            #expect(try inspector.queryFirst("PRAGMA journal_mode") { try $0.text(0) } == "wal")
            #expect(try inspector.userVersion() == StoreSchema.currentVersion)
        }
    }

    /// Builds a version-1 file with data, then opens it with the current build.
    @Test func aVersionOneFileIsMigratedForwardWithItsData() async throws {
        let places = try Fixtures.places(2)
        let weather = try Fixtures.weather()
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("weather.sqlite")
            do {
                let old = try SQLiteWeatherStore(path: url, schemaVersion: 1)
                #expect(try await old.schemaVersion() == 1)
                try await old.addFavorite(places[0], for: alice)
                try await old.addFavorite(places[1], for: alice)
                try await old.recordWeather(weather, for: "berlin", at: Fixtures.start)
                try await old.setValue(true, for: .notificationRegistered, user: alice)
            }
            let inspector = try SQLiteConnection(path: url.path)
            let indexes = "SELECT name FROM sqlite_master WHERE type = 'index' AND name = ?"
            #expect(try inspector.query(indexes, [.text("history_by_time")]) { try $0.text(0) }.isEmpty)

            let store = try SQLiteWeatherStore(path: url)
            #expect(try await store.schemaVersion() == StoreSchema.currentVersion)
            #expect(try inspector.query(indexes, [.text("history_by_time")]) { try $0.text(0) } == ["history_by_time"])
            #expect(try await store.favorites(for: alice) == places)
            #expect(try await store.records(for: "berlin").map(\.weather) == [weather])
            #expect(try await store.value(for: .notificationRegistered, user: alice) == true)
        }
    }

    @Test func aFileThatIsNotADatabaseIsRefusedAndLeftUntouched() async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("notes.sqlite")
            let contents = Data(String(repeating: "These are my notes, not a database.\n", count: 200).utf8)
            try contents.write(to: url)
            let error = #expect(throws: WeatherError.self) {
                _ = try SQLiteWeatherStore(path: url)
            }
            #expect(error?.code == .storage)
            #expect(error?.message.contains("not a SQLite database") == true)
            #expect(try Data(contentsOf: url) == contents)
        }
    }

    @Test func aFileFromANewerSchemaIsRefusedAndLeftUntouched() async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("weather.sqlite")
            do {
                let connection = try SQLiteConnection(path: url.path)
                try connection.execute("CREATE TABLE future (value TEXT)")
                try connection.setUserVersion(StoreSchema.currentVersion + 1)
            }
            let before = try Data(contentsOf: url)
            let error = #expect(throws: WeatherError.self) {
                _ = try SQLiteWeatherStore(path: url)
            }
            #expect(error?.code == .storage)
            #expect(error?.message.contains("newer") == true)
            #expect(try Data(contentsOf: url) == before)
            #expect(try SQLiteConnection(path: url.path).userVersion() == StoreSchema.currentVersion + 1)
        }
    }

    @Test func aDirectoryThatDoesNotExistIsAStorageError() async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("missing/weather.sqlite")
            let error = #expect(throws: WeatherError.self) {
                _ = try SQLiteWeatherStore(path: url)
            }
            #expect(error?.code == .storage)
        }
    }

    @Test func aStoredValueThatNoLongerDecodesIsADecodingError() async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("weather.sqlite")
            let store = try SQLiteWeatherStore(path: url)
            try await store.addFavorite(try Fixtures.place("p0"), for: alice)
            let other = try SQLiteConnection(path: url.path)
            try other.run("UPDATE favorites SET place = ?", [.blob(Data("{\"id\": 3}".utf8))])
            let error = await #expect(throws: WeatherError.self) {
                _ = try await store.favorites(for: alice)
            }
            #expect(error?.code == .decoding)
        }
    }

    /// Every query path the store runs is answered by searching an index, never by scanning or sorting.
    @Test(arguments: [
        "SELECT place FROM favorites WHERE user_id = 'a' ORDER BY position",
        "SELECT 1 FROM favorites WHERE user_id = 'a' AND place_id = 'p'",
        "SELECT place_id FROM favorites WHERE user_id = 'a' AND position = 1",
        "SELECT COUNT(*) FROM favorites WHERE user_id = 'a'",
        "UPDATE favorites SET position = position - 1 WHERE user_id = 'a' AND position > 1",
        "SELECT weather, saved_at FROM cached_weather WHERE place_key = 'k'",
        "SELECT weather, recorded_at FROM history WHERE place_key = 'k' ORDER BY recorded_at DESC, id DESC LIMIT 5",
        "DELETE FROM history WHERE recorded_at < 0",
        "SELECT value FROM settings WHERE user_id = 'a' AND name = 'n'",
    ])
    func queriesUseAnIndex(sql: String) async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("weather.sqlite")
            _ = try SQLiteWeatherStore(path: url)
            let connection = try SQLiteConnection(path: url.path)
            let steps = try connection.query("EXPLAIN QUERY PLAN " + sql) { try $0.text(3) }
            #expect(!steps.isEmpty)
            #expect(steps.allSatisfy { $0.hasPrefix("SEARCH") && $0.contains("USING") }, "\(steps)")
        }
    }
}
