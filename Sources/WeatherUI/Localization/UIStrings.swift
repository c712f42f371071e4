import Foundation
import WeatherCore
import WeatherModels

/// WeatherUI's localized strings (`Resources/<language>.lproj`): every word its screens show.
///
/// Views read the locale from the SwiftUI environment and pass it here, so a preview or an app that sets
/// `.environment(\.locale, …)` gets that language.
enum UIStrings {
    static let table = StringTable(bundle: { Bundle.module })

    /// The text for `key` in `locale`'s language.
    static func text(_ key: String, in locale: Locale, _ arguments: String...) -> String {
        table.text(key, language: LanguageTag.resolve(locale), arguments)
    }

    /// The plural text for `key`, its count formatted in `locale`.
    static func plural(_ key: String, count: Int, in locale: Locale) -> String {
        let number = WeatherFormatter(locale: locale, units: .metric).number(Double(count))
        return table.plural(key, count: Double(count), language: LanguageTag.resolve(locale), [number])
    }
}
