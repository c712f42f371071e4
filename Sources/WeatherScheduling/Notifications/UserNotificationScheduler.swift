#if canImport(UserNotifications) && !os(tvOS)
import Foundation
import UserNotifications
import WeatherCore
import WeatherModels

/// Schedules notifications with `UNUserNotificationCenter` on iOS, macOS and watchOS.
///
/// Each notification is a one-off time-interval trigger computed from its absolute fire date, so it
/// fires at that moment whatever the device's time zone is when it fires. The fire date is also kept
/// in the content's `userInfo`, so ``pendingNotifications()`` reads it back exactly.
///
/// `UNUserNotificationCenter` works only in an app or app extension: in any other process (`swift run`,
/// `swift test` or a command-line tool on a Mac) merely reading `UNUserNotificationCenter.current()` raises
/// an exception that ends the process. Every method therefore checks the main bundle first and throws
/// `WeatherError` `.unavailable` there; use ``NotificationOutbox`` in such processes.
///
/// A notification that fires while the app is in the foreground is shown only if the app's
/// `UNUserNotificationCenterDelegate` says so: install ``ForegroundNotificationPresenter`` or call its
/// ``ForegroundNotificationPresenter/presentationOptions(for:)`` from your own delegate.
///
/// ```swift
/// import Foundation
///
/// let notifications = UserNotificationScheduler()
/// let reminder = ScheduledNotification(
///     id: "daily-forecast", title: "Daily forecast", body: "High 21°C, low 12°C", fireDate: Date())
/// if try await notifications.requestPermission() == .authorized {
///     try await notifications.schedule(reminder)
/// }
/// ```
public struct UserNotificationScheduler: NotificationScheduling {
    /// The `userInfo` key under which the fire date is kept (seconds since 1970, as text).
    private static let fireDateKey = NotificationCenterAccess.fireDateKey

    /// Creates a scheduler that uses the app's current notification center.
    public init() {}

    /// The app's notification center, or `WeatherError` `.unavailable` outside an app bundle, where
    /// `UNUserNotificationCenter.current()` would raise an uncatchable exception.
    static func center() throws -> UNUserNotificationCenter {
        if let problem = NotificationCenterAccess.problem(for: .main) { throw problem }
        return UNUserNotificationCenter.current()
    }

    /// The app's notification permission; provisional and ephemeral authorization count as authorized.
    ///
    /// - Throws: `WeatherError` `.unavailable` outside an app or app extension bundle.
    public func permission() async throws -> NotificationPermission {
        let settings = try await Self.center().notificationSettings()
        switch settings.authorizationStatus {
        case .notDetermined:
            return .notDetermined
        case .denied:
            return .denied
        default:
            return .authorized
        }
    }

    /// Asks for alerts and sounds; the system asks the user only once and then returns the answer.
    ///
    /// - Throws: `WeatherError` `.unavailable` outside an app or app extension bundle, or when the system
    ///   refuses the request.
    public func requestPermission() async throws -> NotificationPermission {
        let center = try Self.center()
        do {
            _ = try await center.requestAuthorization(options: [.alert, .sound])
        } catch {
            throw WeatherError(
                .unavailable, message: "Notification permission could not be requested.", underlying: error)
        }
        return try await permission()
    }

    /// Adds a request with the notification's id, replacing a pending one with the same id.
    ///
    /// - Throws: `WeatherError` `.unavailable` outside an app or app extension bundle, or when the system
    ///   refuses the request.
    public func schedule(_ notification: ScheduledNotification) async throws {
        let center = try Self.center()
        let content = UNMutableNotificationContent()
        content.title = notification.title
        content.body = notification.body
        content.sound = .default
        var userInfo = notification.userInfo
        userInfo[Self.fireDateKey] = String(notification.fireDate.timeIntervalSince1970)
        content.userInfo = userInfo
        // A time-interval trigger must be positive; a date already passed fires after one second.
        let interval = max(1, notification.fireDate.timeIntervalSinceNow)
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: interval, repeats: false)
        let request = UNNotificationRequest(identifier: notification.id, content: content, trigger: trigger)
        do {
            try await center.add(request)
        } catch {
            throw WeatherError(.unavailable, message: "The notification could not be scheduled.", underlying: error)
        }
    }

    /// The pending requests as notifications, soonest first.
    ///
    /// - Throws: `WeatherError` `.unavailable` outside an app or app extension bundle.
    public func pendingNotifications() async throws -> [ScheduledNotification] {
        let requests = try await Self.center().pendingNotificationRequests()
        var notifications: [ScheduledNotification] = []
        for request in requests {
            var userInfo: [String: String] = [:]
            for (key, value) in request.content.userInfo {
                if let key = key as? String, let value = value as? String {
                    userInfo[key] = value
                }
            }
            let storedDate = userInfo.removeValue(forKey: Self.fireDateKey).flatMap { TimeInterval($0) }
            let triggerDate = (request.trigger as? UNTimeIntervalNotificationTrigger)?.nextTriggerDate()
            guard let fireDate = storedDate.map(Date.init(timeIntervalSince1970:)) ?? triggerDate else { continue }
            notifications.append(
                ScheduledNotification(
                    id: request.identifier, title: request.content.title, body: request.content.body,
                    fireDate: fireDate, userInfo: userInfo))
        }
        return notifications.sorted { $0.fireDate < $1.fireDate }
    }

    /// Removes the pending request with this id.
    ///
    /// - Throws: `WeatherError` `.unavailable` outside an app or app extension bundle.
    public func cancel(id: String) async throws {
        try Self.center().removePendingNotificationRequests(withIdentifiers: [id])
    }
}
#endif
