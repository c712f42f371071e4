import Foundation
import WeatherModels

extension SQLiteWeatherStore: WeatherCache {
    /// The weather last saved under `key`, or `nil` when there is none.
    public func cachedWeather(for key: PlaceKey) async throws -> CachedWeather? {
        let row = try perform {
            try connection.queryFirst(
                "SELECT weather, saved_at FROM cached_weather WHERE place_key = ?",
                [.text(key.rawValue)],
                read: { (try $0.blob(0), try $0.date(1)) }
            )
        }
        guard let (data, savedAt) = row else { return nil }
        return CachedWeather(weather: try coding.decode(Weather.self, from: data, as: "weather"), savedAt: savedAt)
    }

    /// Saves `weather` under `key` with its save time, replacing what was there.
    public func saveWeather(_ weather: Weather, for key: PlaceKey, at date: Date) async throws {
        let data = try coding.encode(weather, as: "weather")
        try write {
            try connection.run(
                """
                INSERT INTO cached_weather (place_key, saved_at, weather) VALUES (?, ?, ?)
                ON CONFLICT (place_key) DO UPDATE SET saved_at = excluded.saved_at, weather = excluded.weather
                """,
                [.text(key.rawValue), .date(date), .blob(data)]
            )
        }
    }

    /// Removes the weather saved under `key`; does nothing when there is none.
    public func removeCachedWeather(for key: PlaceKey) async throws {
        try write {
            try connection.run("DELETE FROM cached_weather WHERE place_key = ?", [.text(key.rawValue)])
        }
    }
}

extension SQLiteWeatherStore: WeatherHistory {
    /// Appends a record of `weather` for `key` at `date`.
    public func recordWeather(_ weather: Weather, for key: PlaceKey, at date: Date) async throws {
        let data = try coding.encode(weather, as: "weather")
        try write {
            try connection.run(
                "INSERT INTO history (place_key, recorded_at, weather) VALUES (?, ?, ?)",
                [.text(key.rawValue), .date(date), .blob(data)]
            )
        }
    }

    /// The records for `key`, newest first, at most `limit` of them (all when `limit` is `nil`).
    public func records(for key: PlaceKey, limit: Int?) async throws -> [WeatherRecord] {
        if let limit, limit < 0 {
            throw StoreErrors.negative("limit", limit)
        }
        let rows = try perform {
            try connection.query(
                "SELECT weather, recorded_at FROM history WHERE place_key = ? ORDER BY recorded_at DESC, id DESC LIMIT ?",
                [.text(key.rawValue), .int(limit ?? -1)],
                read: { (try $0.blob(0), try $0.date(1)) }
            )
        }
        return try rows.map { data, recordedAt in
            WeatherRecord(
                key: key,
                weather: try coding.decode(Weather.self, from: data, as: "weather"),
                recordedAt: recordedAt
            )
        }
    }

    /// Deletes every record recorded before `date`; returns how many went.
    @discardableResult
    public func pruneRecords(olderThan date: Date) async throws -> Int {
        try write { try connection.run("DELETE FROM history WHERE recorded_at < ?", [.date(date)]) }
    }

    /// Keeps only the newest `count` records of each place; returns how many went.
    @discardableResult
    public func pruneRecords(keepingNewest count: Int) async throws -> Int {
        guard count >= 0 else { throw StoreErrors.negative("count", count) }
        return try write {
            try connection.run(
                """
                DELETE FROM history WHERE id IN (
                    SELECT id FROM (
                        SELECT id, ROW_NUMBER() OVER (
                            PARTITION BY place_key ORDER BY recorded_at DESC, id DESC
                        ) AS rank
                        FROM history
                    ) WHERE rank > ?
                )
                """,
                [.int(count)]
            )
        }
    }
}
