import Foundation

extension OpenWeatherMapping {
    /// Maps a One Call body to `Weather`: every block that is present, in the body's time zone
    /// (`timezone`; else from `timezone_offset`, named by the nearest known place when its zone has that
    /// offset; else `TimeZoneEstimate`'s; noted when it is not `timezone`).
    ///
    /// At most `Weather.SeriesLimit` rows of each block are read (`hourly`, `daily`, `minutely` and
    /// `alerts`); the rest are left out with a `.leftOut` note on the series.
    ///
    /// - Throws: `WeatherError` `.decoding` for a coordinate out of range; `.cancelled` or `.timeout` when
    ///   the call's budget runs out while mapping.
    package func weather(from body: OpenWeather.OneCallResponse, fetchedAt: Date) throws -> Weather {
        let coordinate = try Self.coordinate(latitude: body.latitude, longitude: body.longitude)
        let zone = Self.timeZone(
            identifier: body.timezone, secondsFromGMT: body.timezoneOffset, coordinate: coordinate,
            at: body.current.map { Self.date($0.time) } ?? fetchedAt)
        var notes = zone.note.map { [$0] } ?? []
        var checkpoint = WorkBudget.Checkpoint()
        let reading = body.current.map { self.current($0, notes: &notes) }
        let hourly = try Self.series(
            body.hourly ?? [], limit: Weather.SeriesLimit.hours, series: "hourly", unit: "hours", notes: &notes,
            checkpoint: &checkpoint
        ) { hour($0) }
        let daily = try Self.series(
            body.daily ?? [], limit: Weather.SeriesLimit.days, series: "daily", unit: "days", notes: &notes,
            checkpoint: &checkpoint
        ) { day($0, in: zone.zone) }
        let minutely = try Self.series(
            body.minutely ?? [], limit: Weather.SeriesLimit.minutes, series: "minutely", unit: "minutes",
            notes: &notes, checkpoint: &checkpoint
        ) { Self.minute($0) }
        let alerts = try Self.series(
            body.alerts ?? [], limit: Weather.SeriesLimit.alerts, series: "alerts", unit: "alerts", notes: &notes,
            checkpoint: &checkpoint
        ) { Self.alert($0) }
        return try Weather(
            coordinate: coordinate,
            timeZone: zone.zone,
            current: reading,
            hourly: hourly,
            daily: daily,
            minutely: minutely,
            alerts: alerts,
            source: source,
            fetchedAt: fetchedAt,
            notes: notes
        ).completingSunAndMoon(tick: { try checkpoint.tick() })
    }

    func current(_ block: OpenWeather.OneCallResponse.Current, notes: inout [WeatherNote]) -> CurrentWeather {
        let reading = temperature(block.temp)
        let wind = wind(speed: block.windSpeed, direction: block.windDeg, gust: block.windGust)
        let dewPoint = temperature(block.dewPoint)
        let completed = WeatherDerivation.currentConditions(
            temperature: reading, apparentTemperature: temperature(block.feelsLike),
            humidity: Self.fraction(percent: block.humidity), dewPoint: dewPoint, windSpeed: wind?.speed)
        notes += completed.notes
        return CurrentWeather(
            date: Self.date(block.time),
            temperature: reading,
            apparentTemperature: completed.apparentTemperature,
            humidity: completed.humidity,
            condition: Self.condition(block.weather),
            conditionDescription: Self.description(block.weather),
            isDaylight: Self.isDaylight(block.weather, at: block.time, sunrise: block.sunrise, sunset: block.sunset),
            pressure: Self.pressure(block.pressure),
            wind: wind,
            uvIndex: block.uvi,
            cloudCover: Self.fraction(percent: block.clouds),
            visibility: Self.visibility(block.visibility),
            dewPoint: dewPoint,
            precipitationIntensity: Self.millimetersPerHour(Self.sum(block.rain?.lastHour, block.snow?.lastHour)),
            icon: Self.icon(block.weather),
            conditionCode: Self.code(block.weather))
    }

    func hour(_ block: OpenWeather.OneCallResponse.Hour) -> HourForecast {
        HourForecast(
            date: Self.date(block.time),
            temperature: temperature(block.temp),
            condition: Self.condition(block.weather),
            conditionDescription: Self.description(block.weather),
            isDaylight: Self.isDaylight(block.weather, at: block.time),
            apparentTemperature: temperature(block.feelsLike),
            humidity: Self.fraction(percent: block.humidity),
            pressure: Self.pressure(block.pressure),
            wind: wind(speed: block.windSpeed, direction: block.windDeg, gust: block.windGust),
            uvIndex: block.uvi,
            cloudCover: Self.fraction(percent: block.clouds),
            visibility: Self.visibility(block.visibility),
            dewPoint: temperature(block.dewPoint),
            precipitationChance: Self.chance(block.pop),
            precipitationAmount: Self.millimeters(Self.sum(block.rain?.lastHour, block.snow?.lastHour)),
            icon: Self.icon(block.weather),
            conditionCode: Self.code(block.weather))
    }

    /// A day; its date is the start of the local day that contains `dt` (about local noon).
    func day(_ block: OpenWeather.OneCallResponse.Day, in timeZone: TimeZone) -> DayForecast {
        DayForecast(
            date: timeZone.startOfDay(containing: Self.date(block.time)),
            highTemperature: temperature(block.temp.max),
            lowTemperature: temperature(block.temp.min),
            condition: Self.condition(block.weather),
            conditionDescription: Self.description(block.weather),
            dayTemperature: temperature(block.temp.day),
            nightTemperature: temperature(block.temp.night),
            morningTemperature: temperature(block.temp.morn),
            eveningTemperature: temperature(block.temp.eve),
            precipitationChance: Self.chance(block.pop),
            precipitationAmount: Self.millimeters(Self.sum(block.rain, block.snow)),
            snowfallAmount: Self.millimeters(block.snow),
            sunrise: Self.optionalDate(block.sunrise),
            sunset: Self.optionalDate(block.sunset),
            moonrise: Self.optionalDate(block.moonrise),
            moonset: Self.optionalDate(block.moonset),
            moonPhase: block.moonPhase,
            humidity: Self.fraction(percent: block.humidity),
            wind: wind(speed: block.windSpeed, direction: block.windDeg, gust: block.windGust),
            uvIndex: block.uvi,
            icon: Self.icon(block.weather),
            summary: block.summary,
            conditionCode: Self.code(block.weather))
    }

    static func minute(_ block: OpenWeather.OneCallResponse.Minute) -> MinuteForecast {
        MinuteForecast(
            date: date(block.time),
            precipitationIntensity: Measurement(value: block.precipitation, unit: CanonicalUnits.millimetersPerHour))
    }

    static func alert(_ block: OpenWeather.OneCallResponse.Alert) -> WeatherAlert {
        WeatherAlert(
            sender: block.senderName ?? "",
            event: block.event,
            start: date(block.start),
            end: date(block.end),
            description: block.description ?? "",
            tags: block.tags ?? [])
    }
}
