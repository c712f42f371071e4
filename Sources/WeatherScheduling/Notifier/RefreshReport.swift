import Foundation

/// What one run of ``DailyForecastNotifier/refresh(for:)`` did: the notification it scheduled, or why it
/// scheduled none, and when the next run is due.
///
/// ```swift
/// let report = try await notifier.refresh(for: user)
/// if let reason = report.skipReason { print("No forecast notification:", reason) }
/// ```
public struct RefreshReport: Hashable, Sendable {
    /// The notification scheduled, or `nil` when the run skipped it.
    public var notification: ScheduledNotification?
    /// Whether the notification shows a saved forecast because a fresh one could not be fetched.
    public var usesCachedForecast: Bool
    /// Why no notification was scheduled, when none was.
    public var skipReason: String?
    /// When the next refresh is due, if one is scheduled.
    public var nextRefresh: Date?

    /// Creates a report.
    public init(
        notification: ScheduledNotification?, usesCachedForecast: Bool = false, skipReason: String? = nil,
        nextRefresh: Date?
    ) {
        self.notification = notification
        self.usesCachedForecast = usesCachedForecast
        self.skipReason = skipReason
        self.nextRefresh = nextRefresh
    }
}
