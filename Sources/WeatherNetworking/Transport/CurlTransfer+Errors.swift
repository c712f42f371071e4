#if os(Linux)
import CCurl
import Foundation

extension CurlTransfer {
    /// The `WeatherError` for a transfer that libcurl ended with `code`.
    ///
    /// An answer that breaks the protocol in a way a retry cannot fix (a body cut short of its
    /// `Content-Length`, compression that does not decode, a malformed status line or an HTTP/0.9
    /// reply, a declared length over the limit) is `.invalidResponse`; the deadline is `.timeout`;
    /// everything else, TLS included, is `.network`. Messages name the request by its redacted
    /// description, and libcurl's own text only after ``SecretRedactor`` has been over it.
    func error(for code: CURLcode) -> WeatherError {
        let request = exchange.request
        let detail = curlDetail(for: code)
        switch code {
        case CURLE_OPERATION_TIMEDOUT:
            return timedOut()
        case CURLE_FILESIZE_EXCEEDED:
            return tooLarge(limit: wholeBodyLimit, declared: true)
        case CURLE_PARTIAL_FILE:
            return WeatherError(
                .invalidResponse,
                message: "The response body ended before its declared length (\(detail)): \(request).",
                statusCode: head.statusCode)
        case CURLE_BAD_CONTENT_ENCODING:
            return WeatherError(
                .invalidResponse,
                message: "The response body does not decode as its Content-Encoding says (\(detail)): \(request).",
                statusCode: head.statusCode)
        case CURLE_WEIRD_SERVER_REPLY, CURLE_UNSUPPORTED_PROTOCOL:
            return WeatherError(
                .invalidResponse, message: "The server's reply is not valid HTTP (\(detail)): \(request).",
                statusCode: head.statusCode)
        case CURLE_URL_MALFORMAT:
            return WeatherError(.invalidInput, message: "The URL cannot be sent (\(detail)): \(request).")
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
            CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH,
            CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_CRL_BADFILE, CURLE_SSL_SHUTDOWN_FAILED, CURLE_USE_SSL_FAILED,
            CURLE_SSL_ENGINE_NOTFOUND, CURLE_SSL_ENGINE_SETFAILED, CURLE_SSL_ENGINE_INITFAILED:
            return WeatherError(
                .network, message: "The secure connection to the server failed (\(detail)): \(request).")
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY, CURLE_COULDNT_CONNECT:
            return WeatherError(.network, message: "Network unavailable (\(detail)): \(request).")
        default:
            // Sending or receiving failed, the server closed the connection without a reply, and the rest.
            return WeatherError(.network, message: "Sending \(request) failed (\(detail)).")
        }
    }

    /// The `.timeout` error for a response not complete within the request's deadline.
    func timedOut() -> WeatherError {
        Self.timedOut(exchange.request, deadline: exchange.deadline)
    }

    /// The `.timeout` error for `request`, whose per-request `deadline` passed.
    static func timedOut(_ request: HTTPRequest, deadline: Duration) -> WeatherError {
        WeatherError(
            .timeout,
            message: "The per-request timeout of \(deadline) passed before the response was complete: \(request).")
    }

    /// The `.invalidResponse` error for a body over `limit` bytes, declared so or counted so.
    ///
    /// The status travels along, so a retry policy sends the request again only when the status
    /// itself is worth retrying: the same oversized answer would come back.
    func tooLarge(limit: Int, declared: Bool) -> WeatherError {
        let size = declared ? "its declared Content-Length exceeds that" : "it exceeds that"
        return WeatherError(
            .invalidResponse,
            message: "The response body is larger than the \(limit)-byte limit (\(size)): \(exchange.request).",
            statusCode: head.statusCode)
    }

    /// The limit on a whole body (a streamed one has none).
    private var wholeBodyLimit: Int {
        if case .whole(let limit) = exchange.body { return limit }
        return .max
    }

    /// libcurl's own words for the failure: its error buffer when it wrote one, else the text for
    /// `code`, redacted, with the code number.
    private func curlDetail(for code: CURLcode) -> String {
        let buffer = String(cString: errorBuffer)
        let text = buffer.isEmpty ? String(cString: curl_easy_strerror(code)) : buffer
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return "curl error \(code.rawValue): \(SecretRedactor.redact(trimmed))"
    }
}
#endif
