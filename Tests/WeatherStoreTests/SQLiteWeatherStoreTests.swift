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
                    == Timestamped(weather, fetchedAt: Fixtures.start))
            #expect(try await reopened.records(for: "berlin").map(\.reading) == [weather.current])
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

    /// Builds a file at an old version with the statements of that version, then opens it with the current build.
    @Test(arguments: [1, 2])
    func anOldFileIsMigratedForwardWithItsData(version: Int) async throws {
        let places =
            try Fixtures.places(2) + [
                Place(id: "bare", name: "Bare", coordinate: try Coordinate(latitude: -33.9, longitude: 151.2))
            ]
        let weather = try Fixtures.weather()
        let later = try Fixtures.weather(temperature: 30)
        var forecastOnly = weather
        forecastOnly.current = nil
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("weather.sqlite")
            do {
                let old = try LegacyStoreFile(url: url, version: version)
                #expect(try old.connection.userVersion() == version)
                for place in places {
                    try old.addFavorite(place, for: alice)
                }
                try old.addFavorite(places[0], for: "bob")
                try old.recordWeather(weather, for: "berlin", at: Fixtures.start)
                // Same time, recorded later: must still come back first.
                try old.recordWeather(later, for: "berlin", at: Fixtures.start)
                try old.recordWeather(forecastOnly, for: "berlin", at: Fixtures.start.addingTimeInterval(60))
                try old.recordRawWeather(Data("{\"current\": 1}".utf8), for: "berlin", at: Fixtures.start)
                try old.recordWeather(weather, for: "paris", at: Fixtures.start.addingTimeInterval(-60))
                try old.setValue(true, for: .notificationRegistered, user: alice)
            }

            let store = try SQLiteWeatherStore(path: url)
            #expect(try await store.schemaVersion() == StoreSchema.currentVersion)
            #expect(try await store.favorites(for: alice) == places)
            #expect(try await store.favorites(for: "bob") == [places[0]])
            // Records keep their reading and order; those without one are dropped.
            let berlin = try await store.records(for: "berlin")
            #expect(berlin.map(\.reading) == [later.current, weather.current])
            #expect(berlin.map(\.fetchedAt) == [Fixtures.start, Fixtures.start])
            // Rows saved before sources were recorded have an unknown origin.
            #expect(berlin.map(\.origin) == [.unknown, .unknown])
            #expect(try await store.records(for: "paris").map(\.reading) == [weather.current])
            #expect(try await store.value(for: .notificationRegistered, user: alice) == true)

            // The migrated file takes writes in the new layout, after the old rows.
            try await store.addFavorite(try Fixtures.place("new"), for: alice)
            try await store.recordWeather(weather, for: "berlin", at: Fixtures.start)
            #expect(try await store.favorites(for: alice).map(\.id) == places.map(\.id) + ["new"])
            #expect(try await store.records(for: "berlin", limit: 1).map(\.reading) == [weather.current])

            let inspector = try SQLiteConnection(path: url.path)
            let blobColumns = try inspector.query(
                """
                SELECT name FROM pragma_table_info('favorites') WHERE name = 'place'
                UNION ALL SELECT name FROM pragma_table_info('history') WHERE name = 'weather'
                """
            ) { try $0.text(0) }
            #expect(blobColumns.isEmpty)
            let indexes = try inspector.query(
                "SELECT name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_%' ORDER BY name"
            ) { try $0.text(0) }
            #expect(
                indexes == [
                    "favorites_by_position", "forecast_samples_by_place_time", "history_by_place", "history_by_time",
                ])
            #expect(try inspector.query("PRAGMA foreign_key_check") { try $0.text(0) }.isEmpty)
            #expect(try inspector.query("PRAGMA integrity_check") { try $0.text(0) } == ["ok"])
        }
    }

    /// A favorite is never dropped silently: the migration stops and the file stays as it was.
    @Test func aVersionTwoFavoriteThatNoLongerDecodesStopsTheMigration() async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("weather.sqlite")
            do {
                let old = try LegacyStoreFile(url: url, version: 2)
                try old.addFavorite(try Fixtures.place("p0"), for: alice)
                try old.addRawFavorite(Data("{\"id\": 3}".utf8), id: "broken", for: alice)
            }
            let error = #expect(throws: WeatherError.self) {
                _ = try SQLiteWeatherStore(path: url)
            }
            #expect(error?.code == .decoding)
            let inspector = try SQLiteConnection(path: url.path)
            #expect(try inspector.userVersion() == 2)
            #expect(
                try inspector.query("SELECT place_id FROM favorites ORDER BY position") { try $0.text(0) } == [
                    "p0", "broken",
                ])
            #expect(
                try inspector.query("SELECT name FROM sqlite_master WHERE name LIKE '%_v3'") { try $0.text(0) }.isEmpty)
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
                // As a newer build of the store would write it: its application id, a higher version.
                let connection = try SQLiteConnection(path: url.path)
                try connection.execute("CREATE TABLE future (value TEXT)")
                try connection.setApplicationID(StoreSchema.applicationID)
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

    /// Another application's databases: a table at version 0, a foreign application id, an unknown
    /// table at a version the store once wrote.
    static let foreignFiles: [(name: String, make: @Sendable (SQLiteConnection) throws -> Void)] = [
        (
            "tables at version 0",
            { try $0.execute("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('keep me')") }
        ),
        (
            "another application id",
            {
                try $0.execute("CREATE TABLE users (id TEXT)")
                try $0.setApplicationID(0x1234_5678)
            }
        ),
        (
            "version 3 without the store's tables",
            {
                try $0.execute("CREATE TABLE photos (id INTEGER)")
                try $0.setUserVersion(3)
            }
        ),
    ]

    @Test(arguments: foreignFiles.indices)
    func anotherApplicationsDatabaseIsRefusedAndLeftByteForByte(index: Int) async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("other.sqlite")
            do {
                let connection = try SQLiteConnection(path: url.path)
                try Self.foreignFiles[index].make(connection)
            }
            let before = try Data(contentsOf: url)
            let error = #expect(throws: WeatherError.self) {
                _ = try SQLiteWeatherStore(path: url)
            }
            #expect(error?.code == .storage)
            #expect(error?.message.contains("another application") == true, "\(Self.foreignFiles[index].name)")
            // Not even switched to write-ahead logging: the file's bytes are exactly as they were.
            #expect(try Data(contentsOf: url) == before)
        }
    }

    @Test func aNewFileAndAnEarlierVersionsFileAreMarkedAsTheStores() async throws {
        try await withTemporaryDirectory { directory in
            let fresh = directory.appendingPathComponent("new.sqlite")
            _ = try SQLiteWeatherStore(path: fresh)
            #expect(try SQLiteConnection(path: fresh.path).applicationID() == Int(StoreSchema.applicationID))
            // A file of version 2, written before the store set an application id, is still the store's.
            let earlier = directory.appendingPathComponent("earlier.sqlite")
            _ = try SQLiteWeatherStore(path: earlier, schemaVersion: 2)
            try SQLiteConnection(path: earlier.path).setApplicationID(0)
            let store = try SQLiteWeatherStore(path: earlier)
            #expect(try await store.schemaVersion() == StoreSchema.currentVersion)
            #expect(try SQLiteConnection(path: earlier.path).applicationID() == Int(StoreSchema.applicationID))
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

    @Test(arguments: [
        "UPDATE favorites SET localized_names = '{\"de\": 3}'",
        "UPDATE favorites SET localized_names = 'not json'",
        "UPDATE favorites SET latitude = 91",
        "UPDATE favorites SET time_zone = 'Mars/Olympus_Mons'",
    ])
    func aStoredPlaceThatNoLongerDecodesIsADecodingError(change: String) async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("weather.sqlite")
            let store = try SQLiteWeatherStore(path: url)
            try await store.addFavorite(try Fixtures.place("p0"), for: alice)
            let other = try SQLiteConnection(path: url.path)
            try other.run(change)
            let error = await #expect(throws: WeatherError.self) {
                _ = try await store.favorites(for: alice)
            }
            #expect(error?.code == .decoding)
        }
    }

    /// Only places with localized names store them; the others leave the column `NULL`.
    @Test func localizedNamesAreStoredOnlyWhenThereAreAny() async throws {
        let bare = Place(id: "bare", name: "Bare", coordinate: try Coordinate(latitude: 0, longitude: 0))
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("weather.sqlite")
            let store = try SQLiteWeatherStore(path: url)
            try await store.addFavorite(try Fixtures.place("p0"), for: alice)
            try await store.addFavorite(bare, for: alice)
            let inspector = try SQLiteConnection(path: url.path)
            let stored = try inspector.query("SELECT localized_names FROM favorites ORDER BY position") {
                try $0.optionalText(0)
            }
            #expect(stored == [#"{"de":"Stadt p0","fr":"Ville p0"}"#, nil])
            #expect(try await store.favorites(for: alice).last == bare)
        }
    }

    /// Every query path the store runs is answered by searching an index, never by scanning or sorting.
    @Test(arguments: [
        "SELECT place_id, name FROM favorites WHERE user_id = 'a' ORDER BY position",
        "SELECT 1 FROM favorites WHERE user_id = 'a' AND place_id = 'p'",
        "SELECT place_id FROM favorites WHERE user_id = 'a' AND position = 1",
        "SELECT COUNT(*) FROM favorites WHERE user_id = 'a'",
        "UPDATE favorites SET position = position - 1 WHERE user_id = 'a' AND position > 1",
        "SELECT weather, saved_at FROM cached_weather WHERE place_key = 'k'",
        "SELECT recorded_at, temperature FROM history WHERE place_key = 'k' ORDER BY recorded_at DESC, id DESC LIMIT 5",
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
