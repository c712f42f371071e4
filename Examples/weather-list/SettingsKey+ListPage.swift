import Foundation
import WeatherProviders
import WeatherStore

extension SettingsKey where Value == Int {
    /// The page shown last, so `next` and `prev` move from it in a later run or at the prompt.
    static var listPage: Self { Self("weather-list.page") }
}
