import Foundation

/// The languages the SDK's strings are written in, and how a `Locale` picks one.
///
/// A locale picks the language it names (`ru_RU` → `ru`); Portuguese is Brazilian Portuguese and Chinese
/// is Simplified Chinese unless the locale asks for the traditional script (`zh-Hant`, `zh_TW`, `zh_HK`),
/// which falls back to English like every language the SDK does not have.
package enum LanguageTag {
    /// The folder names (`<tag>.lproj`) of the SDK's languages, English first.
    package static let supported = ["en", "ru", "de", "fr", "es", "it", "pt-BR", "ja", "zh-Hans", "ar"]

    /// The SDK language for `locale`.
    package static func resolve(_ locale: Locale) -> String {
        resolve(identifier: locale.identifier)
    }

    /// The SDK language for a locale or language identifier such as `ru_RU.UTF-8`, `pt-BR` or `zh_Hant_TW`.
    package static func resolve(identifier: String) -> String {
        let parts = components(of: identifier)
        guard let language = parts.first else { return "en" }
        switch language {
        case "pt": return "pt-BR"
        case "zh":
            let rest = Set(parts.dropFirst())
            return rest.contains("hant") || rest.contains("tw") || rest.contains("hk") || rest.contains("mo")
                ? "en" : "zh-Hans"
        default: return supported.contains(language) ? language : "en"
        }
    }

    /// Whether text in `language` runs right to left.
    package static func isRightToLeft(_ language: String) -> Bool {
        language == "ar"
    }

    /// The lower-cased subtags of an identifier: language, then script and region; the encoding
    /// (`.UTF-8`) and keywords (`@numbers=arab`) are dropped.
    package static func components(of identifier: String) -> [String] {
        let base = identifier.split(separator: "@", maxSplits: 1).first ?? ""
        let withoutEncoding = base.split(separator: ".", maxSplits: 1).first ?? ""
        return withoutEncoding.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { $0.lowercased() }
    }
}
