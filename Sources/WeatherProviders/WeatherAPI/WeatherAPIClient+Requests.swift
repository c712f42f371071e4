import Foundation
import WeatherNetworking

// The requests of WeatherAPI.com v1, each a value typed by its response. The key is not part of them:
// the response pipeline adds it while the request is sent.

extension WeatherAPIClient {
    /// The forecast lengths the service accepts.
    static let forecastDayRange = 1...14

    static func currentRequest(query: String, configuration: Configuration) -> APIRequest<WeatherAPI.CurrentResponse> {
        var parameters = URLQuery()
        parameters.append("q", query)
        parameters.append("aqi", configuration.includesAirQuality ? "yes" : "no")
        if let language = configuration.language {
            parameters.append("lang", language.code)
        }
        return APIRequest(path: "current.json", query: parameters)
    }

    static func forecastRequest(
        query: String, days: Int, configuration: Configuration
    ) throws -> APIRequest<WeatherAPI.ForecastResponse> {
        guard forecastDayRange.contains(days) else {
            throw WeatherError(
                .invalidInput, message: "WeatherAPI.com forecasts cover 1 to 14 days; \(days) was asked for.")
        }
        var parameters = URLQuery()
        parameters.append("q", query)
        parameters.append("days", days)
        parameters.append("aqi", configuration.includesAirQuality ? "yes" : "no")
        parameters.append("alerts", "yes")
        if let language = configuration.language {
            parameters.append("lang", language.code)
        }
        return APIRequest(path: "forecast.json", query: parameters)
    }

    static func searchRequest(query: String, configuration: Configuration) -> APIRequest<[WeatherAPI.SearchResult]> {
        var parameters = URLQuery()
        parameters.append("q", query)
        return APIRequest(path: "search.json", query: parameters)
    }
}
