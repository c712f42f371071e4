import Foundation
import WeatherNetworking

extension OpenWeatherClient {
    /// The air at `coordinate` now, from the Air Pollution API (`/data/2.5/air_pollution`), with the SDK's
    /// US AQI computed from the concentrations (`AirQuality/usAQI`) and OpenWeather's 1–5 index beside it.
    ///
    /// ```swift
    /// let client = OpenWeatherClient(apiKey: "your OpenWeather key")
    /// let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
    /// let air = try await client.airQuality(at: berlin)
    /// print(air.usAQI?.value ?? 0, air.usAQI?.category.description ?? "")
    /// ```
    ///
    /// - Throws: `WeatherError`: `.decoding` when the answer holds no entry with concentrations, and the
    ///   codes of every call.
    public func airQuality(at coordinate: Coordinate) async throws -> AirQuality {
        try await airPollutionResponse("/data/2.5/air_pollution", try coordinateQuery(coordinate)) { response in
            // The newest entry with concentrations: read from the end, so only the entries after it are looked at.
            var checkpoint = WorkBudget.Checkpoint()
            for entry in response.list.reversed() {
                try checkpoint.tick()
                if let air = OpenWeather.AirPollutionResponse.airQuality(from: entry) {
                    return air
                }
            }
            throw WeatherError(
                .decoding, message: "OpenWeather's air-pollution answer held no reading with concentrations (list).")
        }
    }

    /// The hourly air-quality forecast at `coordinate` (`/data/2.5/air_pollution/forecast`, about 4 days),
    /// oldest first.
    ///
    /// - Throws: `WeatherError`: `.decoding` when the answer holds more than `Weather.SeriesLimit.hours`
    ///   entries (an array of `AirQuality` has no room to say some were left out), and the codes of every
    ///   call.
    public func airQualityForecast(at coordinate: Coordinate) async throws -> [AirQuality] {
        try await airPollutionResponse("/data/2.5/air_pollution/forecast", try coordinateQuery(coordinate)) {
            try Self.airQualities(in: $0)
        }
    }

    /// The hourly air quality at `coordinate` between `start` and `end`
    /// (`/data/2.5/air_pollution/history`; the service keeps data from 27 November 2020), oldest first.
    ///
    /// - Throws: `WeatherError` `.invalidInput` when `end` is before `start`, `.decoding` when the answer
    ///   holds more than `Weather.SeriesLimit.hours` entries (about 2 years and 3 months: ask for shorter
    ///   spans), and the codes of every call.
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
        return try await airPollutionResponse("/data/2.5/air_pollution/history", query) {
            try Self.airQualities(in: $0)
        }
    }

    /// The entries of `response` as `AirQuality` values, refused with `.decoding` past
    /// `Weather.SeriesLimit.hours` entries.
    ///
    /// - Throws: `WeatherError` `.decoding` for too many entries; `.cancelled` or `.timeout` when the call's
    ///   budget runs out.
    static func airQualities(in response: OpenWeather.AirPollutionResponse) throws -> [AirQuality] {
        guard response.list.count <= Weather.SeriesLimit.hours else {
            throw WeatherError(
                .decoding,
                message: "OpenWeather's air-pollution answer has \(response.list.count) hours, more than the "
                    + "\(Weather.SeriesLimit.hours) the SDK reads.")
        }
        var checkpoint = WorkBudget.Checkpoint()
        var airs: [AirQuality] = []
        airs.reserveCapacity(response.list.count)
        for entry in response.list {
            try checkpoint.tick()
            if let air = OpenWeather.AirPollutionResponse.airQuality(from: entry) {
                airs.append(air)
            }
        }
        return airs
    }

    /// The body of an Air Pollution API call, turned by `transform` within the call's deadline and
    /// cancellation.
    func airPollutionResponse<Value>(
        _ path: String, _ query: URLQuery, then transform: (OpenWeather.AirPollutionResponse) throws -> Value
    ) async throws -> Value {
        try await client.send(
            APIRequest<OpenWeather.AirPollutionResponse>(path: path, query: query),
            then: transform)
    }
}
