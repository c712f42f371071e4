import Foundation

/// A real HTTP/1.1 server on 127.0.0.1 for tests: it answers from a script, records every request, and can
/// misbehave on purpose (delays, dropped connections, truncated or trickled bodies, no answer at all).
///
/// Each server listens on its own ephemeral port and serves every connection on its own thread, so many
/// servers and many concurrent requests can run side by side. Responses come from the FIFO script filled
/// with ``enqueue(_:)``; when it is empty, from the handler set with ``setHandler(_:)``; by default a `404`.
/// Every request is recorded, whatever its path.
///
/// ```swift
/// let server = try LoopbackServer()
/// defer { server.stop() }
/// server.enqueue(.json(#"{"temp": 21.5}"#))
/// let url = server.url(path: "/weather?q=Berlin")
/// let (data, response) = try await URLSession.shared.data(from: url)
/// #expect(server.requests.first?.queryValue("q") == "Berlin")
/// ```
///
/// ``stop()`` (also run by `deinit`) closes the listening socket, ends every connection thread, and cuts
/// short any delay or stall. A handler should capture the server weakly, or the test should call ``stop()``.
public final class LoopbackServer: Sendable {
    /// The port the server listens on, chosen by the system.
    public let port: Int
    /// The server's root URL, `http://127.0.0.1:<port>`.
    public let baseURL: URL
    private let listener: LoopbackListener

    /// Starts a server on 127.0.0.1 on an ephemeral port; it accepts connections as soon as this returns.
    ///
    /// Every response says `Connection: close`, so each request gets a fresh connection and a client never
    /// retries a request silently because the script closed a reused connection.
    ///
    /// - Throws: ``LoopbackServerError`` when the system refuses the socket.
    public convenience init() throws {
        try self.init(keepsConnectionsAlive: false)
    }

    /// Starts a server on 127.0.0.1 on an ephemeral port, choosing whether connections are reused.
    ///
    /// - Parameter keepsConnectionsAlive: Whether a connection may carry several requests (HTTP/1.1
    ///   keep-alive). Responses that end the connection anyway (a truncated body, a claimed length that
    ///   differs from the body) still say `Connection: close`.
    /// - Throws: ``LoopbackServerError`` when the system refuses the socket.
    public init(keepsConnectionsAlive: Bool) throws {
        let listener = try LoopbackListener(keepsConnectionsAlive: keepsConnectionsAlive)
        self.listener = listener
        self.port = listener.port
        self.baseURL = URL(string: "http://127.0.0.1:\(listener.port)") ?? URL(fileURLWithPath: "/")
        listener.start()
    }

    deinit {
        listener.stop()
    }

    /// The URL of `path` on this server; `path` may carry a query, for example `/search?q=Berlin`.
    public func url(path: String) -> URL {
        let separator = path.hasPrefix("/") ? "" : "/"
        return URL(string: baseURL.absoluteString + separator + path) ?? baseURL.appendingPathComponent(path)
    }

    /// Appends `response` to the script: requests take scripted responses in order, first in first out.
    public func enqueue(_ response: ScriptedResponse) {
        listener.state.withLock { $0.script.append(response) }
    }

    /// Appends `responses` to the script, in order.
    public func enqueue(contentsOf responses: [ScriptedResponse]) {
        listener.state.withLock { $0.script.append(contentsOf: responses) }
    }

    /// Sets the handler that answers when the script is empty (by default a `404` JSON body).
    ///
    /// It runs on the connection's thread, may be called concurrently, and must not block for long.
    public func setHandler(_ handler: @escaping @Sendable (RecordedRequest) -> ScriptedResponse) {
        listener.state.withLock { $0.handler = handler }
    }

    /// Every request received so far, in the order they were read.
    public var requests: [RecordedRequest] {
        listener.state.withLock { $0.requests }
    }

    /// The number of requests received so far.
    public var requestCount: Int {
        listener.state.withLock { $0.requests.count }
    }

    /// The most recent request, or `nil` before the first one.
    public var lastRequest: RecordedRequest? {
        listener.state.withLock { $0.requests.last }
    }

    /// The number of connections accepted so far (with keep-alive, fewer than the requests).
    public var connectionCount: Int {
        listener.state.withLock { $0.connectionCount }
    }

    /// What the server saw of each connection, in the order they were accepted.
    public var connections: [ServedConnection] {
        listener.state.withLock { $0.served }
    }

    /// Waits until `condition` holds for the connections, or `timeout` passes; returns whether it held.
    ///
    /// ```swift
    /// #expect(await server.waitForConnections { $0.first?.clientLeftAt != nil })
    /// ```
    public func waitForConnections(
        timeout: Duration = .seconds(10), until condition: @escaping ([ServedConnection]) -> Bool
    ) async -> Bool {
        await wait(timeout: timeout) { condition($0.connections) }
    }

    /// The number of connections being served right now (each has its own thread).
    var openConnectionCount: Int {
        listener.state.withLock { $0.openConnections.count }
    }

    /// The number of scripted responses not yet used.
    public var pendingResponseCount: Int {
        listener.state.withLock { $0.script.count }
    }

    /// Waits until at least `count` requests have been received, for instance before calling ``stop()`` on a
    /// stalled request. Returns `false` if `timeout` passes first or the task is cancelled.
    ///
    /// ```swift
    /// #expect(await server.waitForRequests(count: 1))
    /// ```
    public func waitForRequests(count: Int, timeout: Duration = .seconds(10)) async -> Bool {
        await wait(timeout: timeout) { $0.requestCount >= count }
    }

    /// Waits until every connection has ended (the client left, or the server answered and closed it).
    func waitUntilNoConnectionIsOpen(timeout: Duration = .seconds(10)) async -> Bool {
        await wait(timeout: timeout) { $0.openConnectionCount == 0 }
    }

    /// Checks `condition` every few milliseconds until it holds or `timeout` passes.
    private func wait(timeout: Duration, until condition: (LoopbackServer) -> Bool) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while !condition(self) {
            guard clock.now < deadline, !Task.isCancelled else { return false }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return true
    }

    /// Stops the server: closes the listening socket, ends every connection (interrupting delays and
    /// stalls), and returns once the server's threads have ended. Idempotent; `deinit` calls it too.
    ///
    /// Recorded requests stay readable afterwards.
    public func stop() {
        listener.stop()
    }
}
