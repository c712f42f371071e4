/// The error ``LoopbackServer/init(keepsConnectionsAlive:)`` throws when the system refuses a socket call.
public struct LoopbackServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The system call that failed, for example `bind`.
    public let operation: String
    /// The `errno` value it reported.
    public let code: Int32

    /// Creates an error for the system call `operation` that failed with `errno` `code`.
    public init(operation: String, code: Int32) {
        self.operation = operation
        self.code = code
    }

    /// A one-line summary, for example `loopback server: bind failed (errno 98)`.
    public var description: String {
        "loopback server: \(operation) failed (errno \(code))"
    }
}
