import Foundation
import Testing
import WeatherModels
import WeatherNetworking
import WeatherProviders

@testable import WeatherSandbox

@Suite("WeatherKit bodies")
struct WeatherKitSandboxTests {
    static let credentials = WeatherKitREST.Credentials(
        teamID: "SANDBOX", serviceID: "sandbox.tests", keyID: "SANDBOXKEY",
        privateKey: SandboxTransport.weatherKitSandboxKey)

    static func client(_ sandbox: SandboxTransport) -> WeatherKitClient {
        WeatherKitClient(
            transport: sandbox,
            configuration: .init(credentials: credentials, retryPolicy: .none, now: { SandboxTesting.june }))
    }

    @Test func newYorkHasEveryDataSetWithItsCountry() async throws {
        let sandbox = SandboxTesting.sandbox()
        let zone = try #require(TimeZone(identifier: "America/New_York"))
        let newYork = try Coordinate(latitude: 40.7128, longitude: -74.006)
        let weather = try await Self.client(sandbox).weather(at: newYork, timeZone: zone, countryCode: "US")
        #expect(weather.source.provider == .weatherKit && weather.source.isSandbox)
        #expect(weather.current?.date == SandboxTesting.june)
        #expect(weather.minutely.count == 78)
        #expect(weather.hourly.count == 241)
        #expect(weather.daily.count == 10)
        #expect(weather.daily.first?.date == zone.startOfDay(containing: SandboxTesting.june))
        #expect(weather.daily.allSatisfy { $0.sunrise != nil && $0.namedMoonPhase != nil })
        #expect(!weather.notes.contains { $0.kind == .missing })
    }

    @Test func berlinHasNoNextHourAndTheNoteSaysSo() async throws {
        let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
        let weather = try await Self.client(SandboxTesting.sandbox()).weather(
            at: berlin, timeZone: TimeZone(identifier: "Europe/Berlin"), countryCode: "DE")
        #expect(weather.minutely.isEmpty && !weather.hourly.isEmpty)
        #expect(weather.notes.contains { $0.field == "minutely" && $0.kind == .missing })
        #expect(weather.notes.contains { $0.field == "alerts" && $0.kind == .missing })
    }

    @Test func theSandboxAgreesWithItsOtherServices() async throws {
        let sandbox = SandboxTesting.sandbox()
        let oslo = try Coordinate(latitude: 59.9139, longitude: 10.7522)
        let kit = try await Self.client(sandbox).weather(at: oslo, including: .current)
        let meteo = try await OpenMeteoClient(transport: sandbox).weather(at: oslo, including: .current)
        #expect(abs((kit.current?.temperature.value ?? 0) - (meteo.current?.temperature.value ?? 99)) < 0.6)
    }

    @Test func aRequestWithoutATokenIsUnauthorized() async throws {
        let sandbox = SandboxTesting.sandbox()
        for path in [
            "/api/v1/availability/40.7/-74", "/api/v1/weather/en/40.7/-74?dataSets=currentWeather&timezone=UTC",
        ] {
            let url = try #require(URL(string: "https://weatherkit.apple.com" + path))
            for headers in [[:], ["Authorization": "Bearer not-a-token"]] {
                let response = try await sandbox.send(HTTPRequest(method: .get, url: url, headers: headers))
                #expect(response.statusCode == 401)
                let body = try SandboxTesting.object(response)
                #expect(body["error"] as? String == "Unauthorized")
            }
        }
        let attribution = try await SandboxTesting.get("https://weatherkit.apple.com/attribution/en", from: sandbox)
        #expect(try SandboxTesting.object(attribution)["serviceName"] as? String == "Apple Weather")
    }
}

/// The sample of the WeatherKit article's offline section, line for line.
@Suite("WeatherKit article: testing offline")
struct WeatherKitArticleSandboxTests {
    @Test func sandboxSample() async throws {
        let credentials = WeatherKitREST.Credentials(
            teamID: "SANDBOX", serviceID: "sandbox.weather", keyID: "SANDBOXKEY",
            privateKey: SandboxTransport.weatherKitSandboxKey)
        let client = WeatherKitClient(credentials: credentials, transport: SandboxTransport())
        let weather = try await client.weather(at: try Coordinate(latitude: 40.7128, longitude: -74.006))

        #expect(weather.source.isSandbox)
        #expect(weather.current != nil)
    }
}
