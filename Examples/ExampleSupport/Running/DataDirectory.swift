import Foundation
import WeatherAuth
import WeatherStore

/// The folder where an example keeps its state: one SQLite file (favorites, settings, cached
/// weather, history) and one encrypted vault file (passwords), shared by all examples.
///
/// By default it is `$XDG_DATA_HOME/weather-sdk` (or `~/.local/share/weather-sdk`) on Linux and
/// `~/Library/Application Support/weather-sdk` on Apple platforms; `--data-dir PATH` overrides it.
///
/// ```swift
/// let directory = DataDirectory(url: DataDirectory.defaultURL())
/// let store = try directory.openStore()
/// ```
package struct DataDirectory: Sendable, Hashable {
    /// The folder.
    package var url: URL

    /// Creates a data directory at `url`; nothing is created until a file is opened.
    package init(url: URL) {
        self.url = url
    }

    /// The SQLite file: `weather.sqlite`.
    package var storeURL: URL { url.appendingPathComponent("weather.sqlite") }
    /// The vault file: `secrets.vault`.
    package var vaultURL: URL { url.appendingPathComponent("secrets.vault") }
    /// The vault's key file: `secrets.key` (mode 0600), created on first use.
    package var vaultKeyURL: URL { url.appendingPathComponent("secrets.key") }

    /// The default folder for this platform, read from `environment`.
    package static func defaultURL(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        #if canImport(Darwin)
        if let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first {
            return support.appendingPathComponent("weather-sdk", isDirectory: true)
        }
        #endif
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return URL(fileURLWithPath: data, isDirectory: true).appendingPathComponent("weather-sdk")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".local/share/weather-sdk", isDirectory: true)
    }

    /// Creates the folder (mode 0700) when it does not exist.
    package func create() throws {
        try FileManager.default.createDirectory(
            at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    /// Opens (and creates when needed) the SQLite store.
    package func openStore() throws -> SQLiteWeatherStore {
        try create()
        return try SQLiteWeatherStore(path: storeURL)
    }

    /// Opens (and creates when needed) the encrypted vault, protected by the key file beside it.
    package func openVault() throws -> EncryptedFileVault {
        try create()
        if !FileManager.default.fileExists(atPath: vaultKeyURL.path) {
            try EncryptedFileVault.createKeyFile(at: vaultKeyURL)
        }
        return try EncryptedFileVault(fileURL: vaultURL, keyFileURL: vaultKeyURL)
    }
}
