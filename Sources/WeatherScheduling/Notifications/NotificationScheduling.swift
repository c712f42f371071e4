import Foundation

/// Schedules local notifications and asks the user for permission to show them.
///
/// `UserNotificationScheduler` implements it with UserNotifications on Apple platforms;
/// ``NotificationOutbox`` (a JSON file) and ``InMemoryNotificationOutbox`` implement it everywhere,
/// for servers, command-line tools and tests.
///
/// ```swift
/// import Foundation
///
/// let notifications: any NotificationScheduling = InMemoryNotificationOutbox()
/// let reminder = ScheduledNotification(
///     id: "daily-forecast", title: "Daily forecast", body: "High 21°C, low 12°C", fireDate: Date())
/// if try await notifications.requestPermission() == .authorized {
///     try await notifications.schedule(reminder)
/// }
/// ```
public protocol NotificationScheduling: Sendable {
    /// The current permission, without asking the user.
    func permission() async throws -> NotificationPermission

    /// Asks the user for permission when they have not been asked yet, and returns the answer.
    ///
    /// When the user was already asked, the system does not ask again and returns the earlier answer.
    func requestPermission() async throws -> NotificationPermission

    /// Schedules `notification`, replacing a pending one with the same ``ScheduledNotification/id``.
    func schedule(_ notification: ScheduledNotification) async throws

    /// The notifications scheduled and not yet shown, soonest first.
    func pendingNotifications() async throws -> [ScheduledNotification]

    /// Removes the pending notification with this id; does nothing when there is none.
    func cancel(id: String) async throws
}
