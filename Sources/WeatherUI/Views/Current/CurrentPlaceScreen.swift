#if canImport(SwiftUI)
import SwiftUI
import WeatherModels

/// The weather where the user is: the current conditions, the hours and the days, loaded when the screen
/// appears and on pull to refresh. When the location cannot be used it says why and, given a search model,
/// lets the user pick a city, which is remembered.
///
/// ```swift
/// struct NowTab: View {
///     let now: CurrentPlaceModel
///     let search: PlaceSearchModel
///
///     var body: some View {
///         NavigationStack {
///             CurrentPlaceScreen(model: now, search: search)
///         }
///     }
/// }
/// ```
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct CurrentPlaceScreen: View {
    @Environment(\.locale) private var locale
    @Environment(\.weatherUnits) private var units
    private var text: ViewText { ViewText(locale: locale, units: units) }
    private let model: CurrentPlaceModel
    private let search: PlaceSearchModel?
    @State private var isChoosingPlace = false

    /// The screen of `model`; with `search`, a button opens a city search to show another place.
    public init(model: CurrentPlaceModel, search: PlaceSearchModel? = nil) {
        self.model = model
        self.search = search
    }

    /// The screen.
    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                if let step = locationStep {
                    Label(step, systemImage: "location")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                if let problem = model.locationProblem, !model.needsChosenPlace {
                    Label(text.format.message(for: problem), systemImage: "location.slash")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                if model.locationProblem?.code == .unauthorized {
                    // A refused permission is changed in Settings only; Try Again alone would fail the same way.
                    SystemSettingsButton(permission: .location)
                        .font(.footnote)
                }
                // Try Again reloads what is on screen: a favorite stays a favorite, only the device's place locates.
                LoadStateView(model.weather, retry: { await model.reload() }) { shown in
                    CurrentConditionsCard(shown)
                    if !shown.weather.hourly.isEmpty {
                        ForecastSection(text("ui.hourlyForecast")) {
                            HourlyForecastStrip(shown.weather)
                        }
                    }
                    if !shown.weather.daily.isEmpty {
                        ForecastSection(text("ui.dailyForecast")) {
                            DailyForecastList(shown.weather)
                        }
                    }
                } placeholder: {
                    ProgressView()
                        .frame(maxWidth: .infinity)
                }
                if model.needsChosenPlace, search != nil {
                    Button(text("ui.chooseCity"), systemImage: "magnifyingglass") { isChoosingPlace = true }
                        .buttonStyle(.borderedProminent)
                }
            }
            .padding()
        }
        .navigationTitle(model.place.map(text.format.placeName) ?? text("ui.weather"))
        .toolbar {
            ToolbarItemGroup(placement: .primaryAction) {
                if search != nil {
                    Button(text("ui.chooseCity"), systemImage: "magnifyingglass") { isChoosingPlace = true }
                }
                Button(text("ui.refresh"), systemImage: "arrow.clockwise") {
                    Task { await model.reload() }
                }
                .keyboardShortcut("r", modifiers: .command)
                .disabled(model.activity != .idle)
            }
        }
        .sheet(isPresented: $isChoosingPlace) {
            if let search {
                NavigationStack {
                    PlaceSearchScreen(model: search) { place in
                        isChoosingPlace = false
                        Task { await model.choose(place) }
                    }
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button(text("ui.cancel")) { isChoosingPlace = false }
                        }
                    }
                }
            }
        }
        .task {
            if case .idle = model.weather {
                await model.refresh()
            }
        }
        .refreshable { await model.reload() }
    }

    /// What the model is doing before the weather loads, in words.
    private var locationStep: String? {
        switch model.activity {
        case .askingPermission: text("ui.askingPermission")
        case .locating: text("ui.locating")
        case .naming: text("ui.naming")
        case .idle, .loadingWeather: nil
        }
    }
}

/// A titled block of the current-place screen.
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
private struct ForecastSection<Content: View>: View {
    let title: String
    let content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title)
                .font(.caption.weight(.semibold))
                .textCase(.uppercase)
                .foregroundStyle(.secondary)
            content
        }
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}
#endif
