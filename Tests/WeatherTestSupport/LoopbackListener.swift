import Dispatch
import Foundation
import WeatherCore
import WeatherModels

/// The machinery behind ``LoopbackServer``: the listening socket, the accept thread, one thread per
/// connection, the shared script and record, and an orderly stop.
///
/// Threads hold this object, never the ``LoopbackServer`` itself, so dropping the server runs its `deinit`,
/// which stops everything.
final class LoopbackListener: Sendable {
    /// The mutable part, always accessed under the lock.
    struct State {
        var script: [ScriptedResponse] = []
        var handler: @Sendable (RecordedRequest) -> ScriptedResponse = ScriptedResponse.notFound
        var requests: [RecordedRequest] = []
        var connectionCount = 0
        var openConnections: Set<Socket> = []
        var served: [ServedConnection] = []
        var isStopped = false
    }

    /// How long `stop()` waits for connection threads; they end at once unless a handler blocks.
    private static let stopTimeout = DispatchTimeInterval.seconds(5)
    /// Large enough for a hundred simultaneous connections (macOS silently caps it at 128).
    private static let backlog: Int32 = 512

    let port: Int
    let keepsConnectionsAlive: Bool
    let wake: WakeSignal
    let state = Locked(State())
    private let listeningSocket: Socket
    private let threads = DispatchGroup()
    private let threadName: String
    /// Marks this server's threads, so `stop()` can tell when a handler calls it.
    private let threadMarker = UUID().uuidString

    init(keepsConnectionsAlive: Bool) throws {
        let wake = try WakeSignal.make()
        do {
            (listeningSocket, port) = try Socket.listeningOnLoopback(backlog: Self.backlog)
        } catch {
            Socket.systemClose(wake.readDescriptor)
            Socket.systemClose(wake.writeDescriptor)
            throw error
        }
        self.wake = wake
        self.keepsConnectionsAlive = keepsConnectionsAlive
        self.threadName = "LoopbackServer 127.0.0.1:\(port)"
    }

    /// Starts the accept thread.
    func start() {
        threads.enter()
        startThread { listener in listener.acceptConnections() }
    }

    /// The answer to `request`: the next scripted response, else the handler's. Records the request first.
    func respond(to request: RecordedRequest) -> ScriptedResponse {
        let (scripted, handler) = state.withLock { state in
            state.requests.append(request)
            return (state.script.isEmpty ? nil : state.script.removeFirst(), state.handler)
        }
        return scripted ?? handler(request)
    }

    /// Closes the listening socket, wakes every thread, and waits (bounded) until they have ended.
    ///
    /// Idempotent. Called from a server thread (a handler), it does not wait for the threads.
    func stop() {
        let isFirstStop = state.withLock { state -> Bool in
            guard !state.isStopped else { return false }
            state.isStopped = true
            state.script.removeAll()
            // Drops whatever the handler captured, which may be the server itself.
            state.handler = ScriptedResponse.notFound
            for connection in state.openConnections { connection.shutdownBoth() }
            return true
        }
        if isFirstStop {
            wake.fire()
            let wake = self.wake
            threads.notify(queue: .global()) { wake.release() }
        }
        // A thread cannot wait for itself: a handler that stops the server returns at once.
        if !isRunningOnServerThread {
            _ = threads.wait(timeout: .now() + Self.stopTimeout)
        }
    }

    private func acceptConnections() {
        defer {
            listeningSocket.close()
            threads.leave()
        }
        while wake.wait(for: listeningSocket, milliseconds: -1) == .readable {
            switch listeningSocket.acceptConnection() {
            case .accepted(let connection):
                serveInBackground(connection)
            case .retry:
                continue
            case .failed:
                // Out of descriptors, for instance: back off briefly instead of spinning.
                if wake.wait(for: nil, milliseconds: 20) == .woken { return }
            }
        }
    }

    private func serveInBackground(_ connection: Socket) {
        let index = state.withLock { state -> Int? in
            guard !state.isStopped else { return nil }
            state.openConnections.insert(connection)
            state.connectionCount += 1
            state.served.append(ServedConnection(acceptedAt: .now))
            return state.served.count - 1
        }
        guard let index else {
            connection.close()
            return
        }
        threads.enter()
        startThread { listener in
            LoopbackConnection(socket: connection, listener: listener, index: index).serve()
            listener.state.withLock { state in
                state.openConnections.remove(connection)
                state.served[index].isOpen = false
                connection.close()
            }
            listener.threads.leave()
        }
    }

    /// Whether the calling thread is one of this server's (`Thread.name` is not reliable on Linux).
    private var isRunningOnServerThread: Bool {
        Thread.current.threadDictionary[Self.threadMarkerKey] as? String == threadMarker
    }

    private static let threadMarkerKey = "WeatherTestSupport.LoopbackListener"

    private func startThread(_ body: @escaping @Sendable (LoopbackListener) -> Void) {
        let thread = Thread { [self] in
            Thread.current.threadDictionary[Self.threadMarkerKey] = threadMarker
            body(self)
        }
        thread.name = threadName
        thread.stackSize = 1 << 20
        thread.start()
    }
}
