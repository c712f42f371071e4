import Foundation
import Testing
import WeatherNetworking
import WeatherTesting

@testable import WeatherProviders

/// What `OpenMeteoClient` sends, and how it reports the service's errors.
@Suite("Open-Meteo requests and errors")
struct OpenMeteoRequestAndErrorTests {
    private static let emptyForecast = Data(#"{"latitude":52.52,"longitude":13.41,"timezone":"GMT"}"#.utf8)

    @Test func forecastRequestAsksForEveryBlockTheModelNeeds() async throws {
        let transport = StubTransport(statusCode: 200, data: Self.emptyForecast)
        _ = try await OpenMeteoTesting.client(transport).weather(at: OpenMeteoTesting.berlin)
        let request = try #require(transport.requests.first)
        #expect(request.method == .get)
        #expect(request.url.scheme == "https")
        #expect(request.url.host == "api.open-meteo.com")
        #expect(request.url.path == "/v1/forecast")
        let query = OpenMeteoTesting.query(of: request)
        #expect(query["latitude"] == "52.52")
        #expect(query["longitude"] == "13.405")
        #expect(query["timezone"] == "auto")
        #expect(query["wind_speed_unit"] == "ms")
        #expect(query["temperature_unit"] == "celsius")
        #expect(query["timeformat"] == "iso8601")
        #expect(query["forecast_days"] == "7")
        #expect(query["minutely_15"] == "precipitation")
        let current = Set((query["current"] ?? "").split(separator: ",").map(String.init))
        #expect(
            current.isSuperset(of: [
                "temperature_2m", "apparent_temperature", "relative_humidity_2m", "weather_code", "wind_speed_10m",
                "is_day", "pressure_msl",
            ]))
        let hourly = Set((query["hourly"] ?? "").split(separator: ",").map(String.init))
        #expect(hourly.isSuperset(of: ["temperature_2m", "precipitation_probability", "uv_index", "visibility"]))
        let daily = Set((query["daily"] ?? "").split(separator: ",").map(String.init))
        #expect(
            daily.isSuperset(of: ["temperature_2m_max", "temperature_2m_min", "sunrise", "sunset", "weather_code"]))
        #expect(query["models"] == nil)
        #expect(query["apikey"] == nil)
        // Commas in variable lists are percent-encoded.
        #expect(request.url.query?.contains("temperature_2m%2Crelative_humidity_2m") == true)
    }

    @Test func onlyTheRequestedBlocksAreAskedFor() async throws {
        let transport = StubTransport(statusCode: 200, data: Self.emptyForecast)
        _ = try await OpenMeteoTesting.client(transport, models: ["icon_seamless", "gfs_seamless"])
            .weather(at: OpenMeteoTesting.berlin, including: [.current, .daily])
        let query = OpenMeteoTesting.query(of: try #require(transport.requests.first))
        #expect(query["current"] != nil)
        #expect(query["daily"] != nil)
        #expect(query["hourly"] == nil)
        #expect(query["minutely_15"] == nil)
        #expect(query["models"] == "icon_seamless,gfs_seamless")
    }

    @Test func customBaseURLServesForecastAndSearch() async throws {
        let transport = StubTransport(statusCode: 200, body: "{}")
        let base = try #require(URL(string: "http://127.0.0.1:8080/v1"))
        let client = OpenMeteoClient(transport: transport, baseURL: base)
        _ = try await client.places(matching: "Berlin", limit: 1)
        #expect(transport.requests.first?.url.absoluteString.hasPrefix("http://127.0.0.1:8080/v1/search?") == true)
        #expect(client.description.contains("127.0.0.1"))
    }

    @Test func badRequestBodyCarriesTheReason() async throws {
        let transport = try OpenMeteoTesting.transport(
            fixture: "openmeteo/errors/400-invalid-hourly-variable.json", statusCode: 400)
        let error = await #expect(throws: WeatherError.self) {
            try await OpenMeteoTesting.client(transport).weather(at: OpenMeteoTesting.berlin)
        }
        #expect(error?.code == .badRequest)
        #expect(error?.statusCode == 400)
        #expect(error?.message.contains("invalid String value winddiren_10m for key hourly") == true)
        #expect(transport.requests.count == 1)
    }

    static let errorPaths = Fixtures.paths(under: "openmeteo/errors")

    /// Every recorded error body, sent with the status its file name starts with.
    @Test(arguments: errorPaths)
    func everyErrorBodyMapsToItsCode(path: String) async throws {
        let name = try #require(path.split(separator: "/").last)
        let status = try #require(Int(name.prefix(3)))
        let json = try #require(Fixtures.json(path) as? [String: Any])
        let reason = try #require(json["reason"] as? String)
        let transport = try OpenMeteoTesting.transport(fixture: path, statusCode: status)
        let client = OpenMeteoTesting.client(transport)

        let forecastError = await #expect(throws: WeatherError.self) {
            try await client.weather(at: OpenMeteoTesting.berlin)
        }
        let searchError = await #expect(throws: WeatherError.self) {
            try await client.places(matching: "Berlin", limit: 1)
        }
        let expected: WeatherError.Code = status == 429 ? .rateLimited : .badRequest
        for error in [forecastError, searchError] {
            #expect(error?.code == expected)
            #expect(error?.statusCode == status)
            #expect(error?.message.contains(reason) == true)
        }
    }

    @Test func rateLimitBodyIsRateLimited() async throws {
        let transport = StubTransport(
            statusCode: 429, headers: ["Retry-After": "60"],
            body: #"{"reason":"Daily API request limit exceeded. Please try again tomorrow.","error":true}"#)
        let error = await #expect(throws: WeatherError.self) {
            try await OpenMeteoTesting.client(transport).weather(at: OpenMeteoTesting.berlin)
        }
        #expect(error?.code == .rateLimited)
        #expect(error?.statusCode == 429)
        #expect(error?.retryAfter == .seconds(60))
        #expect(error?.message.contains("Daily API request limit exceeded") == true)
    }

    @Test func rateLimitWithoutBodyIsRateLimited() async throws {
        let transport = StubTransport(statusCode: 429, body: "Too Many Requests")
        let error = await #expect(throws: WeatherError.self) {
            try await OpenMeteoTesting.client(transport).places(matching: "Berlin", limit: 3)
        }
        #expect(error?.code == .rateLimited)
    }

    @Test func proxyErrorPageIsAServerError() async throws {
        let transport = StubTransport(
            statusCode: 502, headers: ["Content-Type": "text/html"],
            body: "<html><body><h1>502 Bad Gateway</h1></body></html>")
        let error = await #expect(throws: WeatherError.self) {
            try await OpenMeteoTesting.client(transport).weather(at: OpenMeteoTesting.berlin)
        }
        #expect(error?.code == .server)
        #expect(error?.statusCode == 502)
    }

    @Test func errorBodyWithSuccessStatusIsStillAnError() async throws {
        let transport = StubTransport(statusCode: 200, body: #"{"error":true,"reason":"Latitude must be in range"}"#)
        let error = await #expect(throws: WeatherError.self) {
            try await OpenMeteoTesting.client(transport).weather(at: OpenMeteoTesting.berlin)
        }
        #expect(error?.code == .badRequest)
        #expect(error?.message.contains("Latitude must be in range") == true)
    }

    @Test func invalidCoordinatesNeverReachTheNetwork() {
        #expect(throws: WeatherError.self) { try Coordinate(latitude: 91, longitude: 0) }
        #expect(throws: WeatherError.self) { try Coordinate(latitude: .nan, longitude: 0) }
    }

    @Test func cacheNamespaceNamesTheOptionsThatChangeAnswers() {
        let transport = StubTransport(statusCode: 200, body: "")
        let plain = OpenMeteoClient(transport: transport)
        let icon = OpenMeteoClient(
            transport: transport, configuration: OpenMeteoClient.Configuration(models: ["icon_seamless"]))
        let longer = OpenMeteoClient(
            transport: transport, configuration: OpenMeteoClient.Configuration(forecastDays: 16))
        let german = OpenMeteoClient(transport: transport, configuration: OpenMeteoClient.Configuration(language: "de"))
        let fahrenheit = OpenMeteoClient(
            transport: transport, configuration: OpenMeteoClient.Configuration(temperatureUnit: .fahrenheit))
        let namespaces = [plain, icon, longer, german].map(\.cacheNamespace)
        #expect(Set(namespaces).count == 4)
        #expect(fahrenheit.cacheNamespace == plain.cacheNamespace)  // mapped values are in °C either way
        #expect(plain.cacheNamespace.hasPrefix("open-meteo"))
    }
}
