import Foundation

/// The raw response types of the US National Weather Service's API (api.weather.gov), and what the
/// SDK knows of the service.
///
/// A forecast takes two steps: ``PointResponse`` names the forecast office and grid cell that cover a
/// coordinate, and ``ForecastResponse`` holds the twelve-hour periods (`/forecast`) or the hours
/// (`/forecast/hourly`) of that cell. Active alerts come as an ``AlertCollection`` of CAP messages. The
/// types mirror the bodies, so fields the `Weather` model does not carry stay reachable:
///
/// ```swift
/// let point = try WeatherJSONDecoder().decode(NationalWeatherService.PointResponse.self, from: body)
/// let radar = point.properties.radarStation
/// ```
public enum NationalWeatherService {}

extension NationalWeatherService {
    /// The source of the service's data. Its data are in the public domain and need no attribution; the
    /// SDK names the service all the same, and an app must not suggest that the NWS endorses it.
    public static let source = WeatherSource(
        provider: .nationalWeatherService,
        attribution: "Data from the US National Weather Service (NOAA)",
        attributionURL: URL(string: "https://www.weather.gov")
    )

    /// The service's name in messages and log records.
    static let serviceName = "National Weather Service"
}

extension ProviderID {
    /// The US National Weather Service's API (api.weather.gov).
    public static let nationalWeatherService = ProviderID("nws")
}
