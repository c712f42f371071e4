import Foundation
import WeatherModels
import WeatherStore

extension SettingsKey where Value == NotificationPermission {
    /// The notification permission as last seen for the user, so it is remembered between launches.
    package static var notificationPermission: Self { Self("notificationPermission") }
}

extension SettingsKey where Value == Bool {
    /// Whether the user was already asked for notification permission, so they are asked once. It is set
    /// only when the question was answered, not when asking failed.
    package static var notificationPermissionRequested: Self { Self("notificationPermissionRequested") }
}

extension SettingsKey where Value == [UserID] {
    /// The users whose daily forecast is registered, kept by ``DailyForecastNotifier`` under the "user"
    /// named by its ``DailyForecastNotifier/Configuration/refreshTaskIdentifier``, so a refresh that the
    /// system launches in the background knows whom it is for before the app has run any code of its own.
    package static var dailyForecastUsers: Self { Self("dailyForecastUsers") }
}

extension SettingsKey where Value == Date {
    /// When ``DailyForecastNotifier`` last scheduled the user's daily forecast notifications, so going to
    /// the background tops them up at most once per ``DailyForecastNotifier/Configuration/minimumRefreshInterval``.
    package static var dailyForecastLastRun: Self { Self("dailyForecastLastRun") }
}

extension SettingsKey where Value == String {
    /// The symbol of the temperature unit the user prefers: `"°C"`, `"°F"` or `"K"`. Apps set it with
    /// `DailyForecastNotifier.setTemperatureUnit(_:for:)`, which also clears what depends on it.
    package static var temperatureUnitSymbol: Self { Self("temperatureUnit") }
}
