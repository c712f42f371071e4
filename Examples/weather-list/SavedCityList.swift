import Foundation
import WeatherProviders
import WeatherStore

/// The list as last fetched, kept so the app works offline.
struct SavedCityList: Codable, Sendable {
    /// When the list was fetched.
    var savedAt: Date
    /// Every city of the list, in the service's order.
    var cities: [CityWeather]
}

extension SettingsKey where Value == SavedCityList {
    /// The last list fetched from freetestapi.com.
    static var savedCityList: Self { Self("weather-list.savedCityList") }
}
