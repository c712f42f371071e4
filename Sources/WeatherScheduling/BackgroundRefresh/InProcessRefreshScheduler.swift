import Foundation
import WeatherCore
import WeatherModels
import WeatherNetworking

/// Runs refresh work inside the running process at each requested date, driven by an injectable clock:
/// the ``BackgroundRefreshScheduling`` for Linux, servers, command-line tools and tests.
///
/// Each pending request is one task sleeping on the clock until its date, so nothing polls. When the
/// sleep ends the request stops being pending and the work runs; the work may schedule the next run.
/// Scheduling again replaces the pending request; cancelling, or releasing the scheduler, stops it.
///
/// `now` and `clock` must move together: tests pass a manual clock and a `now` computed from it.
///
/// Like iOS, it refuses registrations after ``launchFinished()``, so the launch rule of an app can be
/// tested on any platform.
///
/// ```swift
/// import Foundation
///
/// func refreshForecast() async throws { /* fetch the forecast and schedule the notification */ }
///
/// let refresher = InProcessRefreshScheduler()
/// try refresher.register("daily-forecast") { try await refreshForecast() }
/// try refresher.scheduleRefresh("daily-forecast", notBefore: Date().addingTimeInterval(3600))
/// ```
public final class InProcessRefreshScheduler: BackgroundRefreshScheduling {
    private struct Pending {
        var date: Date
        var generation: Int
        var task: Task<Void, Never>
    }

    private struct State {
        var work: [String: @Sendable () async throws -> Void] = [:]
        var pending: [String: Pending] = [:]
        var generation = 0
        var launchHasFinished = false
    }

    private let state = Locked(State())
    private let clock: any Clock<Duration>
    private let now: @Sendable () -> Date
    private let onFailure: @Sendable (String, any Error) -> Void

    /// Creates a scheduler that waits on `clock` and reads the date from `now`.
    ///
    /// - Parameters:
    ///   - clock: The clock the scheduler sleeps on until each date.
    ///   - now: The current date, moving with `clock`.
    ///   - onFailure: Receives the identifier and the error when a run of the work throws.
    public init(
        clock: any Clock<Duration> = ContinuousClock(),
        now: @escaping @Sendable () -> Date = { Date() },
        onFailure: @escaping @Sendable (String, any Error) -> Void = { _, _ in }
    ) {
        self.clock = clock
        self.now = now
        self.onFailure = onFailure
    }

    deinit {
        for pending in state.current.pending.values {
            pending.task.cancel()
        }
    }

    /// Registers the work that runs for `identifier`.
    ///
    /// - Throws: `WeatherError` with code `.conflict` when the identifier is already registered, and
    ///   `.unavailable` after ``launchFinished()``.
    public func register(_ identifier: String, work: @escaping @Sendable () async throws -> Void) throws {
        try state.withLock { state in
            guard !state.launchHasFinished else {
                throw WeatherError(
                    .unavailable,
                    message: "The refresh \(identifier) was registered after launch; register work before "
                        + "launchFinished().")
            }
            guard state.work[identifier] == nil else {
                throw WeatherError(.conflict, message: "The refresh \(identifier) is already registered.")
            }
            state.work[identifier] = work
        }
    }

    /// Runs the work of `identifier` once the clock reaches `date` (at once for a date already passed),
    /// replacing any pending request.
    ///
    /// - Throws: `WeatherError` with code `.invalidInput` when no work is registered for `identifier`.
    public func scheduleRefresh(_ identifier: String, notBefore date: Date) throws {
        // The deadline is fixed on the clock now, however late the task starts sleeping.
        let delay = Duration.secondsValue(date.timeIntervalSince(now()))
        let sleep = clock.sleeper(for: delay)
        let state = state
        let onFailure = onFailure
        try state.withLock { current in
            guard let work = current.work[identifier] else {
                throw WeatherError(.invalidInput, message: "No work is registered for the refresh \(identifier).")
            }
            current.generation += 1
            let generation = current.generation
            current.pending[identifier]?.task.cancel()
            let task = Task {
                do {
                    try await sleep()
                } catch {
                    return  // Cancelled or replaced before the date.
                }
                let isCurrent = state.withLock { current -> Bool in
                    guard current.pending[identifier]?.generation == generation else { return false }
                    current.pending[identifier] = nil
                    return true
                }
                guard isCurrent else { return }
                do {
                    try await work()
                } catch {
                    onFailure(identifier, error)
                }
            }
            current.pending[identifier] = Pending(date: date, generation: generation, task: task)
        }
    }

    /// Cancels the pending request for `identifier`; a run already under way finishes.
    public func cancelRefresh(_ identifier: String) {
        let pending = state.withLock { $0.pending.removeValue(forKey: identifier) }
        pending?.task.cancel()
    }

    /// The date of the pending request for `identifier`, or `nil` when none is pending.
    public func pendingRefreshDate(for identifier: String) async -> Date? {
        state.current.pending[identifier]?.date
    }

    /// Refuses every later ``register(_:work:)``, as iOS does once the app has finished launching.
    public func launchFinished() {
        state.withLock { $0.launchHasFinished = true }
    }
}

extension Clock where Duration == Swift.Duration {
    /// A closure that sleeps on this clock until `delay` after this moment.
    fileprivate func sleeper(for delay: Swift.Duration) -> @Sendable () async throws -> Void {
        let deadline = now.advanced(by: delay)
        return { try await self.sleep(until: deadline, tolerance: nil) }
    }
}
