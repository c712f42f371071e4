import Foundation

/// What an outbox holds: the permission answer and the pending notifications, soonest first.
///
/// ``NotificationOutbox`` stores it as JSON; ``InMemoryNotificationOutbox`` keeps it in memory.
struct OutboxContents: Codable, Equatable, Sendable {
    /// The format version of the JSON file.
    var version = 1
    /// The permission as last answered.
    var permission = NotificationPermission.notDetermined
    /// How many times permission was asked for.
    var permissionRequests = 0
    /// The pending notifications, soonest first.
    var notifications: [ScheduledNotification] = []

    /// Answers a permission request with `answer` the first time and with the remembered answer after.
    mutating func requestPermission(answer: NotificationPermission) -> NotificationPermission {
        permissionRequests += 1
        if permission == .notDetermined {
            permission = answer
        }
        return permission
    }

    /// Adds `notification`, replacing any with the same id, and keeps the list in firing order.
    mutating func schedule(_ notification: ScheduledNotification) {
        notifications.removeAll { $0.id == notification.id }
        notifications.append(notification)
        notifications.sort { ($0.fireDate, $0.id) < ($1.fireDate, $1.id) }
    }

    /// Removes the notification with this id.
    mutating func cancel(id: String) {
        notifications.removeAll { $0.id == id }
    }

    /// Removes and returns the notifications due at `date` (firing at or before it), soonest first.
    mutating func takeDue(at date: Date) -> [ScheduledNotification] {
        let due = notifications.filter { $0.fireDate <= date }
        notifications.removeAll { $0.fireDate <= date }
        return due
    }
}
