import Foundation
import WeatherModels
import WeatherNetworking

extension DailyForecastNotifier {
    /// How the daily forecast notification is scheduled; the defaults suit most apps.
    ///
    /// ```swift
    /// var configuration = DailyForecastNotifier.Configuration()
    /// configuration.time = DailyTime(hour: 7, minute: 30)
    /// configuration.place = berlin            // when the user has no selected city
    /// ```
    public struct Configuration: Sendable {
        /// The local time the notification fires at, in the place's time zone. 10:00 by default.
        public var time: DailyTime
        /// How long before each notification the forecast is fetched again; at least one minute is used.
        /// Two hours by default, which leaves the system room to run a background refresh late.
        public var refreshLeadTime: Duration
        /// How a failed fetch is retried, with the delays slept on the notifier's clock. Three attempts
        /// with backoff from 2 s up to 10 s by default, which fits in a background refresh's time.
        public var retryPolicy: RetryPolicy
        /// The background task identifier; on iOS, list it under `BGTaskSchedulerPermittedIdentifiers`.
        public var refreshTaskIdentifier: String
        /// The place used for a user who has no `SettingsKey.selectedCity`.
        public var place: Place?
        /// The unit used for a user without a `SettingsKey.temperatureUnitSymbol`.
        public var temperatureUnit: UnitTemperature
        /// The time zone used when neither the place nor its weather has one, read at each use.
        public var fallbackTimeZone: @Sendable () -> TimeZone
        /// Receives a line for each notable event, such as a skipped notification and its reason.
        /// Lines never hold a secret.
        public var log: @Sendable (String) -> Void

        /// Creates a configuration; every parameter has the default described on its property.
        public init(
            time: DailyTime = .tenInTheMorning,
            refreshLeadTime: Duration = .seconds(2 * 3600),
            retryPolicy: RetryPolicy = RetryPolicy(
                maximumAttempts: 3, baseDelay: .seconds(2), maximumDelay: .seconds(10),
                maximumRetryAfter: .seconds(20)),
            refreshTaskIdentifier: String = "WeatherScheduling.dailyForecast",
            place: Place? = nil,
            temperatureUnit: UnitTemperature = .celsius,
            fallbackTimeZone: @escaping @Sendable () -> TimeZone = { TimeZone.current },
            log: @escaping @Sendable (String) -> Void = { _ in }
        ) {
            self.time = time
            self.refreshLeadTime = refreshLeadTime
            self.retryPolicy = retryPolicy
            self.refreshTaskIdentifier = refreshTaskIdentifier
            self.place = place
            self.temperatureUnit = temperatureUnit
            self.fallbackTimeZone = fallbackTimeZone
            self.log = log
        }
    }
}
