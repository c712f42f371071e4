import Foundation
import WeatherCore
import WeatherNetworking

extension WeatherKitREST {
    /// `value` as the service's paths write a coordinate: at most four decimals, no trailing zeros.
    static func pathNumber(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == 0 { return "0" }
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// `GET /api/v1/availability/{lat}/{lon}`: the names of the data sets available at the place.
    static func availabilityRequest(
        at point: Coordinate, countryCode: String?, _ configuration: WeatherKitClient.Configuration
    ) -> APIRequest<[String]> {
        var query = URLQuery()
        if let countryCode { query.append("country", countryCode) }
        return APIRequest(
            path: "/api/v1/availability/\(pathNumber(point.latitude))/\(pathNumber(point.longitude))", query: query)
    }

    /// `GET /api/v1/weather/{language}/{lat}/{lon}?dataSets=…&timezone=…[&countryCode=…]`.
    static func weatherRequest(
        at point: Coordinate, dataSets: [String], timeZone: String, countryCode: String?,
        _ configuration: WeatherKitClient.Configuration
    ) -> APIRequest<WeatherResponse> {
        var query = URLQuery()
        query.append("dataSets", dataSets.joined(separator: ","))
        query.append("timezone", timeZone)
        if let countryCode { query.append("countryCode", countryCode) }
        return APIRequest(
            path:
                "/api/v1/weather/\(configuration.language)/\(pathNumber(point.latitude))/\(pathNumber(point.longitude))",
            query: query)
    }

    /// The IANA name the service takes for a zone: the zone's own (`Europe/Oslo`, also `CET` or `EST5EDT`,
    /// which keep their daylight saving rules), or for a fixed offset (`GMT+0100`) the `Etc/GMT` zone of its
    /// whole hours (whose sign is inverted: UTC+1 is `Etc/GMT-1`). A part-hour offset has no such zone: its
    /// whole hours are sent, and the days that come back are dated by their middle (see the mapping).
    static func zoneName(_ zone: TimeZone) -> String {
        let identifier = zone.identifier
        if !identifier.hasPrefix("GMT+") && !identifier.hasPrefix("GMT-") && identifier != "GMT" { return identifier }
        let hours = zone.secondsFromGMT() / 3600
        return hours == 0 ? "Etc/UTC" : "Etc/GMT\(hours > 0 ? "-" : "+")\(abs(hours))"
    }

    /// Reads WeatherKit's error body (`{"status", "error", "message"}`) for the response pipeline.
    static let errorRecognizer = ErrorRecognizer { response, body in
        guard !response.isSuccess else { return nil }
        let status = response.statusCode
        let problem = body.hasMember("status") ? try? body.decode(ErrorResponse.self) : nil
        let words = [problem?.error, problem?.message].compactMap { $0.map(ServerText.quoted) }.reduce(into: [String]())
        {
            if !$0.contains($1) { $0.append($1) }
        }.joined(separator: ": ")
        let detail = words.isEmpty ? "" : " (\(words))"
        let message: String =
            switch status {
            case 401:
                "WeatherKit refused the token\(detail): check the team id, service id, key id and the key, and the "
                    + "device's clock."
            case 403: "WeatherKit refused access\(detail): the key or the account may not use WeatherKit."
            case 404: "WeatherKit found nothing at this address\(detail)."
            case 429: "WeatherKit is throttling requests\(detail)."
            default: "WeatherKit answered HTTP \(status)\(detail)."
            }
        return WeatherError(WeatherError.Code(httpStatus: status), message: message, statusCode: status)
    }
}
