import Foundation

extension OpenMeteoClient.Configuration: ServiceLanguageConfigurable {
    package mutating func use(_ locale: Locale) {
        language = ServiceLanguage.languageCode(of: locale.identifier)
    }
}
