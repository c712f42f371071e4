import Foundation

/// A validated point on Earth, in degrees (WGS 84).
///
/// Creating one checks the ranges, so every `Coordinate` in the SDK is usable:
///
/// ```swift
/// let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
/// print(berlin)  // "52.5200, 13.4050"
/// ```
public struct Coordinate: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The latitude in degrees, from −90 (south pole) to 90 (north pole).
    public let latitude: Double
    /// The longitude in degrees, from −180 to 180 (east is positive).
    public let longitude: Double

    /// The valid latitudes.
    public static let latitudeRange: ClosedRange<Double> = -90...90
    /// The valid longitudes.
    public static let longitudeRange: ClosedRange<Double> = -180...180

    /// Creates a coordinate, or throws ``WeatherError/Code/invalidInput`` when a value is out of
    /// range, NaN or infinite.
    public init(latitude: Double, longitude: Double) throws {
        guard latitude.isFinite, Self.latitudeRange.contains(latitude) else {
            throw WeatherError(
                .invalidInput, message: "Latitude \(latitude) is invalid: it must be a number from -90 to 90.")
        }
        guard longitude.isFinite, Self.longitudeRange.contains(longitude) else {
            throw WeatherError(
                .invalidInput, message: "Longitude \(longitude) is invalid: it must be a number from -180 to 180.")
        }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Creates a coordinate from values already known to be valid.
    private init(checkedLatitude latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// This coordinate rounded to `places` decimal places, for example to build cache keys.
    ///
    /// Two decimal places are about 1 km apart; four about 11 m.
    public func rounded(toDecimalPlaces places: Int) -> Coordinate {
        let scale = pow(10, Double(max(0, min(places, 12))))
        let latitude = (latitude * scale).rounded() / scale
        let longitude = (longitude * scale).rounded() / scale
        return Coordinate(
            checkedLatitude: min(max(latitude, -90), 90),
            longitude: min(max(longitude, -180), 180))
    }

    /// The great-circle (haversine) distance to `other` on a sphere of Earth's mean radius.
    public func distance(to other: Coordinate) -> Measurement<UnitLength> {
        let earthRadius = 6_371_008.8
        let latitude1 = latitude * .pi / 180
        let latitude2 = other.latitude * .pi / 180
        let deltaLatitude = (other.latitude - latitude) * .pi / 180
        let deltaLongitude = (other.longitude - longitude) * .pi / 180
        let sinLatitude = sin(deltaLatitude / 2)
        let sinLongitude = sin(deltaLongitude / 2)
        let a = sinLatitude * sinLatitude + cos(latitude1) * cos(latitude2) * sinLongitude * sinLongitude
        let angle = 2 * atan2(sqrt(a), sqrt(max(0, 1 - a)))
        return Measurement(value: earthRadius * angle, unit: .meters)
    }

    /// The coordinate as `"latitude, longitude"` with four decimal places, such as `"52.5200, 13.4050"`.
    public var description: String {
        String(format: "%.4f, %.4f", latitude, longitude)
    }

    private enum CodingKeys: String, CodingKey {
        case latitude
        case longitude
    }

    /// Decodes `{"latitude": …, "longitude": …}`, throwing a `DecodingError` for invalid values.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let latitude = try container.decode(Double.self, forKey: .latitude)
        let longitude = try container.decode(Double.self, forKey: .longitude)
        do {
            try self.init(latitude: latitude, longitude: longitude)
        } catch let error as WeatherError {
            let key: CodingKeys = latitude.isFinite && Self.latitudeRange.contains(latitude) ? .longitude : .latitude
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.message)
        }
    }

    /// Encodes the coordinate as `{"latitude": …, "longitude": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(latitude, forKey: .latitude)
        try container.encode(longitude, forKey: .longitude)
    }
}
