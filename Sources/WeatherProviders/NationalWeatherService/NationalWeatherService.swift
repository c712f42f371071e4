import Foundation

/// What the SDK knows of the US National Weather Service's API (api.weather.gov): the source it names
/// (``source``).
///
/// ``NationalWeatherServiceClient`` reads the point, forecast and alert bodies and maps them to
/// `Weather`; the body types themselves are internal to the SDK and free to change with the service.
public enum NationalWeatherService {}

extension NationalWeatherService {
    /// The source of the service's data. Its data are in the public domain and need no attribution; the
    /// SDK names the service all the same, and an app must not suggest that the NWS endorses it.
    public static let source = service.source

    /// The service's identity, name and attribution.
    package static let service = ServiceDescription(
        id: .nationalWeatherService, name: "National Weather Service",
        attribution: "Data from the US National Weather Service (NOAA)", attributionURL: "https://www.weather.gov")
}

extension ProviderID {
    /// The US National Weather Service's API (api.weather.gov).
    public static let nationalWeatherService = ProviderID("nws")
}
