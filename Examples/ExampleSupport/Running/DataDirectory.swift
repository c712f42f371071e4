import Foundation
import WeatherAuth
import WeatherModels
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

    /// Opens (and creates when needed) the SQLite store; in a folder that can be read but not written, opens
    /// the saved store for reading and calls `readOnly` with a sentence saying so.
    ///
    /// - Throws: ``ExampleFailure`` (exit status ``ExitStatus/storage``) naming the folder and what to do, in
    ///   `formatter`'s language.
    package func openStore(
        formatter: WeatherFormatter, readOnly: (String) -> Void = { _ in }
    ) throws(ExampleFailure) -> SQLiteWeatherStore {
        do {
            try create()
            return try SQLiteWeatherStore(path: storeURL)
        } catch {
            if let store = try? SQLiteWeatherStore(readingOnly: storeURL) {
                readOnly(formatter.example("support.data.readOnly", url.path))
                return store
            }
            throw failure(error, formatter: formatter)
        }
    }

    /// Opens (and creates when needed) the encrypted vault, protected by the key file beside it.
    ///
    /// - Throws: ``ExampleFailure`` (exit status ``ExitStatus/storage``) naming the folder and what to do, in
    ///   `formatter`'s language.
    package func openVault(formatter: WeatherFormatter) throws(ExampleFailure) -> EncryptedFileVault {
        do {
            try create()
            if !FileManager.default.fileExists(atPath: vaultKeyURL.path) {
                try EncryptedFileVault.createKeyFile(at: vaultKeyURL)
            }
            return try EncryptedFileVault(fileURL: vaultURL, keyFileURL: vaultKeyURL)
        } catch {
            throw failure(error, formatter: formatter)
        }
    }

    /// A failure to use the folder, as a sentence with its path and what to do.
    func failure(_ error: any Error, formatter: WeatherFormatter) -> ExampleFailure {
        let reason: String
        switch error {
        case let fileError as CocoaError: reason = Self.reason(fileError, formatter: formatter)
        case let weatherError as WeatherError: reason = formatter.reasonText(weatherError)
        default: reason = SecretRedactor.redact(String(describing: error))
        }
        return ExampleFailure(
            formatter.example("support.data.unusable", url.path, reason), exitCode: ExitStatus.storage)
    }

    /// A file-system error (`NSCocoaErrorDomain`) as a sentence for a person, in `formatter`'s language.
    package static func explain(_ error: CocoaError, formatter: WeatherFormatter) -> String {
        let path = (error.userInfo[NSFilePathErrorKey] as? String) ?? error.errorUserInfo[NSFilePathErrorKey] as? String
        let reason = reason(error, formatter: formatter)
        return path.map { formatter.example("support.data.fileAt", $0, reason) }
            ?? formatter.example("support.data.file", reason)
    }

    /// What a file-system error means, in a few words.
    private static func reason(_ error: CocoaError, formatter: WeatherFormatter) -> String {
        switch error.code {
        case .fileWriteNoPermission, .fileReadNoPermission: formatter.example("support.data.permissionDenied")
        case .fileWriteOutOfSpace: formatter.example("support.data.diskFull")
        case .fileWriteVolumeReadOnly: formatter.example("support.data.readOnlyDisk")
        case .fileNoSuchFile, .fileReadNoSuchFile: formatter.example("support.data.noFolder")
        case .fileWriteFileExists: formatter.example("support.data.fileInTheWay")
        default: formatter.example("support.data.refused", String(error.code.rawValue))
        }
    }
}
