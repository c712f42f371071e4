import Foundation
import WeatherCore
import WeatherModels
import WeatherScheduling

/// A `BackgroundRefreshScheduling` that records registrations, requests and cancellations and runs nothing
/// by itself: the test runs a registered task with ``run(_:)`` when it chooses, as the system would.
///
/// ```swift
/// import Foundation
/// import Testing
///
/// @Test func refreshesTomorrow() async throws {
///     let tomorrow = Date().addingTimeInterval(24 * 3600)
///     let refresher = RecordingRefreshScheduler()
///     try refresher.register("daily-forecast") { print("refreshing the forecast") }
///     try refresher.scheduleRefresh("daily-forecast", notBefore: tomorrow)
///     #expect(await refresher.pendingRefreshDate(for: "daily-forecast") == tomorrow)
///     try await refresher.run("daily-forecast")
/// }
/// ```
///
/// With `isAvailable: false` it refuses every request with `WeatherError` `.unavailable`, as iOS does when
/// Background App Refresh is off. Like `BGTaskScheduler`, it refuses registrations after
/// ``launchFinished()``. `InProcessRefreshScheduler` in WeatherScheduling runs the tasks on a clock instead.
public final class RecordingRefreshScheduler: BackgroundRefreshScheduling {
    /// One request for a refresh.
    public struct Request: Hashable, Sendable {
        /// The task asked for.
        public var identifier: String
        /// The earliest date it may run.
        public var date: Date

        /// Creates a request for `identifier` not before `date`, to compare with ``requests``.
        public init(identifier: String, date: Date) {
            self.identifier = identifier
            self.date = date
        }
    }

    private struct State {
        var work: [String: @Sendable () async throws -> Void] = [:]
        var registered: [String] = []
        var requests: [Request] = []
        var refused: [Request] = []
        var pending: [String: Date] = [:]
        var cancelled: [String] = []
        var isAvailable: Bool
        var launchHasFinished = false
    }

    private let state: Locked<State>

    /// Creates a scheduler; `isAvailable: false` refuses every request.
    public init(isAvailable: Bool = true) {
        state = Locked(State(isAvailable: isAvailable))
    }

    /// Turns Background App Refresh on or off for later requests.
    public func setAvailable(_ isAvailable: Bool) {
        state.withLock { $0.isAvailable = isAvailable }
    }

    // MARK: - Recorded calls

    /// Every identifier registered, in order.
    public var registeredIdentifiers: [String] { state.current.registered }

    /// Every request accepted, in order, including those replaced or cancelled since.
    public var requests: [Request] { state.current.requests }

    /// Every request refused because the scheduler was not available, in order.
    public var refusedRequests: [Request] { state.current.refused }

    /// Every identifier whose refresh was cancelled, in order.
    public var cancelledIdentifiers: [String] { state.current.cancelled }

    /// Whether ``launchFinished()`` was called.
    public var isLaunchFinished: Bool { state.current.launchHasFinished }

    /// Runs the work registered for `identifier` now and clears its pending request, as the system does when
    /// it launches the task.
    ///
    /// - Throws: `WeatherError` `.notFound` when nothing is registered for `identifier`, or the work's error.
    public func run(_ identifier: String) async throws {
        let work = state.withLock { state in
            state.pending[identifier] = nil
            return state.work[identifier]
        }
        guard let work else {
            throw WeatherError(.notFound, message: "No background work is registered for \(identifier).")
        }
        try await work()
    }

    // MARK: - BackgroundRefreshScheduling

    /// Records the registration of `work` for `identifier`.
    ///
    /// - Throws: `WeatherError` `.conflict` when the identifier is already registered, `.unavailable` after
    ///   ``launchFinished()``.
    public func register(_ identifier: String, work: @escaping @Sendable () async throws -> Void) throws {
        try state.withLock { state in
            guard !state.launchHasFinished else {
                throw WeatherError(.unavailable, message: "\(identifier) was registered after launch finished.")
            }
            guard state.work[identifier] == nil else {
                throw WeatherError(.conflict, message: "\(identifier) is already registered.")
            }
            state.work[identifier] = work
            state.registered.append(identifier)
        }
    }

    /// Records the request and makes it pending, replacing an earlier one for `identifier`.
    ///
    /// - Throws: `WeatherError` `.unavailable` when the scheduler is not available.
    public func scheduleRefresh(_ identifier: String, notBefore date: Date) throws {
        try state.withLock { state in
            let request = Request(identifier: identifier, date: date)
            guard state.isAvailable else {
                state.refused.append(request)
                throw WeatherError(.unavailable, message: "Background App Refresh is off.")
            }
            state.requests.append(request)
            state.pending[identifier] = date
        }
    }

    /// Records the cancellation and clears the pending request for `identifier`.
    public func cancelRefresh(_ identifier: String) {
        state.withLock { state in
            state.cancelled.append(identifier)
            state.pending[identifier] = nil
        }
    }

    /// The date of the pending request for `identifier`, or `nil`.
    public func pendingRefreshDate(for identifier: String) async -> Date? {
        state.current.pending[identifier]
    }

    /// Records that launch has finished; later registrations are refused.
    public func launchFinished() {
        state.withLock { $0.launchHasFinished = true }
    }
}
