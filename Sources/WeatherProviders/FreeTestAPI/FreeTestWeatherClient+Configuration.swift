import Foundation
import WeatherNetworking

extension FreeTestWeatherClient {
    /// Options for a ``FreeTestWeatherClient``: the HTTP pipeline's timeout, retries, rate limit, clock and logging.
    public struct Configuration: Sendable, HTTPClientConfigurable {
        /// The timeout, retries, call budget, clocks, logging and decoder of every request; their
        /// fields read as the configuration's own (`configuration.retryPolicy`).
        public var httpOptions: HTTPClientOptions

        /// Creates a configuration; every option has a default.
        public init(
            attemptTimeout: Duration = HTTPClientOptions.defaultAttemptTimeout,
            retryPolicy: RetryPolicy = .default,
            rateLimiter: RateLimiter? = nil,
            clock: any Clock<Duration> = ContinuousClock(),
            now: @escaping @Sendable () -> Date = { Date() },
            logger: HTTPLogger? = nil
        ) {
            self.httpOptions = HTTPClientOptions(
                attemptTimeout: attemptTimeout, retryPolicy: retryPolicy, rateLimiter: rateLimiter, clock: clock,
                now: now,
                logger: logger)
        }
    }
}

extension FreeTestWeatherClient {
    /// The service's identity, name and attribution.
    package static let service = ServiceDescription(
        id: .freeTestAPI, name: "freetestapi", attribution: "Mock data from freetestapi.com",
        attributionURL: "https://freetestapi.com/")
}

extension ProviderID {
    /// freetestapi.com's mock weather data.
    public static let freeTestAPI = ProviderID("freetestapi")
}
