import Foundation

/// The precipitation forecast for one minute of the next hour.
///
/// ```swift
/// import Foundation
///
/// let minute = MinuteForecast(date: .now, precipitationIntensity: Measurement(value: 0.4, unit: .millimetersPerHour))
/// ```
public struct MinuteForecast: Hashable, Sendable, Codable {
    /// The start of the minute.
    public var date: Date
    /// How hard it rains or snows, in millimetres per hour.
    public var precipitationIntensity: Measurement<UnitSpeed> {
        didSet { precipitationIntensity = precipitationIntensity.canonical(in: CanonicalUnits.millimetersPerHour) }
    }
    /// The chance of precipitation as a fraction from 0 to 1, if known.
    public var precipitationChance: Double?

    /// Creates a minute's forecast; the intensity is converted to millimetres per hour.
    public init(
        date: Date,
        precipitationIntensity: Measurement<UnitSpeed>,
        precipitationChance: Double? = nil
    ) {
        self.date = date
        self.precipitationIntensity = precipitationIntensity.canonical(in: CanonicalUnits.millimetersPerHour)
        self.precipitationChance = precipitationChance
    }

    private enum CodingKeys: String, CodingKey {
        case date
        case precipitationIntensity
        case precipitationChance
    }

    /// Decodes the storage format: measurements as plain numbers in their canonical units.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        date = try container.decode(Date.self, forKey: .date)
        precipitationIntensity = try container.decodeMeasurement(
            in: .millimetersPerHour, forKey: .precipitationIntensity)
        precipitationChance = try container.decodeIfPresent(Double.self, forKey: .precipitationChance)
    }

    /// Encodes the storage format: measurements as plain numbers in their canonical units.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(date, forKey: .date)
        try container.encode(precipitationIntensity, in: .millimetersPerHour, forKey: .precipitationIntensity)
        try container.encodeIfPresent(precipitationChance, forKey: .precipitationChance)
    }
}
