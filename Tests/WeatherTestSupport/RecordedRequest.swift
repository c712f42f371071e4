import Foundation

/// One HTTP request as the ``LoopbackServer`` received it, kept so tests can assert on what a client sent.
///
/// ```swift
/// let request = try #require(server.requests.first)
/// #expect(request.method == "GET")
/// #expect(request.path == "/data/2.5/weather")
/// #expect(request.queryValue("units") == "metric")
/// #expect(request.header("accept") == "application/json")
/// ```
public struct RecordedRequest: Sendable, Hashable {
    /// One header line, with the name spelled as the client sent it.
    public struct Header: Sendable, Hashable {
        /// The field name, for example `Content-Type`.
        public let name: String
        /// The field value, without surrounding whitespace.
        public let value: String

        /// Creates a header line.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The request method, for example `GET` or `POST`.
    public let method: String
    /// The request target exactly as sent: the path and, if any, `?` and the query, still percent-encoded.
    public let target: String
    /// The protocol version from the request line, for example `HTTP/1.1`.
    public let httpVersion: String
    /// The path, percent-decoded, for example `/data/2.5/weather`.
    public let path: String
    /// The raw query string (without `?`), still percent-encoded; `nil` when the target has no `?`.
    public let query: String?
    /// The query items in order, percent-decoded (a `+` stays a `+`).
    public let queryItems: [URLQueryItem]
    /// The header lines in the order they were received.
    public let headers: [Header]
    /// The body, de-chunked if it was sent with `Transfer-Encoding: chunked`; empty when there is none.
    public let body: Data
    /// The target as a relative URL (path and query, no scheme or host).
    public let url: URL

    /// Creates a recorded request from a request line's parts, for example to unit-test a response handler.
    ///
    /// - Parameters:
    ///   - method: The request method.
    ///   - target: The path and query as they appear on the request line, for example `/search?q=Berlin`.
    ///   - httpVersion: The protocol version.
    ///   - headers: The header lines in order.
    ///   - body: The request body.
    public init(
        method: String, target: String, httpVersion: String = "HTTP/1.1", headers: [Header] = [], body: Data = Data()
    ) {
        self.method = method
        self.target = target
        self.httpVersion = httpVersion
        self.headers = headers
        self.body = body
        let relative = Self.relativeTarget(target)
        let (rawPath, rawQuery) = Self.split(relative)
        self.query = rawQuery
        self.path = rawPath.isEmpty ? "/" : (rawPath.removingPercentEncoding ?? rawPath)
        self.queryItems = rawQuery.map(Self.decodeQuery) ?? []
        self.url = URL(string: relative) ?? URL(string: rawPath) ?? URL(fileURLWithPath: "/")
    }

    /// The value of the header `name`, compared case-insensitively; repeated fields are joined with `, `.
    ///
    /// Returns `nil` when the client did not send the header.
    public func header(_ name: String) -> String? {
        let values = headers.filter { $0.name.caseInsensitiveCompare(name) == .orderedSame }.map(\.value)
        return values.isEmpty ? nil : values.joined(separator: ", ")
    }

    /// The decoded value of the first query item called `name`; `nil` when absent or without `=`.
    public func queryValue(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// The body decoded as UTF-8, or `nil` when it is not valid UTF-8.
    public var bodyText: String? {
        String(data: body, encoding: .utf8)
    }

    /// Strips the scheme and authority of an absolute-form target (`http://host/path`).
    private static func relativeTarget(_ target: String) -> String {
        guard let schemeEnd = target.range(of: "://"), !target.hasPrefix("/") else { return target }
        let afterAuthority = target[schemeEnd.upperBound...]
        guard let pathStart = afterAuthority.firstIndex(where: { $0 == "/" || $0 == "?" }) else { return "/" }
        let rest = String(afterAuthority[pathStart...])
        return rest.hasPrefix("?") ? "/" + rest : rest
    }

    private static func split(_ target: String) -> (path: String, query: String?) {
        let withoutFragment = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        guard let mark = withoutFragment.firstIndex(of: "?") else { return (String(withoutFragment), nil) }
        return (String(withoutFragment[..<mark]), String(withoutFragment[withoutFragment.index(after: mark)...]))
    }

    private static func decodeQuery(_ query: String) -> [URLQueryItem] {
        query.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            let value = parts.count > 1 ? String(parts[1]) : nil
            return URLQueryItem(
                name: name.removingPercentEncoding ?? name,
                value: value.map { $0.removingPercentEncoding ?? $0 }
            )
        }
    }
}
