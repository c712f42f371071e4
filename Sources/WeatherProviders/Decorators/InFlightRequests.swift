/// Runs at most one operation per key at a time and hands its result to every caller that asked meanwhile.
///
/// The first caller for a key starts the operation in a task of its own; callers that arrive while it runs
/// wait for the same result (value or error). A waiter that is cancelled stops waiting with
/// `CancellationError` without disturbing the others; the operation itself is cancelled only when every
/// waiter has gone. Once the operation finishes, the key is free and the next call starts a new one.
package actor InFlightRequests<Key: Hashable & Sendable, Value: Sendable> {
    private struct Flight {
        let id: UInt64
        let task: Task<Void, Never>
        var waiters: [UInt64: CheckedContinuation<Value, any Error>]
    }

    private var flights: [Key: Flight] = [:]
    private var nextID: UInt64 = 0

    /// Creates an empty set of in-flight requests.
    package init() {}

    /// The number of keys with an operation running, for tests and diagnostics.
    package var count: Int { flights.count }

    /// The number of callers waiting for the operation running for `key`.
    package func waiterCount(for key: Key) -> Int {
        flights[key]?.waiters.count ?? 0
    }

    /// The result of the running operation for `key`, or of `operation` started now when none is running.
    package func value(
        for key: Key,
        operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        let waiterID = makeID()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                join(key: key, waiterID: waiterID, continuation: continuation, operation: operation)
            }
        } onCancel: {
            Task { await self.cancelWaiter(waiterID, for: key) }
        }
    }

    private func makeID() -> UInt64 {
        nextID &+= 1
        return nextID
    }

    private func join(
        key: Key,
        waiterID: UInt64,
        continuation: CheckedContinuation<Value, any Error>,
        operation: @escaping @Sendable () async throws -> Value
    ) {
        if Task.isCancelled {
            continuation.resume(throwing: CancellationError())
            return
        }
        if flights[key] != nil {
            flights[key]?.waiters[waiterID] = continuation
            return
        }
        let flightID = makeID()
        let task = Task {
            let result: Result<Value, any Error>
            do {
                result = .success(try await operation())
            } catch {
                result = .failure(error)
            }
            self.finish(key: key, flightID: flightID, with: result)
        }
        flights[key] = Flight(id: flightID, task: task, waiters: [waiterID: continuation])
    }

    private func finish(key: Key, flightID: UInt64, with result: Result<Value, any Error>) {
        guard let flight = flights[key], flight.id == flightID else { return }
        flights[key] = nil
        for continuation in flight.waiters.values {
            continuation.resume(with: result)
        }
    }

    private func cancelWaiter(_ waiterID: UInt64, for key: Key) {
        guard let continuation = flights[key]?.waiters.removeValue(forKey: waiterID) else { return }
        continuation.resume(throwing: CancellationError())
        if let flight = flights[key], flight.waiters.isEmpty {
            flights[key] = nil
            flight.task.cancel()
        }
    }
}
