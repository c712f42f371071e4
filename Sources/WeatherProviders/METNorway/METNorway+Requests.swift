import Foundation
import WeatherNetworking

extension METNorway {
    /// `GET /compact` or `/complete` for `coordinate` (already cut to four decimals), answered by the
    /// forecast, or by `nil` for a 304 Not Modified to the `If-Modified-Since` it carries.
    static func forecastRequest(
        at coordinate: Coordinate,
        altitude: Int?,
        userAgent: String,
        ifModifiedSince lastModified: String?,
        _ configuration: METNorwayClient.Configuration
    ) throws -> APIRequest<ForecastResponse?> {
        var query = URLQuery()
        // `-0` reads oddly in a cache key; it is the same place as `0`.
        try query.append("lat", coordinate.latitude == 0 ? 0 : coordinate.latitude)
        try query.append("lon", coordinate.longitude == 0 ? 0 : coordinate.longitude)
        if let altitude {
            query.append("altitude", altitude)
        }
        var headers = ["User-Agent": userAgent]
        if let lastModified {
            headers["If-Modified-Since"] = lastModified
        }
        return APIRequest(
            path: "/" + configuration.endpoint.path, query: query, headers: headers
        ) { head, decoding in
            head.statusCode == 304 ? nil : try decoding.decode(ForecastResponse.self)
        }
    }

    /// `altitude` in whole metres, as the service takes it.
    ///
    /// - Throws: `WeatherError` `.invalidInput` for an altitude that is not a finite number of metres
    ///   between −500 and 9000.
    static func wholeMetres(_ altitude: Measurement<UnitLength>) throws -> Int {
        let metres = altitude.converted(to: .meters).value
        guard metres.isFinite, (-500...9000).contains(metres) else {
            throw WeatherError(
                .invalidInput, message: "The altitude \(metres) m is not a height on Earth (-500 to 9000 m).")
        }
        return Int(metres.rounded())
    }

    /// Reads MET Norway's refusals for the response pipeline. Its error bodies are not JSON, so the
    /// status tells: 403 is a missing or generic `User-Agent` (or a blocked client), 429 throttling.
    static let errorRecognizer = ErrorRecognizer { response, _ in error(for: response) }

    /// The `WeatherError` for a 403 or a 429, or `nil` (other statuses are left to the pipeline).
    static func error(for response: HTTPResponse) -> WeatherError? {
        switch response.statusCode {
        case 403:
            WeatherError(
                .forbidden,
                message: "MET Norway refused the request (HTTP 403 Forbidden): it refuses requests without an "
                    + "identifying User-Agent (the app's name and a contact, set in METNorwayClient.Configuration."
                    + "userAgent) and blocks clients that break its terms (https://api.met.no/doc/TermsOfService).",
                statusCode: 403)
        case 429:
            WeatherError(
                .rateLimited,
                message: "MET Norway is throttling requests (HTTP 429 Too Many Requests): more than 20 requests a "
                    + "second for one application, all its users together, needs an agreement with MET Norway.",
                statusCode: 429)
        default:
            nil
        }
    }
}

extension METNorway {
    /// `userAgent` trimmed, when MET Norway would accept it as identifying an application.
    ///
    /// - Throws: `WeatherError` `.invalidInput` when it is empty or generic (see `IdentifyingUserAgent`).
    static func validatedUserAgent(_ userAgent: String) throws -> String {
        try IdentifyingUserAgent.validated(
            userAgent,
            advice: "MET Norway requires a User-Agent naming your app and a contact, such as "
                + "\"AcmeWeatherApp/0.9 github.com/acmeweatherapp\", and answers other requests with 403 Forbidden; "
                + "set METNorwayClient.Configuration.userAgent.")
    }
}
