import Foundation

/// A local notification to show once at a given moment: what ``NotificationScheduling`` schedules.
///
/// The ``id`` is the notification's identity: scheduling another notification with the same id
/// replaces the pending one instead of adding a second.
///
/// ```swift
/// import Foundation
///
/// let notifications: any NotificationScheduling = InMemoryNotificationOutbox()
/// let tenAM = DailyTime.tenInTheMorning.nextOccurrence(after: Date(), in: .current)
/// let reminder = ScheduledNotification(
///     id: "daily-forecast.alice.2026-03-29",
///     title: "Daily forecast",
///     body: "High 21°C, low 12°C",
///     fireDate: tenAM
/// )
/// try await notifications.schedule(reminder)
/// ```
public struct ScheduledNotification: Hashable, Sendable, Codable, Identifiable {
    /// The stable identifier; scheduling the same id again replaces the pending notification.
    public var id: String
    /// The notification's title.
    public var title: String
    /// The notification's text.
    public var body: String
    /// When the notification is shown.
    public var fireDate: Date
    /// Extra values the app reads back when the user opens the notification.
    public var userInfo: [String: String]

    /// Creates a notification.
    public init(id: String, title: String, body: String, fireDate: Date, userInfo: [String: String] = [:]) {
        self.id = id
        self.title = title
        self.body = body
        self.fireDate = fireDate
        self.userInfo = userInfo
    }
}
