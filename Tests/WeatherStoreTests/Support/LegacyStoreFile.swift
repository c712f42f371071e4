import Foundation
import WeatherModels

@testable import WeatherStore

/// A database file at an old schema version, written with the statements that version shipped with.
///
/// The tables come from the shipped migrations (run only up to `version`); rows are written
/// exactly as versions 1 and 2 of the store wrote them: favorites, history and settings as JSON.
struct LegacyStoreFile {
    let connection: SQLiteConnection

    init(url: URL, version: Int) throws {
        _ = try SQLiteWeatherStore(path: url, schemaVersion: version)
        connection = try SQLiteConnection(path: url.path)
    }

    func addFavorite(_ place: Place, for user: UserID) throws {
        try connection.transaction {
            try connection.run("INSERT OR IGNORE INTO users (id) VALUES (?)", [.text(user.rawValue)])
            try connection.run(
                """
                INSERT INTO favorites (user_id, place_id, position, place)
                VALUES (?1, ?2, (SELECT COUNT(*) FROM favorites WHERE user_id = ?1), ?3)
                """,
                [.text(user.rawValue), .text(place.id), .blob(try JSONEncoder().encode(place))]
            )
        }
    }

    func recordWeather(_ weather: Weather, for key: PlaceKey, at date: Date) throws {
        try connection.run(
            "INSERT INTO history (place_key, recorded_at, weather) VALUES (?, ?, ?)",
            [.text(key.rawValue), .date(date), .blob(try JSONEncoder().encode(weather))]
        )
    }

    func setValue<Value>(_ value: Value, for key: SettingsKey<Value>, user: UserID) throws {
        try connection.transaction {
            try connection.run("INSERT OR IGNORE INTO users (id) VALUES (?)", [.text(user.rawValue)])
            try connection.run(
                "INSERT INTO settings (user_id, name, value) VALUES (?, ?, ?)",
                [.text(user.rawValue), .text(key.name), .blob(try JSONEncoder().encode(value))]
            )
        }
    }

    /// Writes raw bytes as the weather of a history row, for records that no longer decode.
    func recordRawWeather(_ bytes: Data, for key: PlaceKey, at date: Date) throws {
        try connection.run(
            "INSERT INTO history (place_key, recorded_at, weather) VALUES (?, ?, ?)",
            [.text(key.rawValue), .date(date), .blob(bytes)]
        )
    }

    /// Writes raw bytes as a favorite place, for favorites that no longer decode.
    func addRawFavorite(_ bytes: Data, id: String, for user: UserID) throws {
        try connection.run("INSERT OR IGNORE INTO users (id) VALUES (?)", [.text(user.rawValue)])
        try connection.run(
            """
            INSERT INTO favorites (user_id, place_id, position, place)
            VALUES (?1, ?2, (SELECT COUNT(*) FROM favorites WHERE user_id = ?1), ?3)
            """,
            [.text(user.rawValue), .text(id), .blob(bytes)]
        )
    }
}
