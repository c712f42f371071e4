import Foundation

extension UnitSpeed {
    /// Millimetres per hour, the unit of precipitation intensity (rain rate).
    ///
    /// Foundation has no such unit; like WeatherKit, the SDK reports intensity as a `Measurement<UnitSpeed>`.
    ///
    /// ```swift
    /// import Foundation
    ///
    /// let rate = Measurement(value: 2.5, unit: UnitSpeed.millimetersPerHour)
    /// ```
    public static var millimetersPerHour: UnitSpeed {
        UnitSpeed(symbol: "mm/h", converter: UnitConverterLinear(coefficient: 0.001 / 3600))
    }
}
