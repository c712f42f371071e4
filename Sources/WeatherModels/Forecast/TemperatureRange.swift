import Foundation

/// A day's highest and lowest temperature, as returned by ``Weather/todayHighLow(at:)``.
public struct TemperatureRange: Hashable, Sendable, Codable {
    /// The highest temperature, in degrees Celsius.
    public var high: Measurement<UnitTemperature>
    /// The lowest temperature, in degrees Celsius.
    public var low: Measurement<UnitTemperature>

    /// Creates a range; both temperatures are converted to degrees Celsius.
    public init(high: Measurement<UnitTemperature>, low: Measurement<UnitTemperature>) {
        self.high = high.canonical(in: CanonicalUnits.celsius)
        self.low = low.canonical(in: CanonicalUnits.celsius)
    }

    private enum CodingKeys: String, CodingKey {
        case high
        case low
    }

    /// Decodes both temperatures as plain numbers in degrees Celsius.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        high = try container.decodeMeasurement(in: .celsius, forKey: .high)
        low = try container.decodeMeasurement(in: .celsius, forKey: .low)
    }

    /// Encodes both temperatures as plain numbers in degrees Celsius.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(high, in: .celsius, forKey: .high)
        try container.encode(low, in: .celsius, forKey: .low)
    }
}
