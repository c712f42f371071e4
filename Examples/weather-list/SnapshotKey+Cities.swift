import Foundation
import WeatherProviders
import WeatherStore

extension SnapshotKey where Element == CityWeather {
    /// The last whole list fetched from freetestapi.com, kept so the app works offline.
    static var cities: Self { Self("weather-list.cities") }
}
