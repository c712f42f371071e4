import Foundation
import Testing
import WeatherCore
import WeatherTesting

@testable import WeatherProviders

/// A gate the test opens by hand, so an operation stays in flight until the test says so.
private final class Gate: Sendable {
    private let state = Locked<(isOpen: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))
    private let started = Locked(0)

    var startCount: Int { started.current }

    func wait() async {
        started.withLock { $0 += 1 }
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state -> Bool in
                if state.isOpen { return true }
                state.waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    func open() {
        let waiters = state.withLock { state in
            state.isOpen = true
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        waiters.forEach { $0.resume() }
    }
}

@Suite("In-flight request coalescing")
struct InFlightRequestsTests {
    /// Yields until `condition` holds (no sleeping: other tasks run in between).
    private func until(_ condition: () async -> Bool) async {
        for _ in 0..<100_000 where !(await condition()) {
            await Task.yield()
        }
    }

    @Test func concurrentCallersShareOneOperation() async throws {
        let flights = InFlightRequests<String, Int>()
        let gate = Gate()
        let runs = Locked(0)
        let operation: @Sendable () async throws -> Int = {
            runs.withLock { $0 += 1 }
            await gate.wait()
            return 42
        }
        try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<50 {
                group.addTask { try await flights.value(for: "key", operation: operation) }
            }
            await until { await flights.waiterCount(for: "key") == 50 }
            gate.open()
            var results: [Int] = []
            for try await value in group { results.append(value) }
            #expect(results == Array(repeating: 42, count: 50))
        }
        #expect(runs.current == 1)
        #expect(await flights.count == 0)
    }

    @Test func aCancelledWaiterDoesNotCancelTheOthers() async throws {
        let flights = InFlightRequests<String, Int>()
        let gate = Gate()
        let operation: @Sendable () async throws -> Int = {
            await gate.wait()
            try Task.checkCancellation()
            return 7
        }
        let cancelled = Task { try await flights.value(for: "key", operation: operation) }
        let survivor = Task { try await flights.value(for: "key", operation: operation) }
        await until { await flights.waiterCount(for: "key") == 2 }
        cancelled.cancel()
        await until { await flights.waiterCount(for: "key") == 1 }
        gate.open()
        #expect(try await survivor.value == 7)
        await #expect(throws: CancellationError.self) { try await cancelled.value }
        #expect(gate.startCount == 1)
    }

    @Test func errorsReachEveryWaiterAndFreeTheKey() async throws {
        let flights = InFlightRequests<String, Int>()
        let gate = Gate()
        let runs = Locked(0)
        let failing: @Sendable () async throws -> Int = {
            runs.withLock { $0 += 1 }
            await gate.wait()
            throw WeatherError(.server, message: "down")
        }
        let first = Task { try await flights.value(for: "key", operation: failing) }
        let second = Task { try await flights.value(for: "key", operation: failing) }
        await until { await flights.waiterCount(for: "key") == 2 }
        gate.open()
        await #expect(throws: WeatherError.self) { try await first.value }
        await #expect(throws: WeatherError.self) { try await second.value }
        #expect(runs.current == 1)
        // The next call starts a new operation.
        #expect(try await flights.value(for: "key") { 3 } == 3)
    }

    @Test func differentKeysRunSeparately() async throws {
        let flights = InFlightRequests<String, String>()
        async let first = flights.value(for: "a") { "a" }
        async let second = flights.value(for: "b") { "b" }
        #expect(try await [first, second] == ["a", "b"])
    }
}

@Suite("Coalescing weather provider")
struct CoalescingWeatherProviderTests {
    @Test func cancelledCallerGetsACancelledWeatherError() async throws {
        let upstream = DecoratorTesting.upstream()
        let provider = upstream.coalesced()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await provider.weather(at: DecoratorTesting.berlin)
        }
        let error = await #expect(throws: WeatherError.self) { try await task.value }
        #expect(error?.code == .cancelled)
        #expect(provider.cacheNamespace == upstream.cacheNamespace)
    }

    @Test func sequentialCallsAreNotShared() async throws {
        let upstream = DecoratorTesting.upstream()
        let provider = upstream.coalesced()
        _ = try await provider.weather(at: DecoratorTesting.berlin)
        _ = try await provider.weather(at: DecoratorTesting.berlin)
        #expect(upstream.callCount == 2)
    }
}
