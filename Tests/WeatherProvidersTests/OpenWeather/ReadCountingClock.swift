import Foundation
import WeatherCore
import WeatherNetworking
import WeatherTesting

/// A test clock that counts how often it is read after a transport answers and, at a chosen read, passes
/// the call's deadline or cancels the task reading it.
///
/// The pipeline reads the clock a few times between the answer and the mapping (its own deadline checks);
/// a mapping within the call's budget reads it again at its first checkpoint. A test counts the pipeline's
/// reads with a call that does not map (a raw body), then makes the read after them pass the deadline or
/// cancel: only a mapping that runs within the call's budget sees it.
///
/// ```swift
/// let clock = ReadCountingClock()
/// _ = try await client.oneCallResponse(at: place)     // the transport calls `clock.answered()`
/// clock.trigger(.passDeadline, atRead: clock.reads + 1)
/// await #expect(throws: WeatherError.self) { try await client.weather(at: place) }
/// ```
final class ReadCountingClock: Clock, Sendable {
    typealias Instant = TestClock.Instant

    /// What happens at the chosen read.
    enum Event: Sendable {
        /// The clock moves past the default deadline, just after this read.
        case passDeadline
        /// The task reading the clock is cancelled.
        case cancel
    }

    private struct State {
        var counting = false
        var reads = 0
        /// The event waiting for the next answer.
        var armed: (read: Int, event: Event)?
        /// The event of the current answer, until it fires.
        var active: (read: Int, event: Event)?
    }

    private let base = TestClock()
    private let state = Locked(State())

    /// The current instant; each read after ``answered()`` is counted, and the chosen one fires its event,
    /// once.
    var now: Instant {
        let event: Event? = state.withLock { state in
            guard state.counting else { return nil }
            state.reads += 1
            guard let active = state.active, active.read == state.reads else { return nil }
            state.active = nil
            return active.event
        }
        let instant = base.now
        switch event {
        case .passDeadline?:
            // The mapping's first check reads the time its work began; every check after it sees the
            // deadline passed long after.
            base.advance(by: HTTPClientOptions.defaultDeadline + .seconds(1))
        case .cancel?: withUnsafeCurrentTask { $0?.cancel() }
        case nil: break
        }
        return instant
    }

    /// One nanosecond.
    var minimumResolution: Duration { base.minimumResolution }

    /// Waits until the clock is moved to `deadline`.
    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try await base.sleep(until: deadline, tolerance: tolerance)
    }

    /// Starts counting reads from zero, and arms the event ``trigger(_:atRead:)`` chose; a transport calls it
    /// as it answers.
    func answered() {
        state.withLock {
            $0.counting = true
            $0.reads = 0
            $0.active = $0.armed
            $0.armed = nil
        }
    }

    /// The reads since the last ``answered()``.
    var reads: Int { state.current.reads }

    /// Makes read `read` after the next answer fire `event`; the reads before that answer fire nothing.
    func trigger(_ event: Event, atRead read: Int) {
        state.withLock { $0.armed = (read, event) }
    }
}
