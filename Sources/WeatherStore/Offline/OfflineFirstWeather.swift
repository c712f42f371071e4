import Foundation
import WeatherCore
import WeatherModels

/// Fresh weather when the network answers, the cached copy with its age when it does not.
///
/// Each successful fetch is saved to the cache (and, when a history is given and the weather
/// has current conditions, its reading is appended to the history). When the fetch fails, the last cached weather for the same place comes back with
/// ``WeatherReading/isStale`` set; when nothing is cached either, the fetch's error is thrown
/// (a `WeatherError` as it came, any other error wrapped in a `WeatherError` of code `network`).
/// Cancellation is never answered from the cache: it is rethrown.
///
/// WeatherStore does not depend on the providers, so pass the provider's call as a closure:
///
/// ```swift
/// let client = OpenMeteoClient()
/// let weather = OfflineFirstWeather(cache: store, history: store) { coordinate in
///     try await client.weather(at: coordinate, including: .all)
/// }
/// let reading = try await weather.weather(for: berlin)
/// if reading.isStale { print("Offline: from \(Int(reading.age(at: Date()) / 60)) minutes ago") }
/// ```
public struct OfflineFirstWeather: Sendable {
    /// Fetches weather for a coordinate, typically `provider.weather(at:including:)`.
    public typealias Fetch = @Sendable (Coordinate) async throws -> Weather

    private let cache: any WeatherCache
    private let history: (any WeatherHistory)?
    private let now: @Sendable () -> Date
    private let fetch: Fetch

    /// Creates the wrapper.
    ///
    /// - Parameters:
    ///   - cache: Where the last weather per place is kept.
    ///   - history: Where the current conditions of every fresh fetch are appended, or `nil` to keep no history.
    ///   - now: The clock that stamps saved weather; inject a fixed one in tests.
    ///   - fetch: The network call.
    public init(
        cache: any WeatherCache,
        history: (any WeatherHistory)? = nil,
        now: @escaping @Sendable () -> Date = { Date() },
        fetch: @escaping Fetch
    ) {
        self.cache = cache
        self.history = history
        self.now = now
        self.fetch = fetch
    }

    /// The weather for `place`, cached under the place's id.
    public func weather(for place: Place) async throws -> WeatherReading {
        try await weather(at: place.coordinate, key: PlaceKey(place: place))
    }

    /// The weather at `coordinate`, cached under `key` (by default the rounded coordinate).
    public func weather(at coordinate: Coordinate, key: PlaceKey? = nil) async throws -> WeatherReading {
        let key = key ?? PlaceKey(coordinate: coordinate)
        let fresh: Weather
        do {
            fresh = try await fetch(coordinate)
        } catch {
            if Self.isCancellation(error) {
                throw error
            }
            if let cached = try await cache.cachedWeather(for: key) {
                return WeatherReading(weather: cached.weather, savedAt: cached.savedAt, isStale: true)
            }
            if let weatherError = error as? WeatherError {
                throw weatherError
            }
            throw WeatherError(
                .network,
                message: "the weather could not be fetched and none is cached",
                underlying: SendableDescription(error)
            )
        }
        let savedAt = now()
        try await cache.saveWeather(fresh, for: key, at: savedAt)
        // A forecast without current conditions has no reading to record; it is still cached.
        if let history, fresh.current != nil {
            try await history.recordWeather(fresh, for: key, at: savedAt)
        }
        return WeatherReading(weather: fresh, savedAt: savedAt, isStale: false)
    }

    private static func isCancellation(_ error: any Error) -> Bool {
        if error is CancellationError {
            return true
        }
        return (error as? WeatherError)?.code == .cancelled
    }
}
