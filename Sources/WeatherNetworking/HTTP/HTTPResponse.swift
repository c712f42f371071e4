import Foundation

/// One HTTP response as returned by an ``HTTPTransport``: status, headers and the whole body.
///
/// Its `description` gives the status and the body's size, never the body itself.
///
/// ```swift
/// import Foundation
///
/// let response = HTTPResponse(statusCode: 429, headers: ["Retry-After": "30"], body: Data())
/// response.value(forHeader: "retry-after")  // "30"
/// ```
public struct HTTPResponse: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The HTTP status code, for example `200`.
    public var statusCode: Int
    /// The header fields as received.
    public var headers: [String: String]
    /// The response body.
    public var body: Data
    /// Where the answer came from, when the transport that produced it says: `.sandbox` for every answer of
    /// `WeatherSandbox`'s transport. `nil` means the transport did not say; the client then takes its
    /// transport's ``HTTPTransport/dataOrigin``.
    ///
    /// The origin travels with the response, so a transport that wraps another one (to count or log requests,
    /// say) and returns its responses keeps sandbox data marked as sandbox data, whatever its own
    /// `dataOrigin` says.
    public var origin: DataOrigin?

    /// Creates a response.
    public init(statusCode: Int, headers: [String: String] = [:], body: Data, origin: DataOrigin? = nil) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
        self.origin = origin
    }

    /// Whether the status is in the 2xx range.
    public var isSuccess: Bool {
        (200..<300).contains(statusCode)
    }

    /// The value of a header field, matching `name` case-insensitively.
    public func value(forHeader name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// The status and the body size, for example `HTTP 200 (1534 bytes)`.
    public var description: String {
        "HTTP \(statusCode) (\(body.count) bytes)"
    }

    /// Like ``description``, plus the header names and the content type.
    public var debugDescription: String {
        let names = headers.keys.sorted().joined(separator: ", ")
        let type = value(forHeader: "Content-Type") ?? "unknown type"
        return "HTTPResponse(\(description), \(type), headers: [\(names)])"
    }
}
