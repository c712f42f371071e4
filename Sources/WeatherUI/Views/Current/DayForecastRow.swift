#if canImport(SwiftUI)
import SwiftUI
import WeatherModels

/// One day of the ``DailyForecastList``: its name, condition, chance of rain, low, range bar and high.
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct DayForecastRow: View {
    @Environment(\.locale) private var locale
    @Environment(\.weatherUnits) private var units
    private var text: ViewText { ViewText(locale: locale, units: units) }
    private let day: DayForecast
    private let title: String
    private let scale: ClosedRange<Double>
    @ScaledMetric(relativeTo: .body) private var titleWidth = 56
    @ScaledMetric(relativeTo: .body) private var symbolWidth = 36
    @ScaledMetric(relativeTo: .body) private var valueWidth = 40

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
                .frame(minWidth: titleWidth, alignment: .leading)
            VStack(spacing: 0) {
                ConditionSymbol(day.condition, isDaylight: true)
                if let chance = day.precipitationChance, chance >= 0.1 {
                    Text(text.format.percent(chance))
                        .font(.caption2)
                        .foregroundStyle(Color(WeatherPalette.precipitation))
                }
            }
            .frame(minWidth: symbolWidth)
            Text(text.format.degrees(day.lowTemperature))
                .foregroundStyle(.secondary)
                .frame(minWidth: valueWidth, alignment: .trailing)
            TemperatureRangeBar(low: day.lowTemperature, high: day.highTemperature, scale: scale)
            Text(text.format.degrees(day.highTemperature))
                .frame(minWidth: valueWidth, alignment: .leading)
        }
        .monospacedDigit()
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(spokenLabel)
    }

    /// What VoiceOver reads: the day, the condition, the chance of precipitation, then the high and the low
    /// with their units, each named.
    private var spokenLabel: String {
        var parts = [title, text.format.accessibilityDescription(of: day.condition)]
        if let chance = day.precipitationChance, chance >= 0.1 {
            parts.append(text("ui.precipitationChance", text.format.spokenPercent(chance)))
        }
        parts.append(
            text(
                "ui.highLow.spoken", text.format.spokenTemperature(day.highTemperature),
                text.format.spokenTemperature(day.lowTemperature)))
        return parts.joined(separator: ", ")
    }
}
#endif
