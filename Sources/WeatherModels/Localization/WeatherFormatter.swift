import Foundation
import WeatherCore

/// Weather as people read it, in their language and units: the one formatting API of the SDK.
///
/// It writes values with their units (`8 °C`, `5 m/s NW`, `752 mmHg`), the words the SDK produces
/// (conditions, compass points, moon phases, air quality, alert severities, error sentences), times on the
/// locale's 12- or 24-hour clock and weekday names, in the same words on Linux and on Apple platforms
/// (Foundation's `Measurement.FormatStyle` and `MeasurementFormatter` are missing on Linux). Its words
/// come in ten languages: English, Russian, German, French, Spanish, Italian, Brazilian Portuguese,
/// Japanese, Simplified Chinese and Arabic; a locale in any other language gets English words with its
/// own numbers, dates and units.
///
/// ```swift
/// import Foundation
///
/// let russian = WeatherFormatter(locale: Locale(identifier: "ru_RU"))
/// russian.temperature(Measurement(value: -3.4, unit: .celsius))  // "-3 °C"
/// russian.condition(.partlyCloudy)                                // "Переменная облачность"
/// russian.wind(Wind(speed: Measurement(value: 5, unit: .metersPerSecond)))  // "5 м/с"
/// ```
///
/// An app replaces any of the SDK's texts by shipping a `WeatherSDK.strings` table (and
/// `WeatherSDK.stringsdict` for plurals) in its own `.lproj` folders with the same keys; see the
/// Localization guide.
public struct WeatherFormatter: Sendable {
    /// The locale: the language of the words, the numbers' separators, the clock and the first weekday.
    public let locale: Locale
    /// The units values are written in.
    public var units: UnitPreferences

    /// The SDK language of ``locale`` (`ru`, `pt-BR`, `zh-Hans`; `en` for languages the SDK lacks).
    package let language: String
    let numbers: NumberText

    /// A formatter for `locale`, in the units customary there unless `units` says otherwise.
    public init(locale: Locale = .current, units: UnitPreferences? = nil) {
        self.locale = locale
        self.units = units ?? UnitPreferences(locale: locale)
        language = LanguageTag.resolve(locale)
        numbers = NumberText(locale: locale)
    }

    /// Whether the language is written right to left (Arabic).
    package var isRightToLeft: Bool { LanguageTag.isRightToLeft(language) }

    /// The first day of the week in the locale: 1 is Sunday, 2 Monday, 7 Saturday.
    public var firstWeekday: Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        return calendar.firstWeekday
    }

    // MARK: Values

    /// A whole-degree temperature with its unit: `8°C` in English, `8 °C` in German, `46°F`; `–` for none.
    public func temperature(_ temperature: Measurement<UnitTemperature>?) -> String {
        guard let (value, _) = wholeTemperature(temperature) else { return Self.unknown }
        return text("unit.temperature.\(units.temperature.rawValue)", value)
    }

    /// A whole-degree temperature with only the degree sign, `8°`, for tight layouts where the unit is
    /// said elsewhere; `–` for none.
    public func degrees(_ temperature: Measurement<UnitTemperature>?) -> String {
        guard let (value, _) = wholeTemperature(temperature) else { return Self.unknown }
        return text("unit.temperature.degrees", value)
    }

    /// The wind speed and the compass point it comes from: `18 km/h NW`, `5 м/с СЗ`, `4 Bft`; `–` for none.
    public func wind(_ wind: Wind?) -> String {
        guard let wind, let speed = windSpeedText(wind.speed) else { return Self.unknown }
        guard let direction = compassDirection(of: wind) else { return speed }
        return text("wind.speedAndDirection", speed, direction)
    }

    /// A speed in the wind unit, without a direction: `18 km/h`; `–` for none.
    public func windSpeed(_ speed: Measurement<UnitSpeed>?) -> String {
        speed.flatMap(windSpeedText) ?? Self.unknown
    }

    /// The air pressure: `1013 hPa`, `760 mmHg`, `29.92 inHg`; `–` for none.
    public func pressure(_ pressure: Measurement<UnitPressure>?) -> String {
        guard let (value, _) = pressureValue(pressure) else { return Self.unknown }
        return text("unit.pressure.\(units.pressure.rawValue)", value)
    }

    /// An amount of rain or snow (as water): `1.4 mm`, `0.06 in`; `–` for none.
    public func precipitation(_ amount: Measurement<UnitLength>?) -> String {
        guard let (value, _) = precipitationValue(amount) else { return Self.unknown }
        return text("unit.precipitation.\(units.precipitation.rawValue)", value)
    }

    /// A distance such as visibility: `8.5 km`, `24 km`, `5.3 mi`; `–` for none.
    public func distance(_ distance: Measurement<UnitLength>?) -> String {
        guard let (value, _) = distanceValue(distance) else { return Self.unknown }
        return text("unit.distance.\(units.distance.rawValue)", value)
    }

    /// A fraction from 0 to 1 as a whole percentage: `0.65` → `65%` (`65 %` in French); `–` for none.
    public func percent(_ fraction: Double?) -> String {
        guard let fraction, let value = numbers.string(fraction * 100) else { return Self.unknown }
        return text("unit.percent", value)
    }

    /// A plain number in the locale's digits and separators: `5,4` in Russian; `–` for none.
    public func number(_ value: Double?, fractionDigits: Int = 0) -> String {
        value.flatMap { numbers.string($0, fractionDigits: fractionDigits) } ?? Self.unknown
    }

    /// The compass point the wind comes from, abbreviated in the language (`NW`, `СЗ`, `北西`), or `nil`
    /// without a direction.
    public func compassDirection(of wind: Wind) -> String? {
        wind.compassDirection.map { text("compass.\($0)") }
    }

    // MARK: Spoken values

    /// A temperature as VoiceOver should read it, with the unit in words and the language's plural form:
    /// "8 degrees Celsius", "1 degree Celsius", "-3 градуса Цельсия"; `–` for none.
    public func spokenTemperature(_ temperature: Measurement<UnitTemperature>?) -> String {
        guard let (value, count) = wholeTemperature(temperature) else { return Self.unknown }
        return plural("spoken.temperature.\(units.temperature.rawValue)", count: count, value)
    }

    /// The wind as VoiceOver should read it: "18 kilometres per hour from the northwest"; `–` for none.
    public func spokenWind(_ wind: Wind?) -> String {
        guard let wind, let (value, count, digits) = windSpeedValue(wind.speed) else { return Self.unknown }
        let speed = plural(
            "spoken.wind.\(units.windSpeed.rawValue)", count: count, fractionDigits: digits, value)
        guard let point = wind.compassDirection else { return speed }
        return text("spoken.wind.withDirection", speed, text("compass.\(point).spoken"))
    }

    /// A pressure as VoiceOver should read it: "1013 hectopascals"; `–` for none.
    public func spokenPressure(_ pressure: Measurement<UnitPressure>?) -> String {
        guard let (value, shown) = pressureValue(pressure) else { return Self.unknown }
        let digits = units.pressure == .inchesOfMercury ? 2 : 0
        return plural("spoken.pressure.\(units.pressure.rawValue)", count: shown, fractionDigits: digits, value)
    }

    /// An amount of precipitation as VoiceOver should read it: "1.4 millimetres"; `–` for none.
    public func spokenPrecipitation(_ amount: Measurement<UnitLength>?) -> String {
        guard let (value, shown) = precipitationValue(amount) else { return Self.unknown }
        let digits = units.precipitation == .inches ? 2 : 1
        return plural(
            "spoken.precipitation.\(units.precipitation.rawValue)", count: shown, fractionDigits: digits, value)
    }

    /// A percentage as VoiceOver should read it: "65 percent"; `–` for none.
    public func spokenPercent(_ fraction: Double?) -> String {
        guard let fraction, let value = numbers.string(fraction * 100) else { return Self.unknown }
        return plural("spoken.percent", count: NumberText.shown(fraction * 100), value)
    }

    // MARK: Words

    /// The condition in the language, in sentence case: "Partly cloudy", "Переменная облачность".
    public func condition(_ condition: WeatherCondition) -> String {
        text("condition.\(condition.rawValue)")
    }

    /// The condition as VoiceOver should read it beside its symbol: "Partly cloudy sky".
    public func accessibilityDescription(of condition: WeatherCondition) -> String {
        text("condition.\(condition.rawValue).accessibility")
    }

    /// The air quality category: "Unhealthy for sensitive groups".
    public func airQuality(_ category: AirQualityCategory) -> String {
        text("airQuality.\(category.key)")
    }

    /// The pollutant's name: "Nitrogen dioxide (NO₂)".
    public func pollutant(_ pollutant: Pollutant) -> String {
        text("pollutant.\(pollutant.key)")
    }

    /// The moon phase: "Waxing crescent".
    public func moonPhase(_ phase: MoonPhase) -> String {
        text("moon.\(phase.rawValue)")
    }

    /// An alert's severity: the CAP values `Extreme`, `Severe`, `Moderate`, `Minor` and `Unknown` in the
    /// language; any other text as it came, and "Unknown severity" for none.
    public func alertSeverity(_ severity: String?) -> String {
        let known = ["extreme", "severe", "moderate", "minor", "unknown"]
        guard let severity else { return text("alert.severity.unknown") }
        let key = severity.trimmingCharacters(in: .whitespaces).lowercased()
        return known.contains(key) ? text("alert.severity.\(key)") : severity
    }

    /// The place's name in the locale's language when a service gave one (`Place.localizedNames`), else its
    /// name.
    public func placeName(_ place: Place) -> String {
        place.localizedName(for: LanguageTag.components(of: locale.identifier).joined(separator: "-"))
    }

    /// One sentence for people about `error`, in the language: each ``WeatherError`` code and each error of
    /// the SDK's other products has one. Other errors get a general sentence.
    public func message(for error: any Error) -> String {
        if let error = error as? any LocalizedWeatherError {
            return error.localizedMessage(in: locale)
        }
        return text("error.other")
    }

    // MARK: Time

    /// The time of day on the locale's clock: `14:00`, `2:00 PM`, `14時00分` per the locale's pattern.
    public func time(_ date: Date, in timeZone: TimeZone) -> String {
        DateText.string(date, template: "jmm", locale: dateLocale, timeZone: timeZone)
    }

    /// The weekday's name, abbreviated (`Mon`, `Пн`) or in full (`Monday`, `понедельник`).
    public func weekday(_ date: Date, in timeZone: TimeZone, abbreviated: Bool = true) -> String {
        DateText.string(date, pattern: abbreviated ? "ccc" : "cccc", locale: dateLocale, timeZone: timeZone)
    }

    /// The day and month in the locale's order: `27 Nov`, `Nov 27`, `11月27日`.
    public func dayAndMonth(_ date: Date, in timeZone: TimeZone) -> String {
        DateText.string(date, template: "dMMM", locale: dateLocale, timeZone: timeZone)
    }

    /// "Today", "Tomorrow" or "Yesterday" for a date that falls on one of those days in `timeZone`, as seen
    /// at `now`; else the abbreviated weekday.
    public func dayLabel(_ date: Date, in timeZone: TimeZone, now: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let days = calendar.dateComponents(
            [.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: date)
        ).day
        switch days {
        case 0: return text("day.today")
        case 1: return text("day.tomorrow")
        case -1: return text("day.yesterday")
        default: return weekday(date, in: timeZone)
        }
    }

    /// How long ago something happened: "just now", "5 minutes ago", "2 hours ago", "3 days ago", with each
    /// language's plural forms ("5 минут назад", "2 часа назад").
    public func age(_ seconds: TimeInterval) -> String {
        let seconds = seconds.isNaN ? 0 : min(max(0, seconds), 1e12)
        func count(_ key: String, _ value: Double) -> String {
            let whole = value.rounded(.towardZero)
            return plural(key, count: whole, numbers.string(whole) ?? "")
        }
        switch seconds {
        case ..<60: return text("age.justNow")
        case ..<3_600: return count("age.minutes", seconds / 60)
        case ..<86_400: return count("age.hours", seconds / 3_600)
        default: return count("age.days", seconds / 86_400)
        }
    }

    // MARK: Shared

    /// Text for a value that is not known.
    public static let unknown = "–"

    /// The localized text for `key` of WeatherModels' table.
    package func text(_ key: String, _ arguments: String...) -> String {
        ModelStrings.table.text(key, language: language, arguments)
    }

    /// The plural text for `key` of WeatherModels' table.
    package func plural(_ key: String, count: Double, fractionDigits: Int = 0, _ arguments: String...) -> String {
        ModelStrings.table.plural(key, count: count, fractionDigits: fractionDigits, language: language, arguments)
    }

    /// The locale dates are written in: the caller's, unless its language is one the SDK has no words for,
    /// then English with the caller's region, so a screen never mixes two languages.
    var dateLocale: Locale {
        let parts = LanguageTag.components(of: locale.identifier)
        guard language == "en", let first = parts.first, first != "en" else { return locale }
        let region = UnitPreferences.region(of: locale.identifier)
        return Locale(identifier: region.isEmpty ? "en" : "en_\(region)")
    }

    private func wholeTemperature(_ temperature: Measurement<UnitTemperature>?) -> (String, Double)? {
        guard let temperature else { return nil }
        let unit: UnitTemperature = units.temperature == .celsius ? .celsius : .fahrenheit
        let value = temperature.canonical(in: unit).value
        guard let text = numbers.string(value) else { return nil }
        return (text, NumberText.shown(value))
    }

    private func windSpeedText(_ speed: Measurement<UnitSpeed>) -> String? {
        windSpeedValue(speed).map { text("unit.wind.\(units.windSpeed.rawValue)", $0.text) }
    }

    private func windSpeedValue(_ speed: Measurement<UnitSpeed>) -> (text: String, count: Double, digits: Int)? {
        let metersPerSecond = speed.canonical(in: CanonicalUnits.metersPerSecond).value
        guard metersPerSecond.isFinite, abs(metersPerSecond) < 1e9 else { return nil }
        let value: Double
        switch units.windSpeed {
        case .kilometersPerHour: value = metersPerSecond * 3.6
        case .metersPerSecond: value = metersPerSecond
        case .milesPerHour: value = metersPerSecond / 0.447_04
        case .knots: value = metersPerSecond * 3_600 / 1_852
        case .beaufort: value = Double(Self.beaufort(metersPerSecond: metersPerSecond))
        }
        guard let text = numbers.string(value) else { return nil }
        return (text, NumberText.shown(value), 0)
    }

    private func pressureValue(_ pressure: Measurement<UnitPressure>?) -> (String, Double)? {
        guard let hectopascals = pressure?.canonical(in: CanonicalUnits.hectopascals).value else { return nil }
        let (value, digits): (Double, Int) =
            switch units.pressure {
            case .hectopascals: (hectopascals, 0)
            case .millimetersOfMercury: (hectopascals * 0.750_061_683, 0)
            case .inchesOfMercury: (hectopascals * 0.029_529_983, 2)
            }
        return numbers.string(value, fractionDigits: digits).map {
            ($0, NumberText.shown(value, fractionDigits: digits))
        }
    }

    private func precipitationValue(_ amount: Measurement<UnitLength>?) -> (String, Double)? {
        guard let millimeters = amount?.canonical(in: CanonicalUnits.millimeters).value else { return nil }
        let (value, digits): (Double, Int) =
            units.precipitation == .inches ? (millimeters / 25.4, 2) : (millimeters, 1)
        return numbers.string(value, fractionDigits: digits).map {
            ($0, NumberText.shown(value, fractionDigits: digits))
        }
    }

    private func distanceValue(_ distance: Measurement<UnitLength>?) -> (String, Double)? {
        guard let meters = distance?.canonical(in: CanonicalUnits.meters).value else { return nil }
        let value = units.distance == .miles ? meters / 1_609.344 : meters / 1_000
        let digits = abs(value) < 10 ? 1 : 0
        return numbers.string(value, fractionDigits: digits).map {
            ($0, NumberText.shown(value, fractionDigits: digits))
        }
    }

    /// The Beaufort force of a wind speed (WMO's upper limits of forces 0–11, in m/s).
    static func beaufort(metersPerSecond speed: Double) -> Int {
        let limits = [0.5, 1.5, 3.3, 5.5, 7.9, 10.7, 13.8, 17.1, 20.7, 24.4, 28.4, 32.6]
        return limits.firstIndex(where: { speed < $0 + 0.05 }) ?? 12
    }
}

/// An error that has a sentence for people in every language of the SDK.
///
/// ``WeatherError`` and the errors of WeatherAuth conform; ``WeatherFormatter/message(for:)`` reads it.
public protocol LocalizedWeatherError: Error {
    /// One sentence about the error in `locale`'s language (English for languages the SDK lacks).
    func localizedMessage(in locale: Locale) -> String
}

extension AirQualityCategory {
    /// The key of the category in the string table.
    fileprivate var key: String {
        switch self {
        case .good: "good"
        case .moderate: "moderate"
        case .unhealthyForSensitiveGroups: "unhealthyForSensitiveGroups"
        case .unhealthy: "unhealthy"
        case .veryUnhealthy: "veryUnhealthy"
        case .hazardous: "hazardous"
        }
    }
}

extension Pollutant {
    /// The key of the pollutant in the string table.
    fileprivate var key: String {
        switch self {
        case .pm25: "pm25"
        case .pm10: "pm10"
        case .ozone: "ozone"
        case .nitrogenDioxide: "nitrogenDioxide"
        case .sulfurDioxide: "sulfurDioxide"
        case .carbonMonoxide: "carbonMonoxide"
        case .nitrogenMonoxide: "nitrogenMonoxide"
        case .ammonia: "ammonia"
        }
    }
}
