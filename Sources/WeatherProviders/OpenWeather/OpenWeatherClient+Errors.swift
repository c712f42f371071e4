import Foundation
import WeatherCore
import WeatherNetworking

extension OpenWeatherClient {
    /// How long to wait after a 429 when the response has no `Retry-After` header: the service asks
    /// clients to wait about ten minutes and then repeat the unchanged request.
    package static let defaultRateLimitDelay: Duration = .seconds(600)

    /// Reads OpenWeather's error bodies for the response pipeline.
    static func errorRecognizer(now: @escaping @Sendable () -> Date) -> ErrorRecognizer {
        ErrorRecognizer { response, body in mappedError(for: response, body: body, now: now()) }
    }

    /// The error a response stands for, or `nil` when it is a success body.
    ///
    /// The parsed body is read as an OpenWeather error (`{"cod", "message"[, "parameters"]}`)
    /// before any success type is tried, so a 2xx answer whose `cod` says 4xx or 5xx is an error
    /// too. A non-2xx answer that is not an OpenWeather error (an HTML page from a proxy) gives
    /// `nil`, and the pipeline maps it from its status, except 429, which always gets the
    /// 10-minute wait.
    static func mappedError(for response: HTTPResponse, body parsed: ResponseBody, now: Date) -> WeatherError? {
        // Success bodies carry `cod` only on some endpoints; most are read no further.
        let body = parsed.hasMember("cod") ? try? parsed.decode(OpenWeather.ErrorResponse.self) : nil
        if response.isSuccess {
            guard let body, let cod = body.cod.intValue, cod >= 400 else { return nil }
            return error(status: cod, body: body, response: response, now: now)
        }
        guard body != nil || response.statusCode == 429 else { return nil }
        return error(status: response.statusCode, body: body, response: response, now: now)
    }

    private static func error(
        status: Int, body: OpenWeather.ErrorResponse?, response: HTTPResponse, now: Date
    ) -> WeatherError {
        let serviceMessage = body?.message.map(ServerText.quoted)
        let providerCode = body?.cod.rawValue
        func make(_ code: WeatherError.Code, _ message: String, retryAfter: Duration? = nil) -> WeatherError {
            WeatherError(
                code, message: message, statusCode: status, retryAfter: retryAfter,
                providerCode: providerCode)
        }
        let detail = serviceMessage.map { ": \($0)" } ?? (body == nil ? " (the body is not an OpenWeather error)" : "")
        switch status {
        case 400:
            var message = "OpenWeather rejected the request" + detail
            if let parameters = body?.parameters, !parameters.isEmpty {
                message += " (parameters: \(ServerText.quoted(parameters.joined(separator: ", "))))"
            }
            return make(.badRequest, message)
        case 401:
            if let serviceMessage, requiresOneCallSubscription(serviceMessage) {
                return make(
                    .unauthorized,
                    "One Call 3.0 requires the One Call by Call subscription, which this API key does not have. "
                        + "Subscribe at https://openweathermap.org/api/one-call-3, or use "
                        + "OpenWeatherClient.forecast(at:) and currentWeather(at:), which the free plan includes.")
            }
            return make(.unauthorized, "OpenWeather did not accept the API key" + detail)
        case 403:
            return make(.forbidden, "OpenWeather refused access" + detail)
        case 404:
            return make(.notFound, "OpenWeather found nothing" + detail)
        case 429:
            let wait = response.retryAfter(relativeTo: now) ?? defaultRateLimitDelay
            return make(.rateLimited, "OpenWeather's quota for this API key is used up" + detail, retryAfter: wait)
        case 500...599:
            return make(.server, "OpenWeather failed with HTTP \(status)" + detail)
        default:
            return make(.badRequest, "OpenWeather answered HTTP \(status)" + detail)
        }
    }

    /// Whether a 401 message is the One Call 3.0 "separate subscription" answer rather than a bad key.
    static func requiresOneCallSubscription(_ message: String) -> Bool {
        let text = message.lowercased()
        return text.contains("one call") && text.contains("subscription")
    }
}
