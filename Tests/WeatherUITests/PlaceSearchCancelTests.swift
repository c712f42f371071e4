import Foundation
import Testing
import WeatherAuth
import WeatherModels
import WeatherProviders
import WeatherScheduling
import WeatherStore
import WeatherTesting
import WeatherUI

// Calls that overlap (a tap while a prompt waits, a user switch while a write is on its way, a retry after a
// page broke off) and the failure paths around them. The slow steps are held at latches, never slept on.

@Suite("PlaceSearchModel, cancel", .timeLimit(.minutes(1)))
@MainActor
struct PlaceSearchCancelTests {
    @Test func cancellingWhileConditionsLoadLeavesNoRowLoading() async throws {
        let berlin = try ScreenFixtures.city("Berlin")
        let paris = try ScreenFixtures.city("Paris")
        let geocoder = StubPlaceSearcher(results: ["capitals": [berlin, paris]])
        let openWeather = ScreenFixtures.openWeather()
        let weather = StubWeatherProvider(forwardingTo: openWeather)
        let slowBerlin = weather.hold(at: berlin.coordinate, thenAsk: openWeather)
        let search = PlaceSearchModel(geocoder: geocoder, weather: weather, clock: TestClock())

        let searching = Task { await search.search("capitals") }
        await slowBerlin.waitForArrival()
        await waitUntil { search.results.value?.last?.conditions.caseName == "loaded" }
        #expect(search.results.value?.first?.conditions.isLoading == true)

        search.cancel()

        let results = try #require(search.results.value)
        #expect(results.map(\.place) == [berlin, paris])
        #expect(!results.contains { $0.conditions.isLoading })
        #expect(results.map(\.conditions.caseName) == ["idle", "loaded"])

        // Berlin's answer arrives after all: it is not shown, neither as a value nor as a failure.
        await slowBerlin.open()
        await searching.value
        await search.settle()
        #expect(search.results.value?.contains { $0.conditions.isLoading } == false)
        #expect(search.results.value?.map(\.conditions.caseName) == ["idle", "loaded"])
    }
}
