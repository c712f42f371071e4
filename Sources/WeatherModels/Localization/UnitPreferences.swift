import Foundation
import WeatherCore

/// The units a person reads the weather in, chosen per quantity.
///
/// ``init(locale:)`` gives what forecasts in the locale's region customarily use: Russian forecasts give
/// wind in metres per second and pressure in millimetres of mercury, Nordic ones wind in metres per second,
/// British ones wind in miles per hour beside degrees Celsius, American ones °F, mph, inHg and inches.
/// Change any quantity after that:
///
/// ```swift
/// import Foundation
///
/// var units = UnitPreferences(locale: Locale(identifier: "de_DE"))  // °C, km/h, hPa, mm, km
/// units.windSpeed = .knots
/// let text = WeatherFormatter(locale: Locale(identifier: "de_DE"), units: units)
///     .temperature(Measurement(value: 7.6, unit: .celsius))  // "8 °C"
/// ```
public struct UnitPreferences: Hashable, Sendable {
    /// A temperature unit.
    public enum Temperature: String, CaseIterable, Hashable, Sendable {
        /// Degrees Celsius.
        case celsius
        /// Degrees Fahrenheit.
        case fahrenheit
    }

    /// A wind speed unit.
    public enum WindSpeed: String, CaseIterable, Hashable, Sendable {
        /// Kilometres per hour.
        case kilometersPerHour
        /// Metres per second, as Russian and Nordic forecasts give the wind.
        case metersPerSecond
        /// Miles per hour.
        case milesPerHour
        /// Knots, as marine and aviation forecasts give the wind.
        case knots
        /// The Beaufort scale, force 0 (calm) to 12 (hurricane force).
        case beaufort
    }

    /// An air pressure unit.
    public enum Pressure: String, CaseIterable, Hashable, Sendable {
        /// Hectopascals (equal to millibars).
        case hectopascals
        /// Millimetres of mercury, as Russian forecasts give the pressure.
        case millimetersOfMercury
        /// Inches of mercury.
        case inchesOfMercury
    }

    /// A unit for amounts of rain and snow (as water).
    public enum Precipitation: String, CaseIterable, Hashable, Sendable {
        /// Millimetres.
        case millimeters
        /// Inches.
        case inches
    }

    /// A unit for distances such as visibility.
    public enum Distance: String, CaseIterable, Hashable, Sendable {
        /// Kilometres.
        case kilometers
        /// Miles.
        case miles
    }

    /// The temperature unit.
    public var temperature: Temperature
    /// The wind speed unit.
    public var windSpeed: WindSpeed
    /// The pressure unit.
    public var pressure: Pressure
    /// The precipitation unit.
    public var precipitation: Precipitation
    /// The distance unit.
    public var distance: Distance

    /// Units chosen one by one; each left out is the metric one most of the world uses.
    public init(
        temperature: Temperature = .celsius, windSpeed: WindSpeed = .kilometersPerHour,
        pressure: Pressure = .hectopascals, precipitation: Precipitation = .millimeters,
        distance: Distance = .kilometers
    ) {
        self.temperature = temperature
        self.windSpeed = windSpeed
        self.pressure = pressure
        self.precipitation = precipitation
        self.distance = distance
    }

    /// The units forecasts use in `locale`'s region (or, without a region, where its language is mostly
    /// spoken: `ru` reads as Russia, `en` as the United States).
    public init(locale: Locale) {
        let region = Self.region(of: locale.identifier)
        let fahrenheit: Set = ["US", "LR", "PR", "GU", "VI", "AS", "MP", "UM", "BS", "BZ", "KY", "PW", "FM", "MH"]
        let imperialRoads: Set = ["US", "GB", "LR", "PR", "GU", "VI", "AS", "MP", "UM"]
        let metersPerSecond: Set = ["RU", "BY", "KZ", "KG", "UA", "NO", "SE", "FI", "DK", "IS", "EE", "LV", "LT"]
        let mercuryMillimeters: Set = ["RU", "BY", "KZ", "KG"]
        self.init(
            temperature: fahrenheit.contains(region) ? .fahrenheit : .celsius,
            windSpeed: metersPerSecond.contains(region)
                ? .metersPerSecond : imperialRoads.contains(region) ? .milesPerHour : .kilometersPerHour,
            pressure: region == "US"
                ? .inchesOfMercury : mercuryMillimeters.contains(region) ? .millimetersOfMercury : .hectopascals,
            precipitation: fahrenheit.contains(region) ? .inches : .millimeters,
            distance: imperialRoads.contains(region) ? .miles : .kilometers
        )
    }

    /// °C, km/h, hPa, mm and km.
    public static let metric = UnitPreferences()

    /// °F, mph, inHg, inches and miles, as in the United States.
    public static let imperial = UnitPreferences(
        temperature: .fahrenheit, windSpeed: .milesPerHour, pressure: .inchesOfMercury, precipitation: .inches,
        distance: .miles)

    /// The upper-case region of a locale identifier, or the region its language is mostly used in; empty for
    /// an area such as `en_150` and for a language with no home region here.
    package static func region(of identifier: String) -> String {
        let parts = LanguageTag.components(of: identifier)
        if let region = parts.dropFirst().first(where: { $0.count == 2 && $0.allSatisfy(\.isLetter) }) {
            return region.uppercased()
        }
        // A UN M.49 area such as `150` (Europe) or `001` (the world) names no country's customs.
        if parts.dropFirst().contains(where: { $0.count == 3 && $0.allSatisfy(\.isNumber) }) {
            return ""
        }
        let home = [
            "en": "US", "ru": "RU", "de": "DE", "fr": "FR", "es": "ES", "it": "IT", "pt": "BR", "ja": "JP", "zh": "CN",
            "ar": "SA", "nb": "NO", "no": "NO", "nn": "NO", "sv": "SE", "fi": "FI", "da": "DK", "is": "IS", "uk": "UA",
            "be": "BY", "kk": "KZ",
        ]
        return parts.first.flatMap { home[$0] } ?? ""
    }
}
