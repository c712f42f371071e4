import Foundation

/// A weather provider that refuses calls beyond a ``CallBudget`` before they reach the network.
///
/// Every call that passes spends one unit of the budget, whether the upstream then succeeds or not; a
/// call beyond it throws `WeatherError` with code `.rateLimited` and a `retryAfter` saying when the next
/// call fits, without calling the upstream. Copies share one ledger, so keep one instance per quota.
///
/// ```swift
/// let provider = OpenMeteoClient().budgeted(.openMeteoFreeTier)
/// ```
public struct BudgetedWeatherProvider: WeatherProvider {
    /// The provider called while the budget allows.
    public let upstream: any WeatherProvider
    /// The quota enforced.
    public let budget: CallBudget
    private let ledger: CallLedger
    private let now: @Sendable () -> Date

    /// Wraps `upstream`, enforcing `budget` with the time read from `now`.
    public init(upstream: any WeatherProvider, budget: CallBudget, now: @escaping @Sendable () -> Date = { Date() }) {
        self.upstream = upstream
        self.budget = budget
        self.ledger = CallLedger(budget: budget)
        self.now = now
    }

    /// The upstream's namespace: a budget does not change the answers.
    public var cacheNamespace: String { upstream.cacheNamespace }

    /// The number of calls spent in the last 24 hours.
    public var callsInLastDay: Int { ledger.callsToday }

    /// The weather at `coordinate` from the upstream, if the budget allows another call.
    ///
    /// - Throws: `WeatherError` `.rateLimited` (with `retryAfter`) when the budget is spent.
    public func weather(at coordinate: Coordinate, including dataSets: WeatherDataSet) async throws -> Weather {
        try ledger.spend(at: now())
        return try await upstream.weather(at: coordinate, including: dataSets)
    }
}
