import Foundation

/// A port on 127.0.0.1 where every connection is refused, for testing "connection refused".
///
/// The port is bound but never listens, so the system refuses connections to it, and no other server (a
/// ``LoopbackServer`` of a test running in parallel, say) can take it while this value exists. A stopped
/// server's port offers no such guarantee: the system may hand it to the next server at once.
///
/// ```swift
/// let refused = try RefusedPort()
/// let client = OpenMeteoClient(baseURL: refused.baseURL)
/// // every call fails with a `.network` error
/// ```
public final class RefusedPort: Sendable {
    /// The port.
    public let port: Int
    /// `http://127.0.0.1:<port>`.
    public let baseURL: URL
    private let socket: Socket

    /// Reserves an ephemeral port on 127.0.0.1 without listening on it.
    ///
    /// - Throws: ``LoopbackServerError`` when the system refuses the socket.
    public init() throws {
        let (socket, port) = try Socket.boundWithoutListening()
        self.socket = socket
        self.port = port
        self.baseURL = URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
    }

    deinit {
        socket.close()
    }
}
