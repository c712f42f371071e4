import Foundation

/// What one run of ``DailyForecastNotifier/refresh(for:)`` did: the notifications it scheduled, the days
/// it skipped and why, and whether the next background refresh is scheduled.
///
/// ```swift
/// import WeatherModels
/// import WeatherProviders
/// import WeatherStore
///
/// let notifier = DailyForecastNotifier(
///     provider: OpenMeteoClient(), settings: InMemoryWeatherStore(),
///     notifications: InMemoryNotificationOutbox(), backgroundRefresh: InProcessRefreshScheduler())
/// let user: UserID = "alice"
/// let report = try await notifier.refresh(for: user)
/// if let reason = report.skipReason { print("No forecast notification:", reason) }
/// print(report.notifications.count, "days scheduled; skipped:", report.skippedDays)
/// ```
public struct RefreshReport: Hashable, Sendable {
    /// The soonest notification scheduled, or `nil` when the run scheduled none.
    public var notification: ScheduledNotification?
    /// Every notification scheduled, one per day, soonest first.
    public var notifications: [ScheduledNotification]
    /// Whether ``notification`` shows a saved forecast because a fresh one could not be fetched.
    public var usesCachedForecast: Bool
    /// Why no notification was scheduled, when none was.
    public var skipReason: String?
    /// The local days (`yyyy-MM-dd` in the place's time zone) within the scheduled window that got no
    /// notification because no forecast covers them; nothing is invented for them.
    public var skippedDays: [String]
    /// When the next background refresh is due, if one is scheduled.
    public var nextRefresh: Date?
    /// Whether the next background refresh is scheduled, and if not, why.
    public var backgroundRefresh: BackgroundRefreshStatus

    /// Creates a report of a run that scheduled at most one notification.
    public init(
        notification: ScheduledNotification?, usesCachedForecast: Bool = false, skipReason: String? = nil,
        nextRefresh: Date?
    ) {
        self.init(
            notifications: notification.map { [$0] } ?? [], usesCachedForecast: usesCachedForecast,
            skipReason: skipReason, nextRefresh: nextRefresh,
            backgroundRefresh: nextRefresh == nil ? .notScheduled : .scheduled)
    }

    /// Creates a report of a run that scheduled `notifications`, soonest first.
    public init(
        notifications: [ScheduledNotification], usesCachedForecast: Bool = false, skipReason: String? = nil,
        skippedDays: [String] = [], nextRefresh: Date?, backgroundRefresh: BackgroundRefreshStatus = .scheduled
    ) {
        self.notification = notifications.first
        self.notifications = notifications
        self.usesCachedForecast = usesCachedForecast
        self.skipReason = skipReason
        self.skippedDays = skippedDays
        self.nextRefresh = nextRefresh
        self.backgroundRefresh = backgroundRefresh
    }
}
