import Foundation
import WeatherNetworking

extension NationalWeatherServiceClient {
    /// Options for the requests the client makes.
    ///
    /// The National Weather Service requires every request to name the app that sends it: give
    /// ``userAgent`` your app's name, version and a contact (an e-mail address or a website).
    ///
    /// ```swift
    /// let configuration = NationalWeatherServiceClient.Configuration(
    ///     userAgent: "AcmeWeatherApp/0.9 (ops@acme.example)")
    /// ```
    public struct Configuration: Sendable, HTTPClientConfigurable {
        /// The `User-Agent` sent with every request: the app's name and version and a contact, such as
        /// `AcmeWeatherApp/0.9 (ops@acme.example)`.
        ///
        /// The client refuses to send a request (with `WeatherError` `.invalidInput`) when it is empty or
        /// generic (a browser's `Mozilla/…`, `curl/…`, a default URLSession or HTTP library agent).
        public var userAgent: String
        /// How long the answer to `/points` (the office and grid cell of a place, which change rarely) is
        /// kept when the response does not say (`Cache-Control: max-age`). Default one day.
        public var pointLifetime: Duration
        /// The timeout, retries, call budget, clocks, logging and decoder of every request; their fields
        /// read as the configuration's own (`configuration.retryPolicy`). Its `now` also decides when a
        /// kept point expires.
        public var httpOptions: HTTPClientOptions

        /// Creates a configuration; every parameter but `userAgent` has the default described on its property.
        public init(
            userAgent: String,
            pointLifetime: Duration = .seconds(86_400),
            attemptTimeout: Duration = HTTPClientOptions.defaultAttemptTimeout,
            retryPolicy: RetryPolicy = .default,
            rateLimiter: RateLimiter? = nil,
            clock: any Clock<Duration> = ContinuousClock(),
            now: @escaping @Sendable () -> Date = { Date() },
            logger: HTTPLogger? = nil
        ) {
            self.userAgent = userAgent
            self.pointLifetime = pointLifetime
            self.httpOptions = HTTPClientOptions(
                attemptTimeout: attemptTimeout, retryPolicy: retryPolicy, rateLimiter: rateLimiter, clock: clock,
                now: now,
                logger: logger)
        }
    }
}
