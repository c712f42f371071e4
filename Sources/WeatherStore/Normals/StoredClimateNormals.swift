import Foundation
import WeatherModels

/// Climate normals kept in a store for a year: the first call for a place asks the upstream source (one large
/// archive request for `OpenMeteoClient`), later calls within ``lifetime`` read the saved copy and make no request.
///
/// Normals of 30 years hardly change, so a year is a safe lifetime. The copy is kept per place (to 0.01°, about
/// 1 km) and per origin, so normals the sandbox computed never answer a live run. Reading is forgiving: a store
/// that fails, holds something that does not decode, or holds a copy older than ``lifetime`` (or dated in the
/// future) sends the call to the upstream. Saving is best effort: when the store cannot be written the fresh
/// normals are still returned.
///
/// ```swift
/// import Foundation
/// import WeatherProviders
/// import WeatherStore
///
/// let normals = StoredClimateNormals(upstream: OpenMeteoClient(), store: InMemoryWeatherStore())
/// let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
/// let first = try await normals.climateNormals(at: berlin)   // one request
/// let again = try await normals.climateNormals(at: berlin)   // from the store
/// ```
public struct StoredClimateNormals: ClimateNormalsProvider {
    /// A year: how long saved normals are served by default.
    public static let defaultLifetime: Duration = .seconds(365 * 86_400)

    /// The source asked when the store has no fresh copy.
    public let upstream: any ClimateNormalsProvider
    /// Where the normals are kept.
    public let store: any SnapshotStore
    /// How long a saved copy is served.
    public let lifetime: Duration
    private let now: @Sendable () -> Date

    /// Keeps `upstream`'s normals in `store`.
    ///
    /// - Parameters:
    ///   - upstream: The source asked when the store has no fresh copy.
    ///   - store: Where the normals are kept (a `SQLiteWeatherStore` in an app, so they outlive a restart).
    ///   - lifetime: How long a saved copy is served. Default ``defaultLifetime`` (a year).
    ///   - now: The clock that stamps and ages copies; inject a fixed one in tests.
    public init(
        upstream: any ClimateNormalsProvider, store: any SnapshotStore, lifetime: Duration = defaultLifetime,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.upstream = upstream
        self.store = store
        self.lifetime = lifetime
        self.now = now
    }

    /// The upstream's origin.
    public var dataOrigin: DataOrigin { upstream.dataOrigin }

    /// The normals of `coordinate`: the saved copy when it is younger than ``lifetime``, else the upstream's,
    /// saved for next time.
    ///
    /// - Throws: the upstream's errors when there is no fresh copy; the store's errors never reach the caller.
    public func climateNormals(at coordinate: Coordinate) async throws -> DailyNormals {
        let key = Self.key(for: coordinate, origin: dataOrigin)
        let date = now()
        if let saved = try? await store.snapshot(for: key), saved.items.count == 1, let normals = saved.items.first {
            let age = date.timeIntervalSince(saved.fetchedAt)
            if age >= 0, age < Self.seconds(lifetime) { return normals }
        }
        let normals = try await upstream.climateNormals(at: coordinate)
        try? await store.saveSnapshot([normals], for: key, at: date)
        return normals
    }

    /// The key a place's normals are kept under: the origin and the coordinate to 0.01°.
    static func key(for coordinate: Coordinate, origin: DataOrigin) -> SnapshotKey<DailyNormals> {
        func hundredths(_ value: Double) -> String { String(format: "%.2f", locale: nil, value) }
        return SnapshotKey(
            "climate-normals|\(origin.rawValue)|\(hundredths(coordinate.latitude)),\(hundredths(coordinate.longitude))")
    }

    /// `duration` in seconds.
    private static func seconds(_ duration: Duration) -> TimeInterval {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
