import Foundation
import WeatherModels

/// The last weather seen for each place, with the time it was saved.
///
/// The weather keeps its `Weather/source`, so what comes back says whether it was live or sandbox data
/// (`Timestamped/origin`); ``OfflineFallbackWeatherProvider`` serves only saved weather of its
/// upstream's origin.
///
/// Weather is public data, so the cache is shared by all users of a device and keyed by
/// ``PlaceKey`` only. Saving again for the same key replaces the previous value.
///
/// ```swift
/// import Foundation
/// import WeatherProviders
///
/// let cache: any WeatherCache = InMemoryWeatherStore()
/// let berlin = Place(id: "2950159", name: "Berlin", coordinate: try Coordinate(latitude: 52.52, longitude: 13.405))
/// let weather = try await OpenMeteoClient().weather(for: berlin)
/// try await cache.saveWeather(weather, for: PlaceKey(place: berlin), at: Date())
/// if let cached = try await cache.cachedWeather(for: PlaceKey(place: berlin)) {
///     print(cached.age(at: Date()))
/// }
/// ```
public protocol WeatherCache: Sendable {
    /// The weather last saved under `key`, or `nil` when there is none.
    func cachedWeather(for key: PlaceKey) async throws -> Timestamped<Weather>?

    /// Saves `weather` under `key` with its save time, replacing what was there.
    func saveWeather(_ weather: Weather, for key: PlaceKey, at date: Date) async throws

    /// Removes the weather saved under `key`; does nothing when there is none.
    func removeCachedWeather(for key: PlaceKey) async throws
}
