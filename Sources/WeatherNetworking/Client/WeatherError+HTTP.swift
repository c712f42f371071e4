import Foundation
import WeatherCore

extension WeatherError {
    /// The default error for a non-2xx response from `service`: 400 `.badRequest`, 401
    /// `.unauthorized`, 403 `.forbidden`, 404 `.notFound`, 409 `.conflict`, 429 `.rateLimited`,
    /// other 4xx `.badRequest`, everything else `.server`.
    package static func status(of response: HTTPResponse, service: String, for request: HTTPRequest) -> WeatherError {
        let status = response.statusCode
        let code = Code(httpStatus: status)
        let reason = Code.reason(forHTTPStatus: status)
        return WeatherError(
            code, message: "\(service) answered HTTP \(status) (\(reason)) for \(request).", statusCode: status)
    }

    /// The error with every occurrence of `secrets` removed from its message and underlying text.
    package func redacting(_ secrets: [String]) -> WeatherError {
        guard !secrets.isEmpty else { return self }
        var copy = self
        copy.message = SecretRedactor.redact(message, secrets: secrets)
        if let underlying {
            let text = String(describing: underlying)
            let clean = SecretRedactor.redact(text, secrets: secrets)
            if clean != SecretRedactor.redact(text) {
                copy.underlying = SendableDescription(description: clean)
            }
        }
        return copy
    }

    /// `error` as a `WeatherError`: itself when it already is one, `.cancelled` for cancellation,
    /// the matching code for a `URLError`, `.network` for anything else.
    package static func wrapping(_ error: any Error, for request: HTTPRequest) -> WeatherError {
        switch error {
        case let error as WeatherError:
            return error
        case is CancellationError:
            return WeatherError(.cancelled, message: "Cancelled: \(request).")
        case let error as URLError:
            return transport(error, for: request)
        default:
            return WeatherError(
                .network, message: "Sending \(request) failed (\(type(of: error))).", underlying: error)
        }
    }

    /// Maps a `URLError` by its code. The `URLError` kept as `underlying` is rebuilt from its code
    /// alone, so the failing URL it carries (and any key in it) goes no further.
    package static func transport(_ error: URLError, for request: HTTPRequest) -> WeatherError {
        let sanitized = URLError(error.code)
        switch error.code {
        case .timedOut:
            return WeatherError(.timeout, message: "Timed out: \(request).", underlying: sanitized)
        case .cancelled:
            return WeatherError(.cancelled, message: "Cancelled: \(request).", underlying: sanitized)
        case .cannotConnectToHost, .networkConnectionLost, .notConnectedToInternet, .cannotFindHost,
            .dnsLookupFailed:
            return WeatherError(
                .network, message: "Network unavailable (URLError \(error.code.rawValue)): \(request).",
                underlying: sanitized)
        default:
            return WeatherError(
                .network, message: "Sending \(request) failed (URLError \(error.code.rawValue)).",
                underlying: sanitized)
        }
    }

    /// The error for a successful response that could not be decoded.
    package static func decoding(_ error: any Error, response: HTTPResponse, for request: HTTPRequest) -> WeatherError {
        if let error = error as? WeatherError {
            return error
        }
        guard let decodingError = error as? DecodingError else {
            return WeatherError(
                .decoding, message: "Could not read the response of \(request) (\(type(of: error))).",
                statusCode: response.statusCode, underlying: error)
        }
        let detail: String
        if response.body.isEmpty {
            detail = "the body is empty"
        } else if !ResponseBody.looksLikeJSON(response.body) {
            detail =
                "the body is not JSON (\(response.value(forHeader: "Content-Type") ?? "no content type"), "
                + "starts with \"\(bodyPreview(response.body))\")"
        } else {
            detail = describe(decodingError)
        }
        return WeatherError(
            .decoding, message: "Could not decode the response of \(request): \(detail).",
            statusCode: response.statusCode, underlying: decodingError)
    }

    /// A `DecodingError` as one line naming the coding path, for example
    /// `current.temp: expected Double, found a string`.
    package static func describe(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)): expected \(type) (\(context.debugDescription))"
        case .valueNotFound(let type, let context):
            return "\(path(context.codingPath)): expected \(type), found null or nothing"
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])): required key is missing"
        case .dataCorrupted(let context):
            return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    /// A coding path as `hourly[3].temp`; `(root)` when empty.
    package static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue, key.stringValue == "Index \(index)" || key.stringValue == "\(index)" {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text.isEmpty ? "(root)" : text
    }

    private static func bodyPreview(_ body: Data) -> String {
        let text = String(decoding: body.prefix(40), as: UTF8.self)
            .replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "\"", with: "'")
        return SecretRedactor.redact(text)
    }
}
