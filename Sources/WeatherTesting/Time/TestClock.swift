import Foundation
import WeatherCore
import WeatherNetworking

/// A manual `Clock` for tests: time moves only when the test says so, and every requested
/// sleep is recorded, so timing behaviour is asserted without waiting.
///
/// ```swift
/// import Testing
///
/// @Test func sleeperResumes() async throws {
///     let clock = TestClock()
///     let task = Task { try await clock.sleep(for: .seconds(5)) }
///     await clock.waitForSleepers(1)
///     clock.advance(by: .seconds(5))  // the sleeper resumes
///     try await task.value
///     #expect(clock.sleeps == [.seconds(5)])
/// }
/// ```
///
/// With `advancesAutomatically: true`, every sleep moves the clock to its deadline at once.
///
/// It is also the test's wall clock: ``date`` starts at ``start`` and moves with the clock, and ``wallClock``
/// hands it to every `now:` parameter (cache lifetimes, the sandbox, screen models, `days(from:)`), so one
/// clock drives dates and sleeps together:
///
/// ```swift
/// import Foundation
/// import Testing
/// import WeatherProviders
///
/// @Test func cacheAgesWithTheClock() {
///     let june15 = Date(timeIntervalSince1970: 1_781_524_800)  // 2026-06-15 12:00 UTC
///     let clock = TestClock(start: june15)
///     let cache = CachingWeatherProvider(upstream: OpenMeteoClient(), now: clock.wallClock)
///     clock.advance(by: .seconds(3600))   // sleepers due within the hour resume; cached entries age an hour
///     #expect(clock.date == june15.addingTimeInterval(3600))
/// }
/// ```
public final class TestClock: Clock, Sendable {
    /// A point in the test clock's time: the offset from its start.
    public struct Instant: InstantProtocol, Hashable, Sendable {
        /// The time elapsed since the clock started.
        public var offset: Duration

        /// Creates an instant at `offset` from the start.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The duration from this instant to `other`.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Orders instants by their offset.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    private struct Sleeper {
        var id: Int
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleeps: [Duration] = []
        var sleepers: [Sleeper] = []
        var nextID = 0
        var sleeperWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state = Locked(State())
    private let advancesAutomatically: Bool

    /// The date a clock starts at unless told otherwise: 1 January 2026, 00:00 UTC.
    public static let defaultStart = Date(timeIntervalSince1970: 1_767_225_600)

    /// The wall-clock date at offset zero.
    public let start: Date

    /// Creates a clock at offset zero whose wall clock reads `start`. With `advancesAutomatically`, sleeps
    /// return at once and move the clock to their deadline.
    public init(start: Date = TestClock.defaultStart, advancesAutomatically: Bool = false) {
        self.start = start
        self.advancesAutomatically = advancesAutomatically
    }

    /// The current instant.
    public var now: Instant { state.current.now }

    /// The current wall-clock date: ``start`` plus the time the clock has moved, by ``advance(by:)`` or by
    /// sleeps when it advances automatically.
    public var date: Date { start.addingTimeInterval(now.offset.secondsValue) }

    /// ``date`` as a function, for every `now: @Sendable () -> Date` parameter of the SDK: pass
    /// `now: clock.wallClock` beside `clock: clock`, and one test clock drives both.
    public var wallClock: @Sendable () -> Date {
        { [self] in date }
    }

    /// The smallest meaningful step: one nanosecond.
    public var minimumResolution: Duration { .nanoseconds(1) }

    /// Every sleep requested so far, as a duration from the instant it was requested.
    public var sleeps: [Duration] { state.current.sleeps }

    /// How many sleepers are waiting for time to pass.
    public var pendingSleepers: Int { state.current.sleepers.count }

    /// Suspends until the clock reaches `deadline`; throws `CancellationError` when the task is
    /// cancelled first.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = state.withLock { state -> Int in
            state.sleeps.append(state.now.duration(to: deadline))
            state.nextID += 1
            return state.nextID
        }
        if advancesAutomatically {
            try Task.checkCancellation()
            state.withLock { $0.now = max($0.now, deadline) }
            return
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow = state.withLock { state -> Bool in
                    if Task.isCancelled || deadline <= state.now { return true }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    let ready = state.sleeperWaiters.filter { $0.count <= state.sleepers.count }
                    state.sleeperWaiters.removeAll { $0.count <= state.sleepers.count }
                    ready.forEach { $0.continuation.resume() }
                    return false
                }
                if resumeNow {
                    if Task.isCancelled {
                        continuation.resume(throwing: CancellationError())
                    } else {
                        continuation.resume()
                    }
                }
            }
        } onCancel: {
            let sleeper = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return state.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock forward by `duration` and resumes every sleeper whose deadline has passed.
    public func advance(by duration: Duration) {
        let due = state.withLock { state -> [Sleeper] in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        due.forEach { $0.continuation.resume() }
    }

    /// Suspends until at least `count` sleepers are waiting on this clock.
    public func waitForSleepers(_ count: Int = 1) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = state.withLock { state -> Bool in
                if state.sleepers.count >= count { return true }
                state.sleeperWaiters.append((count, continuation))
                return false
            }
            if ready {
                continuation.resume()
            }
        }
    }
}
