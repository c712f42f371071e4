import Foundation
import Testing
import WeatherCore
import WeatherNetworking
import WeatherProviders
import WeatherTesting

/// The pieces of a request URL the tests compare.
struct SentRequest {
    var path: String
    var items: [URLQuery.Item]
    var percentEncodedQuery: String

    init(_ request: HTTPRequest) throws {
        let components = try #require(URLComponents(url: request.url, resolvingAgainstBaseURL: false))
        path = components.path
        percentEncodedQuery = components.percentEncodedQuery ?? ""
        items = try URLQuery(percentEncoded: percentEncodedQuery).items
    }

    /// The value of the first parameter called `name`.
    subscript(name: String) -> String? {
        items.first { $0.name == name }?.value
    }

    /// The parameter names in order.
    var names: [String] { items.map(\.name) }
}

/// A fixed key whose every appearance outside `appid=` is a leak.
let sentinelKey = "SENTINEL-KEY-0123456789abcdef"

/// A fixed "now" so that `fetchedAt` and `Retry-After` dates are deterministic.
let fixedNow = Date(timeIntervalSince1970: 1_700_000_000)

/// A client over `transport` with no retries (tests never sleep) and a fixed clock.
func makeClient(
    _ transport: StubTransport,
    units: OpenWeatherClient.Units = .standard,
    language: OpenWeatherClient.Language? = nil,
    version: OpenWeatherClient.OneCallVersion = .threePointZero,
    baseURL: URL = OpenWeatherClient.defaultBaseURL,
    apiKey: String = sentinelKey
) -> OpenWeatherClient {
    let configuration = OpenWeatherClient.Configuration(
        units: units, language: language, oneCallVersion: version, retryPolicy: .none, now: { fixedNow })
    return OpenWeatherClient(apiKey: apiKey, transport: transport, baseURL: baseURL, configuration: configuration)
}

/// Reading values out of `JSONSerialization` output.
enum JSONValue {
    static func number(_ value: Any?) -> Double? {
        if let number = value as? NSNumber { return number.doubleValue }
        if let number = value as? Double { return number }
        if let number = value as? Int { return Double(number) }
        return nil
    }

    static func object(_ value: Any?) -> [String: Any]? {
        value as? [String: Any]
    }

    static func array(_ value: Any?) -> [Any]? {
        value as? [Any]
    }
}

/// Unit conversions written out, independent of `Measurement`, to check the mapping against.
enum Expected {
    static func celsius(_ value: Double, units: OpenWeatherClient.Units) -> Double {
        switch units {
        case .metric: value
        case .imperial: (value - 32) * 5 / 9
        default: value - 273.15
        }
    }

    static func metersPerSecond(_ value: Double, units: OpenWeatherClient.Units) -> Double {
        units == .imperial ? value * 0.44704 : value
    }
}

func isClose(_ lhs: Double?, _ rhs: Double?, tolerance: Double = 1e-6) -> Bool {
    guard let lhs, let rhs else { return lhs == nil && rhs == nil }
    return abs(lhs - rhs) <= tolerance
}
