import Foundation
import Observation
import WeatherScheduling

/// The screen model of the daily forecast notification setting: a switch that asks for notification
/// permission once (a denial is remembered, never asked again) and registers the notification once.
///
/// ```swift
/// import WeatherProviders
/// import WeatherScheduling
/// import WeatherStore
///
/// let notifier = DailyForecastNotifier(
///     provider: OpenMeteoClient(), settings: InMemoryWeatherStore(),
///     notifications: InMemoryNotificationOutbox(),  // UserNotificationScheduler() on Apple
///     backgroundRefresh: InProcessRefreshScheduler())  // AppRefreshTaskScheduler() on iOS
/// let daily = DailyNotificationModel(notifier: notifier, user: "ada")
/// await daily.refresh()        // reads whether it is on
/// await daily.enable()         // asks permission the first time, then schedules the 10:00 notification
/// ```
///
/// It drives a `DailyForecastNotifier` (WeatherScheduling), which keeps the permission answer and the registration in the
/// settings store, so the promises hold across launches and across screens.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@Observable
@MainActor
public final class DailyNotificationModel {
    /// The user the notification is for.
    public private(set) var user: UserID
    /// The notification permission, once known.
    public private(set) var permission: NotificationPermission?
    /// Whether the daily notification is on: `.loaded(true)` once registered.
    public private(set) var isEnabled: LoadState<Bool> = .idle
    /// The outcome of the last ``enable()``: registered now, registered before, or not authorized.
    public private(set) var lastRegistration: NotifierRegistration?

    /// Whether the user turned notifications off for the app: the switch should point to Settings.
    public var isDenied: Bool { permission == .denied }
    /// The local time the notification fires at, from the notifier's configuration (10:00 unless the app
    /// chose another).
    public var time: DailyTime { notifier.configuration.time }

    private let notifier: DailyForecastNotifier

    /// Creates the model for `user`.
    public init(notifier: DailyForecastNotifier, user: UserID) {
        self.notifier = notifier
        self.user = user
    }

    /// Reads whether the notification is registered for the user, and the notification permission as the system
    /// holds it now (without asking). Call it when the screen appears and when the app comes back to the
    /// foreground: the user may have allowed or refused notifications in the system settings meanwhile.
    public func refresh() async {
        let user = self.user
        let before = isEnabled
        isEnabled = isEnabled.reloading
        do {
            let registered = try await notifier.isRegistered(for: user)
            let current = try await notifier.currentPermission(for: user)
            guard user == self.user else { return }
            permission = current == .notDetermined ? permission : current
            isEnabled = .loaded(registered)
        } catch {
            guard user == self.user else { return }
            finish(with: error, restoring: before)
        }
    }

    /// Turns the notification on: asks for permission when it was never asked, then registers it unless it
    /// is registered already. Calling it again, or from two screens at once, schedules one notification.
    ///
    /// While the permission prompt is up and the registration is on its way, ``isEnabled`` is loading and shows
    /// `true`, so a switch bound to it stays where the user put it; it goes back to `false` if permission is
    /// refused.
    public func enable() async {
        // The user whose switch was turned on, even if another signs in meanwhile.
        let user = self.user
        let before = isEnabled
        isEnabled = .loading(showing: true)
        do {
            let answer = try await notifier.requestPermissionIfNeeded(for: user)
            guard user == self.user else { return }
            permission = answer
            guard answer == .authorized else {
                isEnabled = .loaded(false)
                return
            }
            let registration = try await notifier.registerIfNeeded(for: user)
            guard user == self.user else { return }
            lastRegistration = registration
            permission = registration.permission
            isEnabled = .loaded(registration.status != .notAuthorized)
        } catch {
            guard user == self.user else { return }
            finish(with: error, restoring: before)
        }
    }

    /// Turns the notification off and cancels the pending one. ``isEnabled`` shows `false` from the start.
    public func disable() async {
        let user = self.user
        let before = isEnabled
        isEnabled = .loading(showing: false)
        do {
            try await notifier.unregister(for: user)
            guard user == self.user else { return }
            isEnabled = .loaded(false)
        } catch {
            guard user == self.user else { return }
            finish(with: error, restoring: before)
        }
    }

    /// The state after a call that threw: a cancellation puts back the state from before the call (it is not a
    /// failure to show); any other error keeps the switch where it was before and says why.
    private func finish(with error: any Error, restoring before: LoadState<Bool>) {
        let shown = WeatherError.shown(error)
        if shown.code == .cancelled || Task.isCancelled {
            isEnabled = before
        } else {
            isEnabled = .failed(shown, showing: before.value)
        }
    }

    /// Follows another user (after a sign-in or sign-out) and reads their setting.
    public func switchUser(to user: UserID) async {
        guard user != self.user else { return }
        self.user = user
        lastRegistration = nil
        isEnabled = .idle
        await refresh()
    }
}
