import Foundation
import WeatherModels
import WeatherNetworking

/// A client configuration whose service writes texts (conditions, alerts, place names) in a language the
/// client asks for. Each such configuration's `language` follows the app's locale (`Locale.current`) by
/// default; ``use(_:)`` sets it from any locale, so one setting reaches every service an app uses.
package protocol ServiceLanguageConfigurable {
    /// Asks the service for texts in `locale`'s language, or in the service's default where it has none.
    mutating func use(_ locale: Locale)
}

/// How the SDK turns a locale into the language codes of the services.
@usableFromInline
package enum ServiceLanguage {
    /// The lower-cased language subtag of `identifier` (`pt_BR` → `pt`), or `en`.
    @usableFromInline
    package static func languageCode(of identifier: String) -> String {
        let first = identifier.split(whereSeparator: { "_-.@".contains($0) }).first.map { $0.lowercased() }
        guard let first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return "en"
        }
        return first
    }

    /// A BCP 47 tag with the script Chinese needs: `ru`, `pt-BR`, `zh-Hans`, `zh-Hant`.
    @usableFromInline
    package static func tag(of identifier: String) -> String {
        let code = languageCode(of: identifier)
        let rest = Set(
            identifier.split(whereSeparator: { "_-.@".contains($0) }).dropFirst().map { $0.lowercased() })
        switch code {
        case "zh": return rest.isDisjoint(with: ["hant", "tw", "hk", "mo"]) ? "zh-Hans" : "zh-Hant"
        case "pt": return rest.contains("pt") ? "pt-PT" : "pt-BR"
        default: return code
        }
    }
}
