import Foundation
import WeatherCore

/// A client-side budget of calls, shared by every request that goes through it.
///
/// Each ``Budget`` is a token bucket: it starts full, every call spends one token, and tokens
/// flow back evenly over the budget's interval (60 per minute is one per second). A call needs a
/// token from every budget. When one is empty the limiter either waits for the next token or
/// refuses at once with a `.rateLimited` error whose `retryAfter` says when to try again, as its
/// ``Behavior`` says.
///
/// ```swift
/// let limiter = RateLimiter(callsPerMinute: 60, callsPerDay: 1_000, behavior: .refuse)
/// try await limiter.acquire()  // spends one call or throws .rateLimited
/// ```
public actor RateLimiter {
    /// A number of calls allowed per interval.
    public struct Budget: Sendable, Hashable {
        /// How many calls the interval allows; also the burst size.
        public var limit: Int
        /// The interval over which `limit` calls are allowed.
        public var interval: Duration

        /// Creates a budget of `limit` calls per `interval`.
        public init(limit: Int, per interval: Duration) {
            self.limit = limit
            self.interval = interval
        }

        /// `limit` calls per minute.
        public static func perMinute(_ limit: Int) -> Budget { Budget(limit: limit, per: .seconds(60)) }

        /// `limit` calls per day.
        public static func perDay(_ limit: Int) -> Budget { Budget(limit: limit, per: .seconds(86_400)) }
    }

    /// What ``RateLimiter/acquire()`` does when a budget is spent.
    public struct Behavior: Sendable, Hashable {
        private let name: String

        /// Suspend until a token is free. Cancelling the task ends the wait with `.cancelled`.
        public static let wait = Behavior(name: "wait")
        /// Throw `.rateLimited` with `retryAfter` at once, without spending anything.
        public static let refuse = Behavior(name: "refuse")
    }

    private struct Bucket {
        var budget: Budget
        var tokens: Double
        var refilledAt: Duration

        var tokensPerSecond: Double { Double(budget.limit) / budget.interval.secondsValue }

        mutating func refill(at time: Duration) {
            let elapsed = (time - refilledAt).secondsValue
            tokens = min(Double(budget.limit), tokens + elapsed * tokensPerSecond)
            refilledAt = time
        }

        /// The wait until one whole token is available; zero when one is.
        var waitForToken: Duration {
            tokens >= 1 - 1e-9 ? .zero : .secondsValue((1 - tokens) / tokensPerSecond)
        }
    }

    /// The budgets every call must fit in.
    public nonisolated let budgets: [Budget]
    /// What happens when a budget is spent.
    public nonisolated let behavior: Behavior
    private let clock: any Clock<Duration>
    private let elapsed: @Sendable () -> Duration
    private var buckets: [Bucket]

    /// Creates a limiter over `budgets`, measuring time with `clock`.
    public init(budgets: [Budget], behavior: Behavior = .wait, clock: any Clock<Duration> = ContinuousClock()) {
        self.budgets = budgets
        self.behavior = behavior
        self.clock = clock
        self.elapsed = clock.stopwatch()
        self.buckets = budgets.map { Bucket(budget: $0, tokens: Double(max($0.limit, 0)), refilledAt: .zero) }
    }

    /// Creates a limiter with a per-minute and a per-day budget; `nil` leaves that budget out.
    public init(
        callsPerMinute: Int? = nil,
        callsPerDay: Int? = nil,
        behavior: Behavior = .wait,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        let budgets = [callsPerMinute.map(Budget.perMinute), callsPerDay.map(Budget.perDay)].compactMap { $0 }
        self.init(budgets: budgets, behavior: behavior, clock: clock)
    }

    /// Spends one call from every budget, waiting or refusing when one is empty.
    ///
    /// - Throws: `WeatherError` with code `.rateLimited` (and `retryAfter`) under ``Behavior/refuse``,
    ///   `.cancelled` when the task is cancelled while waiting, `.invalidInput` for a budget whose
    ///   limit or interval is not positive.
    public func acquire() async throws {
        try await acquire(waitingAtMost: nil)
    }

    /// Like ``acquire()``, but when the next call would have to wait longer than `limit`, throws at
    /// once instead of waiting: `.rateLimited` with the wait as `retryAfter`.
    package func acquire(waitingAtMost limit: Duration?) async throws {
        if let invalid = budgets.first(where: { $0.limit < 1 || $0.interval <= .zero }) {
            throw WeatherError(
                .invalidInput,
                message: "A rate budget of \(invalid.limit) calls per \(invalid.interval) allows no call.")
        }
        while true {
            if Task.isCancelled {
                throw WeatherError(.cancelled, message: "Cancelled while waiting for the rate limiter.")
            }
            let now = elapsed()
            for index in buckets.indices {
                buckets[index].refill(at: now)
            }
            let wait = buckets.map(\.waitForToken).max() ?? .zero
            if wait == .zero {
                for index in buckets.indices {
                    buckets[index].tokens -= 1
                }
                return
            }
            guard behavior == .wait, limit.map({ wait <= $0 }) ?? true else {
                throw WeatherError(
                    .rateLimited,
                    message: "The client-side call budget is spent; the next call is allowed in \(wait)"
                        + (behavior == .wait ? ", after the call's deadline." : "."),
                    retryAfter: wait
                )
            }
            do {
                try await clock.sleep(for: wait)
            } catch {
                throw WeatherError(.cancelled, message: "Cancelled while waiting for the rate limiter.")
            }
        }
    }

    /// How long until the next call fits every budget; zero when it fits now.
    public func waitForNextCall() -> Duration {
        let now = elapsed()
        return buckets.map { bucket in
            var bucket = bucket
            bucket.refill(at: now)
            return bucket.waitForToken
        }
        .max() ?? .zero
    }
}

extension Clock where Duration == Swift.Duration {
    /// A function returning the time elapsed on this clock since the call to `stopwatch()`.
    package func stopwatch() -> @Sendable () -> Duration {
        let start = now
        return { start.duration(to: self.now) }
    }
}
