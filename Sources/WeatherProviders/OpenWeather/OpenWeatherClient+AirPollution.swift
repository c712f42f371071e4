import Foundation
import WeatherNetworking

extension OpenWeatherClient {
    /// The air at `coordinate` now, from the Air Pollution API (`/data/2.5/air_pollution`), with the SDK's
    /// US AQI computed from the concentrations (`AirQuality/usAQI`) and OpenWeather's 1–5 index beside it.
    ///
    /// ```swift
    /// let air = try await client.airQuality(at: berlin)
    /// print(air.usAQI?.value ?? 0, air.usAQI?.category.description ?? "")
    /// ```
    ///
    /// - Throws: `WeatherError`: `.decoding` when the answer holds no entry with concentrations, and the
    ///   codes of every call.
    public func airQuality(at coordinate: Coordinate) async throws -> AirQuality {
        let response = try await airPollutionResponse("/data/2.5/air_pollution", try coordinateQuery(coordinate))
        guard let air = response.airQualities.last else {
            throw WeatherError(
                .decoding, message: "OpenWeather's air-pollution answer held no reading with concentrations (list).")
        }
        return air
    }

    /// The hourly air-quality forecast at `coordinate` (`/data/2.5/air_pollution/forecast`, about 4 days),
    /// oldest first.
    public func airQualityForecast(at coordinate: Coordinate) async throws -> [AirQuality] {
        try await airPollutionResponse("/data/2.5/air_pollution/forecast", try coordinateQuery(coordinate))
            .airQualities
    }

    /// The hourly air quality at `coordinate` between `start` and `end`
    /// (`/data/2.5/air_pollution/history`; the service keeps data from 27 November 2020), oldest first.
    ///
    /// - Throws: `WeatherError` `.invalidInput` when `end` is before `start`.
    public func airQualityHistory(
        at coordinate: Coordinate, from start: Date, to end: Date
    ) async throws
        -> [AirQuality]
    {
        guard end >= start else {
            throw WeatherError(.invalidInput, message: "The end of an air-quality history is before its start.")
        }
        var query = try coordinateQuery(coordinate)
        query.append("start", String(Int64(start.timeIntervalSince1970.rounded(.down))))
        query.append("end", String(Int64(end.timeIntervalSince1970.rounded(.down))))
        return try await airPollutionResponse("/data/2.5/air_pollution/history", query).airQualities
    }

    /// The raw body of an Air Pollution API call.
    func airPollutionResponse(_ path: String, _ query: URLQuery) async throws -> OpenWeather.AirPollutionResponse {
        try await client.send(
            APIRequest<OpenWeather.AirPollutionResponse>(path: path, query: query, timeout: configuration.timeout))
    }
}
