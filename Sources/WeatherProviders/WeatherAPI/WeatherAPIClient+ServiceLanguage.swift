import Foundation

extension WeatherAPIClient.Language {
    /// The language for the app's locale, or `nil` (WeatherAPI.com's English) for English and languages it
    /// lacks.
    @usableFromInline
    package static func preferred(for identifier: String) -> Self? {
        let code = ServiceLanguage.languageCode(of: identifier)
        let supported: Set = [
            "ar", "bn", "bg", "cs", "da", "nl", "fi", "fr", "de", "el", "hi", "hu", "it", "ja", "jv", "ko", "mr", "pl",
            "pt", "pa", "ro", "ru", "sr", "si", "sk", "es", "sv", "ta", "te", "tr", "uk", "ur", "vi", "zu",
        ]
        if code == "zh" { return Self(ServiceLanguage.tag(of: identifier) == "zh-Hant" ? "zh_tw" : "zh") }
        return supported.contains(code) ? Self(code) : nil
    }
}

extension WeatherAPIClient.Configuration: ServiceLanguageConfigurable {
    package mutating func use(_ locale: Locale) {
        language = .preferred(for: locale.identifier)
    }
}
