import Foundation
import WeatherCore
import WeatherNetworking

extension OpenMeteo {
    /// The variables requested for the current block.
    static let currentVariables = [
        "temperature_2m", "relative_humidity_2m", "apparent_temperature", "is_day", "precipitation",
        "weather_code", "cloud_cover", "pressure_msl", "wind_speed_10m", "wind_direction_10m", "wind_gusts_10m",
    ]

    /// The variables requested for each hour.
    static let hourlyVariables = [
        "temperature_2m", "relative_humidity_2m", "dew_point_2m", "apparent_temperature",
        "precipitation_probability", "precipitation", "weather_code", "pressure_msl", "cloud_cover", "visibility",
        "wind_speed_10m", "wind_direction_10m", "wind_gusts_10m", "uv_index", "is_day",
    ]

    /// The variables requested for each day.
    static let dailyVariables = [
        "weather_code", "temperature_2m_max", "temperature_2m_min", "sunrise", "sunset", "uv_index_max",
        "precipitation_sum", "snowfall_sum", "precipitation_probability_max", "wind_speed_10m_max",
        "wind_gusts_10m_max", "wind_direction_10m_dominant",
    ]

    /// The variables requested every 15 minutes.
    static let minutelyVariables = ["precipitation"]

    /// `GET /forecast` for `coordinate` and the blocks in `dataSets`.
    static func forecastRequest(
        at coordinate: Coordinate,
        including dataSets: WeatherDataSet,
        _ configuration: OpenMeteoClient.Configuration
    ) throws -> APIRequest<ForecastResponse> {
        var query = URLQuery()
        try query.append("latitude", coordinate.latitude)
        try query.append("longitude", coordinate.longitude)
        appendForecastOptions(to: &query, including: dataSets, configuration)
        return APIRequest(path: "/forecast", query: query)
    }

    /// `GET /forecast` for several places at once: `latitude` and `longitude` are comma lists, and the
    /// body is a JSON array with one forecast per place, in the order of the lists.
    ///
    /// A body that is a single object (the service's answer for one place) decodes as a one-element array.
    static func forecastRequest(
        at coordinates: [Coordinate],
        including dataSets: WeatherDataSet,
        _ configuration: OpenMeteoClient.Configuration
    ) throws -> APIRequest<[ForecastResponse]> {
        var query = URLQuery()
        query.append(
            "latitude", try coordinates.map { try decimalText($0.latitude, name: "latitude") }.joined(separator: ","))
        query.append(
            "longitude", try coordinates.map { try decimalText($0.longitude, name: "longitude") }.joined(separator: ",")
        )
        appendForecastOptions(to: &query, including: dataSets, configuration)
        return APIRequest(path: "/forecast", query: query) { _, decoding in
            try decoding.body.parsed().isArray
                ? decoding.decode([ForecastResponse].self) : [decoding.decode(ForecastResponse.self)]
        }
    }

    /// The parameters after the coordinates, the same for one place or many.
    private static func appendForecastOptions(
        to query: inout URLQuery,
        including dataSets: WeatherDataSet,
        _ configuration: OpenMeteoClient.Configuration
    ) {
        if dataSets.contains(.current) {
            query.append("current", currentVariables.joined(separator: ","))
        }
        if dataSets.contains(.minutely) {
            query.append("minutely_15", minutelyVariables.joined(separator: ","))
        }
        if dataSets.contains(.hourly) {
            query.append("hourly", hourlyVariables.joined(separator: ","))
        }
        if dataSets.contains(.daily) {
            query.append("daily", dailyVariables.joined(separator: ","))
        }
        query.append("timezone", "auto")
        query.append("temperature_unit", configuration.temperatureUnit.rawValue)
        query.append("wind_speed_unit", configuration.windSpeedUnit.rawValue)
        query.append("precipitation_unit", configuration.precipitationUnit.rawValue)
        query.append("timeformat", "iso8601")
        query.append("forecast_days", min(max(configuration.forecastDays, 1), 16))
        if !configuration.models.isEmpty {
            query.append("models", configuration.models.joined(separator: ","))
        }
    }

    /// `value` written as the single-place request writes it (plain decimal notation).
    private static func decimalText(_ value: Double, name: String) throws -> String {
        var query = URLQuery()
        try query.append(name, value)
        return query[name] ?? ""
    }

    /// `GET /search` on the geocoding API.
    static func searchRequest(
        name: String,
        count: Int,
        _ configuration: OpenMeteoClient.Configuration
    ) -> APIRequest<GeocodingResponse> {
        var query = URLQuery()
        query.append("name", name)
        query.append("count", count)
        query.append("language", configuration.language.lowercased())
        query.append("format", "json")
        return APIRequest(path: "/search", query: query)
    }

    /// Reads Open-Meteo's error bodies for the response pipeline, success statuses included.
    static let errorRecognizer = ErrorRecognizer { response, body in error(from: response, body: body) }

    /// The `WeatherError` for an Open-Meteo error body or status, or `nil` for a success.
    ///
    /// `{"error": true, "reason": …}` becomes `.badRequest` carrying the reason (`.rateLimited` on a 429,
    /// `.server` on a 5xx); other failures are left to the pipeline's status mapping.
    static func error(from response: HTTPResponse, body parsed: ResponseBody) -> WeatherError? {
        let body = parsed.hasMember("error") ? try? parsed.decode(ErrorResponse.self) : nil
        guard let body, body.error else { return nil }
        let reason = body.reason.map(ServerText.quoted) ?? "no reason given"
        let code: WeatherError.Code =
            switch response.statusCode {
            case 401, 403: .unauthorized
            case 429, 500...599: WeatherError.Code(httpStatus: response.statusCode)
            default: .badRequest
            }
        return WeatherError(
            code, message: "Open-Meteo refused the request: \(reason)",
            statusCode: response.isSuccess ? nil : response.statusCode)
    }
}
