import Foundation
import WeatherCore

/// The rules `UserNotificationScheduler` and `ForegroundNotificationPresenter` follow before they touch
/// `UNUserNotificationCenter`, kept apart from UserNotifications so they are tested on every platform.
package enum NotificationCenterAccess {
    /// The `userInfo` key under which the scheduler keeps a notification's fire date (seconds since 1970,
    /// as text). Its presence also marks a notification as one the SDK scheduled.
    package static let fireDateKey = "WeatherScheduling.fireDate"

    /// Why the notification center cannot be used from `bundle`, or `nil` when it can.
    ///
    /// `UNUserNotificationCenter.current()` raises an Objective-C exception ("bundleProxyForCurrentProcess
    /// is nil"), which Swift cannot catch, in a process that is not an app or app extension: `swift run`,
    /// `swift test` and command-line tools on a Mac. So the scheduler checks first and throws this instead.
    package static func problem(for bundle: AppBundle) -> WeatherError? {
        guard !bundle.isApplication else { return nil }
        return WeatherError(
            .unavailable,
            message: "Notifications need an app or app extension bundle, and this process is "
                + "\(bundle.processDescription); use NotificationOutbox in tools and tests.")
    }

    /// `true` when a delivered notification's `userInfo` marks it as one the SDK scheduled.
    package static func isScheduledBySDK(userInfo: [AnyHashable: Any]) -> Bool {
        userInfo[fireDateKey] is String
    }
}
