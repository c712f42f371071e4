import Foundation
import WeatherNetworking

/// The error body that the Identity Toolkit and Secure Token services send with a 400 or 403:
///
/// ```json
/// {"error": {"code": 400, "message": "WEAK_PASSWORD : Password should be at least 6 characters",
///            "errors": [{"message": "…", "domain": "global", "reason": "invalid"}]}}
/// {"error": {"code": 400, "message": "INVALID_REFRESH_TOKEN", "status": "INVALID_ARGUMENT"}}
/// ```
///
/// Only the code is kept: the detail after `" : "` is free text from the server and never
/// reaches an error message.
struct FirebaseErrorBody: Sendable, Equatable {
    /// The Firebase error code, such as `EMAIL_EXISTS`, or a stand-in (`API_KEY_INVALID`, the
    /// `status`, an `errors[].reason`) when the message is a sentence rather than a code.
    var code: String?
    /// The HTTP status the body names in `error.code`.
    var statusCode: Int?

    private struct Envelope: Decodable {
        var error: Content
    }

    private struct Content: Decodable {
        var code: Int?
        var message: String?
        var status: String?
        var errors: [Item]?
        var details: [Item]?
    }

    private struct Item: Decodable {
        var reason: String?
    }

    /// Reads `body`, parsed by the response pipeline; `nil` when it is not a Firebase error body.
    init?(_ body: ResponseBody) {
        guard let envelope = try? body.decode(Envelope.self) else { return nil }
        let content = envelope.error
        statusCode = content.code
        let leading = content.message.map(Self.code(fromMessage:))
        if let leading, Self.isCode(leading) {
            code = leading
        } else if let message = content.message,
            message.hasPrefix("API key not valid")
                || content.details?.contains(where: { $0.reason == "API_KEY_INVALID" }) == true
        {
            code = "API_KEY_INVALID"
        } else if let reason = content.details?.compactMap(\.reason).first(where: Self.isCode) {
            code = reason
        } else if let status = content.status, Self.isCode(status) {
            code = status
        } else {
            code = nil
        }
    }

    /// `message` up to the first `" : "`, trimmed.
    static func code(fromMessage message: String) -> String {
        let head = message.range(of: " : ").map { String(message[..<$0.lowerBound]) } ?? message
        return head.trimmingCharacters(in: .whitespaces)
    }

    /// Whether `text` looks like an error code: upper-case letters, digits and underscores.
    static func isCode(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 80
            && text.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    /// The `WeatherError` for a non-2xx `response` with a Firebase error body, or `nil` to let
    /// the client map it by status code. The message names the code only.
    static func weatherError(for response: HTTPResponse, body parsed: ResponseBody) -> WeatherError? {
        guard let body = FirebaseErrorBody(parsed), let code = body.code else { return nil }
        let status = response.statusCode
        let kind = WeatherError.Code(httpStatus: status)
        return WeatherError(
            kind, message: "Firebase Authentication answered HTTP \(status) with \(code).", statusCode: status,
            providerCode: code)
    }
}
