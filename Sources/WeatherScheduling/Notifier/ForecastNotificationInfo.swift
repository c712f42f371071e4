import Foundation
import WeatherModels
import WeatherStore

/// What a daily forecast notification is about: the user, the place, the local day, and whether the
/// numbers came from a saved forecast.
///
/// ``DailyForecastNotifier`` writes these values into the notification's
/// ``ScheduledNotification/userInfo``; read them back with ``ScheduledNotification/forecastInfo``
/// instead of looking up keys by hand, for example to show a pending notification in the place's
/// time zone:
///
/// ```swift
/// import Foundation
/// import WeatherStore
///
/// let outbox = InMemoryNotificationOutbox()
/// let store = InMemoryWeatherStore()
/// for notification in try await outbox.pendingNotifications() {
///     guard let info = notification.forecastInfo else { continue }   // not a daily forecast
///     let saved = try await store.cachedWeather(for: info.place)
///     let zone = saved?.weather.timeZone ?? .current
///     print(info.user, info.day, zone.identifier)
/// }
/// ```
public struct ForecastNotificationInfo: Hashable, Sendable, Codable {
    /// The user the notification was scheduled for.
    public var user: UserID
    /// The place the forecast is for: the key its forecast is cached under in a `WeatherCache`.
    public var place: PlaceKey
    /// The local day the notification is shown on, as `yyyy-MM-dd` in the place's time zone.
    public var day: String
    /// Whether the high and low came from the last saved forecast because the fetch failed.
    public var usesCachedForecast: Bool

    /// Creates the description of a daily forecast notification.
    public init(user: UserID, place: PlaceKey, day: String, usesCachedForecast: Bool = false) {
        self.user = user
        self.place = place
        self.day = day
        self.usesCachedForecast = usesCachedForecast
    }

    /// Reads the values from a notification's `userInfo`; `nil` when the user, place or day is missing
    /// or empty, as in a notification the notifier did not schedule.
    public init?(userInfo: [String: String]) {
        guard let user = userInfo[Key.user], !user.isEmpty,
            let place = userInfo[Key.place], !place.isEmpty,
            let day = userInfo[Key.day], !day.isEmpty
        else { return nil }
        self.init(
            user: UserID(user), place: PlaceKey(place), day: day, usesCachedForecast: userInfo[Key.cached] == "true")
    }

    /// The values as a notification's `userInfo`, the form ``init(userInfo:)`` reads back.
    public var userInfo: [String: String] {
        var values = [Key.user: user.rawValue, Key.place: place.rawValue, Key.day: day]
        if usesCachedForecast {
            values[Key.cached] = "true"
        }
        return values
    }

    /// The keys in a notification's `userInfo`.
    enum Key {
        static let user = "user"
        static let place = "place"
        static let day = "day"
        static let cached = "cached"
    }
}
