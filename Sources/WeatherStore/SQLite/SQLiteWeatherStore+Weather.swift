import Foundation
import WeatherModels

extension SQLiteWeatherStore: WeatherCache {
    /// The weather last saved under `key`, or `nil` when there is none.
    public func cachedWeather(for key: PlaceKey) async throws -> Timestamped<Weather>? {
        let row = try perform {
            try connection.queryFirst(
                "SELECT weather, saved_at FROM cached_weather WHERE place_key = ?",
                [.text(key.rawValue)],
                read: { (try $0.blob(0), try $0.date(1)) }
            )
        }
        guard let (data, savedAt) = row else { return nil }
        return Timestamped(try coding.decode(Weather.self, from: data, as: "weather"), fetchedAt: savedAt)
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
