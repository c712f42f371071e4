import Foundation
import WeatherModels

/// Fresh weather when the network answers, the cached copy with its age when it does not: now a
/// closure in front of ``OfflineFallbackWeatherProvider``, which it forwards to.
///
/// ```swift
/// let client = OpenMeteoClient()
/// let weather = OfflineFirstWeather(cache: store, history: store) { coordinate in
///     try await client.weather(at: coordinate, including: .all)
/// }
/// let reading = try await weather.weather(for: berlin)
/// ```
@available(*, deprecated, message: "Use OfflineFallbackWeatherProvider(upstream:cache:history:now:)")
public struct OfflineFirstWeather: Sendable {
    /// Fetches weather for a coordinate, typically `provider.weather(at:including:)`.
    public typealias Fetch = @Sendable (Coordinate) async throws -> Weather

    private let provider: OfflineFallbackWeatherProvider

    /// Creates the wrapper.
    ///
    /// - Parameters:
    ///   - cache: Where the last weather per place is kept.
    ///   - history: Where the current conditions of every fresh fetch are appended, or `nil` to keep no history.
    ///   - origin: Whether `fetch` answers live or sandbox weather; only saved weather of this origin is served.
    ///   - now: The clock that stamps saved weather; inject a fixed one in tests.
    ///   - fetch: The network call.
    public init(
        cache: any WeatherCache,
        history: (any WeatherHistory)? = nil,
        origin: DataOrigin = .live,
        now: @escaping @Sendable () -> Date = { Date() },
        fetch: @escaping Fetch
    ) {
        provider = OfflineFallbackWeatherProvider(
            upstream: FetchingProvider(fetch: fetch, dataOrigin: origin), cache: cache, history: history, now: now)
    }

    /// The weather for `place`, cached under the place's id. The fetch closure takes only a coordinate, so
    /// the place's time zone does not reach it: use `OfflineFallbackWeatherProvider` for a source that
    /// needs it (MET Norway, WeatherKit).
    public func weather(for place: Place) async throws -> Timestamped<Weather> {
        try await provider.timestampedWeather(for: place)
    }

    /// The weather at `coordinate`, cached under `key` (by default the rounded coordinate).
    public func weather(at coordinate: Coordinate, key: PlaceKey? = nil) async throws -> Timestamped<Weather> {
        try await provider.timestampedWeather(at: coordinate, key: key)
    }

    /// A closure as a provider.
    private struct FetchingProvider: WeatherProvider {
        let fetch: Fetch
        let dataOrigin: DataOrigin

        func weather(at coordinate: Coordinate, including dataSets: WeatherDataSet) async throws -> Weather {
            try await fetch(coordinate)
        }
    }
}
