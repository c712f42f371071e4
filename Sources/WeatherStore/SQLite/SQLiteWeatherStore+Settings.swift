import Foundation
import WeatherModels

extension SQLiteWeatherStore: SettingsStore {
    /// The user's value for `key`, or `nil` when it was never set or was removed.
    public func value<Value>(for key: SettingsKey<Value>, user: UserID) async throws -> Value? {
        let data = try perform {
            try connection.queryFirst(
                "SELECT value FROM settings WHERE user_id = ? AND name = ?",
                [.text(user.rawValue), .text(key.name)],
                read: { try $0.blob(0) }
            )
        }
        guard let data else { return nil }
        return try coding.decode(Value.self, from: data, as: "setting \(key.name)")
    }

    /// Stores `value` for `key`, replacing what was there.
    public func setValue<Value>(_ value: Value, for key: SettingsKey<Value>, user: UserID) async throws {
        let data = try coding.encode(value, as: "setting \(key.name)")
        try write {
            try insertUser(user)
            try connection.run(
                """
                INSERT INTO settings (user_id, name, value) VALUES (?, ?, ?)
                ON CONFLICT (user_id, name) DO UPDATE SET value = excluded.value
                """,
                [.text(user.rawValue), .text(key.name), .blob(data)]
            )
        }
    }

    /// Removes the user's value for `key`; does nothing when there is none.
    public func removeValue<Value>(for key: SettingsKey<Value>, user: UserID) async throws {
        try write {
            try connection.run(
                "DELETE FROM settings WHERE user_id = ? AND name = ?",
                [.text(user.rawValue), .text(key.name)]
            )
        }
    }
}
