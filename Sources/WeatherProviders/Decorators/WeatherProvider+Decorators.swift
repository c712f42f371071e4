import Foundation
import WeatherNetworking

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

    /// This provider refusing more than `callsPerMinute` calls a minute or `callsPerDay` calls a day with
    /// `.rateLimited`, before they reach the network.
    ///
    /// ```swift
    /// let provider = OpenMeteoClient().budgeted(callsPerMinute: 600, callsPerDay: 10_000)
    /// ```
    public func budgeted(
        callsPerMinute: Int? = nil,
        callsPerDay: Int? = nil,
        clock: any Clock<Duration> = ContinuousClock()
    ) -> BudgetedWeatherProvider {
        BudgetedWeatherProvider(upstream: self, callsPerMinute: callsPerMinute, callsPerDay: callsPerDay, clock: clock)
    }

    /// This provider spending `limiter` on every call (refusing or waiting, as the limiter's behaviour says).
    public func budgeted(_ limiter: RateLimiter) -> BudgetedWeatherProvider {
        BudgetedWeatherProvider(upstream: self, limiter: limiter)
    }
}

extension PlaceSearching {
    /// This searcher behind a cache whose answers stay fresh for `ttl` (30 days by default).
    ///
    /// Named apart from `WeatherProvider/cached(ttl:now:)` so that clients that are both (such as
    /// ``OpenMeteoClient``) can wear either cache.
    public func cachedSearches(
        ttl: Duration = .seconds(30 * 24 * 3600),
        now: @escaping @Sendable () -> Date = { Date() }
    ) -> CachingPlaceSearcher {
        CachingPlaceSearcher(upstream: self, policy: CachePolicy(timeToLive: ttl), now: now)
    }
}
