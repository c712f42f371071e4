import Foundation
import WeatherNetworking

extension OpenWeatherClient {
    /// The options of an ``OpenWeatherClient``, with defaults that follow the service's documentation.
    ///
    /// ```swift
    /// var configuration = OpenWeatherClient.Configuration()
    /// configuration.language = OpenWeatherClient.Language(localeIdentifier: "de_DE")
    /// configuration.oneCallVersion = .twoPointFive
    /// let client = OpenWeatherClient(apiKey: "your OpenWeather key", configuration: configuration)
    /// ```
    public struct Configuration: Sendable, HTTPClientConfigurable, CustomStringConvertible {
        /// The units the service answers in. The mapped values are in canonical units whichever is
        /// asked, so this is not an app's option; the SDK's tests replay bodies recorded in each.
        /// Defaults to ``Units/standard`` (no `units` parameter is sent).
        package var units: Units
        /// The language of condition descriptions (and city names on Current Weather), or `nil`
        /// for the service's default, English (no `lang` parameter is sent). By default the language of the
        /// app's locale (`Locale.current`) when OpenWeather has it, else `nil`.
        public var language: Language?
        /// The One Call endpoint. Defaults to ``OneCallVersion/threePointZero``.
        public var oneCallVersion: OneCallVersion
        /// The timeout, retries, call budget, clocks, logging and decoder of every request; their
        /// fields read as the configuration's own (`configuration.retryPolicy`).
        public var httpOptions: HTTPClientOptions

        /// Creates a configuration; every option has a default.
        public init(
            language: Language? = .preferred(for: Locale.current.identifier),
            oneCallVersion: OneCallVersion = .threePointZero,
            attemptTimeout: Duration = HTTPClientOptions.defaultAttemptTimeout,
            retryPolicy: RetryPolicy = .default,
            rateLimiter: RateLimiter? = nil,
            clock: any Clock<Duration> = ContinuousClock(),
            now: @escaping @Sendable () -> Date = { Date() },
            logger: HTTPLogger? = nil
        ) {
            self.init(
                units: .standard, language: language, oneCallVersion: oneCallVersion, attemptTimeout: attemptTimeout,
                retryPolicy: retryPolicy, rateLimiter: rateLimiter, clock: clock, now: now, logger: logger)
        }

        /// Creates a configuration that asks for the given units.
        package init(
            units: Units,
            language: Language? = .preferred(for: Locale.current.identifier),
            oneCallVersion: OneCallVersion = .threePointZero,
            attemptTimeout: Duration = HTTPClientOptions.defaultAttemptTimeout,
            retryPolicy: RetryPolicy = .default,
            rateLimiter: RateLimiter? = nil,
            clock: any Clock<Duration> = ContinuousClock(),
            now: @escaping @Sendable () -> Date = { Date() },
            logger: HTTPLogger? = nil
        ) {
            self.units = units
            self.language = language
            self.oneCallVersion = oneCallVersion
            self.httpOptions = HTTPClientOptions(
                attemptTimeout: attemptTimeout, retryPolicy: retryPolicy, rateLimiter: rateLimiter, clock: clock,
                now: now,
                logger: logger)
        }

        /// The units, language and One Call path.
        public var description: String {
            "Configuration(units: \(units), language: \(language?.code ?? "default"), oneCall: \(oneCallVersion.path))"
        }
    }
}

extension ProviderID {
    /// OpenWeather (openweathermap.org).
    public static let openWeather = ProviderID("openweather")
}
