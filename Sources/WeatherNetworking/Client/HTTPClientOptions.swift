import Foundation

/// The HTTP options every client of the SDK shares: timeout, retries, call budget, clocks, logging
/// and the JSON decoder.
///
/// Each provider's `Configuration` keeps one in `httpOptions` and reads its fields as its own, so
/// `configuration.retryPolicy` and `configuration.httpOptions.retryPolicy` are the same value:
///
/// ```swift
/// import WeatherProviders
///
/// var configuration = OpenWeatherClient.Configuration()
/// configuration.rateLimiter = RateLimiter(callsPerMinute: 60)
/// configuration.httpOptions.logger = HTTPLogger(minimumLevel: .warning) { print($0) }
/// ```
public struct HTTPClientOptions: Sendable {
    /// The longest one call may take by default, retries and their waits included: 15 seconds.
    public static let defaultDeadline: Duration = .seconds(15)
    /// The longest one attempt may take by default: 10 seconds.
    public static let defaultAttemptTimeout: Duration = .seconds(10)

    /// The longest one attempt may take (the same setting as `APIClient.Configuration.attemptTimeout`).
    /// Default ``defaultAttemptTimeout``.
    public var attemptTimeout: Duration
    /// The longest one call may take, retries and their waits included. Default ``defaultDeadline``.
    public var deadline: Duration
    /// When and how often failed attempts are sent again (network errors, 429 and 5xx; never
    /// immediately on 429). Defaults to ``RetryPolicy/default``.
    public var retryPolicy: RetryPolicy
    /// A client-side call budget, checked before every attempt, or `nil` for none (the default).
    public var rateLimiter: RateLimiter?
    /// The clock that retry delays sleep on.
    public var clock: any Clock<Duration>
    /// The current date: the reference for `Retry-After` dates and the `fetchedAt` of answers.
    public var now: @Sendable () -> Date
    /// Receives one redacted record per attempt, or `nil` for no logging (the default).
    public var logger: HTTPLogger?
    /// The JSON decoder for response bodies. Defaults to ``ResponseDecoder/fast``.
    public var responseDecoder: ResponseDecoder

    /// Creates options; every one has a default.
    public init(
        attemptTimeout: Duration = HTTPClientOptions.defaultAttemptTimeout,
        retryPolicy: RetryPolicy = .default,
        rateLimiter: RateLimiter? = nil,
        clock: any Clock<Duration> = ContinuousClock(),
        now: @escaping @Sendable () -> Date = { Date() },
        logger: HTTPLogger? = nil,
        responseDecoder: ResponseDecoder = .fast,
        deadline: Duration = HTTPClientOptions.defaultDeadline
    ) {
        self.attemptTimeout = attemptTimeout
        self.deadline = deadline
        self.retryPolicy = retryPolicy
        self.rateLimiter = rateLimiter
        self.clock = clock
        self.now = now
        self.logger = logger
        self.responseDecoder = responseDecoder
    }
}

extension APIClient.Configuration {
    /// The configuration of a provider's client: where it is and what sends its requests, the shared
    /// `options`, and the provider's description of itself (name, credential, error bodies).
    package init(
        baseURL: URL,
        transport: any HTTPTransport,
        options: HTTPClientOptions,
        service: String,
        authentication: Authentication = .none,
        additionalOrigins: [URL] = [],
        errorRecognizer: ErrorRecognizer = .none
    ) {
        self.init(
            baseURL: baseURL,
            transport: transport,
            retryPolicy: options.retryPolicy,
            rateLimiter: options.rateLimiter,
            clock: options.clock,
            now: options.now,
            logger: options.logger,
            responseDecoder: options.responseDecoder,
            service: service,
            authentication: authentication,
            additionalOrigins: additionalOrigins,
            errorRecognizer: errorRecognizer,
            deadline: options.deadline,
            attemptTimeout: options.attemptTimeout
        )
    }
}

/// A configuration that keeps the shared ``HTTPClientOptions`` and reads and writes their fields as
/// its own, so `configuration.retryPolicy` is `configuration.httpOptions.retryPolicy`.
@dynamicMemberLookup
public protocol HTTPClientConfigurable {
    /// The timeout, retries, call budget, clocks, logging and decoder of the client's requests.
    var httpOptions: HTTPClientOptions { get set }
}

extension HTTPClientConfigurable {
    /// The field of ``httpOptions`` at `keyPath`, such as `configuration.rateLimiter`.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<HTTPClientOptions, Value>) -> Value {
        get { httpOptions[keyPath: keyPath] }
        set { httpOptions[keyPath: keyPath] = newValue }
    }
}
