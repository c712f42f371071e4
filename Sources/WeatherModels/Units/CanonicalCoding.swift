import Foundation

// The storage format of the models: every measurement is a plain number in its canonical
// unit (°C, m/s, hPa, metres or millimetres, degrees, mm/h) and a time zone is its identifier.

extension KeyedEncodingContainer {
    /// Writes `measurement` as a plain number in `unit`.
    mutating func encode<UnitType: Dimension>(
        _ measurement: Measurement<UnitType>, in unit: UnitType, forKey key: Key
    ) throws {
        try encode(measurement.canonical(in: unit).value, forKey: key)
    }

    /// Writes `measurement` as a plain number in `unit`, or nothing when it is `nil`.
    mutating func encodeIfPresent<UnitType: Dimension>(
        _ measurement: Measurement<UnitType>?, in unit: UnitType, forKey key: Key
    ) throws {
        if let measurement {
            try encode(measurement, in: unit, forKey: key)
        }
    }
}

extension KeyedDecodingContainer {
    /// Reads a plain number as a measurement in `unit`.
    func decodeMeasurement<UnitType: Dimension>(in unit: UnitType, forKey key: Key) throws -> Measurement<UnitType> {
        Measurement(value: try decode(Double.self, forKey: key), unit: unit)
    }

    /// Reads an optional plain number as a measurement in `unit`.
    func decodeMeasurementIfPresent<UnitType: Dimension>(
        in unit: UnitType, forKey key: Key
    ) throws -> Measurement<UnitType>? {
        try decodeIfPresent(Double.self, forKey: key).map { Measurement(value: $0, unit: unit) }
    }

    /// Reads a time zone from its identifier.
    func decodeTimeZone(forKey key: Key) throws -> TimeZone {
        let identifier = try decode(String.self, forKey: key)
        guard let timeZone = TimeZone(identifier: identifier) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "Unknown time zone identifier \"\(identifier)\".")
        }
        return timeZone
    }

    /// Reads an optional time zone from its identifier.
    func decodeTimeZoneIfPresent(forKey key: Key) throws -> TimeZone? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        return try decodeTimeZone(forKey: key)
    }
}
