import Foundation
import WeatherModels

/// Favorites, cached weather, history, settings and snapshots in one SQLite file.
///
/// The store is an actor that owns the only connection it opens, so it is the single writer
/// of the file within the process; every change runs in a transaction that takes the write
/// lock up front, and other processes wait up to five seconds for it (busy timeout). The file
/// uses write-ahead logging, foreign keys are enforced, and every query has an index.
///
/// Opening brings an older schema forward (the version lives in `PRAGMA user_version`). Before
/// anything is written, the file's owner is checked: the store marks its files with its own
/// `PRAGMA application_id` and opens only those, new empty files, and files of its earlier
/// versions (which it then marks). A file that is not a database, a database of another
/// application, or one written by a newer build is refused with a `WeatherError` of code `storage`
/// and left byte for byte as it was.
///
/// ```swift
/// import Foundation
///
/// let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
/// let url = support.appendingPathComponent("weather.sqlite")
/// let store = try SQLiteWeatherStore(path: url)
/// let berlin = Place(id: "2950159", name: "Berlin", coordinate: try Coordinate(latitude: 52.52, longitude: 13.405))
/// try await store.addFavorite(berlin, for: "alice")
/// ```
///
/// A committed change survives the process being killed. With `synchronous = NORMAL`, the
/// last changes before a power loss may be rolled back, but the file is never corrupted.
public actor SQLiteWeatherStore {
    /// The database file.
    public nonisolated let path: URL

    let connection: SQLiteConnection
    let coding = StoredValueCoding()
    /// When each place's verification data was last held to its caps (see `VerificationStore`), so that the
    /// caps, which cost a walk of the place's rows, are enforced once a day rather than on every write.
    var verificationCappedAt: [String: Date] = [:]

    /// Opens the database at `path`, creating it when missing and migrating it to the current schema.
    ///
    /// - Throws: `WeatherError` with code `storage` when the file cannot be opened, is not a
    ///   SQLite database, or has a schema version newer than this build supports.
    public init(path: URL) throws {
        try self.init(path: path, schemaVersion: StoreSchema.currentVersion)
    }

    /// Opens the database and migrates it only as far as `schemaVersion`, so tests can build old files.
    init(path: URL, schemaVersion: Int) throws {
        self.path = path
        let filePath = path.path
        do {
            let connection = try SQLiteConnection(path: filePath)
            connection.setBusyTimeout(milliseconds: 5_000)
            // Read the header before anything writes to it: a foreign or newer file stays untouched.
            try StoreSchema.checkOwnership(connection)
            // Settings of this connection, then of the file: write-ahead logging survives reopening.
            try connection.execute("PRAGMA journal_mode = WAL")
            try connection.execute("PRAGMA synchronous = NORMAL")
            try connection.execute("PRAGMA foreign_keys = ON")
            try StoreSchema.migrate(connection, to: schemaVersion)
            self.connection = connection
        } catch {
            throw StoreErrors.storage(error, path: filePath)
        }
    }

    /// Opens the existing database at `path` for reading only: for a data folder the app may read but not
    /// write (a read-only volume, a backup, another user's folder).
    ///
    /// Nothing is written, locked or created: the file is read as it is, so a change another process makes
    /// while it is open may not be seen. Every read works as usual; every change throws `WeatherError` with
    /// code `storage` saying the store is read-only. Decorators such as `OfflineFallbackWeatherProvider`,
    /// which save only as a best effort, still answer.
    ///
    /// ```swift
    /// import Foundation
    ///
    /// let backupURL = URL(fileURLWithPath: "/backups/weather.sqlite")
    /// let store = try SQLiteWeatherStore(readingOnly: backupURL)
    /// let favorites = try await store.favorites(for: "alice")
    /// ```
    ///
    /// - Throws: `WeatherError` with code `storage` when the file is missing or unreadable, is not this
    ///   store's, or has a schema other than this build's (an older file is brought forward only by a
    ///   store that can write).
    public init(readingOnly path: URL) throws {
        self.path = path
        let filePath = path.path
        do {
            guard FileManager.default.isReadableFile(atPath: filePath) else {
                throw WeatherError(
                    .storage,
                    message: "\(path.lastPathComponent) does not exist or cannot be read, so there is nothing to read")
            }
            let connection = try SQLiteConnection(readingOnly: filePath)
            try StoreSchema.checkOwnership(connection)
            let version = try connection.userVersion()
            guard version == StoreSchema.currentVersion else {
                throw WeatherError(
                    .storage,
                    message: "\(path.lastPathComponent) has schema version \(version) and this build reads "
                        + "\(StoreSchema.currentVersion); open it once where it can be written to bring it forward")
            }
            try connection.execute("PRAGMA query_only = ON")
            self.connection = connection
        } catch {
            throw StoreErrors.storage(error, path: filePath)
        }
    }

    /// The schema version of the open file.
    func schemaVersion() throws -> Int {
        try perform { try connection.userVersion() }
    }

    /// Runs `body` and turns SQLite failures into `storage` errors.
    @discardableResult
    func perform<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch {
            throw StoreErrors.storage(error, path: path.path)
        }
    }

    /// Runs `body` in a write transaction and turns SQLite failures into `storage` errors.
    @discardableResult
    func write<Result>(_ body: () throws -> Result) throws -> Result {
        try perform { try connection.transaction(body) }
    }

    /// Records the user so that their rows satisfy the foreign keys.
    func insertUser(_ user: UserID) throws {
        try connection.run("INSERT OR IGNORE INTO users (id) VALUES (?)", [.text(user.rawValue)])
    }
}
