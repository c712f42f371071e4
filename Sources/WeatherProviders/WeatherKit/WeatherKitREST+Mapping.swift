import Foundation

extension WeatherKitREST.WeatherResponse {
    /// The SDK's `Weather` for this body.
    ///
    /// Speeds are km/h, pressures millibars, visibility metres and precipitation millimetres, as WeatherKit
    /// sends them in metric units; fractions stay fractions. Days keep WeatherKit's sun and moon and take
    /// their wind and humidity from the daytime part. An alert lists its summary; its full text is at its
    /// `detailsUrl`. The attribution link is the body's own (`metadata.attributionURL`). Entries whose time
    /// cannot be read are left out and noted.
    ///
    /// At most `Weather.SeriesLimit` rows of each data set are read (20,000 hours and minutes, 40,000
    /// days, 1,000 alerts); the rest are left out with a `.leftOut` note on the series.
    ///
    /// - Parameters:
    ///   - coordinate: The place asked for.
    ///   - timeZone: The zone the request named, in which days begin.
    ///   - fetchedAt: When the body was received.
    ///   - origin: Whether the body came from the live service or the sandbox.
    ///   - notes: Notes the client already has (an estimated zone, data sets not available).
    package func weather(
        at coordinate: Coordinate, timeZone: TimeZone, fetchedAt: Date = Date(), origin: DataOrigin = .live,
        notes: [WeatherNote] = []
    ) -> Weather {
        weather(at: coordinate, timeZone: timeZone, fetchedAt: fetchedAt, origin: origin, notes: notes, tick: {})
    }

    /// ``weather(at:timeZone:fetchedAt:origin:notes:)`` within the current call's budget.
    ///
    /// - Throws: `WeatherError` `.cancelled` or `.timeout` when the call's budget runs out.
    func budgetedWeather(
        at coordinate: Coordinate, timeZone: TimeZone, fetchedAt: Date, origin: DataOrigin, notes: [WeatherNote]
    ) throws -> Weather {
        var checkpoint = WorkBudget.Checkpoint()
        return try weather(
            at: coordinate, timeZone: timeZone, fetchedAt: fetchedAt, origin: origin, notes: notes,
            tick: { try checkpoint.tick() })
    }

    /// ``weather(at:timeZone:fetchedAt:origin:notes:)``, calling `tick` once per row it reads.
    private func weather(
        at coordinate: Coordinate, timeZone: TimeZone, fetchedAt: Date, origin: DataOrigin, notes: [WeatherNote],
        tick: () throws -> Void
    ) rethrows -> Weather {
        var notes = notes
        var leftOut: [String: Int] = [:]
        func instant(_ text: String?, _ field: String) -> Date? {
            guard let date = text.flatMap(LocalTime.instant) else {
                leftOut[field, default: 0] += 1
                return nil
            }
            return date
        }
        /// The first `limit` of `rows` as values, noting the cut; `transform` leaves out a row with `nil`.
        func series<Row, Value>(
            _ rows: [Row], limit: Int, _ name: String, unit: String, tick: () throws -> Void,
            _ transform: (Row) -> Value?
        ) rethrows -> [Value] {
            try Weather.SeriesLimit.values(
                of: rows, limit: limit, series: name, unit: unit, notes: &notes, tick: tick, transform)
        }
        let current = currentWeather.flatMap { block in
            instant(block.asOf, "current").map { date in WeatherKitREST.current(block, at: date, notes: &notes) }
        }
        let sentHours = forecastHourly?.hours ?? []
        var hourly = try series(
            sentHours, limit: Weather.SeriesLimit.hours, "hourly", unit: "hours", tick: tick
        ) { hour in
            instant(hour.forecastStart, "hourly").map { WeatherKitREST.hour(hour, at: $0) }
        }
        let sentDays = forecastDaily?.days ?? []
        // Days WeatherKit cut elsewhere than at the zone's midnight (it has been seen cutting at 00:00 UTC when
        // it did not take the `timezone` asked for): each is dated by the local day of its middle, and noted.
        var offMidnight: (count: Int, first: Date?) = (0, nil)
        var daily = try series(sentDays, limit: Weather.SeriesLimit.days, "daily", unit: "days", tick: tick) { day in
            instant(day.forecastStart, "daily").map { start in
                let midnight = timeZone.startOfDay(containing: start)
                guard midnight != start else { return WeatherKitREST.day(day, at: midnight) }
                offMidnight.count += 1
                if offMidnight.first == nil { offMidnight.first = start }
                let end = day.forecastEnd.flatMap(LocalTime.instant) ?? start.addingTimeInterval(86_400)
                let middle = start.addingTimeInterval(end.timeIntervalSince(start) / 2)
                return WeatherKitREST.day(day, at: timeZone.startOfDay(containing: middle))
            }
        }
        if let first = offMidnight.first {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            let parts = calendar.dateComponents([.hour, .minute], from: first)
            let local = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
            notes.append(
                WeatherNote(
                    .derived, field: "daily",
                    detail: "WeatherKit cut \(offMidnight.count) day(s) at \(local) in \(timeZone.identifier), not at "
                        + "midnight; each is dated by the day its middle falls on"))
        }
        let sentMinutes = forecastNextHour?.minutes ?? []
        let minutely = try series(
            sentMinutes, limit: Weather.SeriesLimit.minutes, "minutely", unit: "minutes", tick: tick
        ) { minute in
            instant(minute.startTime, "minutely").map {
                MinuteForecast(
                    date: $0,
                    precipitationIntensity: Measurement(
                        value: minute.precipitationIntensity ?? 0, unit: UnitSpeed.millimetersPerHour),
                    precipitationChance: minute.precipitationChance)
            }
        }
        let sentAlerts = weatherAlerts?.alerts ?? []
        let alerts = try series(sentAlerts, limit: Weather.SeriesLimit.alerts, "alerts", unit: "alerts", tick: tick) {
            WeatherKitREST.alert($0, leftOut: &leftOut)
        }
        for (field, count) in leftOut.sorted(by: { $0.key < $1.key }) {
            notes.append(WeatherNote(.leftOut, field: field, detail: "\(count) entries without a readable time"))
        }
        // WeatherKit sends the series in order; sort only when it did not.
        if !zip(hourly, hourly.dropFirst()).allSatisfy({ $0.date <= $1.date }) {
            hourly.sort { $0.date < $1.date }
        }
        if !zip(daily, daily.dropFirst()).allSatisfy({ $0.date <= $1.date }) {
            daily.sort { $0.date < $1.date }
        }
        var source = WeatherKitREST.source.marked(origin)
        let metadata = [
            currentWeather?.metadata, forecastDaily?.metadata, forecastHourly?.metadata, forecastNextHour?.metadata,
        ]
        if let link = metadata.lazy.compactMap({ $0?.attributionURL }).compactMap(URL.init(string:)).first,
            link.scheme == "https"
        {
            source.attributionURL = link
        }
        return try Weather(
            coordinate: coordinate, timeZone: timeZone, current: current, hourly: hourly, daily: daily,
            minutely: minutely, alerts: alerts, source: source, fetchedAt: fetchedAt, notes: notes
        ).completingSunAndMoon(tick: tick)
    }
}

extension WeatherKitREST {
    /// `alert` as a `WeatherAlert`, or `nil` (counted in `leftOut`) when none of its times can be read.
    static func alert(_ alert: AlertSummary, leftOut: inout [String: Int]) -> WeatherAlert? {
        guard
            let start = [alert.eventOnsetTime, alert.effectiveTime, alert.issuedTime].lazy.compactMap({ $0 })
                .compactMap(LocalTime.instant).first
        else {
            leftOut["alerts", default: 0] += 1
            return nil
        }
        return WeatherAlert(
            id: alert.id, sender: alert.source ?? WeatherKitREST.service.name, event: alert.description, start: start,
            end: [alert.eventEndTime, alert.expireTime].lazy.compactMap { $0 }.compactMap(LocalTime.instant).first
                ?? .distantFuture,
            description: alert.detailsUrl.map { "\(alert.description). Details: \($0)" } ?? alert.description,
            severity: alert.severity, areas: alert.areaName, urgency: alert.urgency, certainty: alert.certainty)
    }

    static func celsius(_ value: Double?) -> Measurement<UnitTemperature>? {
        value.flatMap { $0.isFinite ? Measurement(value: $0, unit: .celsius) : nil }
    }

    static func wind(speed: Double?, direction: Double?, gust: Double?) -> Wind? {
        guard let speed, speed.isFinite else { return nil }
        return Wind(
            speed: Measurement(value: speed, unit: .kilometersPerHour),
            direction: direction.flatMap { $0.isFinite ? Measurement(value: $0, unit: .degrees) : nil },
            gust: gust.flatMap { $0.isFinite ? Measurement(value: $0, unit: .kilometersPerHour) : nil })
    }

    static func millimeters(_ value: Double?) -> Measurement<UnitLength>? {
        value.flatMap { $0.isFinite ? Measurement(value: $0, unit: .millimeters) : nil }
    }

    static func condition(_ code: String?) -> WeatherCondition {
        code.map(WeatherCondition.init(weatherKitCode:)) ?? .unknown
    }

    static func current(
        _ block: CurrentWeather, at date: Date, notes: inout [WeatherNote]
    ) -> WeatherModels.CurrentWeather {
        let temperature = Measurement(value: block.temperature, unit: UnitTemperature.celsius)
        let wind = wind(speed: block.windSpeed, direction: block.windDirection, gust: block.windGust)
        let dewPoint = celsius(block.temperatureDewPoint)
        let resolved = WeatherDerivation.currentConditions(
            temperature: temperature, apparentTemperature: celsius(block.temperatureApparent), humidity: block.humidity,
            dewPoint: dewPoint, windSpeed: wind?.speed)
        notes += resolved.notes
        let condition = condition(block.conditionCode)
        return WeatherModels.CurrentWeather(
            date: date, temperature: temperature, apparentTemperature: resolved.apparentTemperature,
            humidity: resolved.humidity, condition: condition, isDaylight: block.daylight ?? true,
            pressure: block.pressure.map { Measurement(value: $0, unit: .hectopascals) }, wind: wind,
            uvIndex: block.uvIndex, cloudCover: block.cloudCover,
            visibility: block.visibility.map { Measurement(value: $0, unit: .meters) }, dewPoint: dewPoint,
            precipitationIntensity: block.precipitationIntensity.map {
                Measurement(value: $0, unit: UnitSpeed.millimetersPerHour)
            }, conditionCode: block.conditionCode)
    }

    static func hour(_ block: Hour, at date: Date) -> HourForecast {
        HourForecast(
            date: date, temperature: Measurement(value: block.temperature, unit: .celsius),
            condition: condition(block.conditionCode), isDaylight: block.daylight ?? true,
            apparentTemperature: celsius(block.temperatureApparent), humidity: block.humidity,
            pressure: block.pressure.map { Measurement(value: $0, unit: .hectopascals) },
            wind: wind(speed: block.windSpeed, direction: block.windDirection, gust: block.windGust),
            uvIndex: block.uvIndex, cloudCover: block.cloudCover,
            visibility: block.visibility.map { Measurement(value: $0, unit: .meters) },
            dewPoint: celsius(block.temperatureDewPoint), precipitationChance: block.precipitationChance,
            precipitationAmount: millimeters(block.precipitationAmount), conditionCode: block.conditionCode)
    }

    static func day(_ block: Day, at date: Date) -> DayForecast {
        let daytime = block.daytimeForecast
        return DayForecast(
            date: date, highTemperature: Measurement(value: block.temperatureMax, unit: .celsius),
            lowTemperature: Measurement(value: block.temperatureMin, unit: .celsius),
            condition: condition(block.conditionCode), precipitationChance: block.precipitationChance,
            precipitationAmount: millimeters(block.precipitationAmount),
            snowfallAmount: millimeters(block.snowfallAmount), sunrise: block.sunrise.flatMap(LocalTime.instant),
            sunset: block.sunset.flatMap(LocalTime.instant), moonrise: block.moonrise.flatMap(LocalTime.instant),
            moonset: block.moonset.flatMap(LocalTime.instant),
            moonPhase: block.moonPhase.flatMap { moonPhases[$0.lowercased()] }, humidity: daytime?.humidity,
            wind: wind(speed: daytime?.windSpeed, direction: daytime?.windDirection, gust: nil),
            uvIndex: block.maxUvIndex, conditionCode: block.conditionCode)
    }
}
