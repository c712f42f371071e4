import Foundation
import WeatherModels

/// Favorites, cached weather, history, settings, snapshots and verification data held in memory, gone when the value is released.
///
/// It behaves exactly like ``SQLiteWeatherStore`` (the same tests run against both), so use it
/// in previews, in tests of code that takes a store, and in apps that must not write to disk.
///
/// ```swift
/// let store = InMemoryWeatherStore()
/// let berlin = Place(id: "2950159", name: "Berlin", coordinate: try Coordinate(latitude: 52.52, longitude: 13.405))
/// try await store.addFavorite(berlin, for: "alice")
/// ```
public actor InMemoryWeatherStore {
    private struct StoredRecord {
        var sequence: Int
        var record: WeatherRecord
    }

    private var favoritesByUser: [UserID: [Place]] = [:]
    private var cache: [PlaceKey: Timestamped<Weather>] = [:]
    private var history: [PlaceKey: [StoredRecord]] = [:]
    private var settings: [UserID: [String: Data]] = [:]
    private var snapshots: [String: (items: Data, savedAt: Date, source: WeatherSource?)] = [:]
    private var nextSequence = 0
    private let coding = StoredValueCoding()
    /// Forecast samples and observations for verification.
    var verification = VerificationRows()

    /// Creates an empty store.
    public init() {}
}

extension InMemoryWeatherStore: FavoritesStore {
    /// The user's favorites in their order; empty when the user has none.
    public func favorites(for user: UserID) async throws -> [Place] {
        favoritesByUser[user] ?? []
    }

    /// Appends `place` to the end of the user's favorites; throws `conflict` when it is already there.
    public func addFavorite(_ place: Place, for user: UserID) async throws {
        guard !(favoritesByUser[user] ?? []).contains(where: { $0.id == place.id }) else {
            throw StoreErrors.duplicateFavorite(id: place.id)
        }
        favoritesByUser[user, default: []].append(place)
    }

    /// Removes the favorite with this place id; does nothing when absent.
    public func removeFavorite(id: Place.ID, for user: UserID) async throws {
        favoritesByUser[user]?.removeAll { $0.id == id }
    }

    /// Moves the favorite at `source` to `destination`; throws `invalidInput` for an index out of range.
    public func moveFavorite(from source: Int, to destination: Int, for user: UserID) async throws {
        var places = favoritesByUser[user] ?? []
        guard places.indices.contains(source) else {
            throw StoreErrors.indexOutOfRange("source", source, count: places.count)
        }
        guard places.indices.contains(destination) else {
            throw StoreErrors.indexOutOfRange("destination", destination, count: places.count)
        }
        let place = places.remove(at: source)
        places.insert(place, at: destination)
        favoritesByUser[user] = places
    }

    /// Whether the user has a favorite with this place id.
    public func containsFavorite(id: Place.ID, for user: UserID) async throws -> Bool {
        (favoritesByUser[user] ?? []).contains { $0.id == id }
    }
}

extension InMemoryWeatherStore: WeatherCache {
    /// The weather last saved under `key`, or `nil` when there is none.
    public func cachedWeather(for key: PlaceKey) async throws -> Timestamped<Weather>? {
        cache[key]
    }

    /// Saves `weather` under `key` with its save time, replacing what was there.
    public func saveWeather(_ weather: Weather, for key: PlaceKey, at date: Date) async throws {
        cache[key] = Timestamped(weather, fetchedAt: date)
    }

    /// Removes the weather saved under `key`; does nothing when there is none.
    public func removeCachedWeather(for key: PlaceKey) async throws {
        cache[key] = nil
    }
}

extension InMemoryWeatherStore: WeatherHistory {
    /// Appends a record of the current conditions of `weather` for `key` at `date`.
    ///
    /// - Throws: `WeatherError` with code `invalidInput` when `weather` has no current conditions
    ///   or a value that is not a finite number.
    public func recordWeather(_ weather: Weather, for key: PlaceKey, at date: Date) async throws {
        try await recordReadings([try WeatherRecord(key: key, weather: weather, fetchedAt: date)])
    }

    /// Appends `records` in order; either all of them or, when one is invalid, none.
    public func recordReadings(_ records: [WeatherRecord]) async throws {
        for record in records {
            try record.validate()
        }
        for record in records {
            history[record.key, default: []].append(StoredRecord(sequence: nextSequence, record: record))
            nextSequence += 1
        }
    }

    /// The records for `key`, newest first, at most `limit` of them (all when `limit` is `nil`).
    public func records(for key: PlaceKey, limit: Int?) async throws -> [WeatherRecord] {
        if let limit, limit < 0 {
            throw StoreErrors.negative("limit", limit)
        }
        let newestFirst = Self.newestFirst(history[key] ?? []).map(\.record)
        return Array(newestFirst.prefix(limit ?? newestFirst.count))
    }

    /// Deletes every record recorded before `date`; returns how many went.
    @discardableResult
    public func pruneRecords(olderThan date: Date) async throws -> Int {
        var removed = 0
        for key in Array(history.keys) {
            let before = history[key]?.count ?? 0
            history[key]?.removeAll { $0.record.fetchedAt < date }
            removed += before - (history[key]?.count ?? 0)
        }
        return removed
    }

    /// Keeps only the newest `count` records of each place; returns how many went.
    @discardableResult
    public func pruneRecords(keepingNewest count: Int) async throws -> Int {
        guard count >= 0 else { throw StoreErrors.negative("count", count) }
        var removed = 0
        for (key, records) in history where records.count > count {
            history[key] = Array(Self.newestFirst(records).prefix(count))
            removed += records.count - count
        }
        return removed
    }

    private static func newestFirst(_ records: [StoredRecord]) -> [StoredRecord] {
        records.sorted {
            ($0.record.fetchedAt, $0.sequence) > ($1.record.fetchedAt, $1.sequence)
        }
    }
}

extension InMemoryWeatherStore: SettingsStore {
    /// The user's value for `key`, or `nil` when it was never set or was removed.
    public func value<Value>(for key: SettingsKey<Value>, user: UserID) async throws -> Value? {
        guard let data = settings[user]?[key.name] else { return nil }
        return try coding.decode(Value.self, from: data, as: "setting \(key.name)")
    }

    /// Stores `value` for `key`, replacing what was there.
    public func setValue<Value>(_ value: Value, for key: SettingsKey<Value>, user: UserID) async throws {
        settings[user, default: [:]][key.name] = try coding.encode(value, as: "setting \(key.name)")
    }

    /// Removes the user's value for `key`; does nothing when there is none.
    public func removeValue<Value>(for key: SettingsKey<Value>, user: UserID) async throws {
        settings[user]?[key.name] = nil
    }
}

extension InMemoryWeatherStore: SnapshotStore {
    /// The list last saved under `key`, or `nil` when there is none.
    ///
    /// Lists are kept as JSON, as in ``SQLiteWeatherStore``, so reading one as another type fails
    /// the same way.
    public func snapshot<Element>(for key: SnapshotKey<Element>) async throws -> Timestamped<[Element]>? {
        guard let stored = snapshots[key.name] else { return nil }
        let items = try coding.decode([Element].self, from: stored.items, as: "snapshot \(key.name)")
        return Timestamped(items, fetchedAt: stored.savedAt, source: stored.source)
    }

    /// Saves `items` under `key` with its save time, replacing what was there.
    public func saveSnapshot<Element>(_ items: [Element], for key: SnapshotKey<Element>, at date: Date) async throws {
        try await saveSnapshot(items, for: key, at: date, source: nil)
    }

    /// Saves `items` under `key` with its save time and source, replacing what was there.
    public func saveSnapshot<Element>(
        _ items: [Element], for key: SnapshotKey<Element>, at date: Date, source: WeatherSource?
    ) async throws {
        snapshots[key.name] = (try coding.encode(items, as: "snapshot \(key.name)"), date, source)
    }

    /// Removes the list saved under `key`; does nothing when there is none.
    public func removeSnapshot<Element>(for key: SnapshotKey<Element>) async throws {
        snapshots[key.name] = nil
    }
}
