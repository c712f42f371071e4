import Foundation
import Testing
import WeatherModels
import WeatherNetworking
import WeatherProviders
import WeatherTestSupport

@testable import WeatherSandbox

@Suite("Scenarios")
struct SandboxScenarioTests {
    let oneCall = "https://api.openweathermap.org/data/3.0/onecall?lat=52&lon=13&appid=k"

    @Test("Rate limiting answers 429 with Retry-After, only for the chosen service and count")
    func rateLimited() async throws {
        let sandbox = SandboxTesting.sandbox(scenarios: [
            .rateLimited(retryAfter: .seconds(30)).only(for: .openWeather).limited(to: 1)
        ])
        let first = try await SandboxTesting.get(oneCall, from: sandbox)
        #expect(first.statusCode == 429)
        #expect(first.value(forHeader: "Retry-After") == "30")
        #expect(try SandboxTesting.object(first)["cod"] as? Int == 429)
        #expect(try await SandboxTesting.get(oneCall, from: sandbox).statusCode == 200)
        let meteo = try await SandboxTesting.get(
            "https://api.open-meteo.com/v1/forecast?latitude=1&longitude=1&current=temperature_2m", from: sandbox)
        #expect(meteo.statusCode == 200)
    }

    @Test(
        "Each service's quota answer",
        arguments: [
            ("https://api.weatherapi.com/v1/current.json?key=k&q=Paris", 403),
            ("https://api.open-meteo.com/v1/forecast?latitude=1&longitude=1", 429),
            ("https://freetestapi.com/api/v1/weathers", 429),
        ])
    func quotaBodies(url: String, status: Int) async throws {
        let sandbox = SandboxTesting.sandbox(scenarios: [.rateLimited(retryAfter: .milliseconds(1500))])
        let response = try await SandboxTesting.get(url, from: sandbox)
        #expect(response.statusCode == status)
        #expect(response.value(forHeader: "Retry-After") == "2")
    }

    @Test("A client sees .rateLimited with the wait, .unauthorized for a refused key, .server for a 500")
    func clientErrors() async throws {
        let limited = OpenWeatherClient(
            apiKey: "k", transport: SandboxTesting.sandbox(scenarios: [.rateLimited(retryAfter: .seconds(900))]))
        let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
        let error = await #expect(throws: WeatherError.self) { try await limited.weather(at: berlin) }
        #expect(error?.code == .rateLimited)
        #expect(error?.retryAfter == .seconds(900))

        let refused = WeatherAPIClient(apiKey: "k", transport: SandboxTesting.sandbox(scenarios: [.invalidAPIKey]))
        let refusal = await #expect(throws: WeatherError.self) { try await refused.weather(for: "Paris") }
        #expect(refusal?.code == .unauthorized)

        var configuration = OpenMeteoClient.Configuration()
        configuration.retryPolicy = .none
        let failing = OpenMeteoClient(
            transport: SandboxTesting.sandbox(scenarios: [.serverError(statusCode: 503)]), configuration: configuration)
        let failure = await #expect(throws: WeatherError.self) { try await failing.weather(at: berlin) }
        #expect(failure?.code == .server)
    }

    @Test("Unknown locations: every name lookup fails, coordinates still work")
    func unknownLocations() async throws {
        let sandbox = SandboxTesting.sandbox(scenarios: [.unknownLocations])
        let client = OpenWeatherClient(apiKey: "k", transport: sandbox)
        let error = await #expect(throws: WeatherError.self) { try await client.currentWeather(city: "London") }
        #expect(error?.code == .notFound)
        #expect(try await client.places(matching: "London", limit: 5).isEmpty)
        #expect(try await SandboxTesting.get(oneCall, from: sandbox).statusCode == 200)
    }

    @Test("Slow responses sleep on the injected clock, and time out past the request's timeout")
    func slowResponses() async throws {
        let clock = TestClock(advancesAutomatically: true)
        let sandbox = SandboxTesting.sandbox(scenarios: [.slowResponses(by: .seconds(3))], clock: clock)
        #expect(try await SandboxTesting.get(oneCall, from: sandbox).statusCode == 200)
        #expect(clock.sleeps == [.seconds(3)])
        let error = await #expect(throws: WeatherError.self) {
            try await SandboxTesting.get(oneCall, from: sandbox, timeout: .seconds(1))
        }
        #expect(error?.code == .timeout)
        #expect(error?.message.contains("no answer within the 1-second timeout") == true)
        #expect(clock.sleeps == [.seconds(3), .seconds(1)])
        // Without a clock nothing waits, but the timeout still applies, and says that no time passed.
        let instant = SandboxTesting.sandbox(scenarios: [.slowResponses(by: .seconds(3600))])
        #expect(try await SandboxTesting.get(oneCall, from: instant).statusCode == 200)
        let acted = await #expect(throws: WeatherError.self) {
            try await SandboxTesting.get(oneCall, from: instant, timeout: .seconds(10))
        }
        #expect(acted?.code == .timeout)
        #expect(acted?.message.contains("acted out by the sandbox") == true)
        #expect(acted?.message.contains("without waiting") == true)
        #expect(acted?.message.contains("no answer within") == false)
    }

    @Test("Unknown URLs get a 404; descriptions name the scenarios")
    func unknownRoute() async throws {
        let sandbox = SandboxTesting.sandbox(scenarios: [.serverError().only(for: "firebase").limited(to: 2)])
        #expect(try await SandboxTesting.get("https://example.com/nothing", from: sandbox).statusCode == 404)
        #expect(sandbox.description.contains("serverError(500) for firebase, first 2"))
    }
}
