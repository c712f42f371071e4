#if canImport(SwiftUI)
import SwiftUI
import WeatherModels

/// The results of a place search as a list, each with its conditions; a hint before the first search and a
/// "no results" message when nothing matched.
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct PlaceSearchResultsList: View {
    @Environment(\.locale) private var locale
    @Environment(\.weatherUnits) private var units
    private var text: ViewText { ViewText(locale: locale, units: units) }
    private let model: PlaceSearchModel
    private let onSelect: ((Place) -> Void)?

    /// The results of `model`; a tap on a result calls `onSelect`, or does nothing without one.
    public init(model: PlaceSearchModel, onSelect: ((Place) -> Void)? = nil) {
        self.model = model
        self.onSelect = onSelect
    }

    /// The list.
    public var body: some View {
        List {
            LoadStateView(model.results, retry: { await model.search(model.query) }) { results in
                ForEach(results) { result in
                    if let onSelect {
                        Button {
                            onSelect(result.place)
                        } label: {
                            PlaceSearchResultRow(result)
                                .contentShape(Rectangle())
                        }
                        .buttonStyle(.plain)
                    } else {
                        PlaceSearchResultRow(result)
                    }
                }
            }
        }
        .overlay {
            if case .idle = model.results {
                ContentUnavailableView(
                    text("ui.searchForCity"), systemImage: "magnifyingglass",
                    description: Text(text("ui.searchHint")))
            } else if case .loaded(let results) = model.results, results.isEmpty {
                ContentUnavailableView.search(text: model.resultsQuery ?? model.query)
            }
        }
    }
}
#endif
