import Foundation
import WeatherNetworking

extension WeatherAPIClient {
    /// Options for a ``WeatherAPIClient``: language, forecast length, air quality, and the HTTP pipeline's
    /// retry, rate limit, clock and logging.
    ///
    /// ```swift
    /// var configuration = WeatherAPIClient.Configuration()
    /// configuration.language = WeatherAPIClient.Language("fr")
    /// configuration.forecastDays = 7
    /// let client = WeatherAPIClient(apiKey: "your WeatherAPI key", configuration: configuration)
    /// ```
    public struct Configuration: Sendable, HTTPClientConfigurable {
        /// The language of `condition.text` (`lang=`); `nil` for English. Other fields stay English. By
        /// default the language of the app's locale (`Locale.current`) when WeatherAPI.com has it, else `nil`.
        public var language: Language?
        /// How many days ``WeatherAPIClient/weather(at:including:)`` asks `forecast.json` for (1–14; default 3,
        /// the free plan's limit). Values outside 1–14 make that call throw `.invalidInput`.
        public var forecastDays: Int
        /// Whether to ask for air quality (`aqi=yes`). It is off by default, as on the service; the values are in
        /// `CurrentWeather.airQuality` and in `Weather.hourlyAirQuality` and `Weather.dailyAirQuality`.
        public var includesAirQuality: Bool
        /// The timeout, retries, call budget, clocks, logging and decoder of every request; their
        /// fields read as the configuration's own (`configuration.retryPolicy`).
        public var httpOptions: HTTPClientOptions

        /// Creates a configuration; every option has a default.
        public init(
            language: Language? = .preferred(for: Locale.current.identifier),
            forecastDays: Int = 3,
            includesAirQuality: Bool = false,
            attemptTimeout: Duration = HTTPClientOptions.defaultAttemptTimeout,
            retryPolicy: RetryPolicy = .default,
            rateLimiter: RateLimiter? = nil,
            clock: any Clock<Duration> = ContinuousClock(),
            now: @escaping @Sendable () -> Date = { Date() },
            logger: HTTPLogger? = nil
        ) {
            self.language = language
            self.forecastDays = forecastDays
            self.includesAirQuality = includesAirQuality
            self.httpOptions = HTTPClientOptions(
                attemptTimeout: attemptTimeout, retryPolicy: retryPolicy, rateLimiter: rateLimiter, clock: clock,
                now: now,
                logger: logger)
        }
    }
}

extension ProviderID {
    /// WeatherAPI.com.
    public static let weatherAPI = ProviderID("weatherapi")
}
