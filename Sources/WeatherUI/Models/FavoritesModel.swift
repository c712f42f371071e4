import Foundation
import Observation
import WeatherProviders
import WeatherStore

/// One row of the favorites screen: the current place (pinned first) or a saved favorite, with its
/// current conditions.
public struct FavoriteRow: Identifiable, Sendable {
    /// The place.
    public var place: Place
    /// Whether this is the device's current place rather than a saved favorite; it cannot be removed or moved.
    public var isCurrentPlace: Bool
    /// The place's current conditions: `.idle` until ``FavoritesModel/refreshConditions()`` runs, or when
    /// the model has no weather provider.
    public var conditions: LoadState<PlaceWeather>

    /// Creates a row.
    public init(place: Place, isCurrentPlace: Bool, conditions: LoadState<PlaceWeather> = .idle) {
        self.place = place
        self.isCurrentPlace = isCurrentPlace
        self.conditions = conditions
    }

    /// The row's identifier: the place's, prefixed for the current place so it never clashes with a favorite.
    public var id: String { isCurrentPlace ? Self.currentPlacePrefix + place.id : place.id }

    /// What the current place's row identifier starts with.
    static let currentPlacePrefix = "current:"

}

/// The screen model of a favorites list for one user: the current place pinned first, then the saved
/// favorites in the user's order, each with its weather; add, remove and move write through to the store.
///
/// ```swift
/// import Foundation
/// import WeatherProviders
/// import WeatherStore
///
/// let store = InMemoryWeatherStore()
/// let fallback = OfflineFallbackWeatherProvider(upstream: OpenMeteoClient(), cache: store)
/// let paris = Place(id: "2988507", name: "Paris", coordinate: try Coordinate(latitude: 48.857, longitude: 2.352))
/// let favorites = FavoritesModel(store: store, weather: fallback, user: "ada")
/// await favorites.load()
/// await favorites.add(paris)
/// await favorites.move(fromOffsets: IndexSet(integer: 0), toOffset: 2)   // as SwiftUI's onMove gives them
/// ```
///
/// When a change cannot be saved, ``lastError`` says why and the list is read back from the store, so the
/// screen shows what was kept (when even that read fails, the list stays as it was and ``favorites`` fails).
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@Observable
@MainActor
public final class FavoritesModel {
    /// The user whose favorites are shown.
    public private(set) var user: UserID
    /// The device's current place, pinned first; `nil` when unknown (location denied).
    public private(set) var currentPlace: Place?
    /// The saved favorites, in the user's order.
    public private(set) var favorites: LoadState<[Place]> = .idle
    /// The last change that could not be saved, cleared by the next one that could.
    public private(set) var lastError: WeatherError?
    /// The weather of each row by ``FavoriteRow/id``.
    public private(set) var conditions: [String: LoadState<PlaceWeather>] = [:]

    private let store: any FavoritesStore
    private let weather: (any WeatherProvider)?
    private let saved: OfflineFallbackWeatherProvider?
    private let dataSets: WeatherDataSet
    private var readGeneration = 0
    /// The refresh under way, which overlapping ``refresh()`` calls share.
    private var refreshing: Task<Void, Never>?
    /// The store writes of ``delete(atOffsets:)`` and ``reorder(fromOffsets:toOffset:)``, one after another.
    private var edits: Task<Void, Never>?

    /// Creates the model.
    ///
    /// - Parameters:
    ///   - store: Where favorites are kept, per user.
    ///   - weather: Gives each row its weather, or `nil` to list places only. An
    ///     `OfflineFallbackWeatherProvider` shows saved weather with its age when offline; it saves what it
    ///     fetches per place, so screens that share one should ask for the same `dataSets`, or a narrow answer
    ///     replaces a wider saved forecast.
    ///   - user: The signed-in user.
    ///   - dataSets: The weather loaded per row: current conditions and days by default.
    ///   - saved: Where a row whose refresh fails finds the weather saved for its place, read only, when
    ///     `weather` is not itself an `OfflineFallbackWeatherProvider` (one that asks for fewer data sets than
    ///     the saved forecast, so that it does not replace it). The row then shows that weather with its age,
    ///     its source and why the refresh failed.
    public init(
        store: any FavoritesStore,
        weather: (any WeatherProvider)? = nil,
        user: UserID,
        dataSets: WeatherDataSet = [.current, .daily],
        saved: OfflineFallbackWeatherProvider? = nil
    ) {
        self.store = store
        self.weather = weather
        self.saved = saved
        self.user = user
        self.dataSets = dataSets
    }

    /// The rows in screen order: the current place first, then the favorites.
    public var rows: [FavoriteRow] {
        var rows: [FavoriteRow] = []
        if let currentPlace {
            let id = FavoriteRow.currentPlacePrefix + currentPlace.id
            rows.append(FavoriteRow(place: currentPlace, isCurrentPlace: true, conditions: conditions[id] ?? .idle))
        }
        for place in favorites.value ?? [] {
            rows.append(FavoriteRow(place: place, isCurrentPlace: false, conditions: conditions[place.id] ?? .idle))
        }
        return rows
    }

    /// Reads the user's favorites from the store.
    public func load() async {
        readGeneration += 1
        let read = readGeneration
        let user = self.user
        favorites = favorites.reloading
        do {
            let list = try await store.favorites(for: user)
            // A newer read, or another user's list, wins.
            guard read == readGeneration, user == self.user else { return }
            favorites = .loaded(list)
        } catch {
            guard read == readGeneration, user == self.user else { return }
            favorites = favorites.failing(with: .shown(error))
        }
    }

    /// Shows another user's favorites (after a sign-in or sign-out).
    public func switchUser(to user: UserID) async {
        guard user != self.user else { return }
        self.user = user
        favorites = .idle
        conditions = [:]
        lastError = nil
        await load()
    }

    /// Pins `place` first as the device's current place, or removes the pin with `nil`.
    public func setCurrentPlace(_ place: Place?) {
        if let old = currentPlace {
            conditions[FavoriteRow.currentPlacePrefix + old.id] = nil
        }
        currentPlace = place
    }

    /// Whether `place` is among the favorites on screen.
    public func contains(_ place: Place) -> Bool {
        favorites.value?.contains { $0.id == place.id } ?? false
    }

    /// Adds `place` at the end of the favorites; `false` when it was there already or could not be saved
    /// (then ``lastError`` says why).
    @discardableResult
    public func add(_ place: Place) async -> Bool {
        let user = self.user
        var added = false
        await change(for: user) { store, user in
            guard try await !store.containsFavorite(id: place.id, for: user) else { return }
            try await store.addFavorite(place, for: user)
            added = true
        }
        return added && user == self.user && lastError == nil
    }

    /// Removes the favorite with identifier `id`: at once on screen (as a swipe expects), then in the store;
    /// when the store refuses, the favorite comes back and ``lastError`` says why.
    public func remove(id: Place.ID) async {
        if let list = favorites.value {
            favorites = .loaded(list.filter { $0.id != id })
        }
        await change(for: user) { try await $0.removeFavorite(id: id, for: $1) }
        if favorites.value?.contains(where: { $0.id == id }) == false {
            conditions[id] = nil
        }
    }

    /// Removes the favorites at `offsets` of ``favorites`` (as SwiftUI's `onDelete` gives them).
    public func remove(atOffsets offsets: IndexSet) async {
        let list = favorites.value ?? []
        let ids = offsets.filter(list.indices.contains).map { list[$0].id }
        for id in ids {
            await remove(id: id)
        }
    }

    /// Moves the favorites at `offsets` so they sit before the favorite now at `destination`, as SwiftUI's
    /// `onMove` gives them (offsets into ``favorites``, not ``rows``). The new order shows at once; when the
    /// store refuses it, the stored order comes back and ``lastError`` says why.
    public func move(fromOffsets offsets: IndexSet, toOffset destination: Int) async {
        let list = favorites.value ?? []
        guard let reordered = Self.reordered(list, moving: offsets, to: destination) else {
            lastError = Self.noFavoriteAtPosition
            return
        }
        // On screen at once (as a drag expects); read back from the store after the writes.
        favorites = .loaded(reordered)
        await saveOrder(from: list, to: reordered, for: user)
    }

    private static var noFavoriteAtPosition: WeatherError {
        WeatherError(.invalidInput, message: "There is no favorite at that position.").with(.noFavoriteAtPosition)
    }

    /// `list` with the places at `offsets` moved before the place now at `destination`, or `nil` when an offset or
    /// the destination is outside it.
    private static func reordered(_ list: [Place], moving offsets: IndexSet, to destination: Int) -> [Place]? {
        guard !offsets.isEmpty, offsets.allSatisfy(list.indices.contains), (0...list.count).contains(destination)
        else { return nil }
        var reordered = list
        let moving = offsets.map { list[$0] }
        let before = offsets.filter { $0 < destination }.count
        for index in offsets.reversed() {
            reordered.remove(at: index)
        }
        reordered.insert(contentsOf: moving, at: destination - before)
        return reordered
    }

    /// Saves the order `reordered` of the stored `list` for `user`, then reads the list back.
    private func saveOrder(from list: [Place], to reordered: [Place], for user: UserID) async {
        await change(for: user) { store, user in
            // Replay the new order as single moves, each to its final index.
            var current = list.map(\.id)
            for (target, place) in reordered.enumerated() {
                guard let source = current.firstIndex(of: place.id), source != target else { continue }
                try await store.moveFavorite(from: source, to: target, for: user)
                current.insert(current.remove(at: source), at: target)
            }
        }
    }

    /// Moves the favorite at index `source` so that it ends up at index `destination` (both into
    /// ``favorites``).
    public func move(from source: Int, to destination: Int) async {
        await change(for: user) { try await $0.moveFavorite(from: source, to: destination, for: $1) }
    }

    /// Reads the list, then the weather of every row: what a screen does when it appears and on pull to
    /// refresh. Calls that overlap share one refresh, so a screen and the app around it both asking (or a pull
    /// while the first load runs) read the list once and ask for each place's weather once.
    ///
    /// The shared refresh finishes even when a caller's task is cancelled (SwiftUI cancels a view's `.task`
    /// when the view goes away), so what it loads is kept rather than lost to a cancellation.
    public func refresh() async {
        if let refreshing {
            await refreshing.value
            return
        }
        let refresh = Task {
            await self.load()
            await self.refreshConditions()
        }
        refreshing = refresh
        await refresh.value
        refreshing = nil
    }

    /// Removes the favorites at `offsets` of ``favorites`` at once, as SwiftUI's `onDelete` expects of a
    /// synchronous action, and saves the change afterwards, after any edit still being saved. When the store
    /// refuses it, the stored list comes back and ``lastError`` says why; ``savedEdits()`` waits for the save.
    public func delete(atOffsets offsets: IndexSet) {
        let list = favorites.value ?? []
        let ids = offsets.filter(list.indices.contains).map { list[$0].id }
        guard !ids.isEmpty else { return }
        favorites = .loaded(list.filter { !ids.contains($0.id) })
        let user = self.user
        enqueueEdit {
            await $0.change(for: user) { store, user in
                for id in ids { try await store.removeFavorite(id: id, for: user) }
            }
            for id in ids where $0.favorites.value?.contains(where: { $0.id == id }) == false {
                $0.conditions[id] = nil
            }
        }
    }

    /// Moves the favorites at `offsets` so they sit before the favorite now at `destination`, at once, as SwiftUI's
    /// `onMove` expects of a synchronous action, and saves the new order afterwards, after any edit still being
    /// saved. Offsets outside ``favorites`` change nothing and set ``lastError``; a refused save brings the stored
    /// order back and sets it too.
    public func reorder(fromOffsets offsets: IndexSet, toOffset destination: Int) {
        let list = favorites.value ?? []
        guard let reordered = Self.reordered(list, moving: offsets, to: destination) else {
            lastError = Self.noFavoriteAtPosition
            return
        }
        favorites = .loaded(reordered)
        let user = self.user
        enqueueEdit { await $0.saveOrder(from: list, to: reordered, for: user) }
    }

    /// Waits until the edits made with ``delete(atOffsets:)`` and ``reorder(fromOffsets:toOffset:)`` are saved
    /// or refused (before a sign-out, say, or in a test).
    public func savedEdits() async {
        while let edit = edits {
            await edit.value
            if edits == edit { edits = nil }
        }
    }

    private func enqueueEdit(_ body: @escaping @MainActor (FavoritesModel) async -> Void) {
        let previous = edits
        edits = Task {
            await previous?.value
            await body(self)
        }
    }

    /// Loads the weather of every row, at most four at a time; each row keeps what it showed until its
    /// answer arrives. A row whose load is cancelled goes back to what it showed before.
    public func refreshConditions() async {
        guard let weather else { return }
        let user = self.user
        let targets = rows
        let before = conditions
        for row in targets {
            conditions[row.id] = (conditions[row.id] ?? .idle).reloading
        }
        let dataSets = dataSets
        let saved = saved
        await withTaskGroup(of: (String, Result<PlaceWeather, WeatherError>).self) { group in
            var next = 0
            func addNext() {
                guard next < targets.count else { return }
                let row = targets[next]
                next += 1
                group.addTask {
                    do {
                        let reading = try await Self.reading(of: row.place, from: weather, including: dataSets)
                        return (row.id, .success(PlaceWeather(place: row.place, reading: reading)))
                    } catch {
                        return (row.id, .failure(.shown(error)))
                    }
                }
            }
            for _ in 0..<4 { addNext() }
            for await (id, answer) in group {
                guard user == self.user else {
                    group.cancelAll()
                    return
                }
                switch answer {
                case .success(let value): conditions[id] = .loaded(value)
                case .failure(let error) where error.code == .cancelled || Task.isCancelled:
                    conditions[id] = before[id]
                case .failure(let error):
                    let state = (conditions[id] ?? .idle).failing(with: error)
                    if state.value == nil, let row = targets.first(where: { $0.id == id }),
                        let reading = await Self.savedReading(of: row.place, in: saved, because: error)
                    {
                        guard user == self.user else { return }
                        conditions[id] = .failed(error, showing: PlaceWeather(place: row.place, reading: reading))
                    } else {
                        conditions[id] = state
                    }
                }
                addNext()
            }
        }
    }

    /// Runs a change of `user`'s favorites, then reads them back; when another user is shown by then, their
    /// screen is left alone.
    private func change(
        for user: UserID, _ body: (any FavoritesStore, UserID) async throws -> Void
    ) async {
        do {
            try await body(store, user)
            guard user == self.user else { return }
            lastError = nil
        } catch {
            guard user == self.user else { return }
            lastError = .shown(error)
        }
        await load()
    }

    /// The weather of `place`: saved weather with its age when `provider` is an offline fallback and the
    /// service cannot be reached, else the fresh answer.
    /// The weather saved for `place` that `saved` would serve offline, marked as served because of `error`;
    /// `nil` when there is none, or when the error is one saved weather must not hide (a cancellation, a
    /// place the service does not cover).
    nonisolated private static func savedReading(
        of place: Place, in saved: OfflineFallbackWeatherProvider?, because error: WeatherError
    ) async -> Timestamped<Weather>? {
        guard let saved, !OfflineFallbackWeatherProvider.definitiveCodes.contains(error.code) else { return nil }
        return try? await saved.savedWeather(for: PlaceKey(place: place))?.servedAsFallback(because: error)
    }

    nonisolated private static func reading(
        of place: Place, from provider: any WeatherProvider, including dataSets: WeatherDataSet
    ) async throws -> Timestamped<Weather> {
        if let fallback = provider as? OfflineFallbackWeatherProvider {
            return try await fallback.timestampedWeather(for: place, including: dataSets)
        }
        let weather = try await provider.weather(for: place, including: dataSets)
        return Timestamped(weather, fetchedAt: weather.fetchedAt)
    }
}
