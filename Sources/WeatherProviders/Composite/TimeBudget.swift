import Foundation
import WeatherCore
import WeatherNetworking

/// The time one call of a composite provider may take, shared by every source it asks: a source is
/// asked only while some of it remains, and gets what the sources before it left.
///
/// The budget is spent by the sources' calls, each timed from its first step to its answer; the time
/// between two calls (the composite's own work, or a wait for a free thread) is not held against the
/// sources. ``run(_:)`` races a call against a sleep on the clock for the time left, and cancels whichever
/// loses.
struct TimeBudget: Sendable {
    /// The time the whole call may take.
    let total: Duration
    /// The clock the time is measured and waited on.
    private let clock: any Clock<Duration>
    /// The time the sources' calls have taken so far.
    private let spent = Locked(Duration.zero)

    /// A budget of `total` on `clock`.
    init(_ total: Duration, on clock: any Clock<Duration>) {
        self.total = total
        self.clock = clock
    }

    /// The time left; zero once the budget is spent.
    var remaining: Duration { max(total - spent.current, .zero) }

    /// Whether no time is left.
    var isSpent: Bool { remaining <= .zero }

    /// The budget in words, for notes and messages: "25 seconds", "1.5 seconds", "1 second".
    var wording: String {
        let seconds = total.secondsValue
        if seconds == 1 { return "1 second" }
        let rounded = (seconds * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return "\(Int(rounded)) seconds" }
        return "\(rounded) seconds"
    }

    /// The value of `operation`, or `nil` when the budget runs out first (or is already spent, in which
    /// case `operation` is not started).
    ///
    /// `operation` is raced against a sleep for the time left: when the sleep ends first, `operation` is
    /// cancelled, and this returns once it has stopped (every client of the SDK stops at once when
    /// cancelled). The time `operation` took is spent from the budget; calls run side by side each get
    /// the time left when they start.
    ///
    /// - Throws: What `operation` throws when it fails before the budget runs out; `CancellationError`
    ///   (or what `operation` throws on cancellation) when the calling task is cancelled.
    func run<Value: Sendable>(_ operation: @escaping @Sendable () async throws -> Value) async throws -> Value? {
        let remaining = remaining
        guard remaining > .zero else { return nil }
        let clock = clock
        let spent = spent
        return try await withThrowingTaskGroup(of: Value?.self) { group in
            group.addTask {
                let elapsed = clock.stopwatch()
                defer {
                    let taken = min(elapsed(), remaining)
                    spent.withLock { $0 += taken }
                }
                return try await operation()
            }
            group.addTask {
                try await clock.sleep(for: remaining)
                spent.withLock { $0 = max($0, total) }
                return nil
            }
            defer { group.cancelAll() }
            return try await group.next() ?? nil
        }
    }
}
