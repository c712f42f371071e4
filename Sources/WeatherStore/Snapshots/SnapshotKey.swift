import Foundation

/// The name and element type of one saved list, declared once as a static member.
///
/// Apps declare their own keys in a constrained extension, then save and read with the type
/// checked by the compiler:
///
/// ```swift
/// import Foundation
/// import WeatherProviders
///
/// extension SnapshotKey where Element == CityWeather {
///     static var cities: Self { Self("freetestapi.cities") }
/// }
/// let store = InMemoryWeatherStore()
/// let cities = try await FreeTestWeatherClient().allCities()
/// try await store.saveSnapshot(cities, for: .cities, at: Date())
/// let saved = try await store.snapshot(for: .cities)   // Timestamped<[CityWeather]>?
/// ```
public struct SnapshotKey<Element: Codable & Sendable>: Hashable, Sendable {
    /// The name the list is stored under; unique per app.
    public var name: String

    /// Creates a key with the name its list is stored under.
    public init(_ name: String) {
        self.name = name
    }
}
