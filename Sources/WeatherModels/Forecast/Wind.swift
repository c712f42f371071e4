import Foundation

/// Wind at one time: its speed, gusts and the direction it blows from.
///
/// Measurements are stored in metres per second and degrees; convert them for display.
public struct Wind: Hashable, Sendable, Codable {
    /// The sustained wind speed, in metres per second.
    public var speed: Measurement<UnitSpeed> {
        didSet { speed = speed.canonical(in: CanonicalUnits.metersPerSecond) }
    }
    /// The gust speed, in metres per second, if known.
    public var gust: Measurement<UnitSpeed>? {
        didSet { gust = gust?.canonical(in: CanonicalUnits.metersPerSecond) }
    }
    /// The direction the wind comes from, in degrees clockwise from north, if known.
    public var direction: Measurement<UnitAngle>? {
        didSet { direction = direction?.canonical(in: CanonicalUnits.degrees) }
    }

    /// Creates a wind value; measurements are converted to metres per second and degrees.
    ///
    /// ```swift
    /// import Foundation
    ///
    /// let wind = Wind(speed: Measurement(value: 20, unit: .kilometersPerHour),
    ///                 direction: Measurement(value: 225, unit: .degrees))
    /// wind.compassDirection  // "SW"
    /// ```
    public init(
        speed: Measurement<UnitSpeed>,
        direction: Measurement<UnitAngle>? = nil,
        gust: Measurement<UnitSpeed>? = nil
    ) {
        self.speed = speed.canonical(in: CanonicalUnits.metersPerSecond)
        self.direction = direction?.canonical(in: CanonicalUnits.degrees)
        self.gust = gust?.canonical(in: CanonicalUnits.metersPerSecond)
    }

    /// The 16-point compass direction the wind comes from, such as `"NNE"`, or `nil` without a direction.
    public var compassDirection: String? {
        guard let degrees = direction?.canonical(in: CanonicalUnits.degrees).value, degrees.isFinite else { return nil }
        let points = [
            "N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW",
        ]
        let normalized = degrees.truncatingRemainder(dividingBy: 360) + (degrees < 0 ? 360 : 0)
        let index = Int((normalized / 22.5).rounded()) % points.count
        return points[index]
    }

    private enum CodingKeys: String, CodingKey {
        case speed
        case gust
        case direction
    }

    /// Decodes speeds in metres per second and the direction in degrees.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        speed = try container.decodeMeasurement(in: .metersPerSecond, forKey: .speed)
        gust = try container.decodeMeasurementIfPresent(in: .metersPerSecond, forKey: .gust)
        direction = try container.decodeMeasurementIfPresent(in: .degrees, forKey: .direction)
    }

    /// Encodes speeds as metres per second and the direction as degrees.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(speed, in: .metersPerSecond, forKey: .speed)
        try container.encodeIfPresent(gust, in: .metersPerSecond, forKey: .gust)
        try container.encodeIfPresent(direction, in: .degrees, forKey: .direction)
    }
}
