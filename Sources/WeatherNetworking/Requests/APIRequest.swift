import Foundation

/// A request to an API, typed by the value its response decodes to.
///
/// Endpoints are small functions that return one of these; ``APIClient/send(_:)`` runs it through
/// the one pipeline (hook, rate limit, transport, retry, validation, decoding).
///
/// ```swift
/// import Foundation
///
/// struct Forecast: Decodable, Sendable { var latitude: Double }
///
/// func forecast(latitude: Double, longitude: Double) throws -> APIRequest<Forecast> {
///     var query = URLQuery()
///     try query.append("latitude", latitude)
///     try query.append("longitude", longitude)
///     return APIRequest(path: "/v1/forecast", query: query)
/// }
///
/// let client = APIClient(baseURL: URL(string: "https://api.open-meteo.com")!)
/// let forecast = try await client.send(forecast(latitude: 52.52, longitude: 13.41))
/// ```
public struct APIRequest<Response: Sendable>: Sendable {
    /// The request method.
    public var method: HTTPMethod
    /// The path, not yet percent-encoded and without a query, appended to the client's base URL
    /// (a leading `/` is optional); or an absolute `http(s)://` URL string to reach another host.
    /// Each segment is percent-encoded except its unreserved characters and commas.
    public var path: String
    /// Query parameters, percent-encoded strictly when the URL is built.
    public var query: URLQuery
    /// Header fields added on top of the client's defaults.
    public var headers: [String: String]
    /// The body to send, if any.
    public var body: Data?
    /// The longest one attempt may take, or `nil` for the transport's default.
    public var timeout: Duration?
    /// Turns a successful response into the typed value, given a fresh decoder from the client.
    ///
    /// Requests for `Decodable` responses decode with the client's
    /// ``APIClient/Configuration/responseDecoder``, from the body the pipeline has already parsed;
    /// setting this closure replaces that. A closure of your own receives the raw response: parse
    /// untrusted bytes with ``WeatherJSONDecoder``, which refuses input nested deeper than 512
    /// levels, rather than Foundation's `JSONDecoder`, which stops the process on it.
    public var decode: @Sendable (HTTPResponse, JSONDecoder) throws -> Response {
        get {
            switch decoding {
            case .custom(let decode):
                return decode
            case .configured(let decode):
                return { response, decoder in
                    try decode(
                        response,
                        ResponseDecoding(body: ResponseBody(response.body), choice: .fast, makeDecoder: { decoder }))
                }
            }
        }
        set { decoding = .custom(newValue) }
    }

    /// How the client turns a successful response into the typed value.
    package enum Decoding: Sendable {
        /// From the body the pipeline parsed, with the client's decoder (``APIClient/Configuration/responseDecoder``).
        case configured(@Sendable (HTTPResponse, ResponseDecoding) throws -> Response)
        /// With a closure given a fresh Foundation decoder (``APIRequest/decode``).
        case custom(@Sendable (HTTPResponse, JSONDecoder) throws -> Response)
    }

    /// How the client decodes the response; ``decode`` reads and replaces it.
    package var decoding: Decoding

    /// Creates a request whose successful response is decoded by `decode`.
    ///
    /// Use this for bodies that are not JSON, or JSON that needs hand-written decoding.
    public init(
        method: HTTPMethod = .get,
        path: String,
        query: URLQuery = URLQuery(),
        headers: [String: String] = [:],
        body: Data? = nil,
        timeout: Duration? = nil,
        decode: @escaping @Sendable (HTTPResponse) throws -> Response
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.decoding = .custom { response, _ in try decode(response) }
    }
}

extension APIRequest where Response: Decodable {
    /// Creates a request whose successful response body is decoded as JSON into `Response`,
    /// using the client's decoder.
    public init(
        method: HTTPMethod = .get,
        path: String,
        query: URLQuery = URLQuery(),
        headers: [String: String] = [:],
        body: Data? = nil,
        timeout: Duration? = nil
    ) {
        self.init(method: method, path: path, query: query, headers: headers, body: body, timeout: timeout) {
            _, decoding in try decoding.decode(Response.self)
        }
    }
}

extension APIRequest {
    /// Creates a request whose successful response is decoded by `decodeBody`, which receives the
    /// body the pipeline parsed, with the client's configured JSON decoder.
    package init(
        method: HTTPMethod = .get,
        path: String,
        query: URLQuery = URLQuery(),
        headers: [String: String] = [:],
        body: Data? = nil,
        timeout: Duration? = nil,
        decodeBody: @escaping @Sendable (HTTPResponse, ResponseDecoding) throws -> Response
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.decoding = .configured(decodeBody)
    }
}

extension APIRequest where Response == Void {
    /// Creates a request whose successful response body is ignored.
    public init(
        method: HTTPMethod,
        path: String,
        query: URLQuery = URLQuery(),
        headers: [String: String] = [:],
        body: Data? = nil,
        timeout: Duration? = nil
    ) {
        self.init(
            method: method, path: path, query: query, headers: headers, body: body, timeout: timeout,
            decode: { _ in }
        )
    }
}

extension APIRequest {
    /// Builds the transport-level request against `baseURL`.
    ///
    /// - Throws: `WeatherError` with code `.invalidInput` when the path or query cannot form a URL.
    package func httpRequest(baseURL: URL, defaultHeaders: [String: String]) throws -> HTTPRequest {
        let url = try quickURL(baseURL: baseURL) ?? query.applied(to: resolvedURL(baseURL: baseURL))
        var request = HTTPRequest(method: method, url: url, headers: defaultHeaders, body: body, timeout: timeout)
        for (name, value) in headers {
            request.setValue(value, forHeader: name)
        }
        return request
    }

    /// The URL built as text and parsed once, for the usual case of a base URL without a query or a
    /// fragment and a relative path; `nil` for anything else, which ``resolvedURL(baseURL:)`` builds.
    private func quickURL(baseURL: URL) throws -> URL? {
        guard !path.hasPrefix("http://"), !path.hasPrefix("https://"), baseURL.query == nil, baseURL.fragment == nil
        else { return nil }
        var text = baseURL.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        let tail = path.isEmpty || path.hasPrefix("/") ? path : "/" + path
        if tail.utf8.allSatisfy({ $0 == UInt8(ascii: "/") || URLQuery.isPathSegmentByte($0) }) {
            text += tail
        } else {
            text += tail.split(separator: "/", omittingEmptySubsequences: false)
                .map { URLQuery.percentEncodePathSegment(String($0)) }
                .joined(separator: "/")
        }
        let encodedQuery = try query.encoded()
        if !encodedQuery.isEmpty {
            text += "?" + encodedQuery
        }
        return URL(string: text)
    }

    private func resolvedURL(baseURL: URL) throws -> URL {
        if path.hasPrefix("http://") || path.hasPrefix("https://") {
            guard let url = URL(string: path) else {
                throw WeatherError(.invalidInput, message: "The request path is an absolute URL that cannot be parsed.")
            }
            return url
        }
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else {
            throw WeatherError(.invalidInput, message: "Not a valid base URL: \(baseURL.redactedDescription)")
        }
        let base =
            components.percentEncodedPath.hasSuffix("/")
            ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
        let tail = path.isEmpty || path.hasPrefix("/") ? path : "/" + path
        let encodedTail = tail.split(separator: "/", omittingEmptySubsequences: false)
            .map { URLQuery.percentEncodePathSegment(String($0)) }
            .joined(separator: "/")
        components.percentEncodedPath = base + encodedTail
        guard let url = components.url else {
            throw WeatherError(.invalidInput, message: "Could not build a URL for path '\(path)'.")
        }
        return url
    }
}
