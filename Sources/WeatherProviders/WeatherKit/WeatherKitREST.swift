import Foundation

/// What the SDK knows of Apple's WeatherKit REST API: the credentials a ``WeatherKitClient`` signs its
/// tokens with (``Credentials``) and the attribution Apple's terms require (``source``).
///
/// The name keeps it apart from Apple's `WeatherKit` module, so an app can import both. The body types
/// of the service are internal to the SDK and free to change with it.
public enum WeatherKitREST {}

extension WeatherKitREST {
    /// The source of WeatherKit's data: "Apple Weather", with the link to the legal attribution page
    /// that Apple's terms require next to the data. A body's own `attributionURL` replaces the link.
    public static let source = service.source

    /// The service's identity, name and attribution.
    package static let service = ServiceDescription(
        id: .weatherKit, name: "WeatherKit", attribution: "Apple Weather",
        attributionURL: "https://developer.apple.com/weatherkit/data-source-attribution/")
}

extension ProviderID {
    /// Apple's WeatherKit REST API (weatherkit.apple.com).
    public static let weatherKit = ProviderID("weatherkit")
}

extension WeatherKitREST {
    /// The service's names of the SDK's data sets, in the order the service lists them.
    static let dataSetNames: [(dataSet: WeatherDataSet, name: String)] = [
        (.current, "currentWeather"), (.daily, "forecastDaily"), (.hourly, "forecastHourly"),
        (.minutely, "forecastNextHour"), (.alerts, "weatherAlerts"),
    ]

    /// The service's names for `dataSets`.
    static func names(of dataSets: WeatherDataSet) -> [String] {
        dataSetNames.filter { dataSets.contains($0.dataSet) }.map(\.name)
    }

    /// The data sets the service's `names` stand for; unknown names are ignored.
    static func dataSets(named names: [String]) -> WeatherDataSet {
        dataSetNames.reduce(into: WeatherDataSet()) { sets, entry in
            if names.contains(entry.name) { sets.insert(entry.dataSet) }
        }
    }
}
