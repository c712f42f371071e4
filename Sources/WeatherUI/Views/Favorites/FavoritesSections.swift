#if canImport(SwiftUI)
import SwiftUI
import WeatherModels

/// The sections of a favorites list, to put in a `List`: the current place pinned first (it cannot be
/// deleted or moved), then the favorites, which swipe to delete and drag to reorder, each with its weather.
///
/// ```swift
/// struct FavoritesList: View {
///     let favorites: FavoritesModel
///     let now: CurrentPlaceModel
///
///     var body: some View {
///         List {
///             FavoritesSections(model: favorites) { place in Task { await now.show(place) } }
///         }
///     }
/// }
/// ```
///
/// Deletes and moves go to ``FavoritesModel/remove(atOffsets:)`` and
/// ``FavoritesModel/move(fromOffsets:toOffset:)``, whose offsets count favorites only, as these give them.
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct FavoritesSections: View {
    @Environment(\.locale) private var locale
    @Environment(\.weatherUnits) private var units
    private var text: ViewText { ViewText(locale: locale, units: units) }
    private let model: FavoritesModel
    private let onSelect: ((Place) -> Void)?

    /// The sections of `model`; a tap on a row calls `onSelect`, or does nothing without one.
    public init(model: FavoritesModel, onSelect: ((Place) -> Void)? = nil) {
        self.model = model
        self.onSelect = onSelect
    }

    /// The sections.
    public var body: some View {
        let rows = model.rows
        let pinned = rows.filter(\.isCurrentPlace)
        let saved = rows.filter { !$0.isCurrentPlace }
        if !pinned.isEmpty {
            Section(text("ui.currentPlace")) {
                ForEach(pinned) { row in
                    cell(row)
                        .deleteDisabled(true)
                        .moveDisabled(true)
                }
            }
        }
        Section(text("ui.favorites")) {
            if let error = model.favorites.error {
                ErrorBanner(error, retry: { await model.load() })
            } else if let error = model.lastError {
                ErrorBanner(error)
            }
            ForEach(saved) { row in
                cell(row)
                    .contextMenu {
                        Button(text("ui.remove"), systemImage: "trash", role: .destructive) {
                            if let index = model.favorites.value?.firstIndex(where: { $0.id == row.place.id }) {
                                model.delete(atOffsets: IndexSet(integer: index))
                            }
                        }
                    }
            }
            // Edited in place at once, as List's gestures expect, and saved by the model afterwards.
            .onDelete { offsets in
                model.delete(atOffsets: offsets)
            }
            .onMove { offsets, destination in
                model.reorder(fromOffsets: offsets, toOffset: destination)
            }
            if saved.isEmpty, model.favorites.value != nil {
                Text(text("ui.noFavorites"))
                    .foregroundStyle(.secondary)
            }
        }
    }

    @ViewBuilder
    private func cell(_ row: FavoriteRow) -> some View {
        if let onSelect {
            Button {
                onSelect(row.place)
            } label: {
                FavoriteRowView(row)
                    .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
        } else {
            FavoriteRowView(row)
        }
    }
}
#endif
