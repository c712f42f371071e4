import Foundation

/// Counts the documents parsed by the task that sets it, so a test or a benchmark can show that
/// a call parses each body exactly once.
///
/// ```swift
/// let count = JSONParseCount()
/// let weather = try await JSONParseCount.$current.withValue(count) { try await client.weather(at: berlin) }
/// #expect(count.value == 1)
/// ```
package final class JSONParseCount: Sendable {
    /// The counter of the current task, if any; `nil` costs one task-local read per parse.
    @TaskLocal package static var current: JSONParseCount?

    private let count = Mutex(0)

    /// A counter at zero.
    package init() {}

    /// The documents parsed so far.
    package var value: Int { count.withLock { $0 } }

    /// Counts one parse.
    func increment() {
        count.withLock { $0 += 1 }
    }
}

/// The smallest lock the counter needs, without the SDK's other modules.
private final class Mutex<Value>: @unchecked Sendable {  // Sendable: every access holds `lock`.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
