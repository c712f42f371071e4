import Foundation

extension OpenWeatherClient.Language {
    /// The language for the app's locale, or `nil` (OpenWeather's English) for English and languages it
    /// lacks.
    @usableFromInline
    package static func preferred(for identifier: String) -> Self? {
        ServiceLanguage.languageCode(of: identifier) == "en" ? nil : Self(localeIdentifier: identifier)
    }
}

extension OpenWeatherClient.Configuration: ServiceLanguageConfigurable {
    package mutating func use(_ locale: Locale) {
        language = .preferred(for: locale.identifier)
    }
}
