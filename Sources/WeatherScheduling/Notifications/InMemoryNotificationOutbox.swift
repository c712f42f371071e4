import Foundation

/// Notifications scheduled in memory: a ``NotificationScheduling`` for tests and previews.
///
/// It answers a permission request with the `permissionAnswer` it was created with and remembers
/// the answer, as the system does. Something that delivers notifications, or a test, takes the due
/// ones with ``takeDueNotifications(at:)``.
///
/// ```swift
/// import Testing
///
/// @Test func deniedPermission() async throws {
///     let outbox = InMemoryNotificationOutbox(permissionAnswer: .denied)
///     #expect(await outbox.requestPermission() == .denied)
/// }
/// ```
public actor InMemoryNotificationOutbox: NotificationScheduling {
    private var contents = OutboxContents()
    private let permissionAnswer: NotificationPermission

    /// Creates an empty outbox whose permission request is answered with `permissionAnswer`.
    public init(permissionAnswer: NotificationPermission = .authorized) {
        self.permissionAnswer = permissionAnswer
    }

    /// The remembered answer, or ``NotificationPermission/notDetermined`` before the first request.
    public func permission() -> NotificationPermission {
        contents.permission
    }

    /// Answers with `permissionAnswer` the first time and with the remembered answer after.
    public func requestPermission() -> NotificationPermission {
        contents.requestPermission(answer: permissionAnswer)
    }

    /// Changes the permission, as the user would in the system settings: ``permission()`` answers it from now on.
    public func setPermission(_ permission: NotificationPermission) {
        contents.permission = permission
    }

    /// How many times permission was asked for.
    public var permissionRequestCount: Int { contents.permissionRequests }

    /// Schedules `notification`, replacing a pending one with the same id.
    public func schedule(_ notification: ScheduledNotification) {
        contents.schedule(notification)
    }

    /// The pending notifications, soonest first.
    public func pendingNotifications() -> [ScheduledNotification] {
        contents.notifications
    }

    /// Removes the pending notification with this id.
    public func cancel(id: String) {
        contents.cancel(id: id)
    }

    /// Removes and returns the notifications due at `date` (firing at or before it), soonest first.
    public func takeDueNotifications(at date: Date) -> [ScheduledNotification] {
        contents.takeDue(at: date)
    }
}
