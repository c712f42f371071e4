import Foundation
import WeatherCore
import WeatherModels

/// The daily forecast notification: the title "Today in Berlin" and the text "High 21°C, low 12°C", in the
/// language of the locale it is made for ("Сегодня: Москва", "Макс. 21 °C, мин. 12 °C").
///
/// Temperatures are converted to the user's unit and rounded to whole degrees, half away from zero, and
/// always name the unit: `21°C`, `70°F` (written as `WeatherFormatter` writes them in the locale), `294 K`.
/// A forecast read from the cache says so, and so does one the sandbox made up ("High 8°C, low -2°C ·
/// sandbox data"), so a generated forecast is never taken for a real one.
///
/// ```swift
/// import Foundation
///
/// let range = TemperatureRange(high: .init(value: 21.4, unit: .celsius), low: .init(value: 11.6, unit: .celsius))
/// let message = DailyForecastMessage(placeName: "Berlin", range: range, unit: .celsius)
/// // message?.title == "Today in Berlin", message?.body == "High 21°C, low 12°C"
/// ```
public struct DailyForecastMessage: Hashable, Sendable {
    /// The notification's title.
    public var title: String
    /// The notification's text.
    public var body: String

    /// Composes the message, or returns `nil` when a temperature is not a finite number (so that no
    /// notification ever shows an invented value).
    ///
    /// - Parameters:
    ///   - placeName: The name shown first, such as `"Berlin"`.
    ///   - range: The day's high and low.
    ///   - unit: The unit to show the temperatures in.
    ///   - isFromCache: Whether the values come from a saved forecast rather than a fresh one; the text
    ///     then says so.
    ///   - isSandbox: Whether the values were made up by the sandbox; the text then says so.
    ///   - locale: The locale whose language the text is in; English for a language the SDK lacks.
    public init?(
        placeName: String, range: TemperatureRange, unit: UnitTemperature, isFromCache: Bool = false,
        isSandbox: Bool = false, locale: Locale = .current
    ) {
        guard let high = Self.text(for: range.high, in: unit, locale: locale),
            let low = Self.text(for: range.low, in: unit, locale: locale)
        else {
            return nil
        }
        let language = LanguageTag.resolve(locale)
        let strings = SchedulingStrings.table
        title = strings.text(
            isFromCache ? "notification.title.saved" : "notification.title", language: language, [placeName])
        body = strings.text(
            isFromCache ? "notification.body.saved" : "notification.body", language: language, [high, low])
        if isSandbox {
            body = strings.text("notification.sandbox", language: language, [body])
        }
    }

    /// A temperature as the notification writes it in `locale`: Celsius and Fahrenheit as
    /// `WeatherFormatter` writes them, other units as ``text(for:in:)``.
    static func text(
        for temperature: Measurement<UnitTemperature>, in unit: UnitTemperature, locale: Locale
    )
        -> String?
    {
        guard let plain = text(for: temperature, in: unit) else { return nil }
        let choice: UnitPreferences.Temperature
        switch unit.symbol {
        case UnitTemperature.celsius.symbol: choice = .celsius
        case UnitTemperature.fahrenheit.symbol: choice = .fahrenheit
        default: return plain
        }
        // The formatter converts and rounds half away from zero, as `text(for:in:)` does.
        return WeatherFormatter(locale: locale, units: UnitPreferences(temperature: choice)).temperature(temperature)
    }

    /// A temperature in `unit`, rounded to a whole degree: `"21°C"`, `"-3°C"`, `"70°F"`, `"294 K"`; `nil` when
    /// it is not a finite number.
    public static func text(for temperature: Measurement<UnitTemperature>, in unit: UnitTemperature) -> String? {
        let value = temperature.converted(to: unit).value
        guard value.isFinite, abs(value) < 1_000_000 else { return nil }
        let degrees = Int(value.rounded(.toNearestOrAwayFromZero))
        switch unit.symbol {
        case UnitTemperature.celsius.symbol:
            return "\(degrees)°C"
        case UnitTemperature.fahrenheit.symbol:
            return "\(degrees)°F"
        default:
            return "\(degrees) \(unit.symbol)"
        }
    }
}
