import Foundation

extension APIClient {
    /// Everything an ``APIClient`` needs, with defaults that suit most APIs.
    ///
    /// A provider describes itself here: its name (``service``), how it wants its credential
    /// (``authentication``, which also tells redaction which values are secret) and how to read its
    /// error bodies (``errorRecognizer``). The pipeline does the rest.
    ///
    /// ```swift
    /// import Foundation
    /// import WeatherModels
    ///
    /// struct ServiceError: Decodable { var message: String }
    ///
    /// let apiKey = "your-api-key"
    /// var configuration = APIClient.Configuration(baseURL: URL(string: "https://api.weatherapi.com/v1")!)
    /// configuration.service = "WeatherAPI.com"
    /// configuration.authentication = .queryParameter("key", apiKey)
    /// configuration.errorRecognizer = ErrorRecognizer { response, body in
    ///     (try? body.decode(ServiceError.self)).map { WeatherError(.badRequest, message: $0.message) }
    /// }
    /// ```
    public struct Configuration: Sendable {
        /// The URL that request paths are appended to.
        public var baseURL: URL
        /// The service's name for messages and log records, such as `OpenWeather`. Defaults to the
        /// base URL's host.
        public var service: String
        /// How the service wants its credential; added only to requests for ``baseURL``'s origin and
        /// ``additionalOrigins``. Defaults to ``Authentication/none``.
        public var authentication: Authentication
        /// Other origins of the same service that may receive the credential, such as a second API host.
        public var additionalOrigins: [URL]
        /// Reads the service's error bodies, parsed once. Defaults to ``ErrorRecognizer/none``.
        public var errorRecognizer: ErrorRecognizer
        /// The longest one call may take, retries and their waits included; past it the call fails
        /// with `.timeout`. Default 15 seconds.
        public var deadline: Duration
        /// The longest one attempt may take when the request sets no timeout of its own. Default 10 seconds.
        public var attemptTimeout: Duration
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
        /// for example to add a header, or throw to stop the call. Credentials belong in
        /// ``authentication``, which keeps them to the service's origins and out of every text.
        public var willSend: @Sendable (inout HTTPRequest) async throws -> Void
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
            makeDecoder: @escaping @Sendable () -> JSONDecoder = { JSONDecoder() },
            responseDecoder: ResponseDecoder = .fast,
            service: String? = nil,
            authentication: Authentication = .none,
            additionalOrigins: [URL] = [],
            errorRecognizer: ErrorRecognizer = .none,
            deadline: Duration = HTTPClientOptions.defaultDeadline,
            attemptTimeout: Duration = HTTPClientOptions.defaultAttemptTimeout
        ) {
            self.baseURL = baseURL
            self.service = service ?? baseURL.host ?? "the service"
            self.authentication = authentication
            self.additionalOrigins = additionalOrigins
            self.errorRecognizer = errorRecognizer
            self.deadline = deadline
            self.attemptTimeout = attemptTimeout
            self.transport = transport
            self.retryPolicy = retryPolicy
            self.rateLimiter = rateLimiter
            self.clock = clock
            self.now = now
            self.logger = logger
            self.headers = headers
            self.willSend = willSend
            self.makeDecoder = makeDecoder
            self.responseDecoder = responseDecoder
        }
    }
}

extension APIClient.Configuration {
    /// The origins that may receive the credential: the base URL's and ``additionalOrigins``.
    var trustedOrigins: Set<Origin> {
        Set(([baseURL] + additionalOrigins).compactMap(Origin.init))
    }
}
