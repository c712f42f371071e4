import Foundation

/// A value served by a caching decorator, with when it was fetched and whether it is out of date.
///
/// ``CachingWeatherProvider/weather(at:including:)`` returns only the `Weather`; ask for a `CachedValue`
/// (``CachingWeatherProvider/cachedWeather(at:including:)``) when the app must tell users that the data
/// is old because the service could not be reached:
///
/// ```swift
/// let result = try await cache.cachedWeather(at: berlin)
/// if result.isStale { showBanner("Last updated \(result.fetchedAt)") }
/// ```
public struct CachedValue<Value: Sendable>: Sendable {
    /// The value, fresh from the upstream service or from the cache.
    public var value: Value
    /// When the upstream service returned this value.
    public var fetchedAt: Date
    /// `true` when the value is older than the time to live and was served because the upstream failed.
    public var isStale: Bool
    /// The upstream failure that made the cache serve a stale value; `nil` for fresh values.
    public var upstreamError: WeatherError?

    /// Creates a result.
    public init(value: Value, fetchedAt: Date, isStale: Bool = false, upstreamError: WeatherError? = nil) {
        self.value = value
        self.fetchedAt = fetchedAt
        self.isStale = isStale
        self.upstreamError = upstreamError
    }
}

extension CachedValue where Value == Weather {
    /// The weather (the same as ``value``), for call sites that read better with it.
    public var weather: Weather { value }
}
