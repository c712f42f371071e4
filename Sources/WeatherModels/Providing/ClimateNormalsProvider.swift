import Foundation

/// A source of a place's climate normals: each calendar day's mean high, low and precipitation over a span of
/// years (``DailyNormals``).
///
/// `OpenMeteoClient` computes them from 1991–2020 of its archive in one request; `StoredClimateNormals` (in
/// WeatherStore) keeps them for a year so that request is made once per place.
///
/// ```swift
/// import Foundation
/// import WeatherProviders
///
/// let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
/// let normals = try await OpenMeteoClient().climateNormals(at: berlin)
/// print(normals.normal(month: 7, day: 15)?.high ?? "none")
/// ```
public protocol ClimateNormalsProvider: Sendable {
    /// Whether the normals are computed from live data or the sandbox's; stores keep the two apart.
    var dataOrigin: DataOrigin { get }

    /// The normals of `coordinate`.
    ///
    /// - Throws: `WeatherError`, with the codes of the source's calls.
    func climateNormals(at coordinate: Coordinate) async throws -> DailyNormals
}
