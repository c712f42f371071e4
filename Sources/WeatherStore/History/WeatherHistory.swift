import Foundation
import WeatherModels

/// Timestamped weather readings per place, read newest first and pruned by age or count.
///
/// Records with the same time come back in reverse order of recording, so "newest first"
/// holds even when the clock does not move between two readings.
///
/// ```swift
/// try await history.recordWeather(weather, for: key, at: Date())
/// let lastTen = try await history.records(for: key, limit: 10)
/// try await history.pruneRecords(olderThan: Date().addingTimeInterval(-30 * 86_400))
/// ```
public protocol WeatherHistory: Sendable {
    /// Appends a record of `weather` for `key` at `date`.
    func recordWeather(_ weather: Weather, for key: PlaceKey, at date: Date) async throws

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
