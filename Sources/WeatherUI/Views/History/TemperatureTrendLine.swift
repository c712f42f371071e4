#if canImport(SwiftUI)
import Accessibility
import SwiftUI
import WeatherModels

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
        // One element that VoiceOver reads as a summary and plays as an audio graph (Audio Graphs), rather than a
        // shape it skips.
        .accessibilityElement()
        .accessibilityLabel(text("ui.history.trend"))
        .accessibilityValue(spokenSummary)
        .accessibilityChartDescriptor(
            TrendChartDescriptor(values: shownValues, title: text("ui.history.trend"), summary: spokenSummary) {
                text.format.degrees(Measurement(value: $0, unit: displayUnit))
            })
    }

    @Environment(\.locale) private var locale
    @Environment(\.weatherUnits) private var units
    private var text: ViewText { ViewText(locale: locale, units: units) }

    /// The unit the user reads temperatures in.
    private var displayUnit: UnitTemperature { text.format.units.temperature == .fahrenheit ? .fahrenheit : .celsius }

    /// The readings in ``displayUnit``, oldest first.
    private var shownValues: [Double] {
        values.map { Measurement(value: $0, unit: UnitTemperature.celsius).converted(to: displayUnit).value }
    }

    /// "From 12° to 15°, lowest 10°, highest 16°", in the environment's language and unit.
    private var spokenSummary: String {
        let shown = shownValues
        guard let first = shown.first, let last = shown.last, let low = shown.min(), let high = shown.max() else {
            return text("ui.history.trendEmpty")
        }
        func degrees(_ value: Double) -> String { text.format.degrees(Measurement(value: value, unit: displayUnit)) }
        return text("ui.history.trendSummary", degrees(first), degrees(last), degrees(low), degrees(high))
    }
}

/// The trend line as an audio graph: one continuous series, reading by reading.
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
private struct TrendChartDescriptor: AXChartDescriptorRepresentable {
    let values: [Double]
    let title: String
    let summary: String
    let degrees: (Double) -> String

    func makeChartDescriptor() -> AXChartDescriptor {
        let low = values.min() ?? 0
        let high = max(values.max() ?? 1, low + 0.1)
        let readings = AXNumericDataAxisDescriptor(
            title: title, range: 1...Double(max(values.count, 2)), gridlinePositions: []
        ) { String(Int($0)) }
        let temperatures = AXNumericDataAxisDescriptor(
            title: title, range: low...high, gridlinePositions: [], valueDescriptionProvider: degrees)
        let series = AXDataSeriesDescriptor(
            name: title, isContinuous: true,
            dataPoints: values.enumerated().map { AXDataPoint(x: Double($0.offset + 1), y: $0.element) })
        return AXChartDescriptor(
            title: title, summary: summary, xAxis: readings, yAxis: temperatures, additionalAxes: [], series: [series])
    }
}
#endif
