import Foundation
import Testing
import WeatherProviders
import WeatherSandbox
import WeatherStore
import WeatherTesting
import WeatherUI

/// The samples of WeatherUI's DocC articles, run as written on the sandbox.
@MainActor
@Suite("WeatherUI article samples")
struct ArticleSamples {
    let berlin = Place(id: "berlin", name: "Berlin", coordinate: try! Coordinate(latitude: 52.52, longitude: 13.405))
    let paris = Place(id: "paris", name: "Paris", coordinate: try! Coordinate(latitude: 48.857, longitude: 2.352))

    @Test func theLandingPageSampleShowsSandboxWeatherLabelledAsSuch() async throws {
        let locator = FixedLocationProvider(coordinate: berlin.coordinate)
        let store = InMemoryWeatherStore()
        let sandbox = SandboxTransport()
        let client = OpenMeteoClient(transport: sandbox)
        let geocoder = OpenWeatherClient(apiKey: "sandbox", transport: sandbox)
        let weather = OfflineFallbackWeatherProvider(upstream: client, cache: store)
        let screen = CurrentPlaceModel(weather: weather, locator: locator, geocoder: geocoder, settings: store)
        await screen.refresh()
        switch screen.weather {
        case .idle, .loading: break
        case .loaded(let shown): print(shown.place.name, shown.badge(at: Date()) ?? "live")
        case .failed(let error, _): print(error.message)
        }
        let shown = try #require(screen.weather.value)
        #expect(screen.placeOrigin == .currentLocation)
        #expect(shown.place.coordinate == berlin.coordinate)
        #expect(shown.place.name == "Berlin", "the geocoder names the current place")
        #expect(shown.isSandbox)
        #expect(shown.badge(at: Date())?.contains("Sandbox data") == true)
    }

    @Test func withoutLocationTheUserPicksACityThatIsRemembered() async throws {
        let locator = FixedLocationProvider(coordinate: nil, status: .notDetermined, answer: .denied)
        let store = InMemoryWeatherStore()
        let client = OpenMeteoClient(transport: SandboxTransport())
        let weather = OfflineFallbackWeatherProvider(upstream: client, cache: store)
        let screen = CurrentPlaceModel(weather: weather, locator: locator, geocoder: client, settings: store)
        await screen.refresh()
        #expect(screen.needsChosenPlace)
        #expect(screen.weather.error?.code == .unauthorized)
        await screen.refresh()
        if screen.needsChosenPlace {
            await screen.choose(berlin)
        }
        #expect(screen.weather.value?.place == berlin)

        let nextLaunch = CurrentPlaceModel(weather: weather, locator: locator, geocoder: client, settings: store)
        await nextLaunch.refresh()
        #expect(nextLaunch.placeOrigin == .chosen)
        #expect(nextLaunch.weather.value?.place == berlin)
        #expect(nextLaunch.locationProblem?.code == .unauthorized)
    }

    @Test func theSearchSampleSendsOneQueryAfterThePause() async throws {
        let clock = TestClock()
        let client = OpenMeteoClient(transport: SandboxTransport())
        let search = PlaceSearchModel(geocoder: client, weather: client, clock: clock)
        search.update(query: "Ber")
        search.update(query: "Berlin")
        #expect(search.results.value == nil)
        await clock.waitForSleepers(1)
        clock.advance(by: search.debounce)
        await search.settle()
        let results = try #require(search.results.value)
        #expect(search.resultsQuery == "Berlin")
        #expect(results.first?.place.name == "Berlin")
        #expect(results.allSatisfy { $0.conditions.value != nil })
    }

    @Test func theFavoritesSampleMovesParisFirst() async throws {
        let store = InMemoryWeatherStore()
        let client = OpenMeteoClient(transport: SandboxTransport())
        let weather = OfflineFallbackWeatherProvider(upstream: client, cache: store)
        await FavoritesModel(store: store, user: "ada").add(berlin)
        let favorites = FavoritesModel(store: store, weather: weather, user: "ada")
        await favorites.add(paris)
        await favorites.move(fromOffsets: IndexSet(integer: 1), toOffset: 0)
        #expect(favorites.favorites.value?.map(\.id) == ["paris", "berlin"])
        #expect(try await store.favorites(for: "ada").map(\.id) == ["paris", "berlin"])
        #expect(favorites.lastError == nil)
    }
}
