import Foundation

/// A value guarded by a lock, shared across the SDK's modules with `package` access.
///
/// `Synchronization.Mutex` needs macOS 15 / iOS 18, above this package's deployment targets,
/// so mutable state shared between tasks goes through this small `NSLock` wrapper instead.
package final class Locked<Value>: @unchecked Sendable {  // Sendable: every access holds `lock`.
    private let lock = NSLock()
    private var value: Value

    /// Creates a box holding `value`.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value and returns its result.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// A copy of the current value.
    package var current: Value {
        withLock { $0 }
    }
}
