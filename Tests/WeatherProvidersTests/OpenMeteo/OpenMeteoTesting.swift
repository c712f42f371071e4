import Foundation
import WeatherCore
import WeatherNetworking
import WeatherProviders
import WeatherTesting

/// The place, transports, clients and readers the Open-Meteo tests share.
enum OpenMeteoTesting {
    /// The query items of `request`'s URL, by name (the last value wins).
    static func query(of request: HTTPRequest) -> [String: String] {
        let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
    }

    static let berlin = try! Coordinate(latitude: 52.52, longitude: 13.405)

    /// A transport answering every request with the fixture at `path` and `statusCode`.
    static func transport(fixture path: String, statusCode: Int = 200) throws -> StubTransport {
        StubTransport(statusCode: statusCode, data: try Fixtures.data(path))
    }

    /// A client answering every request from `transport`, without retries.
    static func client(_ transport: any HTTPTransport, models: [String] = []) -> OpenMeteoClient {
        OpenMeteoClient(
            transport: transport,
            configuration: OpenMeteoClient.Configuration(
                models: models, retryPolicy: .none, now: { Date(timeIntervalSince1970: 1_700_000_000) }))
    }

    /// Reads `"yyyy-MM-dd'T'HH:mm"` or `"yyyy-MM-dd"` as wall-clock time in `zone`, independently of the client.
    static func date(_ text: String, zone: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = TimeZone(identifier: zone)
        formatter.dateFormat = text.count == 10 ? "yyyy-MM-dd" : "yyyy-MM-dd'T'HH:mm"
        return formatter.date(from: text)
    }

    /// `value` in `unit` (an Open-Meteo unit string) converted to °C.
    static func celsius(_ value: Double, unit: String?) -> Double {
        unit == "°F" ? (value - 32) * 5 / 9 : value
    }

    /// `value` in `unit` (an Open-Meteo unit string; m/s when absent, as the client requests) in m/s.
    static func metersPerSecond(_ value: Double, unit: String?) -> Double {
        switch unit {
        case "km/h": value / 3.6
        case "mp/h", "mph": value * 0.44704
        case "kn": value * 0.514444
        default: value
        }
    }
}
