@_exported import WeatherModels

/// A service that turns names into places and coordinates into names (geocoding).
public protocol PlaceSearching: Sendable {
    /// Places whose name matches `query`, best match first, at most `limit` of them.
    ///
    /// An empty or whitespace-only query throws `WeatherError` with code `.invalidInput`;
    /// a query that matches nothing returns an empty array.
    func places(matching query: String, limit: Int) async throws -> [Place]

    /// The place at or nearest to `coordinate` (reverse geocoding), or `nil` when there is none.
    func place(at coordinate: Coordinate) async throws -> Place?
}

extension PlaceSearching {
    /// Up to five places whose name matches `query`, best match first.
    public func places(matching query: String) async throws -> [Place] {
        try await places(matching: query, limit: 5)
    }
}
