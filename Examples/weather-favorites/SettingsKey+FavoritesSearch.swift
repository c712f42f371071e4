import WeatherModels
import WeatherStore

extension SettingsKey where Value == [Place] {
    /// The results of the user's last search, so that `favorites add N` and `show result N` work in a later run.
    static var favoritesSearch: Self { Self("weather-favorites.lastSearch") }
}

extension SettingsKey where Value == String {
    /// The accounts the last sign-in used on this device (`firebase` or `local`), so the next run opens the
    /// same session.
    static var accountService: Self { Self("weather-favorites.accountService") }
}
