import Foundation
import WeatherModels

/// The last copy of named lists, each with the time it was saved, so an app can show a list
/// offline when the service that lists it cannot be reached.
///
/// A snapshot holds a whole `Codable` array under a ``SnapshotKey``; saving again under the same
/// name replaces it. Like ``WeatherCache``, snapshots hold public data and are shared by all users
/// of a device. Both ``SQLiteWeatherStore`` and ``InMemoryWeatherStore`` are snapshot stores.
///
/// ```swift
/// import Foundation
/// import WeatherProviders
///
/// let client = FreeTestWeatherClient()
/// let store: any SnapshotStore = InMemoryWeatherStore()
/// let key = SnapshotKey<CityWeather>("freetestapi.cities")
/// do {
///     let cities = try await client.allCities()
///     let source = cities.first?.weather(fetchedAt: .now).source
///     try await store.saveSnapshot(cities, for: key, at: Date(), source: source)
///     print(cities.count, "cities")
/// } catch {
///     guard let saved = try await store.snapshot(for: key) else { throw error }
///     print(saved.items.count, "cities fetched at", saved.fetchedAt)
/// }
/// ```
public protocol SnapshotStore: Sendable {
    /// The list last saved under `key`, or `nil` when there is none.
    ///
    /// - Throws: `WeatherError` with code `decoding` when the stored list no longer decodes as
    ///   `[Element]`.
    func snapshot<Element>(for key: SnapshotKey<Element>) async throws -> Timestamped<[Element]>?

    /// Saves `items` under `key` with its save time, replacing what was there; the list's source is
    /// not recorded (it reads back as unknown).
    func saveSnapshot<Element>(_ items: [Element], for key: SnapshotKey<Element>, at date: Date) async throws

    /// Saves `items` under `key` with its save time and where the list came from, replacing what was there.
    ///
    /// Record the source so a live run can refuse a list the sandbox saved: `snapshot(for:)` returns it
    /// in `Timestamped/source`.
    func saveSnapshot<Element>(
        _ items: [Element], for key: SnapshotKey<Element>, at date: Date, source: WeatherSource?
    ) async throws

    /// Removes the list saved under `key`; does nothing when there is none.
    func removeSnapshot<Element>(for key: SnapshotKey<Element>) async throws
}

extension SnapshotStore {
    /// Saves `items` without their source, for stores written before sources were recorded.
    public func saveSnapshot<Element>(
        _ items: [Element], for key: SnapshotKey<Element>, at date: Date, source: WeatherSource?
    ) async throws {
        try await saveSnapshot(items, for: key, at: date)
    }
}
