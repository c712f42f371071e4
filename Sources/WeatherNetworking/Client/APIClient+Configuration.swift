import Foundation

extension APIClient {
    /// Everything an ``APIClient`` needs, with defaults that suit most APIs.
    ///
    /// Providers use the hooks: ``willSend`` to add their API key, ``errorMapper`` to read their
    /// own error bodies.
    ///
    /// ```swift
    /// var configuration = APIClient.Configuration(baseURL: URL(string: "https://api.weatherapi.com/v1")!)
    /// configuration.willSend = { request in
    ///     try request.appendQueryItem(name: "key", value: apiKey)
    /// }
    /// ```
    public struct Configuration: Sendable {
        /// The URL that request paths are appended to.
        public var baseURL: URL
        /// Sends the requests. Defaults to ``URLSessionTransport``.
        public var transport: any HTTPTransport
        /// When to retry a failed attempt. Defaults to ``RetryPolicy/default``.
        public var retryPolicy: RetryPolicy
        /// A client-side call budget, checked before every attempt. Off by default.
        public var rateLimiter: RateLimiter?
        /// The clock that backoff sleeps and attempt durations use.
        public var clock: any Clock<Duration>
        /// The current date, used to read `Retry-After` dates.
        public var now: @Sendable () -> Date
        /// Receives one record per attempt. Off (`nil`) by default.
        public var logger: HTTPLogger?
        /// Header fields sent with every request; a request's own headers win.
        public var headers: [String: String]
        /// Runs once per call after the request is built and before it is sent; may change it,
        /// for example to add an API key, or throw to stop the call.
        public var willSend: @Sendable (inout HTTPRequest) async throws -> Void
        /// Reads a provider's error body. Called for every response whose status is not 2xx;
        /// return `nil` to fall back to the default mapping by status code.
        public var errorMapper: @Sendable (HTTPResponse) -> WeatherError?
        /// Makes Foundation's decoder, for ``responseDecoder`` `.foundation` and for requests
        /// with their own decoding.
        public var makeDecoder: @Sendable () -> JSONDecoder
        /// The JSON decoder for `Decodable` responses. Defaults to ``ResponseDecoder/fast``.
        public var responseDecoder: ResponseDecoder

        /// Creates a configuration; every parameter but `baseURL` has a default.
        public init(
            baseURL: URL,
            transport: any HTTPTransport = URLSessionTransport(),
            retryPolicy: RetryPolicy = .default,
            rateLimiter: RateLimiter? = nil,
            clock: any Clock<Duration> = ContinuousClock(),
            now: @escaping @Sendable () -> Date = { Date() },
            logger: HTTPLogger? = nil,
            headers: [String: String] = ["Accept": "application/json"],
            willSend: @escaping @Sendable (inout HTTPRequest) async throws -> Void = { _ in },
            errorMapper: @escaping @Sendable (HTTPResponse) -> WeatherError? = { _ in nil },
            makeDecoder: @escaping @Sendable () -> JSONDecoder = { JSONDecoder() },
            responseDecoder: ResponseDecoder = .fast
        ) {
            self.baseURL = baseURL
            self.transport = transport
            self.retryPolicy = retryPolicy
            self.rateLimiter = rateLimiter
            self.clock = clock
            self.now = now
            self.logger = logger
            self.headers = headers
            self.willSend = willSend
            self.errorMapper = errorMapper
            self.makeDecoder = makeDecoder
            self.responseDecoder = responseDecoder
        }
    }
}
