import Foundation

/// A value served by a caching decorator: now the SDK's one timestamped value, `Timestamped`.
///
/// ```swift
/// let result: Timestamped<Weather> = try await cache.cachedWeather(at: berlin)
/// if result.isStale { showBanner("Last updated \(result.date)") }
/// ```
@available(*, deprecated, renamed: "Timestamped")
public typealias CachedValue<Value: Sendable> = Timestamped<Value>

extension Timestamped {
    /// Creates a value fetched at `fetchedAt`, without a source.
    @available(*, deprecated, message: "Use init(_:date:source:isStale:fallbackReason:)")
    public init(value: Value, fetchedAt: Date, isStale: Bool = false, upstreamError: WeatherError? = nil) {
        self.init(value, date: fetchedAt, source: nil, isStale: isStale, fallbackReason: upstreamError)
    }

    /// When the upstream service returned the value.
    @available(*, deprecated, renamed: "date")
    public var fetchedAt: Date {
        get { date }
        set { date = newValue }
    }

    /// The upstream failure that made the cache serve a stale value.
    @available(*, deprecated, renamed: "fallbackReason")
    public var upstreamError: WeatherError? {
        get { fallbackReason }
        set { fallbackReason = newValue }
    }
}
