import Foundation

extension OpenWeatherClient {
    /// The options of an ``OpenWeatherClient``, with defaults that follow the service's documentation.
    ///
    /// ```swift
    /// var configuration = OpenWeatherClient.Configuration()
    /// configuration.units = .metric
    /// configuration.language = .german
    /// configuration.oneCallVersion = .twoPointFive
    /// let client = OpenWeatherClient(apiKey: key, configuration: configuration)
    /// ```
    public struct Configuration: Sendable, CustomStringConvertible {
        /// The units the service answers in; values are converted to canonical units either way.
        /// Defaults to ``Units/standard`` (no `units` parameter is sent).
        public var units: Units
        /// The language of condition descriptions (and city names on Current Weather), or `nil`
        /// for the service's default, English (no `lang` parameter is sent).
        public var language: Language?
        /// The One Call endpoint. Defaults to ``OneCallVersion/threePointZero``.
        public var oneCallVersion: OneCallVersion
        /// The longest one attempt may take, or `nil` for the transport's default.
        public var timeout: Duration?
        /// When to retry. A 429 whose wait is longer than the policy's `maximumRetryAfter` (the
        /// default 10 minutes always is) fails at once with `.rateLimited` and the wait in `retryAfter`.
        public var retryPolicy: RetryPolicy
        /// A client-side call budget, e.g. the free plan's 60 calls per minute. Off by default.
        public var rateLimiter: RateLimiter?
        /// The clock that retry delays sleep on.
        public var clock: any Clock<Duration>
        /// The current date: `fetchedAt` of each `Weather` and the reference for `Retry-After` dates.
        public var now: @Sendable () -> Date
        /// Receives one redacted record per attempt. Off by default.
        public var logger: HTTPLogger?

        /// Creates a configuration; every option has a default.
        public init(
            units: Units = .standard,
            language: Language? = nil,
            oneCallVersion: OneCallVersion = .threePointZero,
            timeout: Duration? = nil,
            retryPolicy: RetryPolicy = .default,
            rateLimiter: RateLimiter? = nil,
            clock: any Clock<Duration> = ContinuousClock(),
            now: @escaping @Sendable () -> Date = { Date() },
            logger: HTTPLogger? = nil
        ) {
            self.units = units
            self.language = language
            self.oneCallVersion = oneCallVersion
            self.timeout = timeout
            self.retryPolicy = retryPolicy
            self.rateLimiter = rateLimiter
            self.clock = clock
            self.now = now
            self.logger = logger
        }

        /// The units, language and One Call path.
        public var description: String {
            "Configuration(units: \(units), language: \(language?.code ?? "default"), oneCall: \(oneCallVersion.path))"
        }
    }
}
