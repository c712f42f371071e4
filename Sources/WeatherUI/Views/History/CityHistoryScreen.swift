#if canImport(SwiftUI)
import SwiftUI
import WeatherModels

/// The readings kept for a city, newest first, under its latest reading and a temperature trend; "Take
/// Reading" fetches fresh conditions, which the history records.
///
/// ```swift
/// struct BerlinHistory: View {
///     let history: CityHistoryModel
///
///     var body: some View {
///         NavigationStack { CityHistoryScreen(model: history) }
///     }
/// }
/// ```
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct CityHistoryScreen: View {
    @Environment(\.locale) private var locale
    @Environment(\.weatherUnits) private var units
    private var text: ViewText { ViewText(locale: locale, units: units) }
    private let model: CityHistoryModel

    /// The screen of `model`.
    public init(model: CityHistoryModel) {
        self.model = model
    }

    /// The screen.
    public var body: some View {
        CityHistoryList(model: model)
            .navigationTitle(model.place.name)
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button(text("ui.takeReading"), systemImage: "thermometer.medium") {
                        Task { await model.takeReading() }
                    }
                    .disabled(model.latest.isLoading)
                }
            }
            .task { await model.loadRecords() }
            .refreshable { await model.loadRecords() }
    }
}
#endif
