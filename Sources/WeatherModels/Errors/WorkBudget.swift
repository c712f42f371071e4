import Foundation
import WeatherCore

/// The deadline and cancellation of one call, carried into the CPU work that follows the network:
/// decoding the body and mapping it to the SDK's values.
///
/// ``APIClient`` starts the call's clock before the first attempt and makes the budget current (a
/// task-local value) while it decodes and maps the answer, so a long mapping loop stops as soon as the
/// caller has gone or the deadline has passed. Loops call ``Checkpoint/tick()`` once per row; it looks at
/// the task and the clock every ``Checkpoint/interval`` rows, which costs nothing measurable.
///
/// A cancelled call stops at its next check. A call whose work on its answer began before the deadline
/// stops at the first check ``grace`` past the deadline. An answer whose work began after the deadline
/// (it came in time but waited for a free thread, so the time was not the service's) gets at most
/// ``lateWork`` of work before it stops: a small answer is always read.
///
/// ```
/// var checkpoint = WorkBudget.Checkpoint()
/// for row in rows {
///     try checkpoint.tick()
///     …
/// }
/// ```
package struct WorkBudget: Sendable {
    /// The budget of the call being decoded or mapped on this task, if any.
    @TaskLocal package static var current: WorkBudget?

    /// How long past the deadline the work on an answer begun in time may go on: 50 ms.
    package static let grace: Duration = .milliseconds(50)
    /// The work an answer whose work began after the deadline may still do: 1 second.
    package static let lateWork: Duration = .seconds(1)

    /// The service's name, for the error.
    let service: String
    /// The whole call's deadline.
    let deadline: Duration
    /// The time spent in the call so far.
    let elapsed: @Sendable () -> Duration
    /// The call's time at its first check: when the work on the answer began.
    private let workStarted = Locked<Duration?>(nil)

    /// A budget of `deadline` for a call to `service` whose time so far `elapsed` reads.
    package init(service: String, deadline: Duration, elapsed: @escaping @Sendable () -> Duration) {
        self.service = service
        self.deadline = deadline
        self.elapsed = elapsed
    }

    /// Throws when the current task is cancelled.
    ///
    /// - Throws: `WeatherError` `.cancelled`.
    package static func checkCancellation() throws {
        if Task.isCancelled {
            throw WeatherError(.cancelled, message: "Cancelled while reading the answer.")
        }
    }

    /// Throws when the current task is cancelled, or when the current call's deadline has passed and its
    /// work on the answer has gone on ``grace`` past it (``lateWork`` when it began after it).
    ///
    /// - Throws: `WeatherError` `.cancelled`, or `.timeout` naming the deadline.
    package static func check() throws {
        try checkCancellation()
        guard let budget = current else { return }
        let now = budget.elapsed()
        let started = budget.workStarted.withLock { started in
            if started == nil { started = now }
            return started ?? now
        }
        let overrun = started > budget.deadline ? now - started - lateWork : now - budget.deadline - grace
        guard overrun >= .zero else { return }
        throw WeatherError(
            .timeout,
            message: "\(budget.service) answered, but reading the answer did not finish within the call's "
                + "\(budget.deadline) deadline.")
    }

    /// Counts the rows of a loop and calls ``WorkBudget/check()`` every ``interval`` of them.
    package struct Checkpoint {
        /// The rows between two checks.
        package static let interval = 512
        private var count = 0

        /// A checkpoint that checks on its first tick, then every ``interval`` ticks.
        package init() {}

        /// Counts one row; checks the budget when ``interval`` rows have passed since the last check.
        ///
        /// - Throws: `WeatherError` `.cancelled` or `.timeout`.
        package mutating func tick() throws {
            defer { count &+= 1 }
            guard count % Self.interval == 0 else { return }
            try WorkBudget.check()
        }
    }
}
