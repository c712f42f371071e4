import Foundation

/// A conversion between two units of one dimension, with the numbers of their linear converters
/// read once: the same arithmetic as `Measurement.converted(to:)` (to the base unit, then to the
/// target), without Foundation's calls for every value.
///
/// Conversions between identical units leave the value as it is, as `converted(to:)` does.
package struct LinearConversion: Sendable {
    private let sourceCoefficient: Double
    private let sourceConstant: Double
    private let targetCoefficient: Double
    private let targetConstant: Double
    private let isIdentity: Bool

    /// The conversion from `source` to `target`; units without linear converters convert through
    /// Foundation at the first value (none of Foundation's dimensional units is such).
    package init<UnitType: Dimension>(from source: UnitType, to target: UnitType) {
        let sourceConverter = source.converter as? UnitConverterLinear
        let targetConverter = target.converter as? UnitConverterLinear
        sourceCoefficient = sourceConverter?.coefficient ?? 1
        sourceConstant = sourceConverter?.constant ?? 0
        targetCoefficient = targetConverter?.coefficient ?? 1
        targetConstant = targetConverter?.constant ?? 0
        isIdentity =
            source === target
            || (source.symbol == target.symbol && sourceCoefficient == targetCoefficient
                && sourceConstant == targetConstant)
    }

    /// `value` in the target unit.
    package func callAsFunction(_ value: Double) -> Double {
        guard !isIdentity else { return value }
        let base = value * sourceCoefficient + sourceConstant
        return (base - targetConstant) / targetCoefficient
    }
}
