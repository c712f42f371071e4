import WeatherProviders
import WeatherStore

extension SettingsKey where Value == Place {
    /// The city the user picked by hand because the current location could not be used; shown by
    /// ``CurrentPlaceModel`` until another is picked.
    public static var chosenPlace: Self { Self("weather-ui.chosenPlace") }
}

extension SnapshotKey where Element == CityWeather {
    /// The last list of cities fetched from freetestapi.com, kept by ``CityListModel`` for offline use.
    public static var cityList: Self { Self("weather-list.cities") }
}
