import Foundation
import WeatherCore
import WeatherNetworking
import WeatherTesting

/// The package's one fixture set (`WeatherFixtures` of the WeatherTesting product).
enum Fixtures {
    /// The bytes of the fixture at `path`, relative to the fixtures root.
    static func data(_ path: String) throws -> Data {
        try WeatherFixtures.data(path)
    }
}

/// Collects every record an ``HTTPLogger`` receives, so tests can read what would have been logged.
final class LogRecorder: Sendable {
    private let records = Locked<[HTTPLogRecord]>([])

    /// A logger at debug level that keeps every record here.
    var logger: HTTPLogger {
        HTTPLogger(minimumLevel: .debug) { [records] record in records.withLock { $0.append(record) } }
    }

    /// The records of ended attempts so far, in order (not those announcing an attempt).
    var all: [HTTPLogRecord] { records.current.filter { $0.event != .attemptStarted } }
}

/// Runs `body` with a new empty directory under the temporary directory, removed afterwards.
func withTemporaryDirectory<Result>(_ body: (URL) async throws -> Result) async throws -> Result {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("WeatherReliabilityTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try await body(directory)
}
