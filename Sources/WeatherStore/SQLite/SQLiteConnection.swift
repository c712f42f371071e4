import Foundation

#if canImport(SQLite3)
import SQLite3
#else
import CSQLite
#endif

/// A failure reported by SQLite: its primary result code and message.
///
/// Internal to the SQLite layer; ``SQLiteWeatherStore`` turns it into a public error.
struct SQLiteFailure: Error, Sendable {
    /// The primary result code (`SQLITE_NOTADB`, `SQLITE_BUSY`, …).
    var resultCode: Int32
    /// SQLite's message for the failure. SQL text holds no values, so the message holds none either.
    var message: String
}

/// One SQLite connection: open, cached prepared statements with bound parameters, transactions.
///
/// Not `Sendable`: exactly one actor owns a connection and is the only code that touches it.
/// Values always travel as bound parameters; SQL text is written by this module and never built from values.
final class SQLiteConnection {
    private let handle: OpaquePointer
    private var statements: [String: SQLiteStatement] = [:]

    /// Opens (creating when missing) the database file at `path`.
    ///
    /// Opening reads nothing yet: SQLite checks the file header on the first statement. The
    /// connection is opened without SQLite's own mutex: its single owner serialises every call. On iOS and
    /// its relatives the files get the Data Protection class of ``SQLiteFileProtection``.
    convenience init(path: String) throws {
        SQLiteFileProtection.applyToExistingFiles(of: path)
        try self.init(
            opening: path,
            flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX | SQLiteFileProtection.openFlag)
    }

    /// Opens the existing database file at `path` for reading only, as an immutable file: SQLite takes no
    /// locks and writes no journal, so this works in a folder the process cannot write to.
    convenience init(readingOnly path: String) throws {
        // A URI filename, with the characters a URI gives meaning to escaped.
        var escaped = ""
        for character in path.unicodeScalars {
            switch character {
            case "%", "?", "#": escaped += String(format: "%%%02X", character.value)
            default: escaped.unicodeScalars.append(character)
            }
        }
        try self.init(
            opening: "file:\(escaped)?immutable=1",
            flags: SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX)
    }

    private init(opening path: String, flags: Int32) throws {
        var opened: OpaquePointer?
        let result = sqlite3_open_v2(path, &opened, flags, nil)
        guard let opened else {
            throw SQLiteFailure(resultCode: result, message: "could not allocate a connection")
        }
        guard result == SQLITE_OK else {
            let failure = SQLiteFailure(resultCode: result, message: String(cString: sqlite3_errmsg(opened)))
            sqlite3_close_v2(opened)
            throw failure
        }
        handle = opened
        sqlite3_extended_result_codes(handle, 0)
    }

    deinit {
        for statement in statements.values {
            statement.finalize()
        }
        sqlite3_close_v2(handle)
    }

    /// Waits up to `milliseconds` for a lock held by another connection before failing with `SQLITE_BUSY`.
    func setBusyTimeout(milliseconds: Int32) {
        sqlite3_busy_timeout(handle, milliseconds)
    }

    /// Runs fixed SQL that takes no values (schema, pragmas), possibly several statements.
    func execute(_ sql: String) throws {
        var errorMessage: UnsafeMutablePointer<CChar>?
        let result = sqlite3_exec(handle, sql, nil, nil, &errorMessage)
        defer { sqlite3_free(errorMessage) }
        guard result == SQLITE_OK else {
            let message = errorMessage.map { String(cString: $0) } ?? currentMessage
            throw SQLiteFailure(resultCode: result & 0xFF, message: message)
        }
    }

    /// Runs one statement with `values` bound to its `?` parameters and returns the rows changed.
    @discardableResult
    func run(_ sql: String, _ values: [SQLiteValue] = []) throws -> Int {
        let statement = try prepared(sql)
        defer { statement.reset() }
        try statement.bind(values)
        while try statement.step() {}
        return Int(sqlite3_changes(handle))
    }

    /// Runs a query with `values` bound and maps every row through `read`.
    func query<Row>(_ sql: String, _ values: [SQLiteValue] = [], read: (SQLiteRow) throws -> Row) throws -> [Row] {
        let statement = try prepared(sql)
        defer { statement.reset() }
        try statement.bind(values)
        var rows: [Row] = []
        while try statement.step() {
            rows.append(try read(SQLiteRow(statement: statement)))
        }
        return rows
    }

    /// Runs a query and maps its first row, or returns `nil` when it has none.
    func queryFirst<Row>(_ sql: String, _ values: [SQLiteValue] = [], read: (SQLiteRow) throws -> Row) throws -> Row? {
        let statement = try prepared(sql)
        defer { statement.reset() }
        try statement.bind(values)
        guard try statement.step() else { return nil }
        return try read(SQLiteRow(statement: statement))
    }

    /// Runs a query with `values` bound and hands every row to `body`, without collecting them.
    ///
    /// `body` may write to other tables through this connection while the query is open.
    func forEachRow(_ sql: String, _ values: [SQLiteValue] = [], _ body: (SQLiteRow) throws -> Void) throws {
        let statement = try prepared(sql)
        defer { statement.reset() }
        try statement.bind(values)
        while try statement.step() {
            try body(SQLiteRow(statement: statement))
        }
    }

    /// Runs `body` with the cached statement for `sql`, to bind and execute it many times.
    ///
    /// Batch writers use it to insert thousands of rows with one prepared statement; the
    /// statement is reset and its bindings cleared when `body` returns.
    func withStatement<Result>(_ sql: String, _ body: (SQLiteStatement) throws -> Result) throws -> Result {
        let statement = try prepared(sql)
        defer { statement.reset() }
        return try body(statement)
    }

    /// Runs `body` inside `BEGIN IMMEDIATE … COMMIT`, rolling back when it throws.
    ///
    /// `IMMEDIATE` takes the write lock up front, so two processes never deadlock upgrading a read.
    /// The three statements are prepared once and cached like any other.
    func transaction<Result>(_ body: () throws -> Result) throws -> Result {
        try run("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try run("COMMIT")
            return result
        } catch {
            _ = try? run("ROLLBACK")
            throw error
        }
    }

    /// The schema version kept in the file header (`PRAGMA user_version`).
    func userVersion() throws -> Int {
        try queryFirst("PRAGMA user_version") { try $0.int(0) } ?? 0
    }

    /// The application id in the file header (`PRAGMA application_id`); 0 when none was set.
    func applicationID() throws -> Int {
        try queryFirst("PRAGMA application_id") { try $0.int(0) } ?? 0
    }

    /// Stores the application id in the file header.
    func setApplicationID(_ identifier: Int32) throws {
        try execute("PRAGMA application_id = \(identifier)")
    }

    /// The names of the tables in the file, sorted.
    func tableNames() throws -> [String] {
        var names: [String] = []
        try forEachRow("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") { row in
            names.append(try row.text(0))
        }
        return names
    }

    /// Stores the schema version in the file header. The pragma takes no parameter, so the text is a number only.
    func setUserVersion(_ version: Int) throws {
        try execute("PRAGMA user_version = \(Int32(clamping: version))")
    }

    // MARK: - Statements

    private func prepared(_ sql: String) throws -> SQLiteStatement {
        if let cached = statements[sql] {
            return cached
        }
        var pointer: OpaquePointer?
        let result = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &pointer, nil)
        guard result == SQLITE_OK, let pointer else {
            throw SQLiteFailure(resultCode: result & 0xFF, message: currentMessage)
        }
        let statement = SQLiteStatement(pointer: pointer, connection: handle)
        statements[sql] = statement
        return statement
    }

    private var currentMessage: String {
        String(cString: sqlite3_errmsg(handle))
    }
}
