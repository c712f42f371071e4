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
                Text(record.fetchedAt, format: Self.recordedFormat(in: timeZone))
                Text(CurrentConditionsCard.conditionText(record.reading))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 8)
            ConditionSymbol(record.reading.condition, isDaylight: record.reading.isDaylight)
                .accessibilityHidden(true)
            Text(record.reading.temperature.wholeDegrees)
                .monospacedDigit()
            DataOriginBadge(origin: record.origin)
        }
        .accessibilityElement(children: .combine)
    }

    /// Day, month, hour and minute in `timeZone`.
    static func recordedFormat(in timeZone: TimeZone) -> Date.FormatStyle {
        var style = Date.FormatStyle.dateTime.day().month().hour().minute()
        style.timeZone = timeZone
        return style
    }
}
#endif
