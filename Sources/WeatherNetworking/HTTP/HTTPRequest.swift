import Foundation

/// One HTTP request as it is handed to an ``HTTPTransport``.
///
/// The values are plain data, so transports, hooks and tests can build and inspect them freely.
/// Its `description` shows the method and the URL with secrets such as `appid=` or `key=`
/// redacted; headers and the body are never printed.
///
/// ```swift
/// import Foundation
///
/// let transport: any HTTPTransport = URLSessionTransport()
/// let request = HTTPRequest(method: .get, url: URL(string: "https://api.open-meteo.com/v1/forecast")!)
/// let response = try await transport.send(request)
/// ```
public struct HTTPRequest: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The request method.
    public var method: HTTPMethod
    /// The absolute URL, query string included.
    public var url: URL
    /// Header fields to send. Names are matched case-insensitively by servers.
    public var headers: [String: String]
    /// The body to send, if any.
    public var body: Data?
    /// The longest this request may take from start to the last byte, or `nil` to use the
    /// transport's own default.
    public var timeout: Duration?

    /// Creates a request.
    public init(
        method: HTTPMethod = .get,
        url: URL,
        headers: [String: String] = [:],
        body: Data? = nil,
        timeout: Duration? = nil
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }

    /// The value of a header field, matching `name` case-insensitively.
    public func value(forHeader name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// Sets a header field, replacing any field whose name differs only in case.
    public mutating func setValue(_ value: String?, forHeader name: String) {
        for key in headers.keys where key.caseInsensitiveCompare(name) == .orderedSame {
            headers[key] = nil
        }
        headers[name] = value
    }

    /// The method and the redacted URL, for example `GET https://host/path?appid=REDACTED`.
    public var description: String {
        "\(method) \(url.redactedDescription)"
    }

    /// Like ``description``, plus the header names (never their values) and the body size.
    public var debugDescription: String {
        let names = headers.keys.sorted().joined(separator: ", ")
        return "HTTPRequest(\(description), headers: [\(names)], body: \(body?.count ?? 0) bytes)"
    }
}

extension HTTPRequest: CustomReflectable {
    /// What `dump` and debuggers show: the method, the URL with secrets redacted, the header names
    /// (never their values) and the body's size, so a key in the query or a token in a header can't leak.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "method": method.rawValue,
                "url": url.redactedDescription,
                "headers": headers.keys.sorted(),
                "body": "\(body?.count ?? 0) bytes",
                "timeout": timeout as Any,
            ],
            displayStyle: .struct
        )
    }
}
