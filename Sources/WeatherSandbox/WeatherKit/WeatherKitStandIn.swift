import Foundation
import WeatherModels
import WeatherNetworking

/// Answers WeatherKit's REST URLs (`/api/v1/availability/{lat}/{lon}`, `/api/v1/weather/{language}/{lat}/{lon}`,
/// `/api/v1/weatherAlert/{language}/{id}` and `/attribution/{language}`) with bodies of their shapes.
///
/// Every API request needs `Authorization: Bearer` with a three-part token (the sandbox does not check the
/// signature); without one the answer is the service's 401 body. Every place has the current conditions,
/// days and hours; the next hour's minutes only in the countries where Apple has them (the United States,
/// Canada, the United Kingdom, Ireland, Australia and Japan here); alerts only when the request names one
/// of those countries.
package enum WeatherKitStandIn: SandboxStandIn {
    package static let service: ProviderID = "weatherkit"

    package static let routes = [
        SandboxRoute("/api/v1/availability/*/*", availability),
        SandboxRoute("/api/v1/weather/*/*/*", weather),
        SandboxRoute("/api/v1/weatherAlert/*/*", weatherAlert),
        SandboxRoute("/attribution/*", attribution),
    ]

    package static var rateLimited: HTTPResponse {
        error(429, "Too Many Requests", path: "/api/v1/weather")
    }

    package static func serverError(statusCode: Int) -> HTTPResponse {
        error(statusCode, "Internal Server Error", path: "/api/v1/weather")
    }

    /// The countries with the next hour's minutes and with alerts.
    static let detailedCountries: Set<String> = ["US", "CA", "GB", "IE", "AU", "JP"]

    /// WeatherKit's `{"timestamp","status","error","message","path"}`.
    static func error(_ status: Int, _ words: String, path: String, now: Int = 0) -> HTTPResponse {
        .json(
            .object([
                "timestamp": .string(isoTime(now)), "status": .integer(status), "error": .string(words),
                "message": .string(words), "path": .string(path),
            ]), status: status)
    }

    /// The 401 for a request without a three-part bearer token, or `nil`.
    static func refusal(_ context: SandboxContext) -> HTTPResponse? {
        let header = context.request.headers.first { $0.key.caseInsensitiveCompare("Authorization") == .orderedSame }
        let token = header?.value.hasPrefix("Bearer ") == true ? header?.value.dropFirst(7) : nil
        let parts = token?.split(separator: ".", omittingEmptySubsequences: false) ?? []
        guard parts.count != 3 || parts.contains(where: \.isEmpty) else { return nil }
        return error(401, "Unauthorized", path: context.request.path, now: context.now)
    }

    /// The coordinate in the path's last two components, or `nil`.
    static func coordinate(_ context: SandboxContext) -> Coordinate? {
        let parts = context.request.pathComponents.suffix(2)
        guard parts.count == 2, let latitude = Double(parts.first ?? ""), let longitude = Double(parts.last ?? "")
        else { return nil }
        return try? Coordinate(latitude: latitude, longitude: longitude)
    }

    /// The country of the place: the nearest city's within 300 km.
    static func placeCountry(at coordinate: Coordinate, _ context: SandboxContext) -> String? {
        context.nearestCity(to: coordinate, within: 300_000)?.countryCode
    }

    /// The data sets WeatherKit has at `coordinate` for a request naming `country`.
    static func dataSets(at coordinate: Coordinate, country: String?, _ context: SandboxContext) -> [String] {
        var names = ["currentWeather", "forecastDaily", "forecastHourly"]
        let detailed = placeCountry(at: coordinate, context).map(detailedCountries.contains) ?? false
        if detailed { names.append("forecastNextHour") }
        if detailed, let country, detailedCountries.contains(country.uppercased()) { names.append("weatherAlerts") }
        return names
    }

    /// `GET /api/v1/availability/{lat}/{lon}[?country=]`: the names of the data sets available.
    @Sendable static func availability(_ context: SandboxContext) -> HTTPResponse {
        if let refusal = refusal(context) { return refusal }
        guard let coordinate = coordinate(context) else {
            return error(404, "Not Found", path: context.request.path, now: context.now)
        }
        let names = dataSets(at: coordinate, country: context.request.value("country"), context)
        return .json(.array(names.map(JSONValue.string)))
    }

    /// `GET /api/v1/weatherAlert/{language}/{id}`: the sandbox keeps no alert texts, so every id is the
    /// service's 400, as an unknown id is.
    @Sendable static func weatherAlert(_ context: SandboxContext) -> HTTPResponse {
        if let refusal = refusal(context) { return refusal }
        return error(400, "Bad Request", path: context.request.path, now: context.now)
    }

    /// `GET /attribution/{language}`: the service's name and its logos.
    @Sendable static func attribution(_ context: SandboxContext) -> HTTPResponse {
        var members: [(String, JSONValue)] = []
        for shade in ["Dark", "Light"] {
            for scale in 1...3 {
                let color = shade == "Dark" ? "wht" : "blk"
                members.append(
                    (
                        "logo\(shade)@\(scale)x",
                        .string("/assets/branding/en/Apple_Weather_\(color)_en_\(scale)X_090122.png")
                    ))
            }
        }
        members += [
            ("logoSquare@1x", "/assets/branding/square-mark.png"),
            ("logoSquare@2x", "/assets/branding/square-mark@2x.png"),
            ("serviceName", "Apple Weather"),
        ]
        return .json(.members(members))
    }

    /// `yyyy-MM-ddTHH:mm:ssZ`.
    static func isoTime(_ seconds: Int) -> String {
        let time = CivilTime(seconds: seconds)
        let second = time.second < 10 ? "0\(time.second)" : "\(time.second)"
        return time.minuteText(separator: "T") + ":" + second + "Z"
    }
}

extension SandboxTransport {
    /// A P-256 private key made for the sandbox, in PEM, to sign WeatherKit tokens offline. It belongs to no
    /// Apple Developer account and opens nothing but the sandbox, which checks a token's shape, not its
    /// signature; use your own WeatherKit key against the real service.
    ///
    /// ```swift
    /// import WeatherProviders
    ///
    /// let credentials = WeatherKitREST.Credentials(
    ///     teamID: "SANDBOX", serviceID: "sandbox.weather", keyID: "SANDBOXKEY",
    ///     privateKey: SandboxTransport.weatherKitSandboxKey)
    /// let client = WeatherKitClient(credentials: credentials, transport: SandboxTransport())
    /// ```
    public static let weatherKitSandboxKey = """
        -----BEGIN PRIVATE KEY-----
        MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgBy2OuYMUEwrMOkRy
        FcUacFK8mlZEEBE+tHpWg/ntcd6hRANCAAQ00s8vsEJt1iYKexI4O1rua6+Z7tbF
        ikogNEUkdOAHc8IMTjtyXqKOmnE9UAWcggStLh0WxFHG1DbB9MraPn3r
        -----END PRIVATE KEY-----
        """
}
