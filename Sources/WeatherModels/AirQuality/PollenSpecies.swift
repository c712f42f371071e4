import Foundation

/// A kind of pollen a forecast reports: the six species of the CAMS European air-quality forecast that
/// Open-Meteo serves.
///
/// Each species has its own ``PollenLevel`` bands in grains per cubic metre (``lowerBounds``), since a few
/// grains of grass already bother people while birch needs many more.
///
/// ```swift
/// PollenSpecies.grass.level(forGrainsPerCubicMeter: 25)   // .high
/// PollenSpecies.birch.level(forGrainsPerCubicMeter: 25)   // .moderate
/// PollenSpecies.birch.level(forGrainsPerCubicMeter: 0)    // .none
/// ```
public enum PollenSpecies: String, CaseIterable, Hashable, Sendable, Codable {
    /// Alder (*Alnus*), late winter and early spring.
    case alder
    /// Birch (*Betula*), spring.
    case birch
    /// Grasses (*Poaceae*), late spring and early summer.
    case grass
    /// Mugwort (*Artemisia*), late summer.
    case mugwort
    /// Olive (*Olea*), around the Mediterranean in May and June.
    case olive
    /// Ragweed (*Ambrosia*), late summer and early autumn.
    case ragweed

    /// The concentrations, in grains/m³, from which ``PollenLevel/low``, ``PollenLevel/moderate``,
    /// ``PollenLevel/high`` and ``PollenLevel/veryHigh`` begin.
    ///
    /// These are the per-species bands of OpenWeather's published concept of a pollen API
    /// (https://openweathermap.org/api/pollen-api), a third party's scale: Open-Meteo sends concentrations
    /// only. Alder, birch and olive 0–14 / 15–89 / 90–1499 / 1500 and more; grass 0–4 / 5–19 / 20–199 / 200
    /// and more; mugwort and ragweed 0–9 / 10–49 / 50–499 / 500 and more. Any amount above zero is at least low.
    public var lowerBounds: (moderate: Double, high: Double, veryHigh: Double) {
        switch self {
        case .alder, .birch, .olive: (15, 90, 1500)
        case .grass: (5, 20, 200)
        case .mugwort, .ragweed: (10, 50, 500)
        }
    }

    /// The level of `concentration` grains/m³ of this species: ``PollenLevel/none`` at zero (and for a value
    /// that is negative or not a number), else the band it falls in (see ``lowerBounds``).
    public func level(forGrainsPerCubicMeter concentration: Double) -> PollenLevel {
        guard concentration.isFinite, concentration > 0 else { return .none }
        let bounds = lowerBounds
        switch concentration {
        case bounds.veryHigh...: return .veryHigh
        case bounds.high...: return .high
        case bounds.moderate...: return .moderate
        default: return .low
        }
    }
}

/// How much pollen of a species is in the air, on the scale of ``PollenSpecies/lowerBounds``.
///
/// ```swift
/// let level = PollenSpecies.grass.level(forGrainsPerCubicMeter: 12)   // .moderate
/// level > .low                                                         // true
/// ```
public enum PollenLevel: Int, CaseIterable, Comparable, Hashable, Sendable, Codable {
    /// Nothing in the air (0 grains/m³).
    case none = 0
    /// Low.
    case low = 1
    /// Moderate.
    case moderate = 2
    /// High.
    case high = 3
    /// Very high.
    case veryHigh = 4

    /// Lower levels first.
    public static func < (left: Self, right: Self) -> Bool {
        left.rawValue < right.rawValue
    }

    /// The level's name in the string tables (`none`, `low`, `moderate`, `high`, `veryHigh`).
    var key: String {
        switch self {
        case .none: "none"
        case .low: "low"
        case .moderate: "moderate"
        case .high: "high"
        case .veryHigh: "veryHigh"
        }
    }
}
