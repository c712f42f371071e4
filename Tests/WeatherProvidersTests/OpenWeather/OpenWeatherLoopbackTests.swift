import Foundation
import Testing
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
