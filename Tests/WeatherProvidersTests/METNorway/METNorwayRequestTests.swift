import Foundation
import Testing
import WeatherNetworking
import WeatherTestSupport

@testable import WeatherProviders

/// What `METNorwayClient` sends, and what it refuses to send.
@Suite("MET Norway requests")
struct METNorwayRequestTests {
    static let body = "metno/compact/london-altitude25-2020-07.json"

    @Test func theRequestNamesTheAppAndCutsTheCoordinateToFourDecimals() async throws {
        let transport = StubTransport(responses: [try METNorwayTesting.ok(Self.body)])
        let oslo = try Coordinate(latitude: 59.913_868_123, longitude: 10.752_245_987)
        _ = try await METNorwayTesting.client(transport).weather(at: oslo)
        let request = try #require(transport.requests.first)
        #expect(request.method == .get)
        #expect(request.url.scheme == "https")
        #expect(request.url.host == "api.met.no")
        #expect(request.url.path == "/weatherapi/locationforecast/2.0/compact")
        #expect(METNorwayTesting.query(of: request) == ["lat": "59.9139", "lon": "10.7522"])
        #expect(request.value(forHeader: "User-Agent") == METNorwayTesting.userAgent)
        #expect(request.value(forHeader: "If-Modified-Since") == nil)
        // Oslo is in the nowcast's area, and `.all` asks for minutes: a second request, to Nowcast 2.0.
        #expect(transport.requests.count == 2)
        #expect(transport.requests.last?.url.path == "/weatherapi/nowcast/2.0/complete")
    }

    @Test(
        "coordinates are cut to at most four decimals",
        arguments: [
            (40.7, -74.0, "40.7", "-74"), (-33.868_820, 151.209_296, "-33.8688", "151.2093"),
            (0.000_01, -0.000_04, "0", "0"), (90, 180, "90", "180"), (12.345_67, -12.345_64, "12.3457", "-12.3456"),
        ])
    func fourDecimals(latitude: Double, longitude: Double, lat: String, lon: String) async throws {
        let transport = StubTransport(responses: [try METNorwayTesting.ok(Self.body)])
        let client = METNorwayTesting.client(transport)
        _ = try await client.forecast(at: try Coordinate(latitude: latitude, longitude: longitude))
        let query = METNorwayTesting.query(of: try #require(transport.requests.first))
        #expect(query["lat"] == lat)
        #expect(query["lon"] == lon)
    }

    @Test func completeAndAltitudeAreAskedFor() async throws {
        let transport = StubTransport(responses: [
            try METNorwayTesting.ok("metno/complete/london-altitude25-2020-07.json")
        ])
        let client = METNorwayTesting.client(transport, endpoint: .complete)
        _ = try await client.weather(
            at: METNorwayTesting.london, altitude: Measurement(value: 24.6, unit: .meters), timeZone: nil)
        let request = try #require(transport.requests.first)
        #expect(request.url.path == "/weatherapi/locationforecast/2.0/complete")
        #expect(METNorwayTesting.query(of: request) == ["lat": "51.5", "lon": "-0.1", "altitude": "25"])
        #expect(client.cacheNamespace == "metno|complete")
        #expect(client.description.contains("api.met.no") && client.description.contains("complete"))
    }

    @Test func anAltitudeOffEarthIsRefusedBeforeSending() async throws {
        let transport = StubTransport(responses: [try METNorwayTesting.ok(Self.body)])
        let error = await #expect(throws: WeatherError.self) {
            try await METNorwayTesting.client(transport).forecast(
                at: METNorwayTesting.london, altitude: Measurement(value: 12, unit: .kilometers))
        }
        #expect(error?.code == .invalidInput)
        #expect(transport.requests.isEmpty)
    }

    @Test func aLocalBaseURLIsUsed() async throws {
        let transport = StubTransport(responses: [try METNorwayTesting.ok(Self.body)])
        let base = try #require(URL(string: "http://127.0.0.1:8080/weatherapi/locationforecast/2.0"))
        let client = METNorwayClient(
            transport: transport, baseURL: base,
            configuration: METNorwayClient.Configuration(userAgent: METNorwayTesting.userAgent, retryPolicy: .none))
        _ = try await client.forecast(at: METNorwayTesting.london)
        let url = try #require(transport.requests.first?.url.absoluteString)
        #expect(url.hasPrefix("http://127.0.0.1:8080/weatherapi/locationforecast/2.0/compact?lat=51.5&lon=-0.1"))
    }

    @Test(
        "an empty or generic User-Agent is refused before anything is sent",
        arguments: [
            "", "   ", "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15", "curl/8.5.0",
            "Wget/1.21", "python-requests/2.31.0", "okhttp/4.12.0", "Go-http-client/2.0",
            "weather-now (unknown version) curl/8.5.0", "WeatherApp/1 CFNetwork/1490.0.4 Darwin/23.2.0", "test",
            "AcmeWeather/1.0\r\nX-Injected: 1",
        ])
    func genericUserAgentsAreRefused(userAgent: String) async throws {
        let transport = StubTransport(responses: [try METNorwayTesting.ok(Self.body)])
        let client = METNorwayTesting.client(transport, userAgent: userAgent)
        let error = await #expect(throws: WeatherError.self) {
            try await client.weather(at: METNorwayTesting.london)
        }
        #expect(error?.code == .invalidInput)
        #expect(error?.message.contains("User-Agent") == true)
        #expect(error?.message.contains("MET Norway requires") == true)
        #expect(transport.requests.isEmpty)
    }

    @Test(
        "identifying agents are sent as they are (trimmed)",
        arguments: [
            "AcmeWeatherApp/0.9 github.com/acmeweatherapp", "AcmeWeather/2.1 ops@acme.example",
            " TestFlightWeather/3 weather.example.org ", "CurlyWeather/1.0 curly.example",
            "FoundationForecast/2 ops@forecast.example",
        ])
    func identifyingUserAgentsAreSent(userAgent: String) async throws {
        let transport = StubTransport(responses: [try METNorwayTesting.ok(Self.body)])
        _ = try await METNorwayTesting.client(transport, userAgent: userAgent).forecast(at: METNorwayTesting.london)
        #expect(
            transport.requests.first?.value(forHeader: "User-Agent") == userAgent.trimmingCharacters(in: .whitespaces))
    }

    @Test func theUserAgentReachesARealServerOverLoopback() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(.json(try Fixtures.data(Self.body)))
        let base = server.url(path: "/weatherapi/locationforecast/2.0")
        let client = METNorwayClient(
            transport: URLSessionTransport(), baseURL: base,
            configuration: METNorwayClient.Configuration(userAgent: METNorwayTesting.userAgent, retryPolicy: .none))
        let weather = try await client.weather(at: METNorwayTesting.london)
        #expect(weather.current?.temperature.value == 25.7)
        let request = try #require(server.requests.first)
        #expect(request.path == "/weatherapi/locationforecast/2.0/compact")
        #expect(request.queryValue("lat") == "51.5" && request.queryValue("lon") == "-0.1")
        #expect(request.header("User-Agent") == METNorwayTesting.userAgent)
    }
}
