/// Calls waiting for one answer that a system callback delivers later (a delegate method), each with a
/// deadline, so every waiting call resumes: with the answer, with the timeout error, or when its task is
/// cancelled.
///
/// A delegate-based framework resumes a continuation only if it calls back; CoreLocation does not when the
/// Info.plist lacks a purpose string or the app asks from the background. Waiting through this type turns
/// such a silence into an error after `timeout` on an injected clock.
///
/// ```
/// let answer = AwaitedAnswer<Int>()
/// let value = try await answer.wait(timeout: .seconds(30), clock: clock, timeoutError: { MyTimeout() }) {
///     manager.ask()           // called for the first waiter only
/// }
/// // in the delegate callback:
/// answer.resolve(with: .success(42))
/// ```
package final class AwaitedAnswer<Value: Sendable>: Sendable {
    private struct Waiter {
        var id: Int
        var continuation: CheckedContinuation<Value, any Error>
    }

    private struct State {
        var waiters: [Waiter] = []
        var nextID = 0
        /// Calls that have begun waiting but whose continuation is not registered yet.
        var unregistered: Set<Int> = []
        /// Calls that failed (timed out, cancelled) before their continuation was registered.
        var settledEarly: [Int: any Error] = [:]
    }

    private let state = Locked(State())

    /// Creates an answer nobody waits for yet.
    package init() {}

    /// How many calls wait now.
    package var waitingCount: Int { state.withLock { $0.waiters.count } }

    /// Waits for the next ``resolve(with:)``, at most `timeout` on `clock`.
    ///
    /// `start` runs, in the caller's isolation, only when this call is the first to wait: it asks the
    /// system for the answer once for all waiting calls.
    ///
    /// - Throws: The error ``resolve(with:)`` passes, `timeoutError()` once `timeout` has passed, or
    ///   `CancellationError` when the task is cancelled.
    package func wait(
        isolation: isolated (any Actor)? = #isolation,
        timeout: Duration,
        clock: any Clock<Duration>,
        timeoutError: @escaping @Sendable () -> any Error,
        start: () -> Void
    ) async throws -> Value {
        let id = state.withLock { state -> Int in
            state.nextID += 1
            state.unregistered.insert(state.nextID)
            return state.nextID
        }
        let timer = Task { [weak self] in
            do {
                try await clock.sleep(for: timeout)
            } catch {
                return  // cancelled: the answer came first
            }
            self?.settle(id, with: timeoutError())
        }
        defer { timer.cancel() }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation(isolation: isolation) { continuation in
                let registration = state.withLock { state -> (isFirst: Bool, early: (any Error)?) in
                    state.unregistered.remove(id)
                    if let early = state.settledEarly.removeValue(forKey: id) { return (false, early) }
                    state.waiters.append(Waiter(id: id, continuation: continuation))
                    return (state.waiters.count == 1, nil)
                }
                if let early = registration.early {
                    continuation.resume(throwing: early)
                } else if registration.isFirst {
                    start()
                }
            }
        } onCancel: {
            settle(id, with: CancellationError())
        }
    }

    /// Resumes every waiting call with `result`; later calls wait for the next answer.
    package func resolve(with result: Result<Value, any Error>) {
        let waiting = state.withLock { state -> [Waiter] in
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        waiting.forEach { $0.continuation.resume(with: result) }
    }

    /// Ends one waiting call with `error`, or marks it so that it ends as soon as it registers.
    private func settle(_ id: Int, with error: any Error) {
        let waiter = state.withLock { state -> Waiter? in
            guard let index = state.waiters.firstIndex(where: { $0.id == id }) else {
                // Not registered yet: it ends as it registers. Already answered: nothing to do.
                if state.unregistered.contains(id) { state.settledEarly[id] = error }
                return nil
            }
            return state.waiters.remove(at: index)
        }
        waiter?.continuation.resume(throwing: error)
    }
}
