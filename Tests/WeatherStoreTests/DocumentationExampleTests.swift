import Foundation
import Testing
import WeatherModels
import WeatherTesting

@testable import WeatherStore

/// The key of the Persistence article's snapshot sample.
extension SnapshotKey where Element == Place {
    static var nearbyPlaces: Self { Self("nearbyPlaces") }
}

/// The examples of the DocC landing page and the Persistence article, compiled and run.
@Suite("Documentation examples")
struct DocumentationExampleTests {
    @Test func theLandingPageExampleRuns() async throws {
        try await withTemporaryDirectory { directory in
            let berlin = try Fixtures.place("berlin")
            let paris = try Fixtures.place("paris")
            let client = StubWeatherProvider(weather: try Fixtures.weather())
            let databaseURL = directory.appendingPathComponent("weather.sqlite")

            let store = try SQLiteWeatherStore(path: databaseURL)
            let user: UserID = "alice"

            try await store.addFavorite(berlin, for: user)
            try await store.addFavorite(paris, for: user)
            try await store.moveFavorite(from: 1, to: 0, for: user)
            let favorites = try await store.favorites(for: user)  // [paris, berlin]
            #expect(favorites == [paris, berlin])

            try await store.setValue(paris, for: .selectedCity, user: user)

            let weather = OfflineFallbackWeatherProvider(upstream: client, cache: store, history: store)
            let reading = try await weather.timestampedWeather(for: paris)  // reading.isStale when offline
            #expect(reading.isStale == false)
            #expect(try await store.records(for: PlaceKey(place: paris)).count == 1)
            #expect(try await store.value(for: .selectedCity, user: user) == paris)
        }
    }

    @Test func theSQLiteFileExampleRuns() async throws {
        try await withTemporaryDirectory { temporary in
            // The sample's `FileManager.default` here answers a temporary folder, not Application Support.
            // swift-format-ignore: AlwaysUseLowerCamelCase
            let FileManager = FolderFileManager(folder: temporary)

            let directory = try FileManager.default.url(
                for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true
            )
            let store = try SQLiteWeatherStore(path: directory.appendingPathComponent("weather.sqlite"))

            try await store.addFavorite(try Fixtures.place("berlin"), for: "alice")
            #expect(
                Foundation.FileManager.default.fileExists(
                    atPath: temporary.appendingPathComponent("weather.sqlite").path))
        }
    }

    @Test func theOfflineFirstExampleRuns() async throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        let store = InMemoryWeatherStore()
        let berlin = try Fixtures.place("berlin")
        let forecast = try Fixtures.weather()
        try await store.saveWeather(forecast, for: PlaceKey(place: berlin), at: Date().addingTimeInterval(-45 * 60))
        let provider = StubWeatherProvider(error: WeatherError(.network, message: "offline"))

        let weather = OfflineFallbackWeatherProvider(upstream: provider, cache: store, history: store)
        let reading = try await weather.timestampedWeather(for: berlin)
        if reading.isStale {
            print("Offline; last updated \(Int(reading.age(at: Date()) / 60)) minutes ago")
        }

        #expect(reading.weather == forecast)
        #expect(printed == ["Offline; last updated 45 minutes ago"])
    }

    @Test func thePruningExampleRuns() async throws {
        let store = InMemoryWeatherStore()
        let now = Date()
        try await store.recordWeather(try Fixtures.weather(), for: "berlin", at: now.addingTimeInterval(-31 * 86_400))
        try await store.recordWeather(try Fixtures.weather(), for: "berlin", at: now)
        try await store.pruneRecords(olderThan: Date().addingTimeInterval(-30 * 86_400))
        try await store.pruneRecords(keepingNewest: 100)
        #expect(try await store.records(for: "berlin").count == 1)
    }

    @Test(arguments: StoreBackend.all)
    func theHistoryBatchExampleRuns(backend: StoreBackend) async throws {
        let berlin = try Fixtures.place("berlin")
        let fetched = try (0..<30).map { hour in
            try Fixtures.weather(
                temperature: Double(hour), fetchedAt: Fixtures.start.addingTimeInterval(Double(hour) * 3_600))
        }
        try await backend.withStore { store in
            let records = try fetched.map { weather in
                try WeatherRecord(key: PlaceKey(place: berlin), weather: weather, fetchedAt: weather.fetchedAt)
            }
            try await store.recordReadings(records)
            var printed: [Double] = []
            for record in try await store.records(for: PlaceKey(place: berlin), limit: 24) {
                print(record.fetchedAt, record.reading.temperature, record.reading.condition)
                printed.append(record.reading.temperature.value)
            }
            #expect(printed == (6..<30).reversed().map(Double.init))
        }
    }

    @Test(arguments: StoreBackend.all)
    func theSnapshotExampleRuns(backend: StoreBackend) async throws {
        let places = try Fixtures.places(3)
        try await backend.withStore { store in
            var printed: [String] = []
            func print(_ line: String) { printed.append(line) }

            let source = WeatherSource(provider: "openweather", origin: .sandbox)
            try await store.saveSnapshot(places, for: .nearbyPlaces, at: Date(), source: source)
            if let saved = try await store.snapshot(for: .nearbyPlaces) {
                print("\(saved.items.count) places, saved \(Int(saved.age(at: Date()) / 60)) minutes ago")
            }
            #expect(printed == ["3 places, saved 0 minutes ago"])
            #expect(try await store.snapshot(for: .nearbyPlaces)?.items == places)
            #expect(try await store.snapshot(for: .nearbyPlaces)?.origin == .sandbox)
        }
    }
}

/// Stands in for `Foundation.FileManager` in the SQLite file sample: every search-path directory is `folder`.
private struct FolderFileManager {
    var folder: URL
    var `default`: FolderFileManager { self }

    func url(
        for directory: FileManager.SearchPathDirectory, in domain: FileManager.SearchPathDomainMask,
        appropriateFor url: URL?, create shouldCreate: Bool
    ) throws -> URL {
        folder
    }
}
