import Foundation
import Testing
import WeatherModels
import WeatherNetworking
import WeatherProviders
import WeatherTesting

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
        let credentials = WeatherKitREST.Credentials(
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

    /// A transport that wraps the sandbox to count requests, and does not forward `dataOrigin`: the answers
    /// still say they are sandbox data, because each response carries its origin.
    @Test func aWrappingTransportKeepsSandboxAnswersMarked() async throws {
        // Counts the requests it passes on; like many hand-written wrappers, it does not forward `dataOrigin`.
        let sandbox = SandboxTesting.sandbox()
        let counting = StubTransport { request, _ in try await sandbox.send(request) }
        #expect(counting.dataOrigin == .live)
        let userAgent = "WeatherSDKTests/1.0 tests@example.com"
        let newYork = try Coordinate(latitude: 40.7128, longitude: -74.006)
        let credentials = WeatherKitREST.Credentials(
            teamID: "SANDBOX", serviceID: "sandbox.tests", keyID: "SANDBOXKEY",
            privateKey: SandboxTransport.weatherKitSandboxKey)
        let providers: [(any WeatherProvider, Coordinate)] = [
            (OpenWeatherClient(apiKey: "sandbox", transport: counting), lisbon),
            (WeatherAPIClient(apiKey: "sandbox", transport: counting), lisbon),
            (OpenMeteoClient(transport: counting), lisbon),
            (METNorwayClient(userAgent: userAgent, transport: counting), lisbon),
            (NationalWeatherServiceClient(userAgent: userAgent, transport: counting), newYork),
            (WeatherKitClient(credentials: credentials, transport: counting), newYork),
        ]
        let names = [
            "OpenWeather", "WeatherAPI.com", "Open-Meteo", "MET Norway", "National Weather Service", "WeatherKit",
        ]
        for ((provider, place), name) in zip(providers, names) {
            let weather = try await provider.weather(at: place, including: .all)
            #expect(weather.source.origin == .sandbox, "\(type(of: provider))")
            #expect(weather.source.serviceName == name, "each client names its service for people")
            #expect(weather.source.displayName == name)
        }
        let openWeather = OpenWeatherClient(apiKey: "sandbox", transport: counting)
        #expect(try await openWeather.forecast(at: lisbon).source.origin == .sandbox)
        #expect(try await openWeather.currentWeather(at: lisbon).source.origin == .sandbox)
        let past = try await OpenMeteoClient(transport: counting).pastWeather(
            at: lisbon, on: SandboxTesting.june.addingTimeInterval(-30 * 86_400))
        #expect(past.source.origin == .sandbox)

        let freeTest = FreeTestWeatherClient(transport: counting)
        #expect(try await freeTest.allCities().allSatisfy { $0.origin == .sandbox })
        var paged: [CityWeather] = []
        for try await page in freeTest.cities(pageSize: 7) { paged += page }
        #expect(!paged.isEmpty && paged.allSatisfy { $0.origin == .sandbox })
        #expect(try await freeTest.city(id: 1)?.origin == .sandbox)
        #expect(
            try await freeTest.city(id: 1)?.weather(fetchedAt: SandboxTesting.june).source.serviceName == "freetestapi")
        #expect(counting.requests.count > 10)
    }

    @Test func aResponseWithoutAnOriginTakesTheTransports() async throws {
        let record =
            #"{"id":1,"city":"Lisbon","country":"Portugal","latitude":38.72,"longitude":-9.14,"temperature":18,"#
            + #""humidity":60,"wind_speed":3,"weather_description":"Sunny","forecast":[]}"#
        let body = Data("[\(record)]".utf8)
        let answer = StubTransport(statusCode: 200, data: body, dataOrigin: .sandbox)
        #expect(try await FreeTestWeatherClient(transport: answer).allCities().map(\.origin) == [.sandbox])
        let live = StubTransport(statusCode: 200, data: body, dataOrigin: .live)
        #expect(try await FreeTestWeatherClient(transport: live).allCities().map(\.origin) == [.live])
        var marked = HTTPResponse(statusCode: 200, body: body)
        marked.origin = .sandbox
        #expect(
            try await FreeTestWeatherClient(transport: StubTransport(responses: [marked], dataOrigin: .live))
                .allCities()
                .map(\.origin) == [.sandbox])
    }

    @Test func anyOtherTransportIsLive() async throws {
        let stub = StubTransport(statusCode: 500, body: "")
        #expect(stub.dataOrigin == .live)
        #expect(OpenMeteoClient(transport: stub).dataOrigin == .live)
    }

    @Test func aSourceSavedWithoutAnOriginReadsAsUnknown() throws {
        let saved = Data(#"{"provider":"openweather","attribution":"Weather data provided by OpenWeather"}"#.utf8)
        let source = try JSONDecoder().decode(WeatherSource.self, from: saved)
        #expect(source.origin == .unknown)
        #expect(source.serviceName == nil)
        #expect(source.displayName == "openweather")
        let named = WeatherSource(provider: .openMeteo, origin: .live, serviceName: "Open-Meteo")
        #expect(try JSONDecoder().decode(WeatherSource.self, from: JSONEncoder().encode(named)) == named)
        let future = Data(#"{"provider":"openweather","origin":"replayed"}"#.utf8)
        #expect(try JSONDecoder().decode(WeatherSource.self, from: future).origin == .unknown)
        let roundTrip = try JSONDecoder().decode(
            WeatherSource.self, from: try JSONEncoder().encode(WeatherSource(provider: .sandbox, origin: .sandbox)))
        #expect(roundTrip.origin == .sandbox)
    }
}
