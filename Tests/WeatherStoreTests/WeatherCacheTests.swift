import Foundation
import Testing
import WeatherModels

@testable import WeatherStore

@Suite("Weather cache, on every backend")
struct WeatherCacheTests {
    @Test(arguments: StoreBackend.all)
    func nothingIsCachedAtFirst(backend: StoreBackend) async throws {
        try await backend.withStore { store in
            let cached = try await store.cachedWeather(for: "berlin")
            #expect(cached == nil)
        }
    }

    @Test(arguments: StoreBackend.all)
    func theCachedWeatherEqualsWhatWasSaved(backend: StoreBackend) async throws {
        let weather = try Fixtures.weather()
        let savedAt = Fixtures.start.addingTimeInterval(0.001)
        try await backend.withStore { store in
            try await store.saveWeather(weather, for: "berlin", at: savedAt)
            let cached = try #require(try await store.cachedWeather(for: "berlin"))
            #expect(cached.weather == weather)
            #expect(cached.fetchedAt == savedAt)
            #expect(cached.age(at: savedAt.addingTimeInterval(90)) == 90)
        }
    }

    @Test(arguments: StoreBackend.all)
    func savingAgainReplacesOnlyThatKey(backend: StoreBackend) async throws {
        let old = try Fixtures.weather(temperature: 10)
        let new = try Fixtures.weather(temperature: 30)
        let paris = try Fixtures.weather(temperature: 15)
        try await backend.withStore { store in
            try await store.saveWeather(old, for: "berlin", at: Fixtures.start)
            try await store.saveWeather(paris, for: "paris", at: Fixtures.start)
            try await store.saveWeather(new, for: "berlin", at: Fixtures.start.addingTimeInterval(60))

            let berlin = try #require(try await store.cachedWeather(for: "berlin"))
            #expect(berlin.weather == new)
            #expect(berlin.fetchedAt == Fixtures.start.addingTimeInterval(60))
            #expect(try await store.cachedWeather(for: "paris")?.weather == paris)

            try await store.removeCachedWeather(for: "berlin")
            #expect(try await store.cachedWeather(for: "berlin") == nil)
            #expect(try await store.cachedWeather(for: "paris") != nil)
        }
    }

    @Test func ageIsNeverNegative() throws {
        let cached = Timestamped(try Fixtures.weather(), fetchedAt: Fixtures.start)
        #expect(cached.age(at: Fixtures.start.addingTimeInterval(-5)) == 0)
    }

    @Test func coordinateKeysRoundToAboutTenMetres() throws {
        let berlin = try Coordinate(latitude: 52.520_04, longitude: 13.404_96)
        let nearby = try Coordinate(latitude: 52.519_96, longitude: 13.405_04)
        #expect(PlaceKey(coordinate: berlin) == "52.5200,13.4050")
        #expect(PlaceKey(coordinate: berlin) == PlaceKey(coordinate: nearby))
        let other = try Coordinate(latitude: 52.5210, longitude: 13.4050)
        #expect(PlaceKey(coordinate: berlin) != PlaceKey(coordinate: other))
    }

    @Test func coordinateKeysDoNotSplitAtZero() throws {
        let south = try Coordinate(latitude: -0.000_01, longitude: -0.000_02)
        let north = try Coordinate(latitude: 0.000_01, longitude: 0.000_02)
        #expect(PlaceKey(coordinate: south) == "0.0000,0.0000")
        #expect(PlaceKey(coordinate: south) == PlaceKey(coordinate: north))
    }

    @Test func placeKeysUseThePlaceID() throws {
        #expect(PlaceKey(place: try Fixtures.place("berlin-de")) == "berlin-de")
    }
}
