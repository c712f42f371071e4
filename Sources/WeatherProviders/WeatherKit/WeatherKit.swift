import Foundation

/// The raw response types of Apple's WeatherKit REST API, and what the SDK knows of the service.
///
/// A weather body holds one object per data set asked for (``WeatherResponse``); each carries the
/// `metadata` with the attribution link Apple's terms require apps to show. Decode a body yourself with
/// the SDK's decoder:
///
/// ```swift
/// let body = try WeatherJSONDecoder().decode(WeatherKit.WeatherResponse.self, from: data)
/// let pressureTrend = body.currentWeather?.pressureTrend
/// ```
public enum WeatherKit {}

extension WeatherKit {
    /// The source of WeatherKit's data: "Apple Weather", with the link to the legal attribution page
    /// that Apple's terms require next to the data. A body's own `attributionURL` replaces the link.
    public static let source = WeatherSource(
        provider: .weatherKit,
        attribution: "Apple Weather",
        attributionURL: URL(string: "https://developer.apple.com/weatherkit/data-source-attribution/")
    )

    /// The service's name in messages and log records.
    static let serviceName = "WeatherKit"
}

extension ProviderID {
    /// Apple's WeatherKit REST API (weatherkit.apple.com).
    public static let weatherKit = ProviderID("weatherkit")
}

extension WeatherKit {
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
