import ExampleSupport
import Foundation
import WeatherModels
import WeatherScheduling
import WeatherStore

extension WeatherFavoritesApp {
    /// The outbox the notifications are scheduled into: the notification centre of this terminal "device".
    var outbox: NotificationOutbox {
        NotificationOutbox(fileURL: context.dataDirectory.url.appendingPathComponent("notifications.json"))
    }

    /// What an app does when it goes to the background: the first time for the signed-in user, it
    /// registers the daily 10:00 notification with today's high and low for their first favorite
    /// (or the current place); after that it says the notification is registered already.
    func enterBackground() async throws {
        let session = try await requireSession()
        var configuration = DailyForecastNotifier.Configuration()
        configuration.place = try await notificationPlace(for: session.userID)
        configuration.temperatureUnit = context.formatter.units.temperature
        let notifier = DailyForecastNotifier(
            provider: client,
            settings: store,
            notifications: outbox,
            backgroundRefresh: InProcessRefreshScheduler(now: context.now),
            cache: store,
            configuration: configuration,
            now: context.now)
        let registration = try await notifier.registerIfNeeded(for: session.userID)
        switch registration.status {
        case .registered:
            context.console.line(context.style.green("Registered the daily forecast at 10:00 for \(session.email)."))
            if let notification = registration.firstRefresh?.notification {
                context.console.line("  Next: \(await describe(notification))")
            } else if let reason = registration.firstRefresh?.skipReason {
                context.console.warning("  No notification was scheduled yet: \(reason).")
            }
        case .alreadyRegistered:
            context.console.line(
                "The daily forecast is already registered for \(session.email); nothing new was scheduled.")
        case .notAuthorized:
            context.console.warning(
                "Notifications are \(registration.permission), so the daily forecast was not registered. "
                    + "Allow notifications for the app in Settings › Notifications, then go to the background again.")
        default:
            context.console.line("Daily forecast: \(registration.status).")
        }
    }

    /// Lists the notifications waiting in the outbox, soonest first.
    func showNotifications() async throws {
        let pending = try await outbox.pendingNotifications()
        guard !pending.isEmpty else {
            context.console.line(
                "No notifications are pending. Register the daily forecast with “\(context.toolName) background”.")
            return
        }
        context.console.line(context.style.bold("Pending notifications"))
        for notification in pending {
            context.console.line("  " + (await describe(notification)))
        }
    }

    /// The favorite the daily forecast is for: the first one, else the current place when location is allowed.
    private func notificationPlace(for user: UserID) async throws -> Place? {
        if let first = try await store.favorites(for: user).first {
            return first
        }
        guard await locator.requestAuthorization().allowsLocation else { return nil }
        let coordinate = try await locator.currentCoordinate()
        return (try? await client.place(at: coordinate)).flatMap { $0 }
    }

    /// `23 Nov 10:00 (Europe/Berlin) — Daily forecast: Berlin today: high 21°, low 12°`, in the time
    /// zone of the place's saved forecast (the notifier caches it), else this machine's.
    private func describe(_ notification: ScheduledNotification) async -> String {
        var zone = TimeZone.current
        if let info = notification.forecastInfo, let cached = try? await store.cachedWeather(for: info.place) {
            zone = cached.weather.timeZone
        }
        let format = context.formatter
        let when =
            "\(format.dayAndMonth(notification.fireDate, in: zone)) \(format.time(notification.fireDate, in: zone))"
        return "\(when) (\(zone.identifier)) — \(context.style.bold(notification.title)): \(notification.body)"
    }
}
