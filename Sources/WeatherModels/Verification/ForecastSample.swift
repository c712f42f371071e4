import Foundation

/// What one source forecast for one hour at one place, kept so that it can be checked once the hour has passed.
///
/// `VerifyingWeatherProvider` (in WeatherProviders) records these from the forecasts an app fetches anyway;
/// ``ForecastVerifier`` pairs them with ``WeatherObservation``s to score each source.
///
/// ```swift
/// import Foundation
/// import WeatherModels
///
/// let issued = Date(timeIntervalSince1970: 1_750_000_000)
/// let sample = ForecastSample(
///     source: "open-meteo", placeKey: "52.5200,13.4050", issuedAt: issued,
///     validAt: issued.addingTimeInterval(24 * 3600), temperature: 18.5, precipitationChance: 0.2)
/// print(sample.leadTime)  // 24 h
/// ```
public struct ForecastSample: Hashable, Sendable, Codable {
    /// The source that made the forecast, such as `"open-meteo"`.
    public var source: ProviderID
    /// The place it is for: a place id or a coordinate's cache key such as `"52.5200,13.4050"`, the same text
    /// WeatherStore's `PlaceKey` holds.
    public var placeKey: String
    /// When the forecast was fetched.
    public var issuedAt: Date
    /// The start of the forecast hour.
    public var validAt: Date
    /// The forecast air temperature, °C.
    public var temperature: Double
    /// The forecast chance of precipitation, 0…1, when the source gave one.
    public var precipitationChance: Double?
    /// The forecast precipitation over the hour, mm, when the source gave one.
    public var precipitationAmount: Double?

    /// Creates a sample.
    public init(
        source: ProviderID, placeKey: String, issuedAt: Date, validAt: Date, temperature: Double,
        precipitationChance: Double? = nil, precipitationAmount: Double? = nil
    ) {
        self.source = source
        self.placeKey = placeKey
        self.issuedAt = issuedAt
        self.validAt = validAt
        self.temperature = temperature
        self.precipitationChance = precipitationChance
        self.precipitationAmount = precipitationAmount
    }

    /// How far ahead the forecast looked: from ``issuedAt`` to ``validAt``, in hours.
    public var leadHours: Double { validAt.timeIntervalSince(issuedAt) / 3600 }

    /// The lead-time bucket the sample is scored in: the nearest of ``LeadTime/all`` to ``leadHours``.
    public var leadTime: LeadTime { LeadTime.nearest(toHours: leadHours) }

    /// Whether the source forecast precipitation for the hour: an amount of at least
    /// ``ForecastVerifier/wetHourThreshold`` (0.1 mm), or a chance of at least
    /// ``ForecastVerifier/wetChanceThreshold`` (50 %). `nil` when it gave neither.
    public var forecastsPrecipitation: Bool? {
        if let amount = precipitationAmount, amount >= ForecastVerifier.wetHourThreshold { return true }
        if let chance = precipitationChance, chance >= ForecastVerifier.wetChanceThreshold { return true }
        if precipitationAmount == nil, precipitationChance == nil { return nil }
        return false
    }

    /// Whether every number is finite and within physical bounds (a store skips samples that are not).
    public var isPlausible: Bool {
        temperature.isFinite && abs(temperature) < 100 && issuedAt.timeIntervalSince1970.isFinite
            && validAt.timeIntervalSince1970.isFinite && !placeKey.isEmpty
            && (precipitationChance.map { $0.isFinite && (0...1).contains($0) } ?? true)
            && (precipitationAmount.map { $0.isFinite && $0 >= 0 && $0 < 1_000 } ?? true)
    }
}
