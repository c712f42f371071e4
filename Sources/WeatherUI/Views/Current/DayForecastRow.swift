#if canImport(SwiftUI)
import SwiftUI
import WeatherModels

/// One day of the ``DailyForecastList``: its name, condition, chance of rain, low, range bar and high.
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct DayForecastRow: View {
    private let day: DayForecast
    private let title: String
    private let scale: ClosedRange<Double>

    /// The row of `day`, called `title` ("Today", "Tue"), its bar drawn on `scale` (°C, the lowest low and
    /// highest high of the list).
    public init(_ day: DayForecast, title: String, scale: ClosedRange<Double>) {
        self.day = day
        self.title = title
        self.scale = scale
    }

    /// The row.
    public var body: some View {
        HStack(spacing: 12) {
            Text(title)
                .frame(width: 56, alignment: .leading)
            VStack(spacing: 0) {
                ConditionSymbol(day.condition, isDaylight: true)
                if let chance = day.precipitationChance, chance >= 0.1 {
                    Text(chance.wholePercent)
                        .font(.caption2)
                        .foregroundStyle(.teal)
                }
            }
            .frame(width: 36)
            .accessibilityLabel(day.condition.description)
            Text(day.lowTemperature.shortDegrees)
                .foregroundStyle(.secondary)
                .frame(width: 40, alignment: .trailing)
            TemperatureRangeBar(low: day.lowTemperature, high: day.highTemperature, scale: scale)
            Text(day.highTemperature.shortDegrees)
                .frame(width: 40, alignment: .leading)
        }
        .monospacedDigit()
        .accessibilityElement(children: .combine)
    }
}
#endif
