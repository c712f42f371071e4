/// What a ``LoopbackServer`` saw of one connection, for tests that check how a client ends a transfer:
/// how much of a body went out, and when the client hung up.
///
/// ```swift
/// let connection = try #require(server.connections.first)
/// #expect(connection.clientLeftAt != nil)
/// #expect(connection.bodyBytesSent < 64 * 1024 * 1024)
/// ```
public struct ServedConnection: Sendable, Hashable {
    /// When the server accepted the connection.
    public var acceptedAt: ContinuousClock.Instant
    /// The body bytes written to the connection so far: what the client's side accepted into its socket
    /// buffers, not necessarily what the client has read.
    public var bodyBytesSent: Int
    /// When the server first saw the client gone (a write that failed, or the end of the stream while the
    /// server waited or read), or `nil` while the client is there or when the server ended the connection.
    public var clientLeftAt: ContinuousClock.Instant?
    /// Whether the server is still serving the connection.
    public var isOpen: Bool

    /// Creates a record of a connection accepted at `acceptedAt`.
    public init(
        acceptedAt: ContinuousClock.Instant, bodyBytesSent: Int = 0, clientLeftAt: ContinuousClock.Instant? = nil,
        isOpen: Bool = true
    ) {
        self.acceptedAt = acceptedAt
        self.bodyBytesSent = bodyBytesSent
        self.clientLeftAt = clientLeftAt
        self.isOpen = isOpen
    }
}
