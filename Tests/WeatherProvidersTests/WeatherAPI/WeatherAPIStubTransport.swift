import Foundation
import WeatherProviders

/// A closure-backed transport for the WeatherAPI.com and freetestapi tests: it records every request and answers
/// with `respond(request)`.
final class WeatherAPIStubTransport: HTTPTransport, Sendable {
    private let respond: @Sendable (HTTPRequest) throws -> HTTPResponse
    private let recorded = Locked<[HTTPRequest]>([])

    init(_ respond: @escaping @Sendable (HTTPRequest) throws -> HTTPResponse) {
        self.respond = respond
    }

    /// Answers every request with `statusCode` and `body`.
    convenience init(statusCode: Int = 200, headers: [String: String] = [:], body: Data) {
        self.init { _ in HTTPResponse(statusCode: statusCode, headers: headers, body: body) }
    }

    /// Answers every request with the fixture at `path` and status 200.
    convenience init(fixture path: String, statusCode: Int = 200) throws {
        self.init(statusCode: statusCode, body: try Fixtures.data(path))
    }

    var requests: [HTTPRequest] { recorded.current }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        recorded.withLock { $0.append(request) }
        return try respond(request)
    }
}

/// Helpers shared by the WeatherAPI.com tests.
enum WeatherAPITesting {
    /// A key no real account has; the tests check that it never leaks into text.
    static let sentinelKey = "SENTINEL-weatherapi-KEY-4f1c"

    /// A fixed clock value for `fetchedAt`.
    static let now = Date(timeIntervalSince1970: 1_750_000_000)

    static func client(
        _ transport: WeatherAPIStubTransport,
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
