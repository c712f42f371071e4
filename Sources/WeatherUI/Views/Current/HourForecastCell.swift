#if canImport(SwiftUI)
import SwiftUI
import WeatherModels

/// One hour of the ``HourlyForecastStrip``: time, condition, chance of rain (from 10 %) and temperature.
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct HourForecastCell: View {
    private let hour: HourForecast
    private let timeZone: TimeZone

    /// The cell of `hour`, its time written in `timeZone`.
    public init(_ hour: HourForecast, timeZone: TimeZone) {
        self.hour = hour
        self.timeZone = timeZone
    }

    /// The cell.
    public var body: some View {
        VStack(spacing: 6) {
            Text(hour.date.hour(in: timeZone))
                .font(.caption)
                .foregroundStyle(.secondary)
            ConditionSymbol(hour.condition, isDaylight: hour.isDaylight)
                .frame(height: 24)
            if let chance = hour.precipitationChance, chance >= 0.1 {
                Text(chance.wholePercent)
                    .font(.caption2)
                    .foregroundStyle(.teal)
            }
            Text(hour.temperature.shortDegrees)
                .monospacedDigit()
        }
        .accessibilityElement(children: .combine)
    }
}
#endif
