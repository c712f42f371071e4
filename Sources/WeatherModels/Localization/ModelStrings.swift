import Foundation
import WeatherCore

/// WeatherModels' localized strings (`Resources/<language>.lproj/Localizable.strings` and `.stringsdict`).
package enum ModelStrings {
    /// The table, read from the module's resource bundle.
    package static let table = StringTable(bundle: { Bundle.module })
}

extension StringTable {
    /// The text for `key` in `locale`'s language, its placeholders filled with `arguments`.
    package func text(_ key: String, in locale: Locale, _ arguments: String...) -> String {
        text(key, language: LanguageTag.resolve(locale), arguments)
    }

    /// The plural text for `key` in `locale`'s language, for a whole `count` written in the locale's digits.
    package func plural(_ key: String, count: Int, in locale: Locale) -> String {
        let number = WeatherFormatter(locale: locale, units: .metric).number(Double(count))
        return plural(key, count: Double(count), language: LanguageTag.resolve(locale), [number])
    }
}
