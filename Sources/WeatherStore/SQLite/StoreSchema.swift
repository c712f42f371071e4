import Foundation
import WeatherModels

/// The SQLite schema of ``SQLiteWeatherStore`` and its forward migrations.
///
/// The version lives in the file header (`PRAGMA user_version`). Migration `n` moves a
/// database from version `n - 1` to `n`; each runs in its own transaction with its version
/// bump, so a crash leaves the file at a whole version. Never edit a shipped migration: append one.
enum StoreSchema {
    /// The version this build writes. A file with a higher version is refused, never changed.
    static var currentVersion: Int { migrations.count }

    /// Migration `index + 1` is `migrations[index]`.
    static let migrations: [String] = [
        // Version 1: users, ordered favorites, cached weather, history, settings.
        """
        CREATE TABLE users (
            id TEXT PRIMARY KEY NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE favorites (
            user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            place_id TEXT NOT NULL,
            position INTEGER NOT NULL,
            place BLOB NOT NULL,
            PRIMARY KEY (user_id, place_id)
        ) WITHOUT ROWID;
        CREATE INDEX favorites_by_position ON favorites(user_id, position);
        CREATE TABLE cached_weather (
            place_key TEXT PRIMARY KEY NOT NULL,
            saved_at REAL NOT NULL,
            weather BLOB NOT NULL
        );
        CREATE TABLE history (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            place_key TEXT NOT NULL,
            recorded_at REAL NOT NULL,
            weather BLOB NOT NULL
        );
        CREATE INDEX history_by_place ON history(place_key, recorded_at DESC, id DESC);
        CREATE TABLE settings (
            user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            name TEXT NOT NULL,
            value BLOB NOT NULL,
            PRIMARY KEY (user_id, name)
        ) WITHOUT ROWID;
        """,
        // Version 2: pruning by age scans history by time alone.
        """
        CREATE INDEX history_by_time ON history(recorded_at);
        """,
    ]

    /// Brings the database up to `targetVersion` (the current one unless a test asks for less).
    ///
    /// Throws `storage` without writing anything when the file is newer than this build.
    static func migrate(_ connection: SQLiteConnection, to targetVersion: Int = currentVersion) throws {
        let version = try connection.userVersion()
        guard version <= currentVersion else {
            throw StoreErrors.newerSchema(version: version, supported: currentVersion)
        }
        guard version >= 0 else { throw StoreErrors.invalidSchema(version: version) }
        guard version < targetVersion else { return }
        // Each step re-reads the version under the write lock, so two processes opening
        // the same new file never run a migration twice.
        while true {
            let migrated = try connection.transaction {
                let version = try connection.userVersion()
                guard version <= currentVersion else {
                    throw StoreErrors.newerSchema(version: version, supported: currentVersion)
                }
                guard version >= 0 else { throw StoreErrors.invalidSchema(version: version) }
                guard version < targetVersion else { return false }
                try connection.execute(migrations[version])
                try connection.setUserVersion(version + 1)
                return true
            }
            guard migrated else { return }
        }
    }
}
