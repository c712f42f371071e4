#if canImport(SwiftUI)
import SwiftUI

/// The temperatures of a city's readings as a line, oldest first in the reading direction (on the left, or on
/// the right in right-to-left languages), scaled to their own range.
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct TemperatureTrendLine: View {
    private let values: [Double]

    /// The line of `temperatures`, oldest first (``CityHistoryModel/temperatureTrend``).
    public init(_ temperatures: [Measurement<UnitTemperature>]) {
        self.values = temperatures.map(\.celsius).filter(\.isFinite)
    }

    /// The line; empty with fewer than two readings.
    public var body: some View {
        GeometryReader { proxy in
            if values.count > 1, let low = values.min(), let high = values.max() {
                let span = max(high - low, 0.1)
                let step = proxy.size.width / Double(values.count - 1)
                Path { path in
                    for (index, value) in values.enumerated() {
                        let point = CGPoint(
                            x: Double(index) * step, y: (1 - (value - low) / span) * proxy.size.height)
                        if index == 0 {
                            path.move(to: point)
                        } else {
                            path.addLine(to: point)
                        }
                    }
                }
                .stroke(.orange, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
            }
        }
        .frame(height: 48)
        // Time runs with the reading direction: oldest on the right in right-to-left languages.
        .flipsForRightToLeftLayoutDirection(true)
        .accessibilityHidden(true)
    }
}
#endif
