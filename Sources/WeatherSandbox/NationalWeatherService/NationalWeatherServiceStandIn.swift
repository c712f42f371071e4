import Foundation
import WeatherModels
import WeatherNetworking

/// Answers the National Weather Service's URLs (`/points/{lat},{lon}`, `/gridpoints/{office}/{x},{y}/forecast`
/// and `/forecast/hourly`, `/alerts/active?point=`) with bodies of their exact shapes.
///
/// Places in the United States and its territories (the contiguous states, Alaska, Hawaii, Puerto Rico,
/// the Virgin Islands, Guam and the Northern Marianas, less the neighbouring countries' cities inside
/// those boxes) get the nearest of a set of real forecast offices and a 2.5 km grid cell around it; any
/// other place gets the service's 404 `InvalidPoint` problem, as London does. Errors are
/// `application/problem+json`, and a request without a `User-Agent` is refused with 403.
package enum NationalWeatherServiceStandIn: SandboxStandIn {
    package static let service: ProviderID = "nws"

    package static let routes = [
        SandboxRoute("/points/*", points),
        SandboxRoute("/gridpoints/*/*/forecast", forecast),
        SandboxRoute("/gridpoints/*/*/forecast/hourly", hourlyForecast),
        SandboxRoute("/alerts/active", activeAlerts),
    ]

    package static var rateLimited: HTTPResponse {
        problem(
            429, kind: "RateLimit", title: "Rate Limit Exceeded",
            detail: "Too many requests from this client; slow down.", instance: "rate-limit")
    }

    package static func serverError(statusCode: Int) -> HTTPResponse {
        problem(
            statusCode, kind: "UnexpectedProblem", title: "Unexpected Problem",
            detail: "An unexpected problem has occurred.", instance: "server-\(statusCode)")
    }

    /// The service's host, in the URLs its bodies name.
    static let host = "https://api.weather.gov"

    /// An `application/problem+json` answer, with a seven-hex-digit correlation id as the service sends
    /// them since 2026.
    static func problem(_ status: Int, kind: String, title: String, detail: String, instance: String) -> HTTPResponse {
        var hash: UInt32 = 2_166_136_261
        for byte in (instance + detail).utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        let id = String(String(hash, radix: 16).prefix(7))
        let body = JSONValue.object([
            "correlationId": .string(id),
            "title": .string(title),
            "type": .string("\(host)/problems/\(kind)"),
            "status": .integer(status),
            "detail": .string(detail),
            "instance": .string("\(host)/requests/\(id)"),
        ])
        return .json(body, status: status, headers: ["Content-Type": "application/problem+json"])
    }

    /// The 403 the service answers a request without a `User-Agent` with, or `nil` when it has one.
    static func refusal(_ request: SandboxRequest) -> HTTPResponse? {
        let agent = request.headers.first { $0.key.caseInsensitiveCompare("User-Agent") == .orderedSame }?.value
        guard agent?.trimmingCharacters(in: .whitespaces).isEmpty ?? true else { return nil }
        return problem(
            403, kind: "Forbidden", title: "Forbidden",
            detail: "A User-Agent header identifying your application and a contact is required.",
            instance: request.path)
    }

    /// A GeoJSON answer, as the service sends its successes.
    static func geoJSON(_ body: JSONValue, maxAge: Int) -> HTTPResponse {
        .json(
            body,
            headers: [
                "Content-Type": "application/geo+json", "Cache-Control": "public, max-age=\(maxAge), s-maxage=120",
            ])
    }

    /// `lat,lon` in the path or the `point` parameter, or `nil` when it is not a valid coordinate.
    static func coordinate(_ text: Substring) -> Coordinate? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]) else { return nil }
        return try? Coordinate(latitude: latitude, longitude: longitude)
    }

    /// `value` as the service writes a coordinate in its URLs and titles: at most four decimals.
    static func text(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// `yyyy-MM-ddTHH:mm:ss±hh:mm` in `zone`, as the service writes times.
    static func localTime(_ seconds: Int, in zone: SandboxZone) -> String {
        let offset = zone.offset(at: seconds)
        let time = CivilTime(seconds: seconds, offset: offset)
        let sign = offset < 0 ? "-" : "+"
        let minutes = abs(offset) / 60
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return time.dateText + "T" + two(time.hour) + ":" + two(time.minute) + ":" + two(time.second) + sign
            + two(minutes / 60) + ":" + two(minutes % 60)
    }
}
