import Foundation
import WeatherNetworking

extension OpenMeteoClient: PastWeatherProvider {
    /// 1 January 1940, where the archive (ERA5 reanalysis) begins.
    public var earliestPastDate: Date? { Date(timeIntervalSince1970: -946_771_200) }

    /// The weather at `coordinate` on the past day containing `date`, from the historical weather API
    /// (`archive-api.open-meteo.com/v1/archive`): every hour of the day, the day itself, and as `current`
    /// the hour nearest `date` (noted).
    ///
    /// The archive is a reanalysis, complete up to about five days ago; for the last days, use the
    /// forecast API's past days instead.
    ///
    /// - Throws: `WeatherError`: `.outOfRange` for a date in the future, before 1940 or too recent for the
    ///   archive (the service's "out of allowed range"), and the codes of every call.
    public func pastWeather(at coordinate: Coordinate, on date: Date) async throws -> Weather {
        try await archive(at: coordinate, on: date) { response in
            PastDay.withCurrentReading(
                try weather(from: response, at: coordinate), nearest: date,
                service: "the \(OpenMeteo.service.name) archive")
        }
    }

    /// The raw archive body for `coordinate` on the day containing `date`.
    ///
    /// - Throws: `WeatherError`, as ``pastWeather(at:on:)``.
    package func archive(at coordinate: Coordinate, on date: Date) async throws -> OpenMeteo.ForecastResponse {
        try await archive(at: coordinate, on: date) { $0 }
    }

    /// The archive body for the local day of `date`, turned by `transform` within the call's deadline
    /// and cancellation.
    private func archive<Value>(
        at coordinate: Coordinate, on date: Date, then transform: (OpenMeteo.ForecastResponse) throws -> Value
    ) async throws -> Value {
        try checkPastDate(date, now: configuration.now(), service: "The \(OpenMeteo.service.name) archive")
        let day = PastDay.localDate(of: date, at: coordinate)
        do {
            return try await archiveClient.send(
                OpenMeteo.archiveRequest(at: coordinate, day: day, configuration), then: transform)
        } catch let error as WeatherError where error.message.contains("out of allowed range") {
            throw WeatherError(
                .outOfRange, message: "The Open-Meteo archive has no weather for \(day): \(error.message)",
                statusCode: error.statusCode)
        }
    }
}

extension OpenMeteo {
    /// The hourly variables the archive has (no chance of precipitation, visibility or UV index).
    static let archiveHourlyVariables = [
        "temperature_2m", "relative_humidity_2m", "dew_point_2m", "apparent_temperature", "precipitation",
        "weather_code", "pressure_msl", "cloud_cover", "wind_speed_10m", "wind_direction_10m", "wind_gusts_10m",
        "is_day",
    ]

    /// The daily variables the archive has.
    static let archiveDailyVariables = [
        "weather_code", "temperature_2m_max", "temperature_2m_min", "sunrise", "sunset", "precipitation_sum",
        "snowfall_sum", "wind_speed_10m_max", "wind_gusts_10m_max", "wind_direction_10m_dominant",
    ]

    /// `GET /archive` for one local day.
    static func archiveRequest(
        at coordinate: Coordinate, day: String, _ configuration: OpenMeteoClient.Configuration
    ) throws -> APIRequest<ForecastResponse> {
        var query = URLQuery()
        try query.append("latitude", coordinate.latitude)
        try query.append("longitude", coordinate.longitude)
        query.append("start_date", day)
        query.append("end_date", day)
        query.append("hourly", archiveHourlyVariables.joined(separator: ","))
        query.append("daily", archiveDailyVariables.joined(separator: ","))
        query.append("timezone", "auto")
        query.append("temperature_unit", configuration.temperatureUnit.rawValue)
        query.append("wind_speed_unit", configuration.windSpeedUnit.rawValue)
        query.append("precipitation_unit", configuration.precipitationUnit.rawValue)
        query.append("timeformat", "iso8601")
        return APIRequest(path: "/archive", query: query)
    }
}
