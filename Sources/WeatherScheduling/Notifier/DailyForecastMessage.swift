import Foundation
import WeatherModels

/// The daily forecast notification: the title "Today in Berlin" and the text "High 21°C, low 12°C".
///
/// Temperatures are converted to the user's unit and rounded to whole degrees, half away from zero,
/// with plain formatting that reads the same on every platform and in every locale and always names the
/// unit: `21°C`, `70°F`, `294 K`. A forecast read from the cache says so, and so does one the sandbox made up
/// ("High 8°C, low -2°C · sandbox data"), so a generated forecast is never taken for a real one.
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
    public init?(
        placeName: String, range: TemperatureRange, unit: UnitTemperature, isFromCache: Bool = false,
        isSandbox: Bool = false
    ) {
        guard let high = Self.text(for: range.high, in: unit), let low = Self.text(for: range.low, in: unit) else {
            return nil
        }
        title = "Today in \(placeName)" + (isFromCache ? " (saved forecast)" : "")
        body = "High \(high), low \(low)"
        if isFromCache {
            body += ", from the last saved forecast, which may be out of date"
        }
        if isSandbox {
            body += " · sandbox data"
        }
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
