import Foundation

/// The air at a place and time: pollutant concentrations, the SDK's US AQI computed from them, and the
/// provider's own index kept beside it.
///
/// Whichever provider the numbers came from, ``usAQI`` is on the same scale: the US EPA's, computed by
/// ``AirQualityIndex/usEPA(_:)`` from the concentrations with the 2024 breakpoints.
///
/// ```swift
/// import Foundation
///
/// let air = AirQuality(date: .now, concentrations: [.pm25: 12.0, .ozone: 60])
/// air.usAQI?.value              // 56
/// air.usAQI?.category           // .moderate
/// air.usAQI?.dominantPollutant  // .pm25
/// ```
public struct AirQuality: Hashable, Sendable, Codable {
    /// When the concentrations were measured or forecast for.
    public var date: Date
    /// Concentrations in µg/m³, by pollutant; pollutants the provider did not report are absent.
    public var concentrations: [Pollutant: Double]
    /// The provider's own index, when it sent one.
    public var providerIndex: ProviderAirQualityIndex?
    /// The provider's other indices, when it sent more than one (WeatherAPI.com's `gb-defra-index`,
    /// Open-Meteo's `european_aqi`).
    public var otherProviderIndices: [ProviderAirQualityIndex] = []

    /// Creates a reading; negative and non-finite concentrations are left out.
    public init(
        date: Date, concentrations: [Pollutant: Double], providerIndex: ProviderAirQualityIndex? = nil,
        otherProviderIndices: [ProviderAirQualityIndex] = []
    ) {
        self.date = date
        self.concentrations = concentrations.filter { $0.value.isFinite && $0.value >= 0 }
        self.providerIndex = providerIndex
        self.otherProviderIndices = otherProviderIndices
    }

    /// The concentration of `pollutant`, in µg/m³, or `nil` when it was not reported.
    public func concentration(of pollutant: Pollutant) -> Measurement<UnitConcentrationMass>? {
        concentrations[pollutant].map { Measurement(value: $0, unit: .microgramsPerCubicMeter) }
    }

    /// The US EPA AQI computed from ``concentrations``; `nil` when no pollutant of the AQI was reported.
    public var usAQI: AirQualityIndex? { AirQualityIndex.usEPA(concentrations) }

    private enum CodingKeys: String, CodingKey {
        case date
        case concentrations
        case providerIndex
        case otherProviderIndices
    }

    /// Decodes a reading; concentrations are stored under the pollutants' short keys (`pm2_5`, `o3`…),
    /// and unknown keys (from a newer SDK) are skipped.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let stored = try container.decode([String: Double].self, forKey: .concentrations)
        var concentrations: [Pollutant: Double] = [:]
        for (key, value) in stored {
            if let pollutant = Pollutant(rawValue: key) { concentrations[pollutant] = value }
        }
        self.init(
            date: try container.decode(Date.self, forKey: .date), concentrations: concentrations,
            providerIndex: try container.decodeIfPresent(ProviderAirQualityIndex.self, forKey: .providerIndex),
            otherProviderIndices: try container.decodeIfPresent(
                [ProviderAirQualityIndex].self, forKey: .otherProviderIndices) ?? [])
    }

    /// Encodes a reading with its concentrations under the pollutants' short keys.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(date, forKey: .date)
        try container.encode(
            Dictionary(uniqueKeysWithValues: concentrations.map { ($0.key.rawValue, $0.value) }),
            forKey: .concentrations)
        try container.encodeIfPresent(providerIndex, forKey: .providerIndex)
        if !otherProviderIndices.isEmpty {
            try container.encode(otherProviderIndices, forKey: .otherProviderIndices)
        }
    }
}

/// A provider's own air-quality index, kept as it came: its scale and its value.
public struct ProviderAirQualityIndex: Hashable, Sendable, Codable {
    /// The scale: `"openweather"` (1 good – 5 very poor), `"us-epa-index"` (1–6) or `"gb-defra-index"`
    /// (1–10) from WeatherAPI.com, `"us_aqi"` or `"european_aqi"` from Open-Meteo.
    public var scale: String
    /// The value on that scale.
    public var value: Double

    /// Creates an index value on `scale`.
    public init(scale: String, value: Double) {
        self.scale = scale
        self.value = value
    }
}
