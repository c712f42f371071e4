#if canImport(SwiftUI)
import SwiftUI
import WeatherModels

/// A city's history as a list: the latest reading taken, the trend of the listed readings, and the
/// readings, newest first. Readings from another origin (live or sandbox) are left out, and it says how
/// many.
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct CityHistoryList: View {
    @Environment(\.locale) private var locale
    @Environment(\.weatherUnits) private var units
    private var text: ViewText { ViewText(locale: locale, units: units) }
    private let model: CityHistoryModel

    /// The list of `model`.
    public init(model: CityHistoryModel) {
        self.model = model
    }

    /// The list.
    public var body: some View {
        List {
            LoadStateView(model.latest, retry: { await model.takeReading() }) { shown in
                Section(text("ui.latestReading")) {
                    CurrentConditionsCard(shown)
                }
            }
            if model.temperatureTrend.count > 1 {
                Section(text("ui.trend")) {
                    TemperatureTrendLine(model.temperatureTrend)
                        .padding(.vertical, 8)
                }
            }
            Section {
                LoadStateView(model.records, retry: { await model.loadRecords() }) { records in
                    if records.isEmpty {
                        Text(text("ui.noReadings"))
                            .foregroundStyle(.secondary)
                    }
                    ForEach(records, id: \.self) { record in
                        WeatherRecordRow(record, timeZone: model.timeZone)
                    }
                }
            } header: {
                // The city's own time, with its zone named, and said when it is an estimate.
                Text(
                    text(
                        "ui.readings",
                        model.isTimeZoneEstimated
                            ? text.format.text("zone.estimated", model.timeZone.identifier)
                            : model.timeZone.identifier))
            } footer: {
                if model.hiddenRecordCount > 0 {
                    Text(text.plural("ui.hiddenReadings", count: model.hiddenRecordCount))
                }
            }
        }
    }
}
#endif
