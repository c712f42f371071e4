import Foundation

/// A weather provider that remembers the answers of another one for a while.
///
/// Answers are keyed by the upstream's `cacheNamespace`, the coordinate rounded to
/// ``CachePolicy/coordinateDecimals`` places and the requested data sets. A fresh answer is served
/// without calling the upstream; an expired one is fetched again, and when that fails the expired answer
/// is served instead and flagged as stale (see ``cachedWeather(at:including:)``). Identical concurrent
/// misses share one upstream call. Copies of a `CachingWeatherProvider` share one cache.
///
/// ```swift
/// let provider = OpenMeteoClient().cached(ttl: .seconds(600))
/// let weather = try await provider.weather(at: berlin)   // network
/// let again = try await provider.weather(at: berlin)     // cache
/// ```
public struct CachingWeatherProvider: WeatherProvider {
    /// The provider asked on a miss.
    public let upstream: any WeatherProvider
    private let cache: ResponseCache<Weather>

    /// Wraps `upstream` with a cache applying `policy`, reading the time from `now`.
    ///
    /// - Parameters:
    ///   - upstream: The provider to ask on a miss.
    ///   - policy: Time to live, size, coordinate rounding and stale fallback. Default ``CachePolicy/weather``.
    ///   - now: The clock; inject one in tests to expire entries without waiting.
    public init(
        upstream: any WeatherProvider,
        policy: CachePolicy = .weather,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.upstream = upstream
        self.cache = ResponseCache(policy: policy, now: now)
    }

    /// The policy this cache applies.
    public var policy: CachePolicy { cache.policy }

    /// The upstream's namespace: a cache answers exactly as its upstream does.
    public var cacheNamespace: String { upstream.cacheNamespace }

    /// The number of answers held.
    public var count: Int { cache.count }

    /// The weather at `coordinate`, from the cache when fresh, else from the upstream; an expired answer
    /// when the upstream fails and the policy allows it.
    ///
    /// Use ``cachedWeather(at:including:)`` to learn whether the answer is stale.
    public func weather(at coordinate: Coordinate, including dataSets: WeatherDataSet) async throws -> Weather {
        try await cachedWeather(at: coordinate, including: dataSets).value
    }

    /// The weather at `coordinate` with when it was fetched and whether it is stale.
    ///
    /// - Throws: The upstream's error when there is no answer to fall back on.
    public func cachedWeather(
        at coordinate: Coordinate,
        including dataSets: WeatherDataSet = .all
    ) async throws -> CachedValue<Weather> {
        let key = "\(upstream.cacheNamespace)|\(policy.key(for: coordinate))|\(dataSets.rawValue)"
        let upstream = self.upstream
        return try await cache.value(for: key, timeToLive: policy.timeToLive(for: dataSets)) {
            try await upstream.weather(at: coordinate, including: dataSets)
        }
    }

    /// Forgets every answer.
    public func removeAll() {
        cache.removeAll()
    }
}
