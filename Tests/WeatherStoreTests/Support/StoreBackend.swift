import Foundation
import Testing
import WeatherModels

@testable import WeatherStore

/// Everything a full store offers; both backends are one.
typealias FullWeatherStore = FavoritesStore & SettingsStore & WeatherCache & WeatherHistory & SnapshotStore
    & VerificationStore

/// A way to create a store, so one behaviour suite runs against every backend.
struct StoreBackend: Sendable, CustomTestStringConvertible {
    let name: String
    let open: @Sendable (URL) throws -> any FullWeatherStore

    var testDescription: String { name }

    static let inMemory = StoreBackend(name: "in-memory") { _ in InMemoryWeatherStore() }
    static let sqlite = StoreBackend(name: "SQLite") { directory in
        try SQLiteWeatherStore(path: directory.appendingPathComponent("weather.sqlite"))
    }
    static let all = [inMemory, sqlite]

    /// Runs `body` with a fresh store whose files live in a temporary directory removed afterwards.
    func withStore(_ body: (any FullWeatherStore) async throws -> Void) async throws {
        try await withTemporaryDirectory { directory in
            try await body(try open(directory))
        }
    }
}

/// Runs `body` with a new empty directory under the temporary directory, removed afterwards.
func withTemporaryDirectory<Result>(_ body: (URL) async throws -> Result) async throws -> Result {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("WeatherStoreTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try await body(directory)
}
