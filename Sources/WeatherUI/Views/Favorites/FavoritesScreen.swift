#if canImport(SwiftUI)
import SwiftUI
import WeatherModels

/// A user's favorites: the current place pinned first, then the favorites with their weather (swipe to
/// delete, Edit to reorder), a button that adds a city through a search, and the daily forecast
/// notification switch.
///
/// ```swift
/// struct FavoritesTab: View {
///     let favorites: FavoritesModel
///     let search: PlaceSearchModel
///     let notification: DailyNotificationModel
///
///     var body: some View {
///         NavigationStack {
///             FavoritesScreen(model: favorites, search: search, notification: notification)
///         }
///     }
/// }
/// ```
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct FavoritesScreen: View {
    @Environment(\.locale) private var locale
    @Environment(\.weatherUnits) private var units
    private var text: ViewText { ViewText(locale: locale, units: units) }
    private let model: FavoritesModel
    private let search: PlaceSearchModel?
    private let notification: DailyNotificationModel?
    private let onSelect: ((Place) -> Void)?
    @State private var isAdding = false

    /// The favorites of `model`.
    ///
    /// - Parameters:
    ///   - model: The favorites.
    ///   - search: The search the add button opens, or `nil` for no add button.
    ///   - notification: The daily forecast setting shown below the list, or `nil` to leave it out.
    ///   - onSelect: Called with the place of a tapped row, or `nil` to make rows inert.
    public init(
        model: FavoritesModel,
        search: PlaceSearchModel? = nil,
        notification: DailyNotificationModel? = nil,
        onSelect: ((Place) -> Void)? = nil
    ) {
        self.model = model
        self.search = search
        self.notification = notification
        self.onSelect = onSelect
    }

    /// The screen.
    public var body: some View {
        List {
            FavoritesSections(model: model, onSelect: onSelect)
            if let notification {
                Section {
                    DailyNotificationToggle(model: notification)
                } footer: {
                    Text(text("ui.dailyNotification.footer", text.time(of: notification.time)))
                }
            }
        }
        .navigationTitle(text("ui.favorites"))
        .toolbar {
            #if os(iOS)
            ToolbarItem(placement: .topBarLeading) {
                EditButton()
            }
            #endif
            if search != nil {
                ToolbarItem(placement: .primaryAction) {
                    Button(text("ui.addCity"), systemImage: "plus") { isAdding = true }
                }
            }
            #if os(macOS)
            // The Mac has no pull to refresh: a toolbar button, and ⌘R.
            ToolbarItem(placement: .primaryAction) {
                Button(text("ui.refresh"), systemImage: "arrow.clockwise") {
                    Task { await model.refresh() }
                }
                .keyboardShortcut("r", modifiers: .command)
            }
            #endif
        }
        .sheet(isPresented: $isAdding) {
            if let search {
                NavigationStack {
                    PlaceSearchScreen(model: search) { place in
                        isAdding = false
                        Task {
                            await model.add(place)
                            await model.refreshConditions()
                        }
                    }
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button(text("ui.cancel")) { isAdding = false }
                        }
                    }
                }
            }
        }
        // One refresh: overlapping calls (this task, a pull, the app around the screen) share it.
        .task { await model.refresh() }
        .refreshable { await model.refresh() }
    }
}
#endif
