import WeatherModels

/// Each user's favorite places, in the order the user arranged them.
///
/// Favorites belong to one `UserID`: no call made for one user ever reads or changes
/// another user's list. A place appears at most once per user: adding it again throws
/// a `WeatherError` with code `conflict` (check ``containsFavorite(id:for:)`` first when
/// a second tap should do nothing).
///
/// ```swift
/// let store: any FavoritesStore = InMemoryWeatherStore()
/// let user: UserID = "alice"
/// let berlin = Place(id: "2950159", name: "Berlin", coordinate: try Coordinate(latitude: 52.52, longitude: 13.405))
/// let paris = Place(id: "2988507", name: "Paris", coordinate: try Coordinate(latitude: 48.857, longitude: 2.352))
/// try await store.addFavorite(berlin, for: user)
/// try await store.addFavorite(paris, for: user)
/// try await store.moveFavorite(from: 1, to: 0, for: user)
/// let places = try await store.favorites(for: user)   // [paris, berlin]
/// ```
public protocol FavoritesStore: Sendable {
    /// The user's favorites in their order; empty when the user has none.
    func favorites(for user: UserID) async throws -> [Place]

    /// Appends `place` to the end of the user's favorites.
    ///
    /// - Throws: `WeatherError` with code `conflict` when a place with the same `id` is already there.
    func addFavorite(_ place: Place, for user: UserID) async throws

    /// Removes the favorite with this place id; does nothing when the user has no such favorite.
    func removeFavorite(id: Place.ID, for user: UserID) async throws

    /// Moves the favorite at index `source` so that it ends up at index `destination`, like a list drag.
    ///
    /// The others keep their relative order. Both indexes refer to the list as it is before the move
    /// and must lie in `0..<count`.
    ///
    /// - Throws: `WeatherError` with code `invalidInput` when an index is out of range.
    func moveFavorite(from source: Int, to destination: Int, for user: UserID) async throws

    /// Whether the user has a favorite with this place id.
    func containsFavorite(id: Place.ID, for user: UserID) async throws -> Bool
}
