import Foundation

extension ScheduledNotification {
    /// What this daily forecast notification is about, or `nil` when it is not one
    /// ``DailyForecastNotifier`` scheduled.
    ///
    /// ```swift
    /// if let info = notification.forecastInfo {
    ///     let saved = try await store.cachedWeather(for: info.place)
    /// }
    /// ```
    public var forecastInfo: ForecastNotificationInfo? {
        ForecastNotificationInfo(userInfo: userInfo)
    }
}
