import Foundation

/// The canonical units the SDK's values store, created once.
///
/// Foundation's class properties such as `UnitTemperature.celsius` build a new unit on every
/// access on Linux; forecasts convert thousands of values, so the targets are kept here.
package enum CanonicalUnits {
    package static let celsius = UnitTemperature.celsius
    package static let metersPerSecond = UnitSpeed.metersPerSecond
    package static let millimetersPerHour = UnitSpeed.millimetersPerHour
    package static let hectopascals = UnitPressure.hectopascals
    package static let meters = UnitLength.meters
    package static let millimeters = UnitLength.millimeters
    package static let degrees = UnitAngle.degrees
}

extension Measurement where UnitType: Dimension {
    /// The measurement in `unit`: the same value as `converted(to:)`, but without Foundation's
    /// costly unit comparison when the measurement is already in an equal unit.
    ///
    /// Units are equal here when they have the same class, symbol and linear conversion to the
    /// base unit; anything else is converted through the base unit exactly as `converted(to:)` does.
    package func canonical(in unit: UnitType) -> Measurement<UnitType> {
        let current = self.unit
        if current === unit {
            return self
        }
        let currentConverter = current.converter
        let targetConverter = unit.converter
        if type(of: current) == type(of: unit), current.symbol == unit.symbol,
            currentConverter.baseUnitValue(fromValue: 0) == targetConverter.baseUnitValue(fromValue: 0),
            currentConverter.baseUnitValue(fromValue: 1) == targetConverter.baseUnitValue(fromValue: 1)
        {
            return Measurement(value: value, unit: unit)
        }
        return Measurement(
            value: targetConverter.value(fromBaseUnitValue: currentConverter.baseUnitValue(fromValue: value)),
            unit: unit)
    }
}
