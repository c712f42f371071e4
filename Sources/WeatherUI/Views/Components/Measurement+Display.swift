#if canImport(SwiftUI)
import Foundation

extension Measurement where UnitType == UnitTemperature {
    /// The temperature to a whole degree in the unit the user's locale prefers for weather: "21°C", "70°F".
    var wholeDegrees: String {
        formatted(
            .measurement(
                width: .abbreviated, usage: .weather, numberFormatStyle: .number.precision(.fractionLength(0))))
    }

    /// The temperature to a whole degree without the scale, for tight spaces: "21°".
    var shortDegrees: String {
        formatted(
            .measurement(
                width: .narrow, usage: .weather, hidesScaleName: true,
                numberFormatStyle: .number.precision(.fractionLength(0))))
    }

    /// The value in degrees Celsius, to compare and scale temperatures whatever their unit.
    var celsius: Double { converted(to: .celsius).value }
}

extension Double {
    /// A fraction (0…1) as a whole percentage: "40%".
    var wholePercent: String {
        formatted(.percent.precision(.fractionLength(0)))
    }
}

extension Date {
    /// The hour of the date in `timeZone`, as the user's locale writes it: "14" or "2 PM".
    func hour(in timeZone: TimeZone) -> String {
        var style = Date.FormatStyle.dateTime.hour()
        style.timeZone = timeZone
        return formatted(style)
    }
}
#endif
