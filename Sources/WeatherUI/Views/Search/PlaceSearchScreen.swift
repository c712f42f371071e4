#if canImport(SwiftUI)
import SwiftUI
import WeatherModels

/// A place search: a search field that searches as the user types (after a pause), and the results with
/// their current conditions. Picking a result calls `onSelect`.
///
/// Put it in a `NavigationStack`, which holds the search field:
///
/// ```swift
/// struct SearchTab: View {
///     let search: PlaceSearchModel
///     let now: CurrentPlaceModel
///
///     var body: some View {
///         NavigationStack {
///             PlaceSearchScreen(model: search) { place in Task { await now.show(place) } }
///         }
///     }
/// }
/// ```
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct PlaceSearchScreen: View {
    @Environment(\.locale) private var locale
    @Environment(\.weatherUnits) private var units
    private var text: ViewText { ViewText(locale: locale, units: units) }
    private let model: PlaceSearchModel
    private let onSelect: ((Place) -> Void)?

    /// The search of `model`; a tap on a result calls `onSelect`, or does nothing without one.
    public init(model: PlaceSearchModel, onSelect: ((Place) -> Void)? = nil) {
        self.model = model
        self.onSelect = onSelect
    }

    /// The screen.
    public var body: some View {
        PlaceSearchResultsList(model: model, onSelect: onSelect)
            .searchable(
                text: Binding(get: { model.query }, set: { if $0 != model.query { model.update(query: $0) } }),
                prompt: Text(text("ui.cityName"))
            )
            .onSubmit(of: .search) {
                Task { await model.search(model.query) }
            }
            .navigationTitle(text("ui.search"))
    }
}
#endif
