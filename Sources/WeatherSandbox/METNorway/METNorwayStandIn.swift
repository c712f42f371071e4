import Foundation
import WeatherModels
import WeatherNetworking

/// Answers MET Norway's Locationforecast 2.0 URLs (`/weatherapi/locationforecast/2.0/compact` and
/// `/complete`, with their older `.json` aliases) and Nowcast 2.0's `/weatherapi/nowcast/2.0/complete` with
/// bodies of their exact shape.
///
/// The forecast is "updated" at the start of every hour: that instant is the body's `updated_at`, its
/// `Last-Modified` and its first step. `Expires` comes 30 minutes after the request. A request whose
/// `If-Modified-Since` is not older than the update gets 304 Not Modified with no body; a request
/// without a `User-Agent` gets 403 Forbidden, as the service answers.
package enum METNorwayStandIn: SandboxStandIn {
    package static let service: ProviderID = "metno"

    package static let routes = [
        SandboxRoute("/weatherapi/locationforecast/2.0/compact", compact),
        SandboxRoute("/weatherapi/locationforecast/2.0/complete", complete),
        SandboxRoute("/weatherapi/locationforecast/2.0/compact.json", compact),
        SandboxRoute("/weatherapi/locationforecast/2.0/complete.json", complete),
        SandboxRoute("/weatherapi/nowcast/2.0/complete", nowcast),
    ]

    package static var rateLimited: HTTPResponse {
        text(429, "429 Too Many Requests")
    }

    package static func serverError(statusCode: Int) -> HTTPResponse {
        text(statusCode, "\(statusCode) Internal Server Error")
    }

    /// How long a body stays fresh: `Expires` is this long after the request.
    static let freshness = 30 * 60

    /// A plain-text answer: MET Norway's error bodies are not JSON.
    static func text(_ status: Int, _ message: String, headers: [String: String] = [:]) -> HTTPResponse {
        var allHeaders = ["Content-Type": "text/plain; charset=utf-8"]
        allHeaders.merge(headers) { _, new in new }
        return HTTPResponse(statusCode: status, headers: allHeaders, body: Data((message + "\n").utf8))
    }

    /// `GET …/compact?lat&lon[&altitude]`.
    @Sendable static func compact(_ context: SandboxContext) -> HTTPResponse {
        forecast(context, complete: false)
    }

    /// `GET …/complete?lat&lon[&altitude]`: the compact variables and many more.
    @Sendable static func complete(_ context: SandboxContext) -> HTTPResponse {
        forecast(context, complete: true)
    }

    /// The forecast for the request's `lat`, `lon` and `altitude`, or the service's refusal.
    static func forecast(_ context: SandboxContext, complete: Bool) -> HTTPResponse {
        let request = context.request
        let coordinate: Coordinate
        switch point(of: context) {
        case .success(let value): coordinate = value
        case .failure(let refusal): return refusal.response
        }
        var altitude = Int(context.generator.elevation(at: coordinate))
        if let text = request.value("altitude") {
            guard let metres = Int(text) else {
                return Self.text(400, "400 Bad Request: altitude must be whole metres")
            }
            altitude = metres
        }
        let updated = CivilTime.floorDivide(context.now, 3600) * 3600
        let headers = [
            "Date": httpDate(context.now),
            "Expires": httpDate(context.now + freshness),
            "Last-Modified": httpDate(updated),
        ]
        let since = request.headers.first { $0.key.caseInsensitiveCompare("If-Modified-Since") == .orderedSame }
        if let since, let date = HTTPResponse.parseHTTPDate(since.value), Int(date.timeIntervalSince1970) >= updated {
            return HTTPResponse(statusCode: 304, headers: headers, body: Data())
        }
        let series = Series(
            sampler: context.forecastSampler(at: coordinate, skill: context.forecastSkills[Self.service], service: 3),
            latitude: coordinate.latitude, first: updated,
            complete: complete)
        let body = JSONValue.object([
            "type": "Feature",
            "geometry": .object([
                "type": "Point",
                "coordinates": .array([
                    Series.number(coordinate.longitude, places: 4), Series.number(coordinate.latitude, places: 4),
                    .integer(altitude),
                ]),
            ]),
            "properties": .object([
                "meta": .object([
                    "updated_at": .string(Series.isoTime(updated)),
                    "units": .members(Series.units(complete: complete).map { ($0, .string($1)) }),
                ]),
                "timeseries": .array(series.timeseries()),
            ]),
        ])
        return .json(body, headers: headers)
    }

    /// The service's answer to a request it refuses.
    struct Refusal: Error {
        /// The answer.
        var response: HTTPResponse
    }

    /// The request's `lat` and `lon`, or the refusal the service gives: 403 without an identifying `User-Agent`,
    /// 400 for a missing or impossible coordinate.
    static func point(of context: SandboxContext) -> Result<Coordinate, Refusal> {
        let userAgent = context.request.headers.first {
            $0.key.caseInsensitiveCompare("User-Agent") == .orderedSame
        }?.value
        guard let userAgent, !userAgent.trimmingCharacters(in: .whitespaces).isEmpty else {
            return .failure(
                Refusal(
                    response: text(
                        403,
                        "403 Forbidden: identify your application with a User-Agent naming it and a contact "
                            + "(https://api.met.no/doc/TermsOfService)")))
        }
        switch context.coordinate(latitude: "lat", longitude: "lon") {
        case .success(let value): return .success(value)
        case .failure(.missing):
            return .failure(Refusal(response: text(400, "400 Bad Request: lat and lon are required")))
        case .failure(.wrongLatitude):
            return .failure(Refusal(response: text(400, "400 Bad Request: lat must be a number from -90 to 90")))
        case .failure(.wrongLongitude):
            return .failure(Refusal(response: text(400, "400 Bad Request: lon must be a number from -180 to 180")))
        }
    }

    /// An HTTP date (IMF-fixdate), such as `Mon, 20 Jul 2020 11:20:44 GMT`.
    static func httpDate(_ seconds: Int) -> String {
        let time = CivilTime(seconds: seconds)
        let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let weekday = weekdays[((time.dayNumber % 7) + 7) % 7]
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(weekday), \(two(time.day)) \(months[time.month - 1]) \(time.year) "
            + "\(two(time.hour)):\(two(time.minute)):\(two(time.second)) GMT"
    }
}
