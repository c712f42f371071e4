import Foundation
import Testing
import WeatherNetworking
import WeatherTestSupport

/// Compiles and runs the example of the WeatherNetworking.docc landing page, line for line. Inside the `do`
/// block a local `APIClient(configuration:)` stands for the real one with a stub transport in place of the
/// network.
@Suite("Documentation examples")
struct DocumentationExampleTests {
    @Test("the landing page example works")
    func landingPage() async throws {
        let transport = StubTransport(statusCode: 200, body: #"{"latitude": 52.52, "longitude": 13.419998}"#)

        struct Forecast: Decodable, Sendable {
            var latitude: Double
            var longitude: Double
        }

        var configuration = APIClient.Configuration(baseURL: URL(string: "https://api.open-meteo.com")!)
        configuration.service = "Open-Meteo"
        configuration.rateLimiter = RateLimiter(callsPerMinute: 60)
        configuration.logger = HTTPLogger(minimumLevel: .warning) { print($0) }
        do {
            // swift-format-ignore: AlwaysUseLowerCamelCase
            func APIClient(configuration: WeatherNetworking.APIClient.Configuration) -> WeatherNetworking.APIClient {
                var configuration = configuration
                configuration.transport = transport
                return WeatherNetworking.APIClient(configuration: configuration)
            }

            let client = APIClient(configuration: configuration)

            var query = URLQuery()
            try query.append("latitude", 52.52)
            try query.append("longitude", 13.41)
            let forecast: Forecast = try await client.send(APIRequest(path: "/v1/forecast", query: query))

            #expect(forecast.latitude == 52.52)
            let request = try #require(transport.requests.first)
            #expect(request.url.host == "api.open-meteo.com")
            #expect(request.url.path == "/v1/forecast")
            #expect(request.url.query?.contains("latitude=52.52") == true)
        }
    }
}
