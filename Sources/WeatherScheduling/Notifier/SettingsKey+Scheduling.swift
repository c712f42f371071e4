import Foundation
import WeatherModels
import WeatherStore

extension SettingsKey where Value == NotificationPermission {
    /// The notification permission as last seen for the user, so it is remembered between launches.
    public static var notificationPermission: Self { Self("notificationPermission") }
}

extension SettingsKey where Value == Bool {
    /// Whether the user was already asked for notification permission, so they are asked once.
    public static var notificationPermissionRequested: Self { Self("notificationPermissionRequested") }
}

extension SettingsKey where Value == String {
    /// The symbol of the temperature unit the user prefers: `"°C"`, `"°F"` or `"K"`.
    ///
    /// ```swift
    /// try await settings.setValue(UnitTemperature.fahrenheit.symbol, for: .temperatureUnitSymbol, user: user)
    /// ```
    public static var temperatureUnitSymbol: Self { Self("temperatureUnit") }
}
