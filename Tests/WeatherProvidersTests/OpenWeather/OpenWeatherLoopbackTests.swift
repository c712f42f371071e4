import Foundation
import Testing
import WeatherJSON
import WeatherNetworking
import WeatherProviders
import WeatherTestSupport

/// The client over the real `URLSessionTransport` against a server on 127.0.0.1.
@Suite("OpenWeather over HTTP")
struct OpenWeatherLoopbackTests {
    func client(_ server: LoopbackServer, units: OpenWeatherClient.Units = .standard) -> OpenWeatherClient {
        OpenWeatherClient(
            apiKey: sentinelKey, transport: URLSessionTransport(), baseURL: server.baseURL,
            configuration: .init(units: units, retryPolicy: .none))
    }

    @Test func currentWeatherByCityOverTheWire() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let body = String(
            decoding: try Fixtures.data("openweather/current/new-york-q-state-country.json"), as: UTF8.self)
        server.enqueue(.json(body))
        let weather = try await client(server, units: .metric).currentWeather(city: "São Paulo,SP,BR")
        let request = try #require(server.requests.first)
        #expect(request.method == "GET")
        #expect(request.path == "/data/2.5/weather")
        #expect(request.query == "q=S%C3%A3o%20Paulo%2CSP%2CBR&units=metric&appid=\(sentinelKey)")
        #expect(request.queryValue("q") == "São Paulo,SP,BR")
        #expect(weather.place?.name == "New York")
    }

    @Test func errorBodiesOverTheWire() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(.json(#"{"cod":"404","message":"city not found"}"#, status: 404))
        server.enqueue(.text("<html><body>Bad gateway</body></html>", status: 502))
        server.enqueue(.json(#"{"cod":429, "message": "Your account is temporary blocked"}"#, status: 429))
        let client = self.client(server)
        let notFound = try await #require(throws: WeatherError.self) {
            _ = try await client.currentWeather(city: "Londan")
        }
        let gateway = try await #require(throws: WeatherError.self) {
            _ = try await client.currentWeather(city: "Paris")
        }
        let limited = try await #require(throws: WeatherError.self) {
            _ = try await client.currentWeather(city: "Rome")
        }
        #expect(notFound.code == .notFound)
        #expect(gateway.code == .server)
        #expect(limited.code == .rateLimited)
        #expect(limited.retryAfter == .seconds(600))
        for error in [notFound, gateway, limited] {
            #expect(!error.description.contains(sentinelKey))
            #expect(!error.debugDescription.contains(sentinelKey))
        }
    }

    @Test func aTruncatedBodyIsADecodingError() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let body = try Fixtures.data("openweather/onecall3/santa-fe-imperial-exclude-minutely.json")
        server.enqueue(.json(String(decoding: body.prefix(body.count / 3), as: UTF8.self)))
        let error = try await #require(throws: WeatherError.self) {
            _ = try await client(server).weather(at: try Coordinate(latitude: 35.69, longitude: -105.94))
        }
        #expect(error.code == .decoding)
    }
}

/// Redirects between two servers on 127.0.0.1: the API key never reaches the second one.
@Suite("OpenWeather redirects over HTTP")
struct OpenWeatherRedirectTests {
    func client(_ server: LoopbackServer) -> OpenWeatherClient {
        OpenWeatherClient(
            apiKey: sentinelKey, transport: URLSessionTransport(), baseURL: server.baseURL,
            configuration: .init(retryPolicy: .none))
    }

    @Test(arguments: [301, 302, 307, 308])
    func aRedirectToAnotherServerKeepingTheQueryIsRefusedAndSendsItNothing(status: Int) async throws {
        let service = try LoopbackServer()
        let elsewhere = try LoopbackServer()
        defer {
            service.stop()
            elsewhere.stop()
        }
        elsewhere.setHandler { _ in .json("{}") }
        service.setHandler { request in
            // Another port on the same host is another origin; the query, key included, is copied along.
            .status(
                status,
                headers: ["Location": elsewhere.url(path: request.path).absoluteString + "?" + (request.query ?? "")])
        }
        let error = try await #require(throws: WeatherError.self) {
            _ = try await client(service).currentWeather(city: "London")
        }
        #expect(error.code == .redirectRefused)
        #expect(service.requestCount == 1)
        #expect(elsewhere.requestCount == 0)
        #expect(elsewhere.connectionCount == 0)
        #expect(!String(reflecting: error).contains(sentinelKey))
    }

    @Test func aRedirectWithinTheServiceIsFollowedWithTheKeyOnce() async throws {
        let service = try LoopbackServer()
        defer { service.stop() }
        let body = try Fixtures.data("openweather/current/new-york-q-state-country.json")
        service.setHandler { request in
            request.path == "/data/2.5/weather"
                ? .status(302, headers: ["Location": "/v2/weather?" + (request.query ?? "")])
                : .json(body)
        }
        let weather = try await client(service).currentWeather(city: "New York,NY,US")
        #expect(weather.place?.name == "New York")
        #expect(service.requests.map(\.path) == ["/data/2.5/weather", "/v2/weather"])
        #expect(service.requests.last?.queryItems.filter { $0.name == "appid" }.count == 1)
    }

    @Test func aOneCallBodyIsParsedOnceOnItsWayToWeather() async throws {
        let body = try Fixtures.data("openweather/onecall3/nairobi-kenya-default-units.json")
        let client = OpenWeatherClient(
            apiKey: sentinelKey, transport: StubTransport(responses: [HTTPResponse(statusCode: 200, body: body)]))
        let count = JSONParseCount()
        let weather = try await JSONParseCount.$current.withValue(count) {
            try await client.weather(at: Coordinate(latitude: -1.29, longitude: 36.82))
        }
        #expect(weather.hourly.count == 48)
        #expect(count.value == 1)
    }
}
