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
    ///
    /// The body is mapped within the call's deadline and cancellation; at most `Weather.SeriesLimit.hours`
    /// readings are read, the rest left out with a `.leftOut` note on `hourly`.
    public func pastWeather(at coordinate: Coordinate, on date: Date) async throws -> Weather {
        try await timeMachineResponse(at: coordinate, on: date) { body in
            try mapping.weather(from: body, fetchedAt: configuration.now())
        }
    }

    /// The raw `timemachine` body for `coordinate` at `date`.
    ///
    /// - Throws: `WeatherError`, as ``pastWeather(at:on:)``.
    package func timeMachineResponse(
        at coordinate: Coordinate, on date: Date
    ) async throws -> OpenWeather.TimeMachineResponse {
        try await timeMachineResponse(at: coordinate, on: date) { $0 }
    }

    /// The `timemachine` body for `coordinate` at `date`, turned by `transform` within the call's deadline
    /// and cancellation.
    private func timeMachineResponse<Value>(
        at coordinate: Coordinate, on date: Date, then transform: (OpenWeather.TimeMachineResponse) throws -> Value
    ) async throws -> Value {
        try checkPastDate(date, now: configuration.now(), service: OpenWeather.service.name)
        var query = try coordinateQuery(coordinate)
        query.append("dt", String(Int64(date.timeIntervalSince1970.rounded(.down))))
        appendOptions(to: &query)
        do {
            return try await client.send(
                APIRequest<OpenWeather.TimeMachineResponse>(
                    path: "/data/3.0/onecall/timemachine", query: query),
                then: transform)
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
    /// of the body as `hourly`, at most `Weather.SeriesLimit.hours` of them (the rest are left out with a
    /// `.leftOut` note).
    ///
    /// - Throws: `WeatherError` `.decoding` for a body without a reading or with a coordinate out of range;
    ///   `.cancelled` or `.timeout` when the call's budget runs out while mapping.
    package func weather(from body: OpenWeather.TimeMachineResponse, fetchedAt: Date) throws -> Weather {
        let data = body.data ?? []
        guard let reading = data.first ?? body.current else {
            throw WeatherError(.decoding, message: "OpenWeather's timemachine answer holds no reading (data).")
        }
        let coordinate = try Self.coordinate(latitude: body.latitude, longitude: body.longitude)
        let zone = Self.timeZone(
            identifier: body.timezone, secondsFromGMT: body.timezoneOffset, coordinate: coordinate,
            at: Self.date(reading.time))
        var notes = zone.note.map { [$0] } ?? []
        // The readings in the body's order: `data`, then `current`, then `hourly`, at most the limit of them.
        let extra = body.hourly ?? []
        let total = data.count + (body.current == nil ? 0 : 1) + extra.count
        let limited = Weather.SeriesLimit.rows(
            total, limit: Weather.SeriesLimit.hours, series: "hourly", unit: "readings")
        var checkpoint = WorkBudget.Checkpoint()
        var hours: [HourForecast] = []
        hours.reserveCapacity(limited.rows.count)
        for block in data.prefix(limited.rows.count) {
            try checkpoint.tick()
            hours.append(pastHour(block))
        }
        if let block = body.current, hours.count < limited.rows.count {
            hours.append(pastHour(block))
        }
        for block in extra.prefix(limited.rows.count - hours.count) {
            try checkpoint.tick()
            hours.append(hour(block))
        }
        if !zip(hours, hours.dropFirst()).allSatisfy({ $0.date <= $1.date }) {
            hours.sort { $0.date < $1.date }
        }
        let now = self.current(reading, notes: &notes)
        if let note = limited.note { notes.append(note) }
        return Weather(
            coordinate: coordinate,
            timeZone: zone.zone,
            current: now,
            hourly: hours,
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
