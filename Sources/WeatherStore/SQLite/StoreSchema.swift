import Foundation
import WeatherModels

/// The SQLite schema of ``SQLiteWeatherStore`` and its forward migrations.
///
/// The version lives in the file header (`PRAGMA user_version`). Migration `n` moves a
/// database from version `n - 1` to `n`; each runs in its own transaction with its version
/// bump, so a crash leaves the file at a whole version. Never edit a shipped migration: append one.
///
/// - Version 1: users, favorites and history as JSON blobs, cached weather, settings.
/// - Version 2: an index for pruning history by age.
/// - Version 3: favorites and history in columns (see ``StoreSchema/version3``).
/// - Version 4: named snapshots of lists, for offline use.
/// - Version 5: where each history reading and snapshot came from (`source`, a JSON `WeatherSource`;
///   `NULL` in rows saved before, which read back with an unknown origin).
/// - Version 6: forecast verification: forecast samples and observations (see ``StoreSchema/version6``).
enum StoreSchema {
    /// One step forward: fixed SQL, or code for steps that must convert stored values.
    enum Migration: Sendable {
        case sql(String)
        case code(@Sendable (SQLiteConnection) throws -> Void)

        func apply(to connection: SQLiteConnection) throws {
            switch self {
            case .sql(let sql):
                try connection.execute(sql)
            case .code(let body):
                try body(connection)
            }
        }
    }

    /// The version this build writes. A file with a higher version is refused, never changed.
    static var currentVersion: Int { migrations.count }

    /// Migration `index + 1` is `migrations[index]`.
    static let migrations: [Migration] = [
        .sql(version1), .sql(version2), .code(migrateToVersion3), .sql(version4), .sql(version5), .sql(version6),
    ]

    /// Version 1, as shipped: users, ordered favorites, cached weather, history, settings.
    static let version1 = """
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
        """

    /// Version 2, as shipped: pruning by age scans history by time alone.
    static let version2 = """
        CREATE INDEX history_by_time ON history(recorded_at);
        """

    /// Version 4: one row per named list (``SnapshotStore``), the whole list as a JSON array.
    static let version4 = """
        CREATE TABLE snapshots (
            name TEXT PRIMARY KEY NOT NULL,
            saved_at REAL NOT NULL,
            items BLOB NOT NULL
        ) WITHOUT ROWID;
        """

    /// Version 5: the source of history readings and snapshots. Cached weather keeps its source
    /// inside the weather.
    static let version5 = """
        ALTER TABLE history ADD COLUMN source BLOB;
        ALTER TABLE snapshots ADD COLUMN source BLOB;
        """

    /// Version 6: what each source forecast and what was observed, per place, for `VerificationStore`. One
    /// sample per source, place, lead bucket and valid hour; one observation per source, place, kind and time.
    static let version6 = """
        CREATE TABLE forecast_samples (
            place_key TEXT NOT NULL,
            source TEXT NOT NULL,
            lead_hours INTEGER NOT NULL,
            valid_at REAL NOT NULL,
            issued_at REAL NOT NULL,
            temperature REAL NOT NULL,
            precipitation_chance REAL,
            precipitation_amount REAL,
            PRIMARY KEY (place_key, source, lead_hours, valid_at)
        ) WITHOUT ROWID;
        CREATE INDEX forecast_samples_by_place_time ON forecast_samples(place_key, valid_at);
        CREATE TABLE observations (
            place_key TEXT NOT NULL,
            source TEXT NOT NULL,
            kind TEXT NOT NULL,
            observed_at REAL NOT NULL,
            temperature REAL NOT NULL,
            precipitation REAL,
            PRIMARY KEY (place_key, observed_at, source, kind)
        ) WITHOUT ROWID;
        """

    /// The application id the store writes in its files' headers: "WTHR".
    static let applicationID: Int32 = 0x5754_4852

    /// The tables of every version this build can migrate from; a file without `applicationID`
    /// is an earlier file of the store only when it has them all.
    static let earlierVersionTables: Set<String> = ["cached_weather", "favorites", "history", "settings", "users"]

    /// Refuses, without writing anything, a file the store must not change: one of another
    /// application, one from a newer build, or a damaged header.
    ///
    /// Opened are files marked with ``applicationID``, new empty files, and files of earlier
    /// versions of the store (versions 1 to 4 set no application id, so their tables tell).
    static func checkOwnership(_ connection: SQLiteConnection) throws {
        let version = try connection.userVersion()
        let owner = try connection.applicationID()
        // The header stores a signed number: a negative one means the file is damaged.
        guard version >= 0 else { throw StoreErrors.invalidSchema(version: version) }
        if owner == Int(applicationID) {
            guard version <= currentVersion else {
                throw StoreErrors.newerSchema(version: version, supported: currentVersion)
            }
            return
        }
        guard owner == 0 else { throw StoreErrors.foreignFile(reason: "its application id is \(owner)") }
        let tables = try connection.tableNames()
        if tables.isEmpty, version == 0 { return }
        guard (1...4).contains(version), earlierVersionTables.isSubset(of: tables) else {
            throw StoreErrors.foreignFile(
                reason:
                    "it has \(tables.count) tables and schema version \(version), which no version of the store wrote")
        }
    }

    /// Brings the database up to `targetVersion` (the current one unless a test asks for less).
    ///
    /// Throws `storage` without writing anything when the file is newer than this build.
    static func migrate(_ connection: SQLiteConnection, to targetVersion: Int = currentVersion) throws {
        let version = try connection.userVersion()
        guard version <= currentVersion else {
            throw StoreErrors.newerSchema(version: version, supported: currentVersion)
        }
        guard version >= 0 else { throw StoreErrors.invalidSchema(version: version) }
        guard version < targetVersion else {
            // A current file of an earlier build that set no application id gets it now.
            if try connection.applicationID() == 0 {
                try connection.transaction { try connection.setApplicationID(applicationID) }
            }
            return
        }
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
                try migrations[version].apply(to: connection)
                try connection.setUserVersion(version + 1)
                try connection.setApplicationID(applicationID)
                return true
            }
            guard migrated else { return }
        }
    }
}
