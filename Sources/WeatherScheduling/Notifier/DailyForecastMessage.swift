import Foundation
import WeatherModels

/// The text of the daily forecast notification, such as "Berlin today: high 21°, low 12°".
///
/// Temperatures are converted to the user's unit and rounded to whole degrees, half away from zero,
/// with plain formatting that reads the same on every platform and in every locale: `21°` in Celsius
/// and Fahrenheit, `294 K` in kelvins. A forecast read from the cache says so.
///
/// ```swift
/// let range = TemperatureRange(high: .init(value: 21.4, unit: .celsius), low: .init(value: 11.6, unit: .celsius))
/// let message = DailyForecastMessage(placeName: "Berlin", range: range, unit: .celsius)
/// // message?.body == "Berlin today: high 21°, low 12°"
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
    public init?(placeName: String, range: TemperatureRange, unit: UnitTemperature, isFromCache: Bool = false) {
        guard let high = Self.text(for: range.high, in: unit), let low = Self.text(for: range.low, in: unit) else {
            return nil
        }
        title = isFromCache ? "Today's forecast (saved)" : "Today's forecast"
        body = "\(placeName) today: high \(high), low \(low)"
        if isFromCache {
            body += " (last saved forecast, may be out of date)"
        }
    }

    /// A temperature in `unit`, rounded to a whole degree: `"21°"`, `"-3°"`, `"294 K"`; `nil` when it is
    /// not a finite number.
    public static func text(for temperature: Measurement<UnitTemperature>, in unit: UnitTemperature) -> String? {
        let value = temperature.converted(to: unit).value
        guard value.isFinite, abs(value) < 1_000_000 else { return nil }
        let degrees = Int(value.rounded(.toNearestOrAwayFromZero))
        switch unit.symbol {
        case UnitTemperature.celsius.symbol, UnitTemperature.fahrenheit.symbol:
            return "\(degrees)°"
        default:
            return "\(degrees) \(unit.symbol)"
        }
    }
}
