import Foundation
import Testing
import WeatherModels

@testable import WeatherStore

/// The examples of the DocC landing page and the Persistence article, compiled and run.
@Suite("Documentation examples")
struct DocumentationExampleTests {
    @Test func theLandingPageExampleRuns() async throws {
        try await withTemporaryDirectory { directory in
            let berlin = try Fixtures.place("berlin")
            let paris = try Fixtures.place("paris")
            let forecast = try Fixtures.weather()
            let databaseURL = directory.appendingPathComponent("weather.sqlite")

            let store = try SQLiteWeatherStore(path: databaseURL)
            let user: UserID = "alice"

            try await store.addFavorite(berlin, for: user)
            try await store.addFavorite(paris, for: user)
            try await store.moveFavorite(from: 1, to: 0, for: user)
            let favorites = try await store.favorites(for: user)
            #expect(favorites == [paris, berlin])

            try await store.setValue(paris, for: .selectedCity, user: user)

            let weather = OfflineFirstWeather(cache: store, history: store) { _ in forecast }
            let reading = try await weather.weather(for: paris)
            #expect(reading.isStale == false)
            #expect(try await store.records(for: PlaceKey(place: paris)).count == 1)
        }
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
                try WeatherRecord(key: PlaceKey(place: berlin), weather: weather, recordedAt: weather.fetchedAt)
            }
            try await store.recordReadings(records)
            var printed: [Double] = []
            for record in try await store.records(for: PlaceKey(place: berlin), limit: 24) {
                print(record.recordedAt, record.reading.temperature, record.reading.condition)
                printed.append(record.reading.temperature.value)
            }
            #expect(printed == (6..<30).reversed().map(Double.init))
        }
    }

    @Test(arguments: StoreBackend.all)
    func theSnapshotExampleRuns(backend: StoreBackend) async throws {
        let places = try Fixtures.places(3)
        try await backend.withStore { store in
            try await store.saveSnapshot(places, for: .nearbyPlaces, at: Date())
            let saved = try #require(try await store.snapshot(for: .nearbyPlaces))
            print("\(saved.items.count) places, saved \(Int(saved.age(at: Date()) / 60)) minutes ago")
            #expect(saved.items == places)
        }
    }
}

extension SnapshotKey where Element == Place {
    fileprivate static var nearbyPlaces: Self { Self("nearbyPlaces") }
}
