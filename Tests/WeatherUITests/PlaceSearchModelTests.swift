import Foundation
import Testing
import WeatherModels
import WeatherProviders
import WeatherTesting
import WeatherUI

@Suite("PlaceSearchModel", .timeLimit(.minutes(1)))
@MainActor
struct PlaceSearchModelTests {
    let berlin: Place
    let paris: Place
    let rome: Place

    init() throws {
        berlin = try ScreenFixtures.city("Berlin")
        paris = try ScreenFixtures.city("Paris")
        rome = try ScreenFixtures.city("Rome")
    }

    @Test func typingQuicklySendsOneQueryForTheLastTextOnlyOnceTheDebounceHasPassed() async throws {
        let clock = TestClock()
        let geocoder = StubPlaceSearcher(results: ["Berlin": [berlin]])
        let search = PlaceSearchModel(geocoder: geocoder, debounce: .milliseconds(300), clock: clock)

        search.update(query: "B")
        search.update(query: "Be")
        search.update(query: "Berlin")
        #expect(search.query == "Berlin")
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(299))
        #expect(geocoder.queries.isEmpty)
        #expect(search.results.caseName == "idle")

        clock.advance(by: .milliseconds(1))
        await search.settle()
        #expect(geocoder.queries == ["Berlin"])
        #expect(search.results.value?.map(\.place) == [berlin])
        #expect(search.resultsQuery == "Berlin")
        #expect(clock.pendingSleepers == 0)
    }

    @Test func aSlowAnswerToAnOldQueryNeverReplacesTheNewerResults() async throws {
        let geocoder = StubPlaceSearcher(results: ["Berlin": [berlin]])
        let slow = geocoder.hold("Ber", answering: [rome])
        let search = PlaceSearchModel(geocoder: geocoder, clock: TestClock())

        let old = Task { await search.search("Ber") }
        await slow.waitForArrival()
        await search.search("Berlin")
        #expect(search.results.value?.map(\.place) == [berlin])

        await slow.open()
        await old.value
        #expect(geocoder.queries == ["Ber", "Berlin"])
        #expect(search.results.caseName == "loaded")
        #expect(search.results.value?.map(\.place) == [berlin])
        #expect(search.resultsQuery == "Berlin")
        #expect(search.query == "Berlin")
    }

    @Test func eachResultGetsItsConditionsAndOneFailureFailsOnlyItsRow() async throws {
        let geocoder = StubPlaceSearcher(results: ["capitals": [berlin, paris, rome]])
        let weather = StubWeatherProvider(forwardingTo: ScreenFixtures.openWeather())
        weather.fail(at: paris.coordinate, with: WeatherError(.server, message: "500"))
        let search = PlaceSearchModel(geocoder: geocoder, weather: weather, clock: TestClock())

        await search.search("capitals")

        let results = try #require(search.results.value)
        #expect(results.map(\.place) == [berlin, paris, rome])
        #expect(results.map(\.conditions.caseName) == ["loaded", "failed", "loaded"])
        #expect(results[1].conditions.error?.code == .server)
        #expect(results[0].conditions.value != nil)
        #expect(results[2].conditions.value != nil)
        #expect(results[0].origin == .sandbox)
        #expect(results[1].origin == nil)
        #expect(Set(weather.calls.map(\.coordinate)) == [berlin.coordinate, paris.coordinate, rome.coordinate])
    }

    @Test func searchGoesAtOnceWithoutTheDebounceAndLoadsTheSandboxConditions() async throws {
        let clock = TestClock()
        let sandbox = ScreenFixtures.openWeather()
        let search = PlaceSearchModel(geocoder: sandbox, weather: sandbox, limit: 3, clock: clock)

        await search.search("Berlin")

        #expect(clock.sleeps.isEmpty)
        #expect(search.resultsQuery == "Berlin")
        let results = try #require(search.results.value)
        #expect(!results.isEmpty)
        #expect(results.count <= 3)
        #expect(results.first?.place.name == "Berlin")
        #expect(results.allSatisfy { $0.conditions.caseName == "loaded" && $0.origin == .sandbox })
    }

    @Test func withoutAWeatherProviderResultsListPlacesOnly() async throws {
        let geocoder = StubPlaceSearcher(results: ["Paris": [paris]])
        let search = PlaceSearchModel(geocoder: geocoder, clock: TestClock())
        await search.search("Paris")
        #expect(search.results.value?.map(\.conditions.caseName) == ["idle"])
    }

    @Test func anEmptyQueryClearsTheResultsAndCancelsThePendingSearch() async throws {
        let clock = TestClock()
        let geocoder = StubPlaceSearcher(results: ["Paris": [paris], "Berlin": [berlin]])
        let search = PlaceSearchModel(geocoder: geocoder, clock: clock)
        await search.search("Paris")
        #expect(search.results.caseName == "loaded")

        search.update(query: "Berlin")
        await clock.waitForSleepers(1)
        search.update(query: "   ")

        #expect(search.results.caseName == "idle")
        #expect(search.resultsQuery == nil)
        #expect(clock.pendingSleepers == 0)
        clock.advance(by: .seconds(1))
        await search.settle()
        #expect(geocoder.queries == ["Paris"])
        #expect(search.results.caseName == "idle")
    }

    @Test func aGeocoderFailureFailsTheResultsAndKeepsTheOnesOnScreen() async throws {
        let geocoder = StubPlaceSearcher(results: ["Paris": [paris]])
        geocoder.fail("Berlin", with: WeatherError(.server, message: "500"))
        let search = PlaceSearchModel(geocoder: geocoder, clock: TestClock())
        await search.search("Paris")

        await search.search("Berlin")
        #expect(search.results.caseName == "failed")
        #expect(search.results.error?.code == .server)
        #expect(search.results.value?.map(\.place) == [paris])
        #expect(search.resultsQuery == "Paris")
        #expect(search.query == "Berlin")
    }

    @Test func cancelStopsTheSearchAndKeepsTheResultsOnScreen() async throws {
        let geocoder = StubPlaceSearcher(results: ["Paris": [paris], "Berlin": [berlin]])
        let search = PlaceSearchModel(geocoder: geocoder, clock: TestClock())
        await search.search("Paris")
        let slow = geocoder.hold("Berlin", answering: [berlin])

        let running = Task { await search.search("Berlin") }
        await slow.waitForArrival()
        #expect(search.results.isLoading)
        #expect(search.results.value?.map(\.place) == [paris])

        search.cancel()
        #expect(search.results.caseName == "loaded")
        #expect(search.results.value?.map(\.place) == [paris])

        await slow.open()
        await running.value
        #expect(search.results.caseName == "loaded")
        #expect(search.results.value?.map(\.place) == [paris])
        #expect(search.resultsQuery == "Paris")
    }

    @Test func cancelBeforeAnythingWasFoundLeavesTheResultsIdle() async throws {
        let clock = TestClock()
        let geocoder = StubPlaceSearcher(results: ["Paris": [paris]])
        let search = PlaceSearchModel(geocoder: geocoder, clock: clock)
        search.update(query: "Paris")
        await clock.waitForSleepers(1)

        search.cancel()
        #expect(clock.pendingSleepers == 0)
        clock.advance(by: .seconds(1))
        await search.settle()
        #expect(search.results.caseName == "idle")
        #expect(geocoder.queries.isEmpty)
    }
}
