import Foundation

extension WeatherAPIClient {
    /// Options for a ``WeatherAPIClient``: language, forecast length, air quality, and the HTTP pipeline's
    /// retry, rate limit, clock and logging.
    ///
    /// ```swift
    /// var configuration = WeatherAPIClient.Configuration()
    /// configuration.language = .french
    /// configuration.forecastDays = 7
    /// let client = WeatherAPIClient(apiKey: key, configuration: configuration)
    /// ```
    public struct Configuration: Sendable {
        /// The language of `condition.text` (`lang=`); `nil` for English. Other fields stay English.
        public var language: Language?
        /// How many days ``WeatherAPIClient/weather(at:including:)`` asks `forecast.json` for (1–14; default 3,
        /// the free plan's limit). Values outside 1–14 make that call throw `.invalidInput`.
        public var forecastDays: Int
        /// Whether to ask for air quality (`aqi=yes`). It is off by default, as on the service; the values are in
        /// ``WeatherAPI/Current/airQuality`` of the raw responses.
        public var includesAirQuality: Bool
        /// The timeout of each request, or `nil` for the transport's default.
        public var timeout: Duration?
        /// When and how often failed requests are retried (429 and 5xx only; never immediately on 429).
        public var retryPolicy: RetryPolicy
        /// A client-side call budget, for example the monthly quota spread per minute, or `nil` for none.
        public var rateLimiter: RateLimiter?
        /// The clock used to wait between retries.
        public var clock: any Clock<Duration>
        /// The current time; stored in ``Weather/fetchedAt``.
        public var now: @Sendable () -> Date
        /// Receives one redacted record per HTTP attempt, or `nil` for no logging.
        public var logger: HTTPLogger?

        /// Creates a configuration; every option has a default.
        public init(
            language: Language? = nil,
            forecastDays: Int = 3,
            includesAirQuality: Bool = false,
            timeout: Duration? = nil,
            retryPolicy: RetryPolicy = .default,
            rateLimiter: RateLimiter? = nil,
            clock: any Clock<Duration> = ContinuousClock(),
            now: @escaping @Sendable () -> Date = { Date() },
            logger: HTTPLogger? = nil
        ) {
            self.language = language
            self.forecastDays = forecastDays
            self.includesAirQuality = includesAirQuality
            self.timeout = timeout
            self.retryPolicy = retryPolicy
            self.rateLimiter = rateLimiter
            self.clock = clock
            self.now = now
            self.logger = logger
        }
    }
}
