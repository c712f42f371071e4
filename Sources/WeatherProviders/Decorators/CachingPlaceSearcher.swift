import Foundation

/// A place searcher that remembers the answers of another one (30 days by default).
///
/// Searches are keyed by the upstream's type, the trimmed, lower-cased query and the limit; reverse
/// lookups by the coordinate rounded to ``CachePolicy/coordinateDecimals`` places. Expired answers are
/// served, flagged as stale, when the upstream fails. Copies share one cache.
///
/// ```swift
/// let search = CachingPlaceSearcher(upstream: OpenMeteoClient())
/// let places = try await search.places(matching: "Berlin")
/// ```
public struct CachingPlaceSearcher: PlaceSearching {
    /// The searcher asked on a miss.
    public let upstream: any PlaceSearching
    private let searches: ResponseCache<[Place]>
    private let lookups: ResponseCache<Place?>
    private let namespace: String

    /// Wraps `upstream` with a cache applying `policy`, reading the time from `now`.
    ///
    /// - Parameters:
    ///   - upstream: The searcher to ask on a miss.
    ///   - policy: Time to live, size, coordinate rounding and stale fallback. Default ``CachePolicy/places``.
    ///   - namespace: Part of every key; defaults to the upstream's `cacheNamespace` when it is also a
    ///     weather provider, else its type name. Set it when two upstreams of one type answer differently.
    ///   - now: The clock; inject one in tests to expire entries without waiting.
    public init(
        upstream: any PlaceSearching,
        policy: CachePolicy = .places,
        namespace: String? = nil,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.upstream = upstream
        self.searches = ResponseCache(policy: policy, now: now)
        self.lookups = ResponseCache(policy: policy, now: now)
        self.namespace =
            namespace ?? (upstream as? any WeatherProvider)?.cacheNamespace ?? String(reflecting: type(of: upstream))
    }

    /// The policy this cache applies.
    public var policy: CachePolicy { searches.policy }

    /// Places matching `query`, from the cache when fresh, else from the upstream.
    public func places(matching query: String, limit: Int) async throws -> [Place] {
        try await cachedPlaces(matching: query, limit: limit).value
    }

    /// The place at `coordinate`, from the cache when fresh, else from the upstream.
    public func place(at coordinate: Coordinate) async throws -> Place? {
        try await cachedPlace(at: coordinate).value
    }

    /// Places matching `query` with when they were fetched and whether they are stale.
    ///
    /// Empty queries go to the upstream unchanged, so they fail as the upstream says.
    public func cachedPlaces(matching query: String, limit: Int = 5) async throws -> Timestamped<[Place]> {
        let normalized = query.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        let key = "\(namespace)|search|\(limit)|\(normalized)"
        let upstream = self.upstream
        return try await searches.value(for: key, timeToLive: policy.timeToLive) {
            try await upstream.places(matching: query, limit: limit)
        }
    }

    /// The place at `coordinate` with when it was fetched and whether it is stale.
    public func cachedPlace(at coordinate: Coordinate) async throws -> Timestamped<Place?> {
        let key = "\(namespace)|reverse|\(policy.key(for: coordinate))"
        let upstream = self.upstream
        return try await lookups.value(for: key, timeToLive: policy.timeToLive) {
            try await upstream.place(at: coordinate)
        }
    }

    /// Forgets every answer.
    public func removeAll() {
        searches.removeAll()
        lookups.removeAll()
    }
}
