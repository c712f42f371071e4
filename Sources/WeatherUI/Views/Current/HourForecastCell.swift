#if canImport(SwiftUI)
import SwiftUI
import WeatherModels

/// One hour of the ``HourlyForecastStrip``: time, condition, chance of rain (from 10 %) and temperature.
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct HourForecastCell: View {
    @Environment(\.locale) private var locale
    @Environment(\.weatherUnits) private var units
    private var text: ViewText { ViewText(locale: locale, units: units) }
    private let hour: HourForecast
    private let timeZone: TimeZone
    @ScaledMetric(relativeTo: .body) private var symbolHeight = 24

    /// The cell of `hour`, its time written in `timeZone`.
    public init(_ hour: HourForecast, timeZone: TimeZone) {
        self.hour = hour
        self.timeZone = timeZone
    }

    /// The cell.
    public var body: some View {
        VStack(spacing: 6) {
            Text(text.format.time(hour.date, in: timeZone))
                .font(.caption)
                .foregroundStyle(.secondary)
            ConditionSymbol(hour.condition, isDaylight: hour.isDaylight)
                .frame(height: symbolHeight)
            if let chance = hour.precipitationChance, chance >= 0.1 {
                Text(text.format.percent(chance))
                    .font(.caption2)
                    .foregroundStyle(Color(WeatherPalette.precipitation))
            }
            Text(text.format.degrees(hour.temperature))
                .monospacedDigit()
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(spokenLabel)
    }

    /// What VoiceOver reads: the time, the condition, the chance of precipitation and the temperature with
    /// its unit.
    private var spokenLabel: String {
        var parts = [
            text.format.time(hour.date, in: timeZone), text.format.accessibilityDescription(of: hour.condition),
        ]
        if let chance = hour.precipitationChance, chance >= 0.1 {
            parts.append(text("ui.precipitationChance", text.format.spokenPercent(chance)))
        }
        parts.append(text.format.spokenTemperature(hour.temperature))
        return parts.joined(separator: ", ")
    }
}
#endif
