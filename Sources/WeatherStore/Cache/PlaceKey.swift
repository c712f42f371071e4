import Foundation
import WeatherModels

/// The key under which weather is cached and recorded: a place id, or a rounded coordinate.
///
/// Two coordinates within about ten metres of each other share a key, so a provider that
/// echoes a slightly different coordinate still finds its cached weather.
///
/// ```swift
/// let berlin = Place(id: "2950159", name: "Berlin", coordinate: try Coordinate(latitude: 52.52, longitude: 13.405))
/// let byPlace = PlaceKey(place: berlin)                        // "2950159", the place's id
/// let byCoordinate = PlaceKey(coordinate: berlin.coordinate)   // "52.5200,13.4050"
/// ```
public struct PlaceKey: Hashable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The text stored in the database.
    public var rawValue: String

    /// Creates a key from its stored text.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a key from a string literal, for fixtures and tests.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The key of a place: its `id`.
    public init(place: Place) {
        self.init(place.id)
    }

    /// The key of a coordinate: its `Coordinate/cacheKey`, rounded to four decimal places (about 11 m), such
    /// as `"52.5200,13.4050"`.
    public init(coordinate: Coordinate) {
        self.init(coordinate.cacheKey)
    }

    /// The stored text.
    public var description: String { rawValue }
}
