import Foundation
import WeatherProviders
import WeatherStore

extension SnapshotKey where Element == CityWeather {
    /// The last whole list fetched from freetestapi.com, kept so the app works offline.
    static var cities: Self { Self("weather-list.cities") }
}

extension SettingsKey where Value == Int {
    /// The page shown last, so `next` and `prev` move from it in a later run or at the prompt.
    static var listPage: Self { Self("weather-list.page") }
}
