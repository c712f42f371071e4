#if canImport(UserNotifications) && !os(tvOS)
import Foundation
import UserNotifications
import WeatherCore
import WeatherModels

/// Shows the SDK's notifications while the app is in the foreground.
///
/// When a notification fires while the app is open, the system asks the notification center's delegate
/// how to present it (`userNotificationCenter(_:willPresent:withCompletionHandler:)`); with no delegate,
/// or one that does not implement that method, it is not shown at all, so the 10:00 forecast never
/// appears for someone using the app at 10:00
/// (https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:willpresent:withcompletionhandler:)).
///
/// An app without a delegate of its own installs this one before the app finishes launching; the
/// center keeps only a weak reference, so ``install(options:)`` keeps it alive:
///
/// ```swift
/// // In application(_:didFinishLaunchingWithOptions:) or the SwiftUI App's initializer:
/// try ForegroundNotificationPresenter.install()
/// ```
///
/// An app with its own delegate asks for the SDK's part in its `willPresent`:
///
/// ```swift
/// func userNotificationCenter(
///     _ center: UNUserNotificationCenter, willPresent notification: UNNotification
/// ) async -> UNNotificationPresentationOptions {
///     ForegroundNotificationPresenter.presentationOptions(for: notification) ?? [.banner, .list]
/// }
/// ```
public final class ForegroundNotificationPresenter: NSObject, UNUserNotificationCenterDelegate, Sendable {
    /// How the SDK's notifications are shown in the foreground: a banner, in the list, with sound.
    public static let defaultOptions: UNNotificationPresentationOptions = [.banner, .list, .sound]

    /// The presenter installed by ``install(options:)``; the notification center holds its delegate weakly.
    private static let installed = Locked<ForegroundNotificationPresenter?>(nil)

    /// How this presenter shows the SDK's notifications.
    public let options: UNNotificationPresentationOptions
    /// How it shows notifications the SDK did not schedule; none by default, as without a delegate.
    public let otherOptions: UNNotificationPresentationOptions

    /// Creates a presenter; set it as the center's delegate yourself and keep a strong reference to it,
    /// or use ``install(options:)``.
    public init(
        options: UNNotificationPresentationOptions = ForegroundNotificationPresenter.defaultOptions,
        otherOptions: UNNotificationPresentationOptions = []
    ) {
        self.options = options
        self.otherOptions = otherOptions
    }

    /// Makes a presenter the notification center's delegate and keeps it for the life of the process.
    ///
    /// Call it before the app finishes launching, as Apple asks of every notification delegate.
    ///
    /// - Throws: `WeatherError` `.unavailable` outside an app or app extension bundle, where the
    ///   notification center cannot be used; `.conflict` when the app already set a delegate of its own,
    ///   which this would replace (its tap handling included): call ``presentationOptions(for:options:)``
    ///   from that delegate instead.
    @discardableResult
    public static func install(
        options: UNNotificationPresentationOptions = ForegroundNotificationPresenter.defaultOptions
    ) throws -> ForegroundNotificationPresenter {
        let center = try UserNotificationScheduler.center()
        if let existing = center.delegate, !(existing is ForegroundNotificationPresenter) {
            throw WeatherError(
                .conflict,
                message: "The notification center already has a delegate (\(type(of: existing))); call "
                    + "ForegroundNotificationPresenter.presentationOptions(for:) from its willPresent instead.")
        }
        let presenter = ForegroundNotificationPresenter(options: options)
        installed.withLock { $0 = presenter }
        center.delegate = presenter
        return presenter
    }

    /// `options` for a notification the SDK scheduled, `nil` for any other, so that an app's own delegate
    /// can decide those.
    public static func presentationOptions(
        for notification: UNNotification,
        options: UNNotificationPresentationOptions = ForegroundNotificationPresenter.defaultOptions
    ) -> UNNotificationPresentationOptions? {
        NotificationCenterAccess.isScheduledBySDK(userInfo: notification.request.content.userInfo) ? options : nil
    }

    /// Answers the system: ``options`` for the SDK's notifications, ``otherOptions`` for the rest.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {
        completionHandler(Self.presentationOptions(for: notification, options: options) ?? otherOptions)
    }
}
#endif
