import Foundation
import WeatherModels

/// Timestamped readings per place, read newest first and pruned by age or count.
///
/// A reading is the current conditions of a `Weather` value (its `current` block): what a
/// history screen lists for each moment. The forecasts are not kept; the cache keeps the last
/// full `Weather` per place. Weather without current conditions has no reading and is refused.
///
/// Records with the same time come back in reverse order of recording, so "newest first"
/// holds even when the clock does not move between two readings.
///
/// ```swift
/// import Foundation
/// import WeatherProviders
///
/// let history: any WeatherHistory = InMemoryWeatherStore()
/// let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
/// let key = PlaceKey(coordinate: berlin)
/// let weather = try await OpenMeteoClient().weather(at: berlin)
/// try await history.recordWeather(weather, for: key, at: Date())
/// let lastTen = try await history.records(for: key, limit: 10)
/// print(lastTen.first?.reading.temperature as Any)
/// try await history.pruneRecords(olderThan: Date().addingTimeInterval(-30 * 86_400))
/// ```
///
/// To import many readings at once (a backfill, a sync), pass them to ``recordReadings(_:)``:
/// one call appends them all in one transaction.
public protocol WeatherHistory: Sendable {
    /// Appends a record of the current conditions of `weather` for `key` at `date`.
    ///
    /// - Throws: `WeatherError` with code `invalidInput` when `weather.current` is `nil` or holds a
    ///   value that is not a finite number.
    func recordWeather(_ weather: Weather, for key: PlaceKey, at date: Date) async throws

    /// Appends `records` in their order, all or none.
    ///
    /// ```swift
    /// import WeatherProviders
    ///
    /// let history: any WeatherHistory = InMemoryWeatherStore()
    /// let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
    /// let key = PlaceKey(coordinate: berlin)
    /// let fetched = [try await OpenMeteoClient().weather(at: berlin)]
    /// let records = try fetched.map { try WeatherRecord(key: key, weather: $0, fetchedAt: $0.fetchedAt) }
    /// try await history.recordReadings(records)
    /// ```
    ///
    /// - Throws: `WeatherError` with code `invalidInput` when a reading holds a value that is not a
    ///   finite number; then nothing is appended.
    func recordReadings(_ records: [WeatherRecord]) async throws

    /// The records for `key`, newest first, at most `limit` of them (all when `limit` is `nil`).
    ///
    /// - Throws: `WeatherError` with code `invalidInput` when `limit` is negative.
    func records(for key: PlaceKey, limit: Int?) async throws -> [WeatherRecord]

    /// Deletes every record, of every place, recorded before `date`; returns how many went.
    @discardableResult
    func pruneRecords(olderThan date: Date) async throws -> Int

    /// Keeps only the newest `count` records of each place; returns how many went.
    ///
    /// - Throws: `WeatherError` with code `invalidInput` when `count` is negative.
    @discardableResult
    func pruneRecords(keepingNewest count: Int) async throws -> Int
}

extension WeatherHistory {
    /// Every record for `key`, newest first.
    public func records(for key: PlaceKey) async throws -> [WeatherRecord] {
        try await records(for: key, limit: nil)
    }
}
