import Foundation
import Testing
import WeatherModels
import WeatherProviders
import WeatherSandbox
import WeatherTestSupport

/// Compiles and runs the examples of the WeatherSandbox.docc pages, line for line.
@Suite("Documentation examples")
struct DocumentationExampleTests {
    @Test("the landing page example works")
    func landingPage() async throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        let sandbox = SandboxTransport(seed: 42, now: { Date(timeIntervalSince1970: 1_750_000_000) })
        let client = OpenWeatherClient(apiKey: "any key", transport: sandbox)

        let weather = try await client.weather(at: Coordinate(latitude: 52.52, longitude: 13.405))
        print(weather.current?.temperature ?? "—")  // the same on every run

        let places = try await client.places(matching: "Zürich", limit: 5)  // [Zurich]

        let again = try await client.weather(at: Coordinate(latitude: 52.52, longitude: 13.405))
        #expect(printed == ["\(try #require(again.current?.temperature))"])
        #expect(places.map(\.name) == ["Zurich"])
    }

    @Test("fixing the clock and the seed")
    func fixedClock() async throws {
        let sandbox = SandboxTransport(seed: 7, now: { Date(timeIntervalSince1970: 1_749_988_800) })
        let client = OpenMeteoClient(transport: sandbox)
        let weather = try await client.weather(at: Coordinate(latitude: -33.87, longitude: 151.21))
        // weather.timeZone is Australia/Sydney, weather.daily has 7 days, weather.hourly 168 hours.
        #expect(weather.timeZone.identifier == "Australia/Sydney")
        #expect(weather.daily.count == 7)
        #expect(weather.hourly.count == 168)
    }

    @Test("scenarios with a test clock")
    func scenarios() async throws {
        let clock = TestClock(advancesAutomatically: true)  // any Clock<Duration> that your tests control
        let sandbox = SandboxTransport(
            scenarios: [
                .rateLimited(retryAfter: .seconds(5)).only(for: .openWeather).limited(to: 1),
                .slowResponses(by: .seconds(2)),
            ],
            clock: clock)
        var configuration = OpenWeatherClient.Configuration()
        configuration.clock = clock
        let client = OpenWeatherClient(apiKey: "any key", transport: sandbox, configuration: configuration)
        // The first call is refused with Retry-After: 5; the client waits 5 s on the test clock and
        // its retry succeeds. Each answer takes 2 s: clock.sleeps == [2 s, 5 s, 2 s].
        let weather = try await client.weather(at: Coordinate(latitude: 52.52, longitude: 13.405))
        #expect(weather.current != nil)
        #expect(clock.sleeps == [.seconds(2), .seconds(5), .seconds(2)])
    }

    @Test("searching the gazetteer")
    func gazetteer() throws {
        let gazetteer = SandboxGazetteer.standard
        let cities = gazetteer.places(matching: "sao")  // São Paulo first; case and accents are ignored
        let nearest = gazetteer.nearestPlace(to: try Coordinate(latitude: 48.86, longitude: 2.35))  // Paris
        #expect(cities.first?.name == "São Paulo")
        #expect(nearest?.name == "Paris")
    }
}
