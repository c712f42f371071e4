import Foundation

/// A day's forecast against the climate normal of its date: how much warmer or colder it is, and in which
/// category, as "4° warmer than normal for 27 November".
///
/// The difference is that of the day's mean, the average of the high's and the low's differences from their
/// normals. The categories: within ±``nearNormalLimit`` (2 °C, limits excluded) near normal; from there to
/// ±``muchLimit`` (5 °C, excluded) warmer or colder; 5 °C or more much warmer or much colder.
///
/// ```swift
/// import Foundation
/// import WeatherModels
///
/// func againstNormal(_ day: DayForecast, normals: DailyNormals, in zone: TimeZone) {
///     let comparison = normals.comparison(of: day, in: zone)
///     print(comparison.category, comparison.difference)   // warmer, 4.2 °C
/// }
/// ```
public struct NormalComparison: Hashable, Sendable {
    /// How the day compares with the normal.
    public enum Category: String, CaseIterable, Hashable, Sendable, Comparable {
        /// 5 °C or more below the normal.
        case muchColder
        /// From 2 °C to 5 °C below.
        case colder
        /// Within 2 °C of the normal.
        case nearNormal
        /// From 2 °C to 5 °C above.
        case warmer
        /// 5 °C or more above.
        case muchWarmer

        /// The category of a difference in °C (``NormalComparison/nearNormalLimit``, ``NormalComparison/muchLimit``);
        /// a difference that is not a number is near normal.
        public init(celsiusDifference difference: Double) {
            let near = NormalComparison.nearNormalLimit.converted(to: .celsius).value
            let much = NormalComparison.muchLimit.converted(to: .celsius).value
            switch difference {
            case much...: self = .muchWarmer
            case near...: self = .warmer
            case ...(-much): self = .muchColder
            case ...(-near): self = .colder
            default: self = .nearNormal
            }
        }

        /// Colder categories first.
        public static func < (left: Self, right: Self) -> Bool {
            allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
        }
    }

    /// How far from the normal a day may be and still be near normal: 2 °C.
    public static let nearNormalLimit = Measurement(value: 2, unit: UnitTemperature.celsius)
    /// How far from the normal a day is much warmer or much colder: 5 °C.
    public static let muchLimit = Measurement(value: 5, unit: UnitTemperature.celsius)

    /// The day (the daily forecast's date).
    public var date: Date
    /// The day's forecast high.
    public var high: Measurement<UnitTemperature>
    /// The day's forecast low.
    public var low: Measurement<UnitTemperature>
    /// The normal of the day's date.
    public var normal: DailyNormals.Day

    /// Compares a day's high and low with `normal`.
    public init(
        date: Date, high: Measurement<UnitTemperature>, low: Measurement<UnitTemperature>, normal: DailyNormals.Day
    ) {
        self.date = date
        self.high = high
        self.low = low
        self.normal = normal
    }

    /// The high minus the normal high, in °C (a difference: no offset).
    public var highDifference: Measurement<UnitTemperature> {
        Measurement(value: Self.celsius(high) - Self.celsius(normal.high), unit: .celsius)
    }

    /// The low minus the normal low, in °C.
    public var lowDifference: Measurement<UnitTemperature> {
        Measurement(value: Self.celsius(low) - Self.celsius(normal.low), unit: .celsius)
    }

    /// The day's mean minus the normal mean, in °C: the average of ``highDifference`` and ``lowDifference``.
    public var difference: Measurement<UnitTemperature> {
        Measurement(value: (highDifference.value + lowDifference.value) / 2, unit: .celsius)
    }

    /// The category of ``difference``.
    public var category: Category { Category(celsiusDifference: difference.value) }

    /// A temperature in °C.
    private static func celsius(_ temperature: Measurement<UnitTemperature>) -> Double {
        temperature.converted(to: .celsius).value
    }
}
