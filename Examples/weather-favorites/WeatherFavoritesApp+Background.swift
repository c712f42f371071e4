import ExampleSupport
import Foundation
import WeatherModels
import WeatherScheduling
import WeatherStore
import WeatherUI

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension WeatherFavoritesApp {
    /// The daily forecast notifier for `place`, scheduling into the outbox.
    func notifier(for place: Place?) -> DailyForecastNotifier {
        var configuration = DailyForecastNotifier.Configuration()
        configuration.place = place
        configuration.temperatureUnit = context.formatter.units.temperature == .celsius ? .celsius : .fahrenheit
        configuration.locale = context.formatter.locale
        return DailyForecastNotifier(
            provider: client,
            settings: store,
            notifications: outbox,
            backgroundRefresh: InProcessRefreshScheduler(now: context.now),
            cache: store,
            configuration: configuration,
            now: context.now)
    }

    /// What an app does when it goes to the background: the first time for the signed-in user, it
    /// registers the daily 10:00 notification with today's high and low where the user is (or, when location
    /// is denied, for their first favorite); after that it says the notification is registered already.
    func enterBackground() async throws {
        let session = try await requireSession()
        guard let place = try await notificationPlace(for: session.userID) else {
            throw ExampleFailure(
                context.formatter.example("favorites.daily.needsPlace", "\(context.commandPrefix)favorites add CITY"))
        }
        // The daily notification setting: permission asked once, the notification registered once.
        let daily = DailyNotificationModel(notifier: notifier(for: place), user: session.userID)
        await daily.enable()
        if let error = daily.isEnabled.error { throw error }
        guard let registration = daily.lastRegistration else {
            context.console.warning(
                context.formatter.example(
                    "favorites.daily.notAllowed", permissionWord(String(describing: daily.permission ?? .denied))))
            return
        }
        switch registration.status {
        case .registered:
            context.console.line(
                context.style.green(
                    context.formatter.example(
                        "favorites.daily.registered", context.formatter.place(place), session.email)))
            if let notification = registration.firstRefresh?.notification {
                context.console.line(
                    "  " + context.formatter.example("favorites.daily.next", await describe(notification)))
            } else if let reason = registration.firstRefresh?.skipReason {
                context.console.warning("  " + context.formatter.example("favorites.daily.notScheduled", reason))
            }
        case .alreadyRegistered:
            if let count = registration.refresh?.notifications.count {
                context.console.line(
                    context.formatter.example("favorites.daily.rescheduled", session.email, String(count)))
            } else {
                context.console.line(context.formatter.example("favorites.daily.alreadyRegistered", session.email))
            }
        case .notAuthorized:
            context.console.warning(
                context.formatter.example(
                    "favorites.daily.notAllowed", permissionWord(String(describing: registration.permission))))
        default:
            context.console.line(
                context.formatter.example("favorites.daily.status", String(describing: registration.status)))
        }
    }

    /// Lists the notifications waiting in the outbox, soonest first.
    func showNotifications() async throws {
        let pending = try await outbox.pendingNotifications()
        guard !pending.isEmpty else {
            context.console.line(
                context.formatter.example("favorites.pending.none", "\(context.commandPrefix)background"))
            return
        }
        context.console.line(context.style.bold(context.formatter.example("favorites.pending.title")))
        for notification in pending {
            context.console.line("  " + (await describe(notification)))
        }
    }

    /// The place the daily forecast is for: where the user is when location is allowed (named when the name can
    /// be had), else their first favorite.
    private func notificationPlace(for user: UserID) async throws -> Place? {
        if let here = await screen.locate() {
            return here
        }
        let favorites = FavoritesModel(store: store, user: user)
        await favorites.load()
        if let error = favorites.favorites.error { throw error }
        return favorites.favorites.value?.first
    }

    /// Stops `user`'s daily forecast (pending notifications cancelled), saying `sentence` when one was registered.
    func stopDailyForecast(for user: UserID, saying sentence: String) async throws {
        let daily = DailyNotificationModel(notifier: notifier(for: nil), user: user)
        await daily.refresh()
        if let error = daily.isEnabled.error { throw error }
        guard daily.isEnabled.value == true else { return }
        await daily.disable()
        if let error = daily.isEnabled.error { throw error }
        context.console.line(sentence)
    }

    /// Whether `user`'s pending daily forecast is for `place`.
    func dailyForecastIsFor(_ place: Place, user: UserID) async throws -> Bool {
        let key = PlaceKey(place: place)
        return try await outbox.pendingNotifications().contains {
            $0.forecastInfo?.user == user && $0.forecastInfo?.place == key
        }
    }

    /// `23 Nov 10:00 (Europe/Berlin) — Today in Berlin: High 21°C, low 12°C`, in the time
    /// zone of the place's saved forecast (the notifier caches it), else this machine's.
    private func describe(_ notification: ScheduledNotification) async -> String {
        var zone = TimeZone.current
        var estimated = false
        if let info = notification.forecastInfo, let cached = try? await store.cachedWeather(for: info.place) {
            zone = cached.weather.timeZone
            estimated = cached.weather.isTimeZoneEstimated
        }
        let format = context.formatter
        let when =
            "\(format.dayAndMonth(notification.fireDate, in: zone)) \(format.time(notification.fireDate, in: zone))"
        return "\(when) (\(format.zone(zone, estimated: estimated))) — \(context.style.bold(notification.title)): "
            + notification.body
    }
}
