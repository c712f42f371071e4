import Foundation

/// The raw response types of MET Norway's Locationforecast 2.0, and what the SDK knows of the service.
///
/// A forecast body is a GeoJSON `Feature`: ``ForecastResponse`` mirrors it field for field, so every
/// variable the service sends is reachable even when ``METNorwayClient`` does not map it into
/// `Weather`. Whole numbers come as integers (`0`, `100`, `[11, 60, 148]`); every number is read as a
/// `Double`. Decode a body yourself with the SDK's decoder:
///
/// ```swift
/// let forecast = try WeatherJSONDecoder().decode(METNorway.ForecastResponse.self, from: body)
/// let fog = forecast.properties.timeseries.first?.data.instant.details["fog_area_fraction"]
/// ```
public enum METNorway {}

extension METNorway {
    /// The attribution MET Norway's licence (CC BY 4.0) asks for: "Data from MET Norway".
    public static let source = WeatherSource(
        provider: .metNorway,
        attribution: "Data from MET Norway (CC BY 4.0)",
        attributionURL: URL(string: "https://api.met.no/doc/License")
    )

    /// The service's name in messages and log records.
    static let serviceName = "MET Norway"
}

extension ProviderID {
    /// MET Norway's Locationforecast 2.0 (api.met.no).
    public static let metNorway = ProviderID("metno")
}
