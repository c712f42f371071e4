import Foundation
import WeatherNetworking

extension OpenWeatherClient: PastWeatherProvider {
    /// 1 January 1979, where One Call's history begins.
    public var earliestPastDate: Date? { Date(timeIntervalSince1970: 283_996_800) }

    /// The weather at `coordinate` at the past instant `date`, from One Call 3.0's `timemachine`.
    ///
    /// One Call answers one reading per call, so `current` and the single entry of `hourly` are the reading
    /// at `date`; the day itself is not summed (no `daily`). Each call counts against the One Call by Call
    /// subscription.
    ///
    /// - Throws: `WeatherError`: `.outOfRange` for a date in the future or before 1979, or one the account
    ///   may not reach (OpenWeather's "out of allowed range"), and the codes of every call.
    public func pastWeather(at coordinate: Coordinate, on date: Date) async throws -> Weather {
        let body = try await timeMachineResponse(at: coordinate, on: date)
        return try mapping.weather(from: body, fetchedAt: configuration.now())
    }

    /// The raw `timemachine` body for `coordinate` at `date`.
    ///
    /// - Throws: `WeatherError`, as ``pastWeather(at:on:)``.
    public func timeMachineResponse(
        at coordinate: Coordinate, on date: Date
    ) async throws -> OpenWeather.TimeMachineResponse {
        try checkPastDate(date, now: configuration.now(), service: "OpenWeather")
        var query = try coordinateQuery(coordinate)
        query.append("dt", String(Int64(date.timeIntervalSince1970.rounded(.down))))
        appendOptions(to: &query)
        do {
            return try await client.send(
                APIRequest<OpenWeather.TimeMachineResponse>(
                    path: "/data/3.0/onecall/timemachine", query: query, timeout: configuration.timeout))
        } catch let error as WeatherError
            where error.code == .badRequest && error.message.contains("out of allowed range")
        {
            throw WeatherError(
                .outOfRange, message: "OpenWeather has no past weather for this date: \(error.message)",
                statusCode: error.statusCode)
        }
    }
}

extension OpenWeatherMapping {
    /// Maps a `timemachine` body: its reading (3.0 `data`, or 2.5 `current`) as `current`, and every reading
    /// of the body as `hourly`.
    package func weather(from body: OpenWeather.TimeMachineResponse, fetchedAt: Date) throws -> Weather {
        let zone = Self.timeZone(
            identifier: body.timezone, secondsFromGMT: body.timezoneOffset, longitude: body.longitude)
        var notes = zone.note.map { [$0] } ?? []
        let readings = (body.data ?? []) + (body.current.map { [$0] } ?? [])
        guard let reading = readings.first else {
            throw WeatherError(.decoding, message: "OpenWeather's timemachine answer holds no reading (data).")
        }
        let hours = readings.map { pastHour($0) } + (body.hourly ?? []).map(hour)
        return Weather(
            coordinate: try Self.coordinate(latitude: body.latitude, longitude: body.longitude),
            timeZone: zone.zone,
            current: current(reading, notes: &notes),
            hourly: hours.sorted { $0.date < $1.date },
            source: source,
            fetchedAt: fetchedAt,
            notes: notes)
    }

    /// A past reading as an hour.
    func pastHour(_ block: OpenWeather.OneCallResponse.Current) -> HourForecast {
        HourForecast(
            date: Self.date(block.time),
            temperature: temperature(block.temp),
            condition: Self.condition(block.weather),
            conditionDescription: Self.description(block.weather),
            isDaylight: Self.isDaylight(block.weather, at: block.time, sunrise: block.sunrise, sunset: block.sunset),
            apparentTemperature: temperature(block.feelsLike),
            humidity: Self.fraction(percent: block.humidity),
            pressure: Self.pressure(block.pressure),
            wind: wind(speed: block.windSpeed, direction: block.windDeg, gust: block.windGust),
            uvIndex: block.uvi,
            cloudCover: Self.fraction(percent: block.clouds),
            visibility: Self.visibility(block.visibility),
            dewPoint: temperature(block.dewPoint),
            precipitationAmount: Self.millimeters(Self.sum(block.rain?.lastHour, block.snow?.lastHour)),
            icon: Self.icon(block.weather),
            conditionCode: Self.code(block.weather))
    }
}
