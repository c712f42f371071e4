import Foundation

#if canImport(SQLite3)
import SQLite3
#else
import CSQLite
#endif

/// The Data Protection class of the store's files on iOS, iPadOS, tvOS, watchOS and visionOS:
/// `completeUntilFirstUserAuthentication`.
///
/// Readable from the first unlock after the device starts until it shuts down, so a background refresh on
/// a locked phone (the daily notification's chain) can still read the settings and write the cache. The
/// stronger `complete` would make every background open fail with `SQLITE_CANTOPEN`/`SQLITE_IOERR` while
/// the phone is locked, and the chain would stop. An app whose Data Protection entitlement makes `complete`
/// the default for new files still gets this class for the store's files.
/// (https://developer.apple.com/documentation/foundation/fileprotectiontype/completeuntilfirstuserauthentication)
///
/// Elsewhere (macOS, Linux) the file system has no such classes and nothing changes.
enum SQLiteFileProtection {
    /// The flag for `sqlite3_open_v2` that makes Apple's SQLite create the database, `-wal` and `-shm`
    /// files with the class; 0 where there is none.
    static var openFlag: Int32 {
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
        SQLITE_OPEN_FILEPROTECTION_COMPLETEUNTILFIRSTUSERAUTHENTICATION
        #else
        0
        #endif
    }

    /// The files SQLite keeps for the database at `path` in write-ahead-log mode.
    static func files(of path: String) -> [String] {
        [path, path + "-wal", path + "-shm"]
    }

    /// Gives files created before this class was set (by an earlier build) the class too. Best effort:
    /// a file that is missing or cannot be changed is left as it is, and opening reports any real problem.
    static func applyToExistingFiles(of path: String) {
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
        for file in files(of: path) where FileManager.default.fileExists(atPath: file) {
            try? FileManager.default.setAttributes(
                [.protectionKey: FileProtectionType.completeUntilFirstUserAuthentication], ofItemAtPath: file)
        }
        #endif
    }
}
