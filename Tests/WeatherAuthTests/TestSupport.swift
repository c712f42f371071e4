import Foundation
import WeatherCore
import WeatherModels

@testable import WeatherAuth

extension Array where Element == UInt8 {
    /// Bytes from a hex string; whitespace is ignored. Test input only.
    init(hex: String) {
        let digits = hex.filter { !$0.isWhitespace }.map { UInt8(String($0), radix: 16)! }
        self = stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
    }

    var hexString: String { map { String(format: "%02x", $0) }.joined() }
}

/// A fresh directory under the temporary directory, removed when the test ends.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("WeatherAuthTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// A clock the test moves by hand.
final class ManualClock: Sendable {
    private let now = Locked(Date(timeIntervalSince1970: 1_800_000_000))

    var date: Date { now.current }

    func advance(by seconds: TimeInterval) { now.withLock { $0 += seconds } }

    var function: @Sendable () -> Date { { [self] in self.date } }
}

/// Iteration count for test vaults: the minimum the format accepts, to keep the suite fast.
let testIterations = EncryptedFileVault.minimumIterations
