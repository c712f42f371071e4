import Foundation

extension OpenWeatherMapping {
    /// Maps a 5 day / 3 hour body to `Weather`.
    ///
    /// `Weather.hourly` holds the 3-hour steps as they are. `Weather.daily` groups them by local
    /// day in the city's time zone (from `city.timezone`, an offset: the nearest known place's zone when it
    /// has that offset at the first step, so days follow a daylight-saving change, else the fixed offset;
    /// `TimeZoneEstimate`'s when missing; noted): the high is
    /// the largest `temp_max`, the low the smallest `temp_min`, the chance of precipitation the
    /// largest `pop`, the amounts the sums, and the condition that of the step nearest local noon.
    /// The first and last days cover only the steps the forecast has.
    ///
    /// At most `Weather.SeriesLimit.hours` steps are read; the rest are left out with a `.leftOut` note
    /// on `hourly`.
    ///
    /// - Throws: `WeatherError` `.decoding` for a coordinate out of range; `.cancelled` or `.timeout` when
    ///   the call's budget runs out while mapping.
    func weather(from body: OpenWeather.ForecastResponse, fetchedAt: Date) throws -> Weather {
        let coordinate = try Self.coordinate(latitude: body.city.coord.latitude, longitude: body.city.coord.longitude)
        let zone = Self.timeZone(
            secondsFromGMT: body.city.timezone, coordinate: coordinate,
            at: body.list.first.map { Self.date($0.time) } ?? fetchedAt)
        let timeZone = zone.zone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        var notes = zone.note.map { [$0] } ?? []
        var checkpoint = WorkBudget.Checkpoint()
        let limited = Weather.SeriesLimit.rows(
            body.list.count, limit: Weather.SeriesLimit.hours, series: "hourly", unit: "steps")
        if let note = limited.note { notes.append(note) }
        var steps = Array(body.list[limited.rows])
        if !zip(steps, steps.dropFirst()).allSatisfy({ $0.time <= $1.time }) {
            steps.sort { $0.time < $1.time }
        }
        var hourly: [HourForecast] = []
        hourly.reserveCapacity(steps.count)
        for block in steps {
            try checkpoint.tick()
            hourly.append(step(block))
        }
        return try Weather(
            place: Self.place(from: body.city, coordinate: coordinate, timeZone: timeZone),
            coordinate: coordinate,
            timeZone: timeZone,
            hourly: hourly,
            daily: days(from: steps, city: body.city, calendar: calendar, checkpoint: &checkpoint),
            source: source,
            fetchedAt: fetchedAt,
            notes: notes
        ).completingSunAndMoon(tick: { try checkpoint.tick() })
    }

    func step(_ block: OpenWeather.ForecastResponse.Step) -> HourForecast {
        HourForecast(
            date: Self.date(block.time),
            temperature: temperature(block.main.temp),
            condition: Self.condition(block.weather),
            conditionDescription: Self.description(block.weather),
            isDaylight: Self.isDaylight(block),
            apparentTemperature: temperature(block.main.feelsLike),
            humidity: Self.fraction(percent: block.main.humidity),
            pressure: Self.pressure(block.main.pressure ?? block.main.seaLevel),
            wind: wind(speed: block.wind?.speed, direction: block.wind?.deg, gust: block.wind?.gust),
            cloudCover: Self.fraction(percent: block.clouds?.all),
            visibility: Self.visibility(block.visibility),
            precipitationChance: Self.chance(block.pop),
            precipitationAmount: Self.millimeters(Self.sum(block.rain?.lastThreeHours, block.snow?.lastThreeHours)),
            icon: Self.icon(block.weather),
            conditionCode: Self.code(block.weather))
    }

    static func isDaylight(_ block: OpenWeather.ForecastResponse.Step) -> Bool {
        switch block.sys?.pod {
        case "d": true
        case "n": false
        default: isDaylight(block.weather, at: block.time)
        }
    }

    /// The steps grouped by local day, in one pass over them, each day summed from its own steps.
    ///
    /// - Throws: `WeatherError` `.cancelled` or `.timeout` when the call's budget runs out.
    func days(
        from steps: [OpenWeather.ForecastResponse.Step], city: OpenWeather.ForecastResponse.City, calendar: Calendar,
        checkpoint: inout WorkBudget.Checkpoint
    ) throws -> [DayForecast] {
        var order: [Date] = []
        var groups: [Date: [OpenWeather.ForecastResponse.Step]] = [:]
        let zone = calendar.timeZone
        for step in steps {
            try checkpoint.tick()
            let start = zone.startOfDay(containing: Self.date(step.time))
            if groups[start] == nil {
                order.append(start)
            }
            groups[start, default: []].append(step)
        }
        var days: [DayForecast] = []
        days.reserveCapacity(order.count)
        for start in order {
            try checkpoint.tick()
            if let steps = groups[start], let day = day(start: start, steps: steps, city: city, calendar: calendar) {
                days.append(day)
            }
        }
        return days
    }

    private func day(
        start: Date, steps: [OpenWeather.ForecastResponse.Step], city: OpenWeather.ForecastResponse.City,
        calendar: Calendar
    ) -> DayForecast? {
        guard let first = steps.first else { return nil }
        let highs = steps.map { $0.main.tempMax ?? $0.main.temp }
        let lows = steps.map { $0.main.tempMin ?? $0.main.temp }
        let noon = start.addingTimeInterval(12 * 3600).timeIntervalSince1970
        let representative =
            steps.min { abs(Double($0.time) - noon) < abs(Double($1.time) - noon) } ?? first
        let end = calendar.date(byAdding: .day, value: 1, to: start) ?? start.addingTimeInterval(86_400)
        func within(_ seconds: Int64?) -> Date? {
            guard let date = Self.optionalDate(seconds), date >= start, date < end else { return nil }
            return date
        }
        let humidities = steps.compactMap(\.main.humidity)
        let windiest = steps.max { ($0.wind?.speed ?? 0) < ($1.wind?.speed ?? 0) }
        let rain = steps.compactMap { $0.rain?.lastThreeHours }
        let snow = steps.compactMap { $0.snow?.lastThreeHours }
        let snowTotal = snow.isEmpty ? nil : snow.reduce(0, +)
        let rainTotal = rain.isEmpty ? nil : rain.reduce(0, +)
        return DayForecast(
            date: start,
            highTemperature: temperature(highs.max() ?? first.main.temp),
            lowTemperature: temperature(lows.min() ?? first.main.temp),
            condition: Self.condition(representative.weather),
            conditionDescription: Self.description(representative.weather),
            precipitationChance: Self.chance(steps.compactMap(\.pop).max()),
            precipitationAmount: Self.millimeters(Self.sum(rainTotal, snowTotal)),
            snowfallAmount: Self.millimeters(snowTotal),
            sunrise: within(city.sunrise),
            sunset: within(city.sunset),
            humidity: Self.fraction(
                percent: humidities.isEmpty ? nil : humidities.reduce(0, +) / Double(humidities.count)),
            wind: windiest.flatMap { wind(speed: $0.wind?.speed, direction: $0.wind?.deg, gust: $0.wind?.gust) },
            icon: Self.icon(representative.weather),
            conditionCode: Self.code(representative.weather))
    }

    /// The city of a forecast body, or `nil` for remote points (`id` 0 and an empty name).
    static func place(
        from city: OpenWeather.ForecastResponse.City, coordinate: Coordinate, timeZone: TimeZone
    ) -> Place? {
        guard let name = city.name, !name.isEmpty else { return nil }
        let id = city.id.flatMap { $0 == 0 ? nil : String($0) } ?? placeID(for: coordinate)
        let country = city.country.flatMap { $0.isEmpty ? nil : $0 }
        return Place(id: id, name: name, coordinate: coordinate, country: country, timeZone: timeZone)
    }
}
