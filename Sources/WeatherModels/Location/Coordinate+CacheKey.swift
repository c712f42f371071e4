import Foundation

extension Coordinate {
    /// The decimal places of the SDK's cache keys for a coordinate: 4, about 11 m of latitude, finer than any service's grid and
    /// the precision MET Norway asks clients to send.
    public static let cacheKeyDecimals = 4

    /// The coordinate as text for cache and storage keys: latitude and longitude rounded to
    /// ``cacheKeyDecimals`` places, such as `"52.5200,13.4050"`.
    ///
    /// The SDK's caches (in memory and in the store) all key places this way, so the same spot gets
    /// the same key everywhere. Values round half away from zero, and `-0.0` reads as `0.0`.
    package var cacheKey: String { cacheKey(decimals: Self.cacheKeyDecimals) }

    /// The coordinate as text rounded to `decimals` places (0 to 8).
    package func cacheKey(decimals: Int) -> String {
        let places = min(max(decimals, 0), 8)
        return Self.rounded(latitude, places) + "," + Self.rounded(longitude, places)
    }

    private static func rounded(_ degrees: Double, _ places: Int) -> String {
        let scale = pow(10, Double(places))
        // Adding zero turns a rounded -0.0 into 0.0, so both sides of zero share a key.
        let value = (degrees * scale).rounded(.toNearestOrAwayFromZero) / scale + 0.0
        return String(format: "%.\(places)f", value)
    }
}
