import Foundation
import WeatherNetworking

/// A weather provider that refuses calls beyond a call budget before they reach the network.
///
/// Every call that passes spends one unit of the budget, whether the upstream then succeeds or not; a
/// call beyond it throws `WeatherError` with code `.rateLimited` and a `retryAfter` saying when the next
/// call fits, without calling the upstream. The budget is the networking module's `RateLimiter` (token
/// buckets per minute and per day); copies share it, so keep one instance per quota.
///
/// ```swift
/// // Open-Meteo's free tier: 600 calls a minute, 10 000 a day.
/// let provider = OpenMeteoClient().budgeted(callsPerMinute: 600, callsPerDay: 10_000)
/// ```
public struct BudgetedWeatherProvider: WeatherProvider {
    /// The provider called while the budget allows.
    public let upstream: any WeatherProvider
    /// The budget spent by each call.
    ///
    /// A limiter created with the `.wait` behaviour delays calls instead of refusing them.
    public let limiter: RateLimiter

    /// Wraps `upstream`, spending `limiter` on every call.
    public init(upstream: any WeatherProvider, limiter: RateLimiter) {
        self.upstream = upstream
        self.limiter = limiter
    }

    /// Wraps `upstream`, refusing more than `callsPerMinute` calls a minute or `callsPerDay` calls a day.
    ///
    /// - Parameters:
    ///   - upstream: The provider to call.
    ///   - callsPerMinute: The most calls a minute, or `nil` for no such limit.
    ///   - callsPerDay: The most calls a day, or `nil` for no such limit.
    ///   - clock: The clock the budget refills by; inject one in tests.
    public init(
        upstream: any WeatherProvider,
        callsPerMinute: Int? = nil,
        callsPerDay: Int? = nil,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.init(
            upstream: upstream,
            limiter: RateLimiter(
                callsPerMinute: callsPerMinute, callsPerDay: callsPerDay, behavior: .refuse, clock: clock)
        )
    }

    /// The upstream's namespace: a budget does not change the answers.
    public var cacheNamespace: String { upstream.cacheNamespace }
    /// The upstream's origin.
    public var dataOrigin: DataOrigin { upstream.dataOrigin }
    /// The upstream's.
    public var usesCallersTimeZone: Bool { upstream.usesCallersTimeZone }
    /// The upstream's data sets.
    public var supportedDataSets: WeatherDataSet { upstream.supportedDataSets }

    /// The weather at `coordinate` from the upstream, if the budget allows another call.
    ///
    /// - Throws: `WeatherError` `.rateLimited` (with `retryAfter`) when the budget is spent, without
    ///   calling the upstream; otherwise the upstream's errors.
    public func weather(at coordinate: Coordinate, including dataSets: WeatherDataSet) async throws -> Weather {
        try await limiter.acquire()
        return try await upstream.weather(at: coordinate, including: dataSets)
    }

    /// The weather at `coordinate` for a place in `timeZone` from the upstream, if the budget allows another
    /// call.
    ///
    /// - Throws: As ``weather(at:including:)``.
    public func weather(
        at coordinate: Coordinate, timeZone: TimeZone?, including dataSets: WeatherDataSet
    ) async throws -> Weather {
        try await limiter.acquire()
        return try await upstream.weather(at: coordinate, timeZone: timeZone, including: dataSets)
    }

    /// The weather at each of `coordinates` from one batch call to the upstream, for the places the
    /// budget allows.
    ///
    /// Each place spends one unit, whether or not the upstream carries several places per request, so a
    /// budget counted in places holds for any upstream. Places beyond the budget get `.rateLimited`
    /// (with `retryAfter`) without reaching the upstream; the others are asked for together.
    ///
    /// - Throws: `WeatherError` `.cancelled` when the calling task is cancelled (also while a `.wait`
    ///   limiter holds it back), `.invalidInput` when `maximumConcurrentRequests` is below 1.
    public func weather(
        at coordinates: [Coordinate],
        including dataSets: WeatherDataSet,
        maximumConcurrentRequests: Int
    ) async throws -> [Result<Weather, WeatherError>] {
        try BatchLoading.validate(maximumConcurrentRequests: maximumConcurrentRequests)
        var results = [Result<Weather, WeatherError>?](repeating: nil, count: coordinates.count)
        var allowed: [Int] = []
        for index in coordinates.indices {
            switch await BatchLoading.result({ try await limiter.acquire() }) {
            case .success:
                allowed.append(index)
            case .failure(let error) where error.code == .cancelled:
                throw error
            case .failure(let error):
                results[index] = .failure(error)
            }
        }
        if !allowed.isEmpty {
            let answers = try await upstream.weather(
                at: allowed.map { coordinates[$0] }, including: dataSets,
                maximumConcurrentRequests: maximumConcurrentRequests)
            for (offset, index) in allowed.enumerated() {
                results[index] =
                    offset < answers.count
                    ? answers[offset]
                    : .failure(WeatherError(.decoding, message: "The upstream returned too few results."))
            }
        }
        return try BatchLoading.completed(results)
    }
}
