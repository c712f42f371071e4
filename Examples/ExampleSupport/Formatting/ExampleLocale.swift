import Foundation
import WeatherCore
import WeatherModels

/// The locale and units an example writes in: `--lang` and `--units` when given, else the POSIX
/// environment (`LC_ALL`, then `LC_MESSAGES`, then `LANG`).
package enum ExampleLocale {
    /// The locale of `--lang CODE` (`ru`, `ja`, `pt-BR`) or of the environment. `--lang` keeps the
    /// environment's region when it names none, so `LANG=ru_RU.UTF-8 … --lang en` writes English with Russian
    /// units. Without either, or with `C`/`POSIX`, English with metric units and a 24-hour clock.
    package static func locale(lang: String?, environment: [String: String]) throws(UsageError) -> Locale {
        let posix = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        let fromEnvironment = posix.flatMap(identifier(ofPOSIX:))
        guard let lang else { return Locale(identifier: fromEnvironment ?? "en_150") }
        let parts = LanguageTag.components(of: lang)
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy(\.isLetter),
            parts.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber } })
        else {
            throw UsageError(key: "support.usage.lang", lang)
        }
        var identifier = lang.replacingOccurrences(of: "-", with: "_")
        let hasRegion = parts.dropFirst().contains { $0.count == 2 || $0.count == 3 && $0.allSatisfy(\.isNumber) }
        if !hasRegion, let fromEnvironment {
            let region = UnitPreferences.region(of: fromEnvironment)
            if !region.isEmpty, LanguageTag.components(of: fromEnvironment).count > 1 {
                identifier += "_\(region)"
            }
        }
        return Locale(identifier: identifier)
    }

    /// `ru_RU` for `ru_RU.UTF-8`, `nil` for `C`, `POSIX` and `C.UTF-8`.
    static func identifier(ofPOSIX value: String) -> String? {
        let base = String(value.split(separator: ".", maxSplits: 1).first ?? "")
        let name = String(base.split(separator: "@", maxSplits: 1).first ?? "")
        guard !name.isEmpty, name != "C", name != "POSIX" else { return nil }
        return name
    }

    /// The units of `--units`: `metric` or `imperial`, then any of `c`, `f`, `kmh`, `ms`, `mph`, `kn`, `bft`,
    /// `hpa`, `mmhg`, `inhg`, `mm`, `in`, `km`, `mi`, separated by commas, each replacing the unit of its
    /// quantity in `base` (the locale's): `--units ms,mmhg`, `--units imperial,hpa`.
    package static func units(_ text: String, base: UnitPreferences) throws(UsageError) -> UnitPreferences {
        var units = base
        for word in text.lowercased().split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            switch word {
            case "metric": units = .metric
            case "imperial": units = .imperial
            case "c", "celsius": units.temperature = .celsius
            case "f", "fahrenheit": units.temperature = .fahrenheit
            case "kmh", "km/h": units.windSpeed = .kilometersPerHour
            case "ms", "m/s": units.windSpeed = .metersPerSecond
            case "mph": units.windSpeed = .milesPerHour
            case "kn", "knots": units.windSpeed = .knots
            case "bft", "beaufort": units.windSpeed = .beaufort
            case "hpa", "mbar": units.pressure = .hectopascals
            case "mmhg": units.pressure = .millimetersOfMercury
            case "inhg": units.pressure = .inchesOfMercury
            case "mm": units.precipitation = .millimeters
            case "in", "inches": units.precipitation = .inches
            case "km": units.distance = .kilometers
            case "mi", "miles": units.distance = .miles
            default:
                throw UsageError(key: "support.usage.units", word)
            }
        }
        return units
    }
}
