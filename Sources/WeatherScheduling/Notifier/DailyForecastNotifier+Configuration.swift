import Foundation
import WeatherModels
import WeatherNetworking

extension DailyForecastNotifier {
    /// How the daily forecast notification is scheduled; the defaults suit most apps.
    ///
    /// ```swift
    /// import WeatherModels
    ///
    /// let coordinate = try Coordinate(latitude: 52.52, longitude: 13.405)
    /// let berlin = Place(id: "2950159", name: "Berlin", coordinate: coordinate)
    /// var configuration = DailyForecastNotifier.Configuration()
    /// configuration.time = DailyTime(hour: 7, minute: 30)
    /// configuration.place = berlin            // when the user has no selected city
    /// configuration.daysAhead = 3             // notifications kept scheduled ahead
    /// ```
    public struct Configuration: Sendable {
        /// The local time the notification fires at, in the place's time zone. 10:00 by default.
        public var time: DailyTime
        /// How long before each notification the forecast is fetched again; at least one minute is used.
        /// Two hours by default, which leaves the system room to run a background refresh late.
        public var refreshLeadTime: Duration
        /// How a failed fetch is retried, with the delays slept on the notifier's clock. Three attempts
        /// with backoff from 2 s up to 10 s by default; in the background, ``backgroundDeadline`` cuts it
        /// shorter.
        public var retryPolicy: RetryPolicy
        /// How many days of notifications each run schedules, from the next one on: 5 by default. Values
        /// are kept within `1...14`. iOS keeps at most 64 notifications pending per app and drops the rest
        /// silently; the limit counts every user registered on the device and the app's own notifications, so
        /// keep `daysAhead` × users (plus those) under it: 5 days leave room for 12 users. Days the forecast
        /// does not cover are skipped, never invented.
        public var daysAhead: Int
        /// How long after a user's last run ``DailyForecastNotifier/registerIfNeeded(for:)`` runs again
        /// for an earlier registration, topping the notifications up: 12 hours by default. So the
        /// notifications go on without background refresh, and going to the background does not fetch
        /// every time.
        public var minimumRefreshInterval: Duration
        /// The longest a background refresh may take, retries and `Retry-After` waits included, measured
        /// on the notifier's clock: 10 seconds by default, well within the time iOS gives. A retry that
        /// would end after it is not made (the saved forecast is used instead), and users not reached by
        /// then are left for the next run, which serves them first. A request already under way is bounded
        /// by its client's own timeout, not cut at the deadline.
        public var backgroundDeadline: Duration
        /// Whether ``DailyForecastNotifier/registerIfNeeded(for:)`` asks for notification permission
        /// when the user was never asked. `true` by default; an app that asks in context (from a switch or
        /// an onboarding screen, with ``DailyForecastNotifier/requestPermissionIfNeeded(for:)``) sets it to
        /// `false`, so that going to the background never shows the question.
        public var requestsPermissionWhenRegistering: Bool
        /// The background task identifier; on iOS, list it under `BGTaskSchedulerPermittedIdentifiers`.
        public var refreshTaskIdentifier: String
        /// The place used for a user who has no `SettingsKey.selectedCity`.
        public var place: Place?
        /// The unit used for a user without a `SettingsKey.temperatureUnitSymbol`.
        public var temperatureUnit: UnitTemperature
        /// The locale whose language and number format the notifications are written in: the app's current
        /// locale by default, read when the configuration is made.
        public var locale: Locale
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
            locale: Locale = .current,
            daysAhead: Int = 5,
            minimumRefreshInterval: Duration = .seconds(12 * 3600),
            backgroundDeadline: Duration = .seconds(10),
            requestsPermissionWhenRegistering: Bool = true,
            fallbackTimeZone: @escaping @Sendable () -> TimeZone = { TimeZone.current },
            log: @escaping @Sendable (String) -> Void = { _ in }
        ) {
            self.time = time
            self.refreshLeadTime = refreshLeadTime
            self.retryPolicy = retryPolicy
            self.refreshTaskIdentifier = refreshTaskIdentifier
            self.place = place
            self.temperatureUnit = temperatureUnit
            self.locale = locale
            self.daysAhead = daysAhead
            self.minimumRefreshInterval = minimumRefreshInterval
            self.backgroundDeadline = backgroundDeadline
            self.requestsPermissionWhenRegistering = requestsPermissionWhenRegistering
            self.fallbackTimeZone = fallbackTimeZone
            self.log = log
        }

        /// ``daysAhead`` within `1...14`.
        var scheduledDays: Int { min(max(daysAhead, 1), 14) }
    }
}
