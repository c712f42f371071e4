import WeatherModels
import WeatherStore

extension SettingsKey where Value == [Place] {
    /// The results of the last search, so that `select N` works in a later run.
    static var lastSearch: Self { Self("weather-tracker.lastSearch") }
}
