import Foundation
import WeatherCore

/// Counts the documents parsed by the task that sets it, so a test or a benchmark can show that
/// a call parses each body exactly once.
///
/// ```
/// let count = JSONParseCount()
/// let weather = try await JSONParseCount.$current.withValue(count) { try await client.weather(at: berlin) }
/// #expect(count.value == 1)
/// ```
package final class JSONParseCount: Sendable {
    /// The counter of the current task, if any; `nil` costs one task-local read per parse.
    @TaskLocal package static var current: JSONParseCount?

    private let count = Locked(0)

    /// A counter at zero.
    package init() {}

    /// The documents parsed so far.
    package var value: Int { count.withLock { $0 } }

    /// Counts one parse.
    func increment() {
        count.withLock { $0 += 1 }
    }
}
