import Foundation
import WeatherCore
import WeatherNetworking

extension NationalWeatherService {
    /// A forecast office's grid cell, as `/points` names it: the path of its forecasts.
    struct GridCell: Hashable, Sendable {
        /// The office, such as `OKX`.
        let office: String
        /// The column.
        let x: Int
        /// The row.
        let y: Int

        /// The cell of `point`, or `nil` when the body names none the client can request safely: the office
        /// must be two to four letters or digits and the coordinates whole numbers from 0 to 9999, so that a
        /// hostile body cannot steer a request to another path.
        init?(_ point: PointResponse.Properties) {
            let office = point.gridId
            guard (2...4).contains(office.utf8.count),
                office.utf8.allSatisfy({
                    (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
                }),
                (0...9999).contains(point.gridX), (0...9999).contains(point.gridY)
            else { return nil }
            self.office = office.uppercased()
            self.x = point.gridX
            self.y = point.gridY
        }

        /// `/gridpoints/{office}/{x},{y}/forecast`, or `…/forecast/hourly`.
        func forecastPath(hourly: Bool) -> String {
            "/gridpoints/\(office)/\(x),\(y)/forecast" + (hourly ? "/hourly" : "")
        }
    }

    /// `lat,lon` as the service writes a point: at most four decimals, no trailing zeros, `0` not `-0`
    /// (other spellings are answered with a redirect).
    static func pointText(_ point: Coordinate) -> String {
        func text(_ value: Double) -> String {
            let rounded = (value * 10_000).rounded() / 10_000
            if rounded == 0 { return "0" }
            if rounded == rounded.rounded() { return String(Int(rounded)) }
            return String(rounded)
        }
        return "\(text(point.latitude)),\(text(point.longitude))"
    }

    /// The headers of every request: the app's `User-Agent` and the GeoJSON media type.
    static func headers(userAgent: String) -> [String: String] {
        ["User-Agent": userAgent, "Accept": "application/geo+json"]
    }

    /// `GET /points/{lat},{lon}`.
    static func pointRequest(
        at point: Coordinate, userAgent: String, _ configuration: NationalWeatherServiceClient.Configuration
    ) -> APIRequest<PointResponse> {
        APIRequest(
            path: "/points/" + pointText(point), headers: headers(userAgent: userAgent))
    }

    /// `GET /gridpoints/{office}/{x},{y}/forecast[/hourly]`.
    static func forecastRequest(
        for cell: GridCell, hourly: Bool, userAgent: String, _ configuration: NationalWeatherServiceClient.Configuration
    ) -> APIRequest<ForecastResponse> {
        APIRequest(
            path: cell.forecastPath(hourly: hourly), headers: headers(userAgent: userAgent))
    }

    /// `GET /alerts/active?point={lat},{lon}`.
    static func alertsRequest(
        at point: Coordinate, userAgent: String, _ configuration: NationalWeatherServiceClient.Configuration
    ) -> APIRequest<AlertCollection> {
        var query = URLQuery()
        query.append("point", pointText(point))
        return APIRequest(
            path: "/alerts/active", query: query, headers: headers(userAgent: userAgent))
    }

    /// `userAgent` trimmed, when it identifies an application.
    ///
    /// - Throws: `WeatherError` `.invalidInput` when it is empty or generic.
    static func validatedUserAgent(_ userAgent: String) throws -> String {
        try IdentifyingUserAgent.validated(
            userAgent,
            advice: "The National Weather Service requires a User-Agent naming your app and a contact, such as "
                + "\"AcmeWeatherApp/0.9 (ops@acme.example)\"; set NationalWeatherServiceClient.Configuration.userAgent."
        )
    }
}

extension NationalWeatherService {
    /// Reads the service's `application/problem+json` bodies for the response pipeline.
    static let errorRecognizer = ErrorRecognizer { response, body in error(for: response, body: body) }

    /// The `WeatherError` for a failed response, or `nil` for a success.
    ///
    /// - 404 `InvalidPoint` is `.notFound`, saying that the service covers only the United States and its
    ///   territories.
    /// - 403 (often an HTML page from the service's firewall) is `.forbidden`, naming the `User-Agent`.
    /// - Other problems keep the status's code (`.badRequest`, `.notFound`, `.rateLimited`, `.server`…) and
    ///   carry the problem's title and detail.
    static func error(for response: HTTPResponse, body: ResponseBody) -> WeatherError? {
        guard !response.isSuccess else { return nil }
        let problem = body.hasMember("title") || body.hasMember("type") ? try? body.decode(Problem.self) : nil
        let status = response.statusCode
        if status == 404, problem?.kind == "InvalidPoint" {
            let detail = problem?.detail.map { " (\(ServerText.quoted($0)))" } ?? ""
            return WeatherError(
                .notFound,
                message: "The National Weather Service has no forecast for this place: it covers only the United "
                    + "States and its territories\(detail).",
                statusCode: status)
        }
        if status == 403 {
            return WeatherError(
                .forbidden,
                message: "The National Weather Service refused the request (HTTP 403 Forbidden)"
                    + (problem.flatMap(\.detail).map { ": \(ServerText.quoted($0))" } ?? "")
                    + ". It blocks requests without an identifying User-Agent and some proxies.",
                statusCode: status)
        }
        guard let problem else { return nil }
        let words = [problem.title, problem.detail].compactMap { $0.map(ServerText.quoted) }.joined(separator: ": ")
        return WeatherError(
            WeatherError.Code(httpStatus: status),
            message: "The National Weather Service answered HTTP \(status)" + (words.isEmpty ? "." : ": \(words)"),
            statusCode: status)
    }
}
