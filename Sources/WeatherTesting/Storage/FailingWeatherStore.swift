import Foundation
import WeatherCore
import WeatherModels
import WeatherStore

/// A store over an `InMemoryWeatherStore` whose operations fail when the test says so, as a full disk or a
/// read-only data directory would: for favorites, saved weather, history and settings.
///
/// ```
/// import Testing
/// import WeatherStore
///
/// @Test func secondAddFails() async throws {
///     let berlin = Place(id: "2950159", name: "Berlin", coordinate: try Coordinate(latitude: 52.52, longitude: 13.405))
///     let paris = Place(id: "2988507", name: "Paris", coordinate: try Coordinate(latitude: 48.857, longitude: 2.352))
///     let store = FailingWeatherStore()
///     store.fail([.addFavorite], after: 1)             // the second add throws `.storage`
///     try await store.addFavorite(berlin, for: "ada")
///     await #expect(throws: WeatherError.self) { try await store.addFavorite(paris, for: "ada") }
///     #expect(try await store.favorites(for: "ada") == [berlin])
/// }
/// ```
///
/// Every call goes to ``base`` unless it fails; a test may also change ``base`` behind the code under test.
package final class FailingWeatherStore: FavoritesStore, WeatherCache, WeatherHistory, SettingsStore {
    /// One kind of call to the store.
    package struct Operation: Hashable, Sendable, CustomStringConvertible {
        /// The operation's name, as in the store's method.
        package let description: String

        private init(_ name: String) { description = name }

        /// `favorites(for:)`.
        package static let readFavorites = Operation("favorites")
        /// `addFavorite(_:for:)`.
        package static let addFavorite = Operation("addFavorite")
        /// `removeFavorite(id:for:)`.
        package static let removeFavorite = Operation("removeFavorite")
        /// `moveFavorite(from:to:for:)`.
        package static let moveFavorite = Operation("moveFavorite")
        /// `containsFavorite(id:for:)`.
        package static let containsFavorite = Operation("containsFavorite")
        /// `cachedWeather(for:)`.
        package static let readCachedWeather = Operation("cachedWeather")
        /// `saveWeather(_:for:at:)`.
        package static let saveWeather = Operation("saveWeather")
        /// `removeCachedWeather(for:)`.
        package static let removeCachedWeather = Operation("removeCachedWeather")
        /// `recordWeather(_:for:at:)` and `recordReadings(_:)`.
        package static let recordWeather = Operation("recordWeather")
        /// `records(for:limit:)`.
        package static let readRecords = Operation("records")
        /// Both `pruneRecords` calls.
        package static let pruneRecords = Operation("pruneRecords")
        /// `value(for:user:)`.
        package static let readValue = Operation("value")
        /// `setValue(_:for:user:)`.
        package static let setValue = Operation("setValue")
        /// `removeValue(for:user:)`.
        package static let removeValue = Operation("removeValue")

        /// Every operation that changes the store.
        package static let writes: Set<Operation> = [
            .addFavorite, .removeFavorite, .moveFavorite, .saveWeather, .removeCachedWeather, .recordWeather,
            .pruneRecords, .setValue, .removeValue,
        ]
        /// Every operation that only reads.
        package static let reads: Set<Operation> = [
            .readFavorites, .containsFavorite, .readCachedWeather, .readRecords, .readValue,
        ]
        /// Every operation.
        package static let all = writes.union(reads)
    }

    /// The store every call that does not fail goes to.
    package let base: InMemoryWeatherStore
    private let plan = Locked(FailurePlan<Operation>())

    /// Creates a store over `base` (a new, empty one by default) that fails nothing yet.
    package init(base: InMemoryWeatherStore = InMemoryWeatherStore()) {
        self.base = base
    }

    /// Lets `successes` more calls of `operations` through, counted together, then fails every later one with
    /// `error`. Replaces what was planned for those operations.
    package func fail(
        _ operations: Set<Operation> = Operation.writes,
        after successes: Int = 0,
        with error: any Error = WeatherError(.storage, message: "The disk is full.")
    ) {
        plan.withLock { $0.fail(operations, after: successes, with: error) }
    }

    /// Lets every later call through.
    package func stopFailing() {
        plan.withLock { $0.stop() }
    }

    /// How many calls the store received, failed or not.
    package var callCount: Int { plan.current.calls }

    /// How many calls failed.
    package var failureCount: Int { plan.current.failures }

    private func check(_ operation: Operation) throws {
        try plan.withLock { try $0.check(operation) }
    }

    // MARK: - FavoritesStore

    /// The favorites of `user` in ``base``, unless reads fail.
    package func favorites(for user: UserID) async throws -> [Place] {
        try check(.readFavorites)
        return try await base.favorites(for: user)
    }

    /// Adds `place` in ``base``, unless adds fail.
    package func addFavorite(_ place: Place, for user: UserID) async throws {
        try check(.addFavorite)
        try await base.addFavorite(place, for: user)
    }

    /// Removes the favorite in ``base``, unless removals fail.
    package func removeFavorite(id: Place.ID, for user: UserID) async throws {
        try check(.removeFavorite)
        try await base.removeFavorite(id: id, for: user)
    }

    /// Moves the favorite in ``base``, unless moves fail.
    package func moveFavorite(from source: Int, to destination: Int, for user: UserID) async throws {
        try check(.moveFavorite)
        try await base.moveFavorite(from: source, to: destination, for: user)
    }

    /// Whether ``base`` holds the favorite, unless the check fails.
    package func containsFavorite(id: Place.ID, for user: UserID) async throws -> Bool {
        try check(.containsFavorite)
        return try await base.containsFavorite(id: id, for: user)
    }

    // MARK: - WeatherCache

    /// The weather saved in ``base``, unless reads fail.
    package func cachedWeather(for key: PlaceKey) async throws -> Timestamped<Weather>? {
        try check(.readCachedWeather)
        return try await base.cachedWeather(for: key)
    }

    /// Saves the weather in ``base``, unless saves fail.
    package func saveWeather(_ weather: Weather, for key: PlaceKey, at date: Date) async throws {
        try check(.saveWeather)
        try await base.saveWeather(weather, for: key, at: date)
    }

    /// Removes the saved weather from ``base``, unless removals fail.
    package func removeCachedWeather(for key: PlaceKey) async throws {
        try check(.removeCachedWeather)
        try await base.removeCachedWeather(for: key)
    }

    // MARK: - WeatherHistory

    /// Records the weather in ``base``, unless recording fails.
    package func recordWeather(_ weather: Weather, for key: PlaceKey, at date: Date) async throws {
        try check(.recordWeather)
        try await base.recordWeather(weather, for: key, at: date)
    }

    /// Records the readings in ``base``, unless recording fails.
    package func recordReadings(_ records: [WeatherRecord]) async throws {
        try check(.recordWeather)
        try await base.recordReadings(records)
    }

    /// The records in ``base``, unless reads fail.
    package func records(for key: PlaceKey, limit: Int?) async throws -> [WeatherRecord] {
        try check(.readRecords)
        return try await base.records(for: key, limit: limit)
    }

    /// Prunes ``base``, unless pruning fails.
    @discardableResult
    package func pruneRecords(olderThan date: Date) async throws -> Int {
        try check(.pruneRecords)
        return try await base.pruneRecords(olderThan: date)
    }

    /// Prunes ``base``, unless pruning fails.
    @discardableResult
    package func pruneRecords(keepingNewest count: Int) async throws -> Int {
        try check(.pruneRecords)
        return try await base.pruneRecords(keepingNewest: count)
    }

    // MARK: - SettingsStore

    /// The value in ``base``, unless reads fail.
    package func value<Value>(for key: SettingsKey<Value>, user: UserID) async throws -> Value? {
        try check(.readValue)
        return try await base.value(for: key, user: user)
    }

    /// Sets the value in ``base``, unless writes fail.
    package func setValue<Value>(_ value: Value, for key: SettingsKey<Value>, user: UserID) async throws {
        try check(.setValue)
        try await base.setValue(value, for: key, user: user)
    }

    /// Removes the value from ``base``, unless removals fail.
    package func removeValue<Value>(for key: SettingsKey<Value>, user: UserID) async throws {
        try check(.removeValue)
        try await base.removeValue(for: key, user: user)
    }
}
