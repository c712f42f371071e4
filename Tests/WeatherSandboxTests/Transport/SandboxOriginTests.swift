import Foundation
import Testing
import WeatherModels
import WeatherNetworking
import WeatherProviders

@testable import WeatherSandbox

/// Everything a client returns over the sandbox says it is sandbox data, so it can never be shown
/// or stored as live weather.
@Suite("Sandbox origin")
struct SandboxOriginTests {
    let lisbon = try! Coordinate(latitude: 38.72, longitude: -9.14)

    @Test func everyWeatherClientMarksSandboxAnswers() async throws {
        let sandbox = SandboxTesting.sandbox()
        let providers: [any WeatherProvider] = [
            OpenWeatherClient(apiKey: "sandbox", transport: sandbox),
            WeatherAPIClient(apiKey: "sandbox", transport: sandbox),
            OpenMeteoClient(transport: sandbox),
            METNorwayClient(userAgent: "WeatherSDKTests/1.0 tests@example.com", transport: sandbox),
        ]
        let newYork = try Coordinate(latitude: 40.7128, longitude: -74.006)
        let nws = NationalWeatherServiceClient(userAgent: "WeatherSDKTests/1.0 tests@example.com", transport: sandbox)
        #expect(try await nws.weather(at: newYork, including: .all).source.origin == .sandbox)
        let credentials = WeatherKit.Credentials(
            teamID: "SANDBOX", serviceID: "sandbox.tests", keyID: "SANDBOXKEY",
            privateKey: SandboxTransport.weatherKitSandboxKey)
        let kit = WeatherKitClient(credentials: credentials, transport: sandbox)
        #expect(kit.dataOrigin == .sandbox)
        #expect(try await kit.weather(at: newYork, including: .all).source.origin == .sandbox)
        for provider in providers {
            #expect(provider.dataOrigin == .sandbox)
            let weather = try await provider.weather(at: lisbon, including: .all)
            #expect(weather.source.origin == .sandbox, "\(type(of: provider))")
            #expect(weather.source.isSandbox)
        }
        let cached = OpenMeteoClient(transport: sandbox).cached(ttl: .seconds(60))
        #expect(cached.dataOrigin == .sandbox)
    }

    @Test func freetestapiRecordsAndTheirWeatherAreMarked() async throws {
        let client = FreeTestWeatherClient(transport: SandboxTesting.sandbox())
        let cities = try await client.allCities()
        #expect(!cities.isEmpty)
        #expect(cities.allSatisfy { $0.origin == .sandbox })
        #expect(cities.first?.weather(fetchedAt: SandboxTesting.june).source.origin == .sandbox)
        var paged: [CityWeather] = []
        for try await page in client.cities(pageSize: 7) { paged += page }
        #expect(paged.allSatisfy { $0.origin == .sandbox })
        #expect(try await client.city(id: 1)?.origin == .sandbox)
    }

    @Test func anyOtherTransportIsLive() async throws {
        let stub = StubAnswer()
        #expect(stub.dataOrigin == .live)
        #expect(OpenMeteoClient(transport: stub).dataOrigin == .live)
    }

    @Test func aSourceSavedWithoutAnOriginReadsAsUnknown() throws {
        let saved = Data(#"{"provider":"openweather","attribution":"Weather data provided by OpenWeather"}"#.utf8)
        let source = try JSONDecoder().decode(WeatherSource.self, from: saved)
        #expect(source.origin == .unknown)
        let future = Data(#"{"provider":"openweather","origin":"replayed"}"#.utf8)
        #expect(try JSONDecoder().decode(WeatherSource.self, from: future).origin == .unknown)
        let roundTrip = try JSONDecoder().decode(
            WeatherSource.self, from: try JSONEncoder().encode(WeatherSource(provider: .sandbox, origin: .sandbox)))
        #expect(roundTrip.origin == .sandbox)
    }

    private struct StubAnswer: HTTPTransport {
        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            HTTPResponse(statusCode: 500, body: Data())
        }
    }
}
