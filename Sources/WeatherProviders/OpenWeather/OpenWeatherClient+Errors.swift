import Foundation

extension OpenWeatherClient {
    /// How long to wait after a 429 when the response has no `Retry-After` header: the service asks
    /// clients to wait about ten minutes and then repeat the unchanged request.
    public static let defaultRateLimitDelay: Duration = .seconds(600)

    /// The error a response stands for, or `nil` when it is a success body.
    ///
    /// The status is checked first, then the body is read as an OpenWeather error
    /// (`{"cod", "message"[, "parameters"]}`) before any success type is tried, so a 2xx answer
    /// whose `cod` says 4xx or 5xx is an error too. A non-2xx answer that is not JSON (an HTML page
    /// from a proxy) is mapped from its status alone.
    static func error(for response: HTTPResponse, now: Date = Date()) -> WeatherError? {
        let body = try? JSONDecoder().decode(OpenWeather.ErrorResponse.self, from: response.body)
        if response.isSuccess {
            guard let body, let cod = body.cod.intValue, cod >= 400 else { return nil }
            return error(status: cod, body: body, response: response, now: now)
        }
        return error(status: response.statusCode, body: body, response: response, now: now)
    }

    private static func error(
        status: Int, body: OpenWeather.ErrorResponse?, response: HTTPResponse, now: Date
    ) -> WeatherError {
        let serviceMessage = body?.message?.trimmingCharacters(in: .whitespacesAndNewlines)
        let providerCode = body?.cod.rawValue
        func make(_ code: WeatherError.Code, _ message: String, retryAfter: Duration? = nil) -> WeatherError {
            WeatherError(
                code, message: message, statusCode: response.statusCode, retryAfter: retryAfter,
                providerCode: providerCode)
        }
        let detail = serviceMessage.map { ": \($0)" } ?? (body == nil ? " (the body is not an OpenWeather error)" : "")
        switch status {
        case 400:
            var message = "OpenWeather rejected the request" + detail
            if let parameters = body?.parameters, !parameters.isEmpty {
                message += " (parameters: \(parameters.joined(separator: ", ")))"
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

    /// Decodes a success body, turning a decoding failure into a `.decoding` error that names the
    /// field but never quotes the body.
    static func decodeBody<Body: Decodable>(_ type: Body.Type, from response: HTTPResponse) throws -> Body {
        if let error = error(for: response) {
            throw error
        }
        do {
            return try JSONDecoder().decode(Body.self, from: response.body)
        } catch let error as DecodingError {
            throw WeatherError(
                .decoding, message: "OpenWeather sent a body that is not a valid \(Body.self): \(describe(error))",
                statusCode: response.statusCode)
        } catch {
            throw WeatherError(
                .decoding, message: "OpenWeather sent a body that could not be read as \(Body.self).",
                statusCode: response.statusCode)
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
            return path.isEmpty ? "the top level" : path
        }
        switch error {
        case .typeMismatch(let type, let context):
            return "\(path(context)) is not a \(type)"
        case .valueNotFound(let type, let context):
            return "\(path(context)) is null, expected \(type)"
        case .keyNotFound(let key, let context):
            let parent = context.codingPath.isEmpty ? "" : " in \(path(context))"
            return "\"\(key.stringValue)\" is missing\(parent)"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "the body is not JSON or is cut short" : "\(path(context)) is corrupted"
        @unknown default:
            return "the body does not match"
        }
    }
}
