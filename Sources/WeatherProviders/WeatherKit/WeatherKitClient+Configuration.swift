import Foundation
import WeatherNetworking

extension WeatherKitClient {
    /// Options for the requests the client makes.
    ///
    /// ```swift
    /// let p8 = "-----BEGIN PRIVATE KEY-----\n…"  // the .p8 file's contents
    /// let credentials = WeatherKitREST.Credentials(
    ///     teamID: "ABCDE12345", serviceID: "com.example.weather", keyID: "KEY1234567", privateKey: p8)
    /// var configuration = WeatherKitClient.Configuration(credentials: credentials)
    /// configuration.language = "de"
    /// ```
    public struct Configuration: Sendable, HTTPClientConfigurable {
        /// The key and ids that sign the tokens.
        public var credentials: WeatherKitREST.Credentials
        /// The language of texts such as alert descriptions, as a BCP 47 tag (`ru`, `pt-BR`, `zh-Hans`). By
        /// default the language of the app's locale (`Locale.current`).
        public var language: String
        /// How long each token is valid. Default one hour.
        public var tokenLifetime: Duration
        /// How long before it expires a token is replaced. Default five minutes.
        public var tokenRenewalMargin: Duration
        /// How long the data sets available at a place are kept before they are asked for again. Default one day.
        public var availabilityLifetime: Duration
        /// The timeout, retries, call budget, clocks, logging and decoder of every request. Its `now` also
        /// stamps the tokens: a device clock more than a few minutes off makes WeatherKit refuse them.
        public var httpOptions: HTTPClientOptions

        /// Creates a configuration; every parameter but `credentials` has the default described on its property.
        public init(
            credentials: WeatherKitREST.Credentials,
            language: String = ServiceLanguage.tag(of: Locale.current.identifier),
            tokenLifetime: Duration = .seconds(3_600),
            tokenRenewalMargin: Duration = .seconds(300),
            availabilityLifetime: Duration = .seconds(86_400),
            attemptTimeout: Duration = HTTPClientOptions.defaultAttemptTimeout,
            retryPolicy: RetryPolicy = .default,
            rateLimiter: RateLimiter? = nil,
            clock: any Clock<Duration> = ContinuousClock(),
            now: @escaping @Sendable () -> Date = { Date() },
            logger: HTTPLogger? = nil
        ) {
            self.credentials = credentials
            self.language = language
            self.tokenLifetime = tokenLifetime
            self.tokenRenewalMargin = tokenRenewalMargin
            self.availabilityLifetime = availabilityLifetime
            self.httpOptions = HTTPClientOptions(
                attemptTimeout: attemptTimeout, retryPolicy: retryPolicy, rateLimiter: rateLimiter, clock: clock,
                now: now,
                logger: logger)
        }
    }
}
