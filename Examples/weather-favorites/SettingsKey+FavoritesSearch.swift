import WeatherModels
import WeatherStore

extension SettingsKey where Value == [Place] {
    /// The results of the user's last search, so that `add N` works in a later run.
    static var favoritesSearch: Self { Self("weather-favorites.lastSearch") }
}
