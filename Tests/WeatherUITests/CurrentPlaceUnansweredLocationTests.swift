import Foundation
import Testing
import WeatherModels
import WeatherProviders
import WeatherStore
import WeatherTesting
import WeatherUI

@Suite("CurrentPlaceModel when location cannot be asked for", .timeLimit(.minutes(1)))
@MainActor
struct CurrentPlaceUnansweredLocationTests {
    let paris: Place
    let store = InMemoryWeatherStore()
    let clock = TestClock()

    init() throws {
        paris = try ScreenFixtures.city("Paris")
    }

    /// A location provider whose request for permission throws, as `CoreLocationProvider` does when the
    /// Info.plist lacks its purpose string, when the app asks from the background, or when the system never answers.
    static func unanswered(throwing error: WeatherError) -> ScriptedLocationProvider {
        let locator = ScriptedLocationProvider()
        locator.failPrompts(with: error)
        return locator
    }

    func makeModel(locator: any LocationProviding) -> CurrentPlaceModel {
        let now = ScreenFixtures.now(on: clock)
        let weather = OfflineFallbackWeatherProvider(upstream: ScreenFixtures.openWeather(), cache: store, now: now)
        return CurrentPlaceModel(
            weather: weather, locator: locator, geocoder: ScreenFixtures.openWeather(), settings: store, now: now)
    }

    @Test(arguments: [
        WeatherError(.unavailable, message: "The app's Info.plist has no NSLocationUsageDescription."),
        WeatherError(.timeout, message: "The system did not answer the request for location permission within 30 s."),
    ])
    func aQuestionThatCannotBeAnsweredEndsAskingAndOffersACity(problem: WeatherError) async throws {
        let model = makeModel(locator: Self.unanswered(throwing: problem))

        await model.refresh()

        #expect(model.activity == .idle)  // no longer "Asking for location access…"
        #expect(model.needsChosenPlace)
        #expect(model.locationProblem?.code == problem.code)
        #expect(model.locationProblem?.message == problem.message)
        #expect(model.weather.error?.code == problem.code)
    }

    @Test func aTimedOutQuestionFallsBackToTheChosenCity() async throws {
        try await store.setValue(paris, for: .chosenPlace, user: "local")
        let problem = WeatherError(.timeout, message: "No answer.")
        let model = makeModel(locator: Self.unanswered(throwing: problem))

        await model.refresh()

        #expect(model.place == paris)
        #expect(model.placeOrigin == .chosen)
        #expect(model.locationProblem?.code == .timeout)
        #expect(model.weather.caseName == "loaded")
    }
}
