import Foundation

/// An air pollutant whose concentration providers report, in µg/m³.
public enum Pollutant: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Fine particles of 2.5 µm or less.
    case pm25 = "pm2_5"
    /// Particles of 10 µm or less.
    case pm10
    /// Ozone (O₃).
    case ozone = "o3"
    /// Nitrogen dioxide (NO₂).
    case nitrogenDioxide = "no2"
    /// Sulphur dioxide (SO₂).
    case sulfurDioxide = "so2"
    /// Carbon monoxide (CO).
    case carbonMonoxide = "co"
    /// Nitrogen monoxide (NO); no AQI uses it.
    case nitrogenMonoxide = "no"
    /// Ammonia (NH₃); no AQI uses it.
    case ammonia = "nh3"

    /// The usual short name: `PM2.5`, `O₃`, `NO₂`…
    public var description: String {
        switch self {
        case .pm25: "PM2.5"
        case .pm10: "PM10"
        case .ozone: "O₃"
        case .nitrogenDioxide: "NO₂"
        case .sulfurDioxide: "SO₂"
        case .carbonMonoxide: "CO"
        case .nitrogenMonoxide: "NO"
        case .ammonia: "NH₃"
        }
    }

    /// The molar mass in g/mol of a gas, for converting µg/m³ to parts per billion; `nil` for particles.
    var molarMass: Double? {
        switch self {
        case .pm25, .pm10: nil
        case .ozone: 48.00
        case .nitrogenDioxide: 46.0055
        case .sulfurDioxide: 64.066
        case .carbonMonoxide: 28.010
        case .nitrogenMonoxide: 30.006
        case .ammonia: 17.031
        }
    }

    /// `microgramsPerCubicMeter` of this gas in parts per billion, at 25 °C and 1 atm (24.45 L/mol); `nil`
    /// for particles, which have no molar mass.
    public func partsPerBillion(fromMicrogramsPerCubicMeter microgramsPerCubicMeter: Double) -> Double? {
        molarMass.map { microgramsPerCubicMeter * 24.45 / $0 }
    }
}

extension UnitConcentrationMass {
    /// Micrograms per cubic metre (µg/m³), the unit providers report pollutants in.
    public static let microgramsPerCubicMeter = UnitConcentrationMass(
        symbol: "µg/m³", converter: UnitConverterLinear(coefficient: 1e-9))
}
