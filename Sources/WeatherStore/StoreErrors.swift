import Foundation
import WeatherCore
import WeatherModels

#if canImport(SQLite3)
import SQLite3
#else
import CSQLite
#endif

/// The errors the store throws, in one place, all as `WeatherError`.
///
/// - `conflict`: a favorite that is already there.
/// - `invalidInput`: an index out of range, a negative limit, a reading that cannot be stored.
/// - `decoding`: a stored value that no longer decodes.
/// - `storage`: the file is not a database, belongs to another application, its schema is newer than
///   this build, or SQLite failed.
enum StoreErrors {
    static func duplicateFavorite(id: String) -> WeatherError {
        WeatherError(.conflict, message: "the place \(id) is already a favorite")
    }

    static func indexOutOfRange(_ name: String, _ index: Int, count: Int) -> WeatherError {
        WeatherError(.invalidInput, message: "\(name) index \(index) is outside 0..<\(count)")
    }

    static func negative(_ name: String, _ value: Int) -> WeatherError {
        WeatherError(.invalidInput, message: "\(name) must not be negative, got \(value)")
    }

    static func notFinite(_ name: String, key: PlaceKey) -> WeatherError {
        WeatherError(.invalidInput, message: "the \(name) of a reading for \(key) is not a finite number")
    }

    static func newerSchema(version: Int, supported: Int) -> WeatherError {
        WeatherError(
            .storage,
            message:
                "the database has schema version \(version), newer than the supported \(supported); it was left unchanged"
        )
    }

    static func foreignFile(reason: String) -> WeatherError {
        WeatherError(
            .storage,
            message: "the file is a database of another application (\(reason)); it was left unchanged. "
                + "Give the store a path of its own")
    }

    static func invalidSchema(version: Int) -> WeatherError {
        WeatherError(
            .storage,
            message: "the database has the invalid schema version \(version), so it is damaged; it was left unchanged"
        )
    }

    static func decoding(_ what: String, _ error: any Error) -> WeatherError {
        WeatherError(
            .decoding, message: "a stored \(what) could not be decoded", underlying: SendableDescription(error))
    }

    static func encoding(_ what: String, _ error: any Error) -> WeatherError {
        WeatherError(.invalidInput, message: "the \(what) could not be encoded", underlying: SendableDescription(error))
    }

    /// Turns a failure of the SQLite layer into a `storage` error; other errors pass through.
    static func storage(_ error: any Error, path: String) -> any Error {
        guard let failure = error as? SQLiteFailure else { return error }
        let file = URL(fileURLWithPath: path).lastPathComponent
        if failure.resultCode == SQLITE_READONLY {
            return WeatherError(
                .storage,
                message: "\(file) is open for reading only, so nothing can be changed or saved",
                underlying: failure
            )
        }
        if failure.resultCode == SQLITE_NOTADB {
            return WeatherError(
                .storage,
                message: "\(file) is not a SQLite database; it was left unchanged",
                underlying: failure
            )
        }
        return WeatherError(.storage, message: "SQLite failed on \(file): \(failure.message)", underlying: failure)
    }
}
