import Foundation
import WeatherNetworking
import WeatherProviders
import WeatherTestSupport

/// Helpers shared by the WeatherAPI.com and freetestapi tests.
enum WeatherAPITesting {
    /// A key no real account has; the tests check that it never leaks into text.
    static let sentinelKey = "SENTINEL-weatherapi-KEY-4f1c"

    /// A fixed clock value for `fetchedAt`.
    static let now = Date(timeIntervalSince1970: 1_750_000_000)

    /// A stub transport answering every request with the fixture at `path`.
    static func transport(fixture path: String, statusCode: Int = 200) throws -> StubTransport {
        transport(statusCode: statusCode, body: try Fixtures.data(path))
    }

    /// A stub transport answering every request with `statusCode` and `body`.
    static func transport(statusCode: Int = 200, body: Data) -> StubTransport {
        StubTransport(responses: [HTTPResponse(statusCode: statusCode, body: body)])
    }

    static func client(
        _ transport: any HTTPTransport,
        configuration: WeatherAPIClient.Configuration = WeatherAPIClient.Configuration()
    ) -> WeatherAPIClient {
        var configuration = configuration
        configuration.retryPolicy = .none
        configuration.now = { now }
        return WeatherAPIClient(apiKey: sentinelKey, transport: transport, configuration: configuration)
    }

    /// The query items of a recorded request, decoded.
    static func queryItems(of request: HTTPRequest) -> [URLQueryItem] {
        URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    }

    /// The value of query item `name`, if present.
    static func query(_ name: String, of request: HTTPRequest) -> String? {
        queryItems(of: request).first { $0.name == name }?.value
    }

    /// A JSON object's number at `key`, whether written as an integer or a decimal.
    static func number(_ object: [String: Any], _ key: String) -> Double? {
        (object[key] as? NSNumber)?.doubleValue
    }

    /// Converts °F to °C.
    static func celsius(fahrenheit: Double) -> Double {
        (fahrenheit - 32) * 5 / 9
    }
}
