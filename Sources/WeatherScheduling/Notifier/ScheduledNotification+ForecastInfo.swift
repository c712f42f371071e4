import Foundation

extension ScheduledNotification {
    /// What this daily forecast notification is about, or `nil` when it is not one
    /// ``DailyForecastNotifier`` scheduled.
    ///
    /// ```swift
    /// import Foundation
    /// import WeatherStore
    ///
    /// let store = InMemoryWeatherStore()
    /// for notification in try await InMemoryNotificationOutbox().pendingNotifications() {
    ///     if let info = notification.forecastInfo {
    ///         let saved = try await store.cachedWeather(for: info.place)
    ///         print(info.day, saved?.weather.timeZone.identifier ?? "no saved forecast")
    ///     }
    /// }
    /// ```
    public var forecastInfo: ForecastNotificationInfo? {
        ForecastNotificationInfo(userInfo: userInfo)
    }
}
