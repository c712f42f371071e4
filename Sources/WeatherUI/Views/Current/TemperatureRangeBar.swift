#if canImport(SwiftUI)
import SwiftUI

/// A bar of one day's temperatures, from its low to its high, placed on a scale shared by several days so
/// their bars line up.
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct TemperatureRangeBar: View {
    private let low: Double
    private let high: Double
    private let scale: ClosedRange<Double>

    /// The bar from `low` to `high` on `scale`, in °C.
    public init(low: Measurement<UnitTemperature>, high: Measurement<UnitTemperature>, scale: ClosedRange<Double>) {
        self.low = min(low.celsius, high.celsius)
        self.high = max(low.celsius, high.celsius)
        self.scale = scale
    }

    /// The bar.
    public var body: some View {
        GeometryReader { proxy in
            let span = max(scale.upperBound - scale.lowerBound, 0.1)
            let width = proxy.size.width
            let start = Self.fraction(of: low, on: scale, span: span) * width
            let end = Self.fraction(of: high, on: scale, span: span) * width
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(.quaternary)
                Capsule()
                    .fill(
                        LinearGradient(colors: [.teal, .yellow, .orange], startPoint: .leading, endPoint: .trailing)
                    )
                    .frame(width: max(end - start, 6))
                    .offset(x: min(start, max(0, width - 6)))
            }
        }
        .frame(height: 6)
        .frame(minWidth: 40)
        .flipsForRightToLeftLayoutDirection(true)
        .accessibilityHidden(true)
    }

    /// Where `value` sits on `scale`, from 0 to 1.
    static func fraction(of value: Double, on scale: ClosedRange<Double>, span: Double) -> Double {
        guard value.isFinite else { return 0 }
        return min(1, max(0, (value - scale.lowerBound) / span))
    }
}
#endif
