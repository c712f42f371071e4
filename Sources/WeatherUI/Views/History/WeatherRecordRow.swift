#if canImport(SwiftUI)
import SwiftUI
import WeatherModels
import WeatherStore

/// One reading of a city's history: when it was recorded, the condition and the temperature, marked when it
/// is not live data.
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct WeatherRecordRow: View {
    @Environment(\.locale) private var locale
    @Environment(\.weatherUnits) private var units
    private var text: ViewText { ViewText(locale: locale, units: units) }
    private let record: WeatherRecord
    private let timeZone: TimeZone

    /// The row of `record`, its time shown in `timeZone`: the city's (`CityHistoryModel/timeZone`), not the
    /// device's.
    public init(_ record: WeatherRecord, timeZone: TimeZone) {
        self.record = record
        self.timeZone = timeZone
    }

    /// The row.
    public var body: some View {
        HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 2) {
                Text(recordedText)
                Text(text.format.condition(record.reading.condition))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 8)
            ConditionSymbol(record.reading.condition, isDaylight: record.reading.isDaylight)
                .accessibilityHidden(true)
            Text(text.format.temperature(record.reading.temperature))
                .monospacedDigit()
                .accessibilityLabel(text.format.spokenTemperature(record.reading.temperature))
            DataOriginBadge(origin: record.origin)
        }
        .accessibilityElement(children: .combine)
    }

    /// Day, month, hour and minute in `timeZone`.
    /// When the reading was taken, in the city's time: "27 Nov, 14:05".
    private var recordedText: String {
        "\(text.format.dayAndMonth(record.fetchedAt, in: timeZone)), \(text.format.time(record.fetchedAt, in: timeZone))"
    }
}
#endif
