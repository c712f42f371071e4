import Foundation

#if canImport(SQLite3)
import SQLite3
#else
import CSQLite
#endif

/// A value bound to a `?` parameter of a statement.
enum SQLiteValue {
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)
    case null

    /// An integer parameter.
    static func int(_ value: Int) -> SQLiteValue {
        .integer(Int64(value))
    }

    /// A date stored as seconds since the reference date, exact to the bit.
    static func date(_ value: Date) -> SQLiteValue {
        .real(value.timeIntervalSinceReferenceDate)
    }
}

/// Tells SQLite to copy bound text and blobs before the call returns (`SQLITE_TRANSIENT`).
///
/// The C macro is `((sqlite3_destructor_type)-1)`, which Swift does not import.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// A prepared statement, cached by its connection and reset after every use.
final class SQLiteStatement {
    private let pointer: OpaquePointer
    private let connection: OpaquePointer

    init(pointer: OpaquePointer, connection: OpaquePointer) {
        self.pointer = pointer
        self.connection = connection
    }

    /// Binds `values` to the parameters in order.
    func bind(_ values: [SQLiteValue]) throws {
        guard values.count == Int(sqlite3_bind_parameter_count(pointer)) else {
            throw SQLiteFailure(resultCode: SQLITE_RANGE, message: "wrong number of bound parameters")
        }
        for (offset, value) in values.enumerated() {
            try bind(value, at: Int32(offset + 1))
        }
    }

    /// Binds one value to the parameter at `index` (the first is 1), without building an array.
    ///
    /// Batch writers bind column by column this way and then call ``execute()``.
    func bind(_ value: SQLiteValue, at index: Int32) throws {
        let result: Int32
        switch value {
        case .integer(let integer):
            result = sqlite3_bind_int64(pointer, index, integer)
        case .real(let real):
            result = sqlite3_bind_double(pointer, index, real)
        case .text(var text):
            result = text.withUTF8 { bytes in
                // An empty buffer may have no base address; bind an empty string, not NULL.
                guard let base = bytes.baseAddress, !bytes.isEmpty else {
                    return sqlite3_bind_text(pointer, index, "", 0, transient)
                }
                return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    sqlite3_bind_text(pointer, index, $0, Int32(bytes.count), transient)
                }
            }
        case .blob(let data):
            result = data.withUnsafeBytes { bytes in
                // An empty buffer has no base address; a zero-length blob keeps it a blob, not NULL.
                guard let base = bytes.baseAddress, !bytes.isEmpty else {
                    return sqlite3_bind_zeroblob(pointer, index, 0)
                }
                return sqlite3_bind_blob(pointer, index, base, Int32(bytes.count), transient)
            }
        case .null:
            result = sqlite3_bind_null(pointer, index)
        }
        guard result == SQLITE_OK else {
            throw SQLiteFailure(resultCode: result, message: String(cString: sqlite3_errmsg(connection)))
        }
    }

    /// Binds an optional number: `nil` becomes SQL `NULL`.
    func bind(_ value: Double?, at index: Int32) throws {
        try bind(value.map(SQLiteValue.real) ?? .null, at: index)
    }

    /// Binds optional text: `nil` becomes SQL `NULL`.
    func bind(_ value: String?, at index: Int32) throws {
        try bind(value.map(SQLiteValue.text) ?? .null, at: index)
    }

    /// Runs a statement that returns no rows with the values bound so far, then resets it for the next use.
    func execute() throws {
        defer { sqlite3_reset(pointer) }
        while try step() {}
    }

    /// Advances to the next row: `true` when a row is ready, `false` when the statement is done.
    func step() throws -> Bool {
        switch sqlite3_step(pointer) {
        case SQLITE_ROW:
            return true
        case SQLITE_DONE:
            return false
        case let result:
            throw SQLiteFailure(resultCode: result & 0xFF, message: String(cString: sqlite3_errmsg(connection)))
        }
    }

    /// Makes the statement ready for its next use and drops the bound values.
    func reset() {
        sqlite3_reset(pointer)
        sqlite3_clear_bindings(pointer)
    }

    /// Releases the statement; only the connection calls this, when it closes.
    func finalize() {
        sqlite3_finalize(pointer)
    }

    fileprivate var columnCount: Int32 {
        sqlite3_column_count(pointer)
    }

    fileprivate func columnType(_ index: Int32) -> Int32 {
        sqlite3_column_type(pointer, index)
    }

    fileprivate var rawPointer: OpaquePointer {
        pointer
    }
}

/// The current row of a query, read by column index with the type each column must have.
struct SQLiteRow {
    fileprivate let statement: SQLiteStatement

    init(statement: SQLiteStatement) {
        self.statement = statement
    }

    func int(_ column: Int32) throws -> Int {
        try expect(column, SQLITE_INTEGER)
        return Int(sqlite3_column_int64(statement.rawPointer, column))
    }

    func double(_ column: Int32) throws -> Double {
        let type = statement.columnType(column)
        guard type == SQLITE_FLOAT || type == SQLITE_INTEGER else {
            throw mismatch(column)
        }
        return sqlite3_column_double(statement.rawPointer, column)
    }

    func date(_ column: Int32) throws -> Date {
        Date(timeIntervalSinceReferenceDate: try double(column))
    }

    func text(_ column: Int32) throws -> String {
        try expect(column, SQLITE_TEXT)
        guard let characters = sqlite3_column_text(statement.rawPointer, column) else { return "" }
        let count = Int(sqlite3_column_bytes(statement.rawPointer, column))
        return String(decoding: UnsafeBufferPointer(start: characters, count: count), as: UTF8.self)
    }

    /// Whether the column holds SQL `NULL`.
    func isNull(_ column: Int32) -> Bool {
        statement.columnType(column) == SQLITE_NULL
    }

    /// A number, or `nil` for `NULL`.
    func optionalDouble(_ column: Int32) throws -> Double? {
        isNull(column) ? nil : try double(column)
    }

    /// Text, or `nil` for `NULL`.
    func optionalText(_ column: Int32) throws -> String? {
        isNull(column) ? nil : try text(column)
    }

    /// A blob, or `nil` for `NULL`.
    func optionalBlob(_ column: Int32) throws -> Data? {
        isNull(column) ? nil : try blob(column)
    }

    func blob(_ column: Int32) throws -> Data {
        try expect(column, SQLITE_BLOB)
        let count = Int(sqlite3_column_bytes(statement.rawPointer, column))
        guard count > 0, let bytes = sqlite3_column_blob(statement.rawPointer, column) else { return Data() }
        return Data(bytes: bytes, count: count)
    }

    private func expect(_ column: Int32, _ type: Int32) throws {
        guard column < statement.columnCount, statement.columnType(column) == type else {
            throw mismatch(column)
        }
    }

    private func mismatch(_ column: Int32) -> SQLiteFailure {
        SQLiteFailure(resultCode: SQLITE_MISMATCH, message: "column \(column) does not hold the expected type")
    }
}
