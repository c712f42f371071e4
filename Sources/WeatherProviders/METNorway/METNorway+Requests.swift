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
            path: "/" + configuration.endpoint.path, query: query, headers: headers, timeout: configuration.timeout
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
    /// - Throws: `WeatherError` `.invalidInput` when it is empty, holds control characters, is a
    ///   placeholder (`test`, `unknown`…) or is a generic agent: a browser's (`Mozilla/…`), a command-line
    ///   tool's (`curl/…`, `Wget/…`), an HTTP library's default (`python-requests/…`, `okhttp/…`,
    ///   `Go-http-client/…`…) or the default agent of URLSession (`… CFNetwork/… Darwin/…`) or of
    ///   Foundation on Linux (`… curl/…`).
    static func validatedUserAgent(_ userAgent: String) throws -> String {
        let agent = userAgent.trimmingCharacters(in: .whitespaces)
        let advice =
            "MET Norway requires a User-Agent naming your app and a contact, such as "
            + "\"AcmeWeatherApp/0.9 github.com/acmeweatherapp\", and answers other requests with 403 Forbidden; "
            + "set METNorwayClient.Configuration.userAgent."
        guard !agent.isEmpty else {
            throw WeatherError(.invalidInput, message: "The User-Agent is empty. " + advice)
        }
        guard agent.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else {
            throw WeatherError(.invalidInput, message: "The User-Agent holds control characters. " + advice)
        }
        let lowered = agent.lowercased()
        if placeholders.contains(lowered) || genericPrefixes.contains(where: lowered.hasPrefix)
            || genericParts.contains(where: lowered.contains)
        {
            throw WeatherError(
                .invalidInput,
                message: "The User-Agent \"\(agent)\" is a generic agent that does not identify an app. " + advice)
        }
        return agent
    }

    /// How generic agents start (lower-cased): browsers, command-line tools and HTTP libraries, each with
    /// its `/` so that an app whose name merely begins the same way (`CurlyWeather/1.0`) is not refused.
    private static let genericPrefixes = [
        "mozilla/", "curl/", "libcurl/", "wget/", "httpie/", "python-requests/", "python-urllib/", "python-httpx/",
        "python/", "aiohttp/", "go-http-client/", "java/", "okhttp/", "apache-httpclient/", "axios/", "node-fetch/",
        "node/", "undici", "dart:io", "dart/", "postmanruntime/", "insomnia/", "powershell/", "guzzlehttp/",
        "cfnetwork/", "alamofire/",
    ]

    /// Placeholders that name nothing.
    private static let placeholders: Set<String> = [
        "test", "unknown", "user-agent", "none", "null", "-", "agent", "mozilla", "curl", "app", "ios", "android",
    ]

    /// Parts of the default agents of URLSession (`App/1 CFNetwork/1490 Darwin/23.0.0`) and of
    /// Foundation on Linux (`app (unknown version) curl/8.5.0`).
    private static let genericParts = ["cfnetwork/", "curl/", "(unknown version)"]
}
