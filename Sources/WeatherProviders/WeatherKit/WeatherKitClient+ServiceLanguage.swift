import Foundation

extension WeatherKitClient.Configuration: ServiceLanguageConfigurable {
    package mutating func use(_ locale: Locale) {
        language = ServiceLanguage.tag(of: locale.identifier)
    }
}
