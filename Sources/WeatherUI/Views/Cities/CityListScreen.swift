#if canImport(SwiftUI)
import SwiftUI
import WeatherProviders

/// freetestapi.com's city list: the first page loads when the screen appears and more as the user scrolls;
/// the search field searches the whole list.
///
/// ```swift
/// struct CitiesTab: View {
///     let cities: CityListModel
///
///     var body: some View {
///         NavigationStack { CityListScreen(model: cities) }
///     }
/// }
/// ```
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct CityListScreen: View {
    @Environment(\.locale) private var locale
    @Environment(\.weatherUnits) private var units
    private var text: ViewText { ViewText(locale: locale, units: units) }
    private let model: CityListModel
    @State private var query = ""

    /// The screen of `model`.
    public init(model: CityListModel) {
        self.model = model
    }

    /// The screen.
    public var body: some View {
        let isSearching = model.searchText != nil
        // The paged list stays in the hierarchy under the results, so a search does not send the user back to
        // its top: it keeps its identity and scroll position, hidden while the results show.
        ZStack {
            CityList(model: model)
                .opacity(isSearching ? 0 : 1)
                .allowsHitTesting(!isSearching)
                .accessibilityHidden(isSearching)
            if isSearching {
                CitySearchResults(model: model)
            }
        }
        .navigationTitle(text("ui.cities"))
        .searchable(text: $query, prompt: Text(text("ui.cityName")))
        .onSubmit(of: .search) {
            Task { await model.search(query) }
        }
        .onChange(of: query) { _, text in
            if text.trimmingCharacters(in: .whitespaces).isEmpty {
                model.clearSearch()
            }
        }
        .task {
            if case .idle = model.cities {
                await model.loadFirstPage()
            }
        }
        .refreshable { await model.loadFirstPage() }
        #if os(macOS)
        // The Mac has no pull to refresh: a toolbar button, and ⌘R.
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button(text("ui.refresh"), systemImage: "arrow.clockwise") {
                    Task { await model.loadFirstPage() }
                }
                .keyboardShortcut("r", modifiers: .command)
                .disabled(model.cities.isLoading)
            }
        }
        #endif
    }
}

/// The cities matching the city list's search.
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
private struct CitySearchResults: View {
    let model: CityListModel

    var body: some View {
        List {
            // Results found in the saved list when the service could not be reached say so, with their age.
            if let copy = model.searchOfflineCopy {
                Section {
                    OfflineCopyNotice(copy)
                }
            }
            LoadStateView(model.searchResults) { cities in
                ForEach(cities, id: \.rowID) { city in
                    CityRow(city)
                }
            }
        }
        .overlay {
            if case .loaded(let cities) = model.searchResults, cities.isEmpty {
                ContentUnavailableView.search(text: model.searchText ?? "")
            }
        }
    }
}
#endif
