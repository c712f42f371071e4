import Foundation

/// A weather provider that remembers the answers of another one for a while.
///
/// Answers are keyed by the upstream's `cacheNamespace`, the coordinate rounded to
/// ``CachePolicy/coordinateDecimals`` places and the requested data sets, and the caller's time zone when the
/// upstream `usesCallersTimeZone`. A fresh answer is served
/// without calling the upstream; an expired one is fetched again, and when that fails the expired answer
/// is served instead and flagged as stale (see ``cachedWeather(at:including:)``). Identical concurrent
/// misses share one upstream call. Copies of a `CachingWeatherProvider` share one cache.
///
/// ```swift
/// let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
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
        self.cache = ResponseCache(policy: policy, now: now, source: { $0.source })
    }

    /// The policy this cache applies.
    public var policy: CachePolicy { cache.policy }

    /// The upstream's namespace: a cache answers exactly as its upstream does.
    public var cacheNamespace: String { upstream.cacheNamespace }
    /// The upstream's origin.
    public var dataOrigin: DataOrigin { upstream.dataOrigin }
    /// The upstream's.
    public var usesCallersTimeZone: Bool { upstream.usesCallersTimeZone }
    /// The upstream's data sets.
    public var supportedDataSets: WeatherDataSet { upstream.supportedDataSets }

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
    ) async throws -> Timestamped<Weather> {
        try await cachedWeather(at: coordinate, timeZone: nil, including: dataSets)
    }

    /// The weather at `coordinate` for a place in `timeZone`, from the cache when fresh, else from the
    /// upstream (which gets the zone).
    public func weather(
        at coordinate: Coordinate, timeZone: TimeZone?, including dataSets: WeatherDataSet
    ) async throws -> Weather {
        try await cachedWeather(at: coordinate, timeZone: timeZone, including: dataSets).value
    }

    /// ``cachedWeather(at:including:)`` for a place whose time zone is `timeZone`: when the upstream
    /// `usesCallersTimeZone` (it makes its days in the zone it is given), answers for different zones are
    /// kept apart; otherwise one answer serves every zone.
    public func cachedWeather(
        at coordinate: Coordinate,
        timeZone: TimeZone?,
        including dataSets: WeatherDataSet = .all
    ) async throws -> Timestamped<Weather> {
        let key = key(for: coordinate, timeZone: timeZone, including: dataSets)
        let upstream = self.upstream
        return try await cache.value(for: key, timeToLive: policy.timeToLive(for: dataSets)) {
            try await upstream.weather(at: coordinate, timeZone: timeZone, including: dataSets)
        }
    }

    /// The weather at each of `coordinates`: fresh answers from the cache, the others from one batch
    /// call to the upstream; one result per coordinate, in the order given.
    ///
    /// A screen shown again within the time to live costs no request at all. See
    /// ``cachedWeather(at:including:maximumConcurrentRequests:)`` for the details.
    ///
    /// - Throws: `WeatherError` `.cancelled` when the calling task is cancelled, `.invalidInput` when
    ///   `maximumConcurrentRequests` is below 1.
    public func weather(
        at coordinates: [Coordinate],
        including dataSets: WeatherDataSet,
        maximumConcurrentRequests: Int
    ) async throws -> [Result<Weather, WeatherError>] {
        let results = try await cachedWeather(
            at: coordinates, including: dataSets, maximumConcurrentRequests: maximumConcurrentRequests)
        return results.map { $0.map(\.value) }
    }

    /// The weather at each of `coordinates` with when it was fetched and whether it is stale; one result
    /// per coordinate, in the order given.
    ///
    /// Places with a fresh answer are served from the cache. The others (each distinct key once, however
    /// often it appears) go to the upstream in one
    /// `WeatherProvider/weather(at:including:maximumConcurrentRequests:)` call, so an upstream that
    /// answers many places per request (``OpenMeteoClient``) keeps doing so. A place the upstream fails
    /// gets its expired answer, flagged as stale, when the policy allows it, else the upstream's error.
    ///
    /// ```swift
    /// let favorites = [
    ///     try Coordinate(latitude: 52.52, longitude: 13.405), try Coordinate(latitude: 48.857, longitude: 2.352),
    /// ]
    /// let provider = OpenMeteoClient().cached(ttl: .seconds(600))
    /// let first = try await provider.cachedWeather(at: favorites)   // one request for both places
    /// let again = try await provider.cachedWeather(at: favorites)   // no request
    /// ```
    ///
    /// - Throws: `WeatherError` `.cancelled` when the calling task is cancelled, `.invalidInput` when
    ///   `maximumConcurrentRequests` is below 1.
    public func cachedWeather(
        at coordinates: [Coordinate],
        including dataSets: WeatherDataSet = .all,
        maximumConcurrentRequests: Int = 6
    ) async throws -> [Result<Timestamped<Weather>, WeatherError>] {
        try BatchLoading.validate(maximumConcurrentRequests: maximumConcurrentRequests)
        let timeToLive = policy.timeToLive(for: dataSets)
        let keys = coordinates.map { key(for: $0, including: dataSets) }
        var results: [Result<Timestamped<Weather>, WeatherError>?] = keys.map { key in
            cache.freshValue(for: key, timeToLive: timeToLive).map { .success($0) }
        }
        var misses: [(key: String, coordinate: Coordinate)] = []
        var positions: [String: [Int]] = [:]
        for (index, key) in keys.enumerated() where results[index] == nil {
            if positions[key] == nil {
                misses.append((key, coordinates[index]))
            }
            positions[key, default: []].append(index)
        }
        if !misses.isEmpty {
            let answers = try await upstream.weather(
                at: misses.map(\.coordinate), including: dataSets, maximumConcurrentRequests: maximumConcurrentRequests)
            for (offset, miss) in misses.enumerated() {
                let answer =
                    offset < answers.count
                    ? answers[offset]
                    : .failure(WeatherError(.decoding, message: "The upstream returned too few results."))
                let result: Result<Timestamped<Weather>, WeatherError>
                switch answer {
                case .success(let weather):
                    result = .success(cache.insert(weather, for: miss.key))
                case .failure(let error):
                    result = cache.staleFallback(for: miss.key, after: error).map { .success($0) } ?? .failure(error)
                }
                for index in positions[miss.key] ?? [] {
                    results[index] = result
                }
            }
        }
        return try BatchLoading.completed(results)
    }

    /// The cache key of a request for `dataSets` at `coordinate`.
    private func key(
        for coordinate: Coordinate, timeZone: TimeZone? = nil, including dataSets: WeatherDataSet
    ) -> String {
        // Only an upstream that makes its answers in the caller's zone answers differently per zone.
        let zone = upstream.usesCallersTimeZone ? timeZone.map { "|" + $0.identifier } ?? "" : ""
        return "\(upstream.cacheNamespace)|\(policy.key(for: coordinate))|\(dataSets.rawValue)\(zone)"
    }

    /// Forgets every answer.
    public func removeAll() {
        cache.removeAll()
    }
}
