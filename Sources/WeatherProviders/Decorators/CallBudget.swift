import Foundation

/// A quota of calls: at most so many per rolling minute and per rolling day.
///
/// Use it with ``BudgetedWeatherProvider`` to stay under a service's free tier. A `nil` limit is no limit.
///
/// ```swift
/// let budget = CallBudget(perMinute: 60, perDay: 1_000)
/// ```
public struct CallBudget: Sendable, Hashable {
    /// The most calls in any 60-second window, or `nil` for no limit.
    public var perMinute: Int?
    /// The most calls in any 24-hour window, or `nil` for no limit.
    public var perDay: Int?

    /// Creates a budget; a `nil` limit is no limit.
    public init(perMinute: Int? = nil, perDay: Int? = nil) {
        self.perMinute = perMinute
        self.perDay = perDay
    }

    /// Open-Meteo's free tier counted per IP (600 a minute, 10 000 a day).
    public static var openMeteoFreeTier: CallBudget { CallBudget(perMinute: 600, perDay: 10_000) }

    /// OpenWeather's free plan (60 a minute, 1 000 a day for One Call 3.0).
    public static var openWeatherFreePlan: CallBudget { CallBudget(perMinute: 60, perDay: 1_000) }
}

/// The calls spent against a ``CallBudget``: the times of the calls in the last day.
final class CallLedger: Sendable {
    private static let minute: TimeInterval = 60
    private static let day: TimeInterval = 24 * 3600

    private let budget: CallBudget
    private let calls = Locked<[Date]>([])

    init(budget: CallBudget) {
        self.budget = budget
    }

    /// The number of calls made in the last day.
    var callsToday: Int { calls.current.count }

    /// Records a call at `now`, or throws `.rateLimited` with the wait until one is allowed.
    func spend(at now: Date) throws(WeatherError) {
        let refusal: TimeInterval? = calls.withLock { calls in
            calls.removeAll { now.timeIntervalSince($0) >= Self.day }
            if let wait = Self.wait(in: calls, window: Self.minute, limit: budget.perMinute, now: now)
                ?? Self.wait(in: calls, window: Self.day, limit: budget.perDay, now: now)
            {
                return wait
            }
            calls.append(now)
            return nil
        }
        if let refusal {
            throw WeatherError.budgetExhausted(retryAfter: refusal)
        }
    }

    /// How long until a call fits in `window`, or `nil` when one fits now.
    private static func wait(in calls: [Date], window: TimeInterval, limit: Int?, now: Date) -> TimeInterval? {
        guard let limit else { return nil }
        let recent = calls.filter { now.timeIntervalSince($0) < window }
        guard recent.count >= max(limit, 0) else { return nil }
        // The call that must leave the window before another fits.
        let index = recent.count - max(limit, 0)
        guard index < recent.count else { return window }
        return max(window - now.timeIntervalSince(recent[index]), 0)
    }
}
