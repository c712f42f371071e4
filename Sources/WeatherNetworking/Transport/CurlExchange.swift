#if os(Linux)
import WeatherCore
import CCurl
import Foundation
import Synchronization

/// One request as both sides of its transfer see it: the calling task, which starts and may stop
/// it, and the transfer's thread, which runs it (``CurlTransfer``) and hands back the result.
///
/// Stopping is a flag the transfer reads in its progress, write and header callbacks, plus a
/// wake-up of the transfer's wait for the network and of its wait for a slow reader, so the transfer
/// ends within milliseconds of ``stop()``.
final class CurlExchange: Sendable {
    /// What the caller wants of the body.
    enum Body: Sendable {
        /// The whole body at once, refused when it grows over `limit` bytes.
        case whole(limit: Int)
        /// The body in chunks of at most `chunkLimit` bytes, with at most `unreadLimit` bytes unread.
        case streamed(chunkLimit: Int, unreadLimit: Int)
    }

    /// Where the result goes.
    enum Delivery {
        /// The whole response, for ``CurlSession/perform(_:deadline:maximumResponseSize:)``.
        case response(CheckedContinuation<HTTPResponse, any Error>)
        /// The head with a body still arriving, for ``CurlSession/stream(_:deadline:maximumChunkSize:maximumUnreadBytes:)``.
        case head(CheckedContinuation<StreamedHTTPResponse, any Error>)
    }

    /// What the two sides share under the lock.
    private struct State {
        /// Where the result goes, until it has gone.
        var delivery: Delivery?
        /// The transfer's multi handle while it runs, for waking its wait for the network.
        var multi: UnsafeMutableRawPointer?
    }

    /// The request being sent.
    let request: HTTPRequest
    /// The deadline for the whole exchange (for a streamed body: for its head, then between chunks).
    let deadline: Duration
    /// What the caller wants of the body.
    let body: Body
    /// Holds the transfer back while a streamed body's reader is behind.
    let gate = ProducerGate()
    /// Whether ``stop()`` was called; read by the transfer's callbacks without taking a lock.
    private let stopped = Atomic(false)
    /// The delivery and the multi handle.
    private let state = Locked(State())

    /// Creates the exchange for `request`, refusing what libcurl must never be handed.
    ///
    /// - Throws: `WeatherError` `.invalidInput` for a URL that is not `http` or `https`, or a header
    ///   name or value that could end the header line early (CR, LF or NUL, or a name with a colon).
    init(request: HTTPRequest, deadline: Duration, body: Body) throws {
        let scheme = request.url.scheme?.lowercased()
        guard scheme == "http" || scheme == "https" else {
            throw WeatherError(.invalidInput, message: "Only http and https URLs can be sent: \(request).")
        }
        for (name, value) in request.headers where !Self.isValid(name: name, value: value) {
            throw WeatherError(
                .invalidInput,
                message: "A header field of \(request) holds a line break or a NUL byte, or its name is empty or "
                    + "holds a colon; nothing was sent.")
        }
        self.request = request
        self.deadline = deadline
        self.body = body
    }

    /// Whether ``stop()`` was called.
    var isStopped: Bool {
        stopped.load(ordering: .acquiring)
    }

    /// Starts the transfer on a thread of its own, or answers `.cancelled` at once when the exchange
    /// was stopped before it started.
    func start(_ delivery: Delivery, in session: CurlSession) {
        guard !isStopped else {
            Self.fail(delivery, with: WeatherError(.cancelled, message: "Cancelled: \(request)."))
            return
        }
        state.withLock { $0.delivery = delivery }
        let thread = Thread { [self] in
            CurlTransfer(exchange: self, session: session).run()
        }
        thread.name = "WeatherNetworking libcurl transfer"
        thread.start()
    }

    /// Stops the transfer: the calling task was cancelled, or a streamed body was dropped or its
    /// reader cancelled. The transfer then ends with `.cancelled`, and its connection is closed.
    func stop() {
        guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        state.withLock { state in
            if let multi = state.multi {
                curl_multi_wakeup(multi)
            }
        }
        gate.release()
    }

    /// Called by the transfer while its multi handle exists, so ``stop()`` can wake its wait.
    func attach(_ multi: UnsafeMutableRawPointer?) {
        state.withLock { $0.multi = multi }
    }

    /// Hands the whole response, or the failure, to the waiting task.
    func finish(_ result: Result<HTTPResponse, WeatherError>) {
        guard let delivery = state.withLock({ $0.delivery.take() }) else { return }
        switch (delivery, result) {
        case (.response(let continuation), _):
            continuation.resume(with: result)
        case (.head(let continuation), .success(let response)):
            continuation.resume(returning: StreamedHTTPResponse(whole: response))
        case (.head, .failure(let error)):
            Self.fail(delivery, with: error)
        }
    }

    /// Hands a streamed response's head (with its body still arriving) to the waiting task.
    ///
    /// - Returns: `false` when nobody waits for a head (any more).
    func deliver(_ streamed: StreamedHTTPResponse) -> Bool {
        let continuation = state.withLock { state -> CheckedContinuation<StreamedHTTPResponse, any Error>? in
            guard case .head(let continuation) = state.delivery else { return nil }
            state.delivery = nil
            return continuation
        }
        continuation?.resume(returning: streamed)
        return continuation != nil
    }

    /// Resumes `delivery` with `error`.
    private static func fail(_ delivery: Delivery, with error: WeatherError) {
        switch delivery {
        case .response(let continuation): continuation.resume(throwing: error)
        case .head(let continuation): continuation.resume(throwing: error)
        }
    }

    /// Whether a header field can go on the wire as one line.
    private static func isValid(name: String, value: String) -> Bool {
        let forbidden: Set<UInt8> = [0x0D, 0x0A, 0x00]
        return !name.isEmpty && !name.utf8.contains { forbidden.contains($0) || $0 == UInt8(ascii: ":") }
            && !value.utf8.contains { forbidden.contains($0) }
    }
}

/// Holds a transfer's thread back while the reader of its streamed body is behind.
///
/// The body's ``ChunkQueue`` closes the gate when more than its high-water mark waits unread and
/// opens it once the reader is under the low-water mark. Both calls happen outside the queue's lock,
/// so they can arrive in either order; the gate counts them, and is closed while it has seen more
/// closes than opens. ``release()`` opens it for good, when the exchange stops.
final class ProducerGate: Sendable {
    /// The gate's counts, under the condition's lock.
    private struct State {
        /// Closes seen minus opens seen.
        var closes = 0
        /// Whether the gate was opened for good.
        var isReleased = false
    }

    /// The state and the condition its waiters wait on.
    private let condition = Condition(State())

    /// Asks the transfer to wait (the reader is behind).
    func close() {
        condition.update { $0.closes += 1 }
    }

    /// Lets a waiting transfer go on (the reader caught up).
    func open() {
        condition.update { $0.closes -= 1 }
    }

    /// Opens the gate for good.
    func release() {
        condition.update { $0.isReleased = true }
    }

    /// Waits while the gate is closed and not released.
    func waitWhileClosed() {
        condition.wait { $0.closes <= 0 || $0.isReleased }
    }
}

extension ProducerGate {
    /// A value with a condition variable: changes wake every waiter, which checks its predicate again.
    private final class Condition<Value: Sendable>: @unchecked Sendable {  // Sendable: `condition` guards `value`.
        /// The lock and the condition variable.
        private let condition = NSCondition()
        /// The value, only touched holding `condition`.
        private var value: Value

        /// Creates a condition around `value`.
        init(_ value: Value) {
            self.value = value
        }

        /// Changes the value and wakes every waiter.
        func update(_ change: (inout Value) -> Void) {
            condition.lock()
            change(&value)
            condition.broadcast()
            condition.unlock()
        }

        /// Blocks until `isSatisfied` holds for the value.
        func wait(until isSatisfied: (Value) -> Bool) {
            condition.lock()
            while !isSatisfied(value) {
                condition.wait()
            }
            condition.unlock()
        }
    }
}
#endif
