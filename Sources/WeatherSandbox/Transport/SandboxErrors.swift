import WeatherNetworking

/// Each service's real error bodies.
package enum SandboxErrors {
    /// OpenWeather's `{"cod":…,"message":…}`; `cod` is a number for 401/429/5xx and a string
    /// for 400/404, as the real service sends it.
    package static func openWeather(_ status: Int, _ message: String) -> HTTPResponse {
        let code: JSONValue = status == 400 || status == 404 ? .string(String(status)) : .integer(status)
        return .json(.object(["cod": code, "message": .string(message)]), status: status)
    }

    /// WeatherAPI.com's `{"error":{"code":…,"message":…}}`.
    package static func weatherAPI(_ status: Int, code: Int, _ message: String) -> HTTPResponse {
        .json(.object(["error": .object(["code": .integer(code), "message": .string(message)])]), status: status)
    }

    /// Open-Meteo's `{"reason":…,"error":true}`.
    package static func openMeteo(_ status: Int, _ reason: String) -> HTTPResponse {
        .json(.object(["reason": .string(reason), "error": true]), status: status)
    }

    /// Identity Toolkit's `{"error":{"code":…,"message":…,"errors":[…]}}`.
    package static func firebase(_ status: Int, _ message: String, reason: String = "invalid") -> HTTPResponse {
        let detail = JSONValue.object(["message": .string(message), "domain": "global", "reason": .string(reason)])
        return .json(
            .object([
                "error": .object([
                    "code": .integer(status), "message": .string(message), "errors": .array([detail]),
                ])
            ]),
            status: status)
    }

    /// Secure Token's `{"error":{"code":…,"message":…,"status":…}}`.
    package static func secureToken(_ message: String, status: String = "INVALID_ARGUMENT") -> HTTPResponse {
        .json(
            .object([
                "error": .object(["code": 400, "message": .string(message), "status": .string(status)])
            ]),
            status: 400)
    }

    /// The answer to a missing, rejected or (by scenario) refused key, or `nil` when the key is fine.
    package static func refusedKey(_ request: SandboxRequest, service: SandboxService, forced: Bool) -> HTTPResponse? {
        switch service {
        case .openWeather:
            let key = request.value("appid") ?? ""
            guard forced || key.isEmpty || key == SandboxTransport.rejectedAPIKey else { return nil }
            return openWeather(
                401, "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.")
        case .weatherAPI:
            let key = request.value("key") ?? ""
            if key.isEmpty { return weatherAPI(401, code: 1002, "API key is invalid or not provided.") }
            guard forced || key == SandboxTransport.rejectedAPIKey else { return nil }
            return weatherAPI(401, code: 2006, "API key is invalid.")
        case .firebase:
            let key = request.value("key") ?? ""
            guard forced || key.isEmpty || key == SandboxTransport.rejectedAPIKey else { return nil }
            return firebase(400, "API key not valid. Please pass a valid API key.", reason: "badRequest")
        default:
            return nil
        }
    }

    /// The service's answer when its quota is used up.
    package static func rateLimited(_ service: SandboxService, retryAfter: Duration) -> HTTPResponse {
        let seconds = max(
            0,
            Int((Double(retryAfter.components.seconds) + Double(retryAfter.components.attoseconds) / 1e18).rounded(.up))
        )
        let headers = ["Retry-After": String(seconds)]
        var response: HTTPResponse
        switch service {
        case .openWeather:
            response = openWeather(
                429,
                "Your account is temporary blocked due to exceeding of requests limitation of your subscription "
                    + "type. Please choose the proper subscription http://openweathermap.org/price")
        case .weatherAPI:
            response = weatherAPI(403, code: 2007, "API key has exceeded calls per month quota.")
        case .openMeteo:
            response = openMeteo(429, "Minutely API request limit exceeded. Please try again in one minute.")
        case .firebase:
            response = firebase(400, "TOO_MANY_ATTEMPTS_TRY_LATER")
        default:
            response = .json(.object(["message": "Too many requests, please try again later."]), status: 429)
        }
        response.headers.merge(headers) { _, new in new }
        return response
    }

    /// The service's answer to an internal failure.
    package static func serverError(_ service: SandboxService, statusCode: Int) -> HTTPResponse {
        switch service {
        case .openWeather: openWeather(statusCode, "Internal error")
        case .weatherAPI: weatherAPI(statusCode, code: 9999, "Internal application error.")
        case .openMeteo: openMeteo(statusCode, "Internal server error")
        case .firebase:
            .json(
                .object([
                    "error": .object(["code": .integer(statusCode), "message": "INTERNAL_ERROR", "status": "INTERNAL"])
                ]),
                status: statusCode)
        default: .json(.object(["message": "Internal Server Error"]), status: statusCode)
        }
    }
}
