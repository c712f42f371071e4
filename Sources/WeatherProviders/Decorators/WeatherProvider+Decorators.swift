import Foundation

extension WeatherProvider {
    /// This provider behind a cache whose answers stay fresh for `ttl` (10 minutes by default).
    ///
    /// ```swift
    /// let provider = OpenMeteoClient().cached(ttl: .seconds(900))
    /// ```
    public func cached(
        ttl: Duration = .seconds(600),
        now: @escaping @Sendable () -> Date = { Date() }
    ) -> CachingWeatherProvider {
        CachingWeatherProvider(upstream: self, policy: CachePolicy(timeToLive: ttl), now: now)
    }

    /// This provider behind a cache applying `policy`.
    public func cached(
        _ policy: CachePolicy,
        now: @escaping @Sendable () -> Date = { Date() }
    ) -> CachingWeatherProvider {
        CachingWeatherProvider(upstream: self, policy: policy, now: now)
    }

    /// This provider with identical concurrent requests merged into one call.
    public func coalesced() -> CoalescingWeatherProvider {
        CoalescingWeatherProvider(upstream: self)
    }

    /// This provider refusing calls beyond `budget` with `.rateLimited` before they reach the network.
    ///
    /// ```swift
    /// let provider = OpenMeteoClient().budgeted(CallBudget(perMinute: 600, perDay: 10_000))
    /// ```
    public func budgeted(
        _ budget: CallBudget,
        now: @escaping @Sendable () -> Date = { Date() }
    ) -> BudgetedWeatherProvider {
        BudgetedWeatherProvider(upstream: self, budget: budget, now: now)
    }

    /// This provider refusing more than `perMinute` calls a minute or `perDay` calls a day.
    public func budgeted(perMinute: Int? = nil, perDay: Int? = nil) -> BudgetedWeatherProvider {
        BudgetedWeatherProvider(upstream: self, budget: CallBudget(perMinute: perMinute, perDay: perDay))
    }
}

extension PlaceSearching {
    /// This searcher behind a cache whose answers stay fresh for `ttl` (30 days by default).
    ///
    /// Named apart from ``WeatherProvider/cached(ttl:now:)`` so that clients that are both (such as
    /// ``OpenMeteoClient``) can wear either cache.
    public func cachedSearches(
        ttl: Duration = .seconds(30 * 24 * 3600),
        now: @escaping @Sendable () -> Date = { Date() }
    ) -> CachingPlaceSearcher {
        CachingPlaceSearcher(upstream: self, policy: CachePolicy(timeToLive: ttl), now: now)
    }
}
