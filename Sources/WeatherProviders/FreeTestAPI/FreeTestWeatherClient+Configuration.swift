import Foundation

extension FreeTestWeatherClient {
    /// Options for a ``FreeTestWeatherClient``: the HTTP pipeline's timeout, retries, rate limit, clock and logging.
    public struct Configuration: Sendable {
        /// The timeout of each request, or `nil` for the transport's default.
        public var timeout: Duration?
        /// When and how often failed requests are retried (429 and 5xx only).
        public var retryPolicy: RetryPolicy
        /// A client-side call budget, or `nil` for none (the service publishes no limit).
        public var rateLimiter: RateLimiter?
        /// The clock used to wait between retries.
        public var clock: any Clock<Duration>
        /// The current time.
        public var now: @Sendable () -> Date
        /// Receives one record per HTTP attempt, or `nil` for no logging.
        public var logger: HTTPLogger?

        /// Creates a configuration; every option has a default.
        public init(
            timeout: Duration? = nil,
            retryPolicy: RetryPolicy = .default,
            rateLimiter: RateLimiter? = nil,
            clock: any Clock<Duration> = ContinuousClock(),
            now: @escaping @Sendable () -> Date = { Date() },
            logger: HTTPLogger? = nil
        ) {
            self.timeout = timeout
            self.retryPolicy = retryPolicy
            self.rateLimiter = rateLimiter
            self.clock = clock
            self.now = now
            self.logger = logger
        }
    }
}
