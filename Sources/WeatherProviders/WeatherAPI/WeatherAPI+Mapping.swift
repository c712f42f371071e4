import Foundation

// Mapping of the raw WeatherAPI.com values to the SDK's models. Every quantity uses the metric field
// (temp_c, wind_kph, pressure_mb, vis_km, precip_mm) and falls back to its imperial twin when an account
// has filtered the metric one out; every local time string is resolved in the location's `tz_id`.

extension WeatherAPI.CurrentResponse {
    /// The response as a `Weather` with only `Weather/current` set.
    ///
    /// - Parameters:
    ///   - fetchedAt: When the response was received; stored in `Weather/fetchedAt`.
    ///   - origin: Whether the body came from the live service or the sandbox; stored in the source.
    /// - Throws: `WeatherError` with code `.decoding` when the location has no usable coordinate.
    package func weather(fetchedAt: Date, origin: DataOrigin = .live) throws -> Weather {
        let location = try WeatherAPI.MappedLocation(location)
        var notes = location.notes
        return Weather(
            place: location.place,
            coordinate: location.coordinate,
            timeZone: location.timeZone,
            current: current.flatMap {
                $0.currentWeather(in: location.timeZone, fallbackDate: location.localtime, notes: &notes)
            },
            source: WeatherAPI.source.marked(origin),
            fetchedAt: fetchedAt,
            notes: notes
        ).completingSunAndMoon()
    }
}

extension WeatherAPI.ForecastResponse {
    /// The response as a `Weather`: current conditions, every hour of every day, the days and the alerts.
    ///
    /// - Parameters:
    ///   - fetchedAt: When the response was received; stored in `Weather/fetchedAt`.
    ///   - origin: Whether the body came from the live service or the sandbox; stored in the source.
    /// - Throws: `WeatherError` with code `.decoding` when the location has no usable coordinate; `.cancelled`
    ///   when the task is cancelled, and `.timeout` when a client call's deadline passes, while mapping.
    ///
    /// Nothing is dropped silently: a day without its high or low gets them from its hours, an hour or
    /// a day that cannot be placed in time is left out, and each case is listed in `Weather/notes`. At most
    /// `Weather.SeriesLimit` rows are read (40,000 days, 20,000 hours over all days, 1,000 alerts); the
    /// rest are left out with a `.leftOut` note on the series.
    package func weather(fetchedAt: Date, origin: DataOrigin = .live) throws -> Weather {
        try weather(fetchedAt: fetchedAt, origin: origin, including: .all)
    }

    /// ``weather(fetchedAt:origin:)`` mapping only what `dataSets` asks for (the hours also for `.daily`,
    /// whose highs and lows may come from them); the rest stays empty.
    ///
    /// - Throws: `WeatherError` `.decoding` when the location has no usable coordinate; `.cancelled` or
    ///   `.timeout` when the call's budget runs out while mapping.
    func weather(fetchedAt: Date, origin: DataOrigin, including dataSets: WeatherDataSet) throws -> Weather {
        let location = try WeatherAPI.MappedLocation(location)
        let zone = location.timeZone
        var notes = location.notes
        var checkpoint = WorkBudget.Checkpoint()
        let wantsDays = dataSets.contains(.daily)
        let wantsHours = wantsDays || dataSets.contains(.hourly)
        var hourly: [HourForecast] = []
        var daily: [DayForecast] = []
        var hourlyAir: [WeatherModels.AirQuality] = []
        var dailyAir: [WeatherModels.AirQuality] = []
        let forecastDays = wantsHours ? forecast?.forecastday ?? [] : []
        let days = Weather.SeriesLimit.rows(
            forecastDays.count, limit: Weather.SeriesLimit.days, series: "daily", unit: "days")
        var sentHours = 0
        for index in days.rows {
            try checkpoint.tick()
            sentHours += forecastDays[index].hour?.count ?? 0
        }
        // The hours are read in order over the days, at most the limit of them in all.
        let hoursRead = Weather.SeriesLimit.rows(
            sentHours, limit: Weather.SeriesLimit.hours, series: "hourly", unit: "hours")
        var hoursLeft = hoursRead.rows.count
        for index in days.rows {
            try checkpoint.tick()
            let day = forecastDays[index]
            let sent = day.hour ?? []
            var hours: [HourForecast] = []
            hours.reserveCapacity(min(sent.count, hoursLeft))
            for rawHour in sent.prefix(hoursLeft) {
                try checkpoint.tick()
                guard let hour = rawHour.hourForecast(in: zone, notes: &notes) else { continue }
                hours.append(hour)
                if let air = rawHour.airQuality?.airQuality(at: hour.date) {
                    hourlyAir.append(air)
                }
            }
            hoursLeft -= min(sent.count, hoursLeft)
            hourly += hours
            if wantsDays, let mapped = day.dayForecast(in: zone, hours: hours, notes: &notes) {
                daily.append(mapped)
                if let air = (day.day?.airQuality ?? day.airQuality)?.airQuality(at: mapped.date) {
                    dailyAir.append(air)
                }
            }
        }
        if wantsDays, let note = days.note { notes.append(note) }
        if dataSets.contains(.hourly), let note = hoursRead.note { notes.append(note) }
        let current =
            dataSets.contains(.current)
            ? current.flatMap { $0.currentWeather(in: zone, fallbackDate: location.localtime, notes: &notes) } : nil
        let alerts =
            dataSets.contains(.alerts)
            ? try Self.alerts(alerts?.alert ?? [], notes: &notes, checkpoint: &checkpoint) : []
        var weather = try Weather(
            place: location.place,
            coordinate: location.coordinate,
            timeZone: zone,
            current: current,
            hourly: dataSets.contains(.hourly) ? hourly : [],
            daily: daily,
            alerts: alerts,
            source: WeatherAPI.source.marked(origin),
            fetchedAt: fetchedAt,
            notes: notes
        ).completingSunAndMoon(tick: { try checkpoint.tick() })
        weather.hourlyAirQuality = hourlyAir
        weather.dailyAirQuality = dailyAir
        return weather
    }

    /// The alerts that have a start time, at most `Weather.SeriesLimit.alerts` of them (noted when cut).
    ///
    /// - Throws: `WeatherError` `.cancelled` or `.timeout` when the call's budget runs out.
    private static func alerts(
        _ sent: [WeatherAPI.Alert], notes: inout [WeatherNote], checkpoint: inout WorkBudget.Checkpoint
    ) throws -> [WeatherAlert] {
        let limited = Weather.SeriesLimit.rows(
            sent.count, limit: Weather.SeriesLimit.alerts, series: "alerts", unit: "alerts")
        var alerts: [WeatherAlert] = []
        alerts.reserveCapacity(limited.rows.count)
        for index in limited.rows {
            try checkpoint.tick()
            if let alert = sent[index].weatherAlert(notes: &notes) {
                alerts.append(alert)
            }
        }
        if let note = limited.note { notes.append(note) }
        return alerts
    }
}

extension WeatherAPI.SearchResult {
    /// The result as a `Place` with the id `"weatherapi:<id>"`, or `nil` when it has no valid coordinate.
    ///
    /// Search results carry no time zone, so `Place/timeZone` is `nil`; `Place/state` holds the region.
    package var place: Place? {
        guard let lat, let lon, let coordinate = try? Coordinate(latitude: lat, longitude: lon) else { return nil }
        let identifier = id.map { "weatherapi:\($0)" } ?? "weatherapi:\(lat),\(lon)"
        return Place(
            id: identifier,
            name: name ?? "",
            coordinate: coordinate,
            state: region.flatMap(WeatherAPI.nonEmpty),
            country: country.flatMap(WeatherAPI.nonEmpty)
        )
    }
}

extension WeatherAPI.Current {
    /// The conditions as a `CurrentWeather`, or `nil` (noted) when neither `temp_c` nor `temp_f` is present.
    ///
    /// A missing feels-like temperature or humidity is derived where it can be and noted either way
    /// (see `WeatherDerivation.currentConditions`).
    func currentWeather(in timeZone: TimeZone, fallbackDate: Date?, notes: inout [WeatherNote]) -> CurrentWeather? {
        guard let temperature = WeatherAPI.temperature(celsius: tempC, fahrenheit: tempF),
            let date = lastUpdatedEpoch.map(WeatherAPI.instant)
                ?? lastUpdated.flatMap({ LocalTime.date($0, in: timeZone) }) ?? fallbackDate
        else {
            notes.append(
                WeatherNote(.leftOut, field: "current", detail: "WeatherAPI.com sent no temperature or no time"))
            return nil
        }
        let wind = WeatherAPI.wind(kph: windKph, mph: windMph, degrees: windDegree, gustKph: gustKph, gustMph: gustMph)
        let dewPoint = WeatherAPI.temperature(celsius: dewpointC, fahrenheit: dewpointF)
        let completed = WeatherDerivation.currentConditions(
            temperature: temperature,
            apparentTemperature: WeatherAPI.temperature(celsius: feelslikeC, fahrenheit: feelslikeF),
            humidity: WeatherAPI.fraction(humidity), dewPoint: dewPoint, windSpeed: wind?.speed)
        notes += completed.notes
        var current = CurrentWeather(
            date: date,
            temperature: temperature,
            apparentTemperature: completed.apparentTemperature,
            humidity: completed.humidity,
            condition: WeatherAPI.condition(condition, isDay: isDay),
            conditionDescription: WeatherAPI.text(of: condition),
            isDaylight: WeatherAPI.isDaylight(isDay, icon: condition?.icon),
            pressure: WeatherAPI.pressure(millibars: pressureMb, inches: pressureIn),
            wind: wind,
            uvIndex: uv,
            cloudCover: WeatherAPI.fraction(cloud),
            visibility: WeatherAPI.length(kilometres: visKm, miles: visMiles),
            dewPoint: dewPoint,
            precipitationIntensity: WeatherAPI.precipitation(millimetres: precipMm, inches: precipIn)
                .map {
                    Measurement(value: $0.converted(to: .millimeters).value, unit: CanonicalUnits.millimetersPerHour)
                },
            icon: WeatherAPI.iconURL(condition?.icon),
            conditionCode: condition?.code.map(String.init)
        )
        current.airQuality = airQuality.flatMap { $0.airQuality(at: date) }
        return current
    }
}

extension WeatherAPI.AirQuality {
    /// The block as the SDK's `AirQuality` at `date` (concentrations in µg/m³, the `us-epa-index` kept as
    /// the provider's index), or `nil` when it holds no concentration.
    func airQuality(at date: Date) -> WeatherModels.AirQuality? {
        let values: [(Pollutant, Double?)] = [
            (.carbonMonoxide, co), (.ozone, o3), (.nitrogenDioxide, no2), (.sulfurDioxide, so2), (.pm25, pm25),
            (.pm10, pm10),
        ]
        var concentrations: [Pollutant: Double] = [:]
        for case (let pollutant, let value?) in values {
            concentrations[pollutant] = value
        }
        guard !concentrations.isEmpty else { return nil }
        let indices = [
            usEPAIndex.map { ProviderAirQualityIndex(scale: "us-epa-index", value: Double($0)) },
            gbDEFRAIndex.map { ProviderAirQualityIndex(scale: "gb-defra-index", value: Double($0)) },
        ].compactMap { $0 }
        return WeatherModels.AirQuality(
            date: date, concentrations: concentrations, providerIndex: indices.first,
            otherProviderIndices: Array(indices.dropFirst()))
    }
}

extension WeatherAPI.Hour {
    /// The hour as an ``HourForecast``, or `nil` (noted) when it has no time or no temperature.
    func hourForecast(in timeZone: TimeZone, notes: inout [WeatherNote]) -> HourForecast? {
        guard
            let date = timeEpoch.map(WeatherAPI.instant)
                ?? time.flatMap({ LocalTime.date($0, in: timeZone) })
        else {
            notes.append(WeatherNote(.leftOut, field: "hourly", detail: "an hour without a time (\(time ?? "none"))"))
            return nil
        }
        guard let temperature = WeatherAPI.temperature(celsius: tempC, fahrenheit: tempF) else {
            notes.append(
                WeatherNote(.leftOut, field: WeatherNote.hourField("", of: date), detail: "the hour has no temperature")
            )
            return nil
        }
        return HourForecast(
            date: date,
            temperature: temperature,
            condition: WeatherAPI.condition(condition, isDay: isDay),
            conditionDescription: WeatherAPI.text(of: condition),
            isDaylight: WeatherAPI.isDaylight(isDay, icon: condition?.icon),
            apparentTemperature: WeatherAPI.temperature(celsius: feelslikeC, fahrenheit: feelslikeF),
            humidity: WeatherAPI.fraction(humidity),
            pressure: WeatherAPI.pressure(millibars: pressureMb, inches: pressureIn),
            wind: WeatherAPI.wind(
                kph: windKph, mph: windMph, degrees: windDegree, gustKph: gustKph, gustMph: gustMph),
            uvIndex: uv,
            cloudCover: WeatherAPI.fraction(cloud),
            visibility: WeatherAPI.length(kilometres: visKm, miles: visMiles),
            dewPoint: WeatherAPI.temperature(celsius: dewpointC, fahrenheit: dewpointF),
            precipitationChance: WeatherAPI.chance(rain: chanceOfRain, snow: chanceOfSnow),
            precipitationAmount: WeatherAPI.precipitation(millimetres: precipMm, inches: precipIn),
            icon: WeatherAPI.iconURL(condition?.icon),
            conditionCode: condition?.code.map(String.init)
        )
    }
}

extension WeatherAPI.ForecastDay {
    /// The day as a `DayForecast` dated local midnight.
    ///
    /// A high or low the account left out (field selection) comes from the day's `hours`; the day is
    /// left out only when it has no date, or neither its own values nor hours give a temperature.
    /// Either case is noted.
    func dayForecast(in timeZone: TimeZone, hours: [HourForecast], notes: inout [WeatherNote]) -> DayForecast? {
        guard let date, let midnight = LocalTime.day(date, in: timeZone) else {
            notes.append(
                WeatherNote(.leftOut, field: "daily", detail: "a day without a valid date (\(date ?? "none"))"))
            return nil
        }
        let sentHigh = WeatherAPI.temperature(celsius: day?.maxtempC, fahrenheit: day?.maxtempF)
        let sentLow = WeatherAPI.temperature(celsius: day?.mintempC, fahrenheit: day?.mintempF)
        let fromHours = WeatherDerivation.range(of: hours.map(\.temperature))
        guard let high = sentHigh ?? fromHours?.high, let low = sentLow ?? fromHours?.low else {
            notes.append(
                WeatherNote(
                    .leftOut, field: WeatherNote.dayField("", of: midnight, in: timeZone),
                    detail: "the day has no high or low and no hours to take them from"))
            return nil
        }
        for (name, sent) in [("highTemperature", sentHigh), ("lowTemperature", sentLow)] where sent == nil {
            notes.append(
                WeatherNote(
                    .derived, field: WeatherNote.dayField(name, of: midnight, in: timeZone),
                    detail: "from the day's \(hours.count) hourly temperatures"))
        }
        let localTime = { (text: String?) in text.flatMap { LocalTime.time($0, onDay: date, in: timeZone) } }
        return DayForecast(
            date: midnight,
            highTemperature: high,
            lowTemperature: low,
            condition: WeatherAPI.condition(day?.condition, isDay: 1),
            conditionDescription: WeatherAPI.text(of: day?.condition),
            precipitationChance: WeatherAPI.chance(rain: day?.dailyChanceOfRain, snow: day?.dailyChanceOfSnow),
            precipitationAmount: WeatherAPI.precipitation(millimetres: day?.totalprecipMm, inches: day?.totalprecipIn),
            snowfallAmount: day?.totalsnowCm.map { Measurement(value: $0, unit: UnitLength.centimeters) },
            sunrise: localTime(astro?.sunrise),
            sunset: localTime(astro?.sunset),
            moonrise: localTime(astro?.moonrise),
            moonset: localTime(astro?.moonset),
            moonPhase: astro?.moonPhase.flatMap {
                WeatherAPI.moonPhase($0, illumination: astro?.moonIllumination?.value)
            },
            humidity: WeatherAPI.fraction(day?.avghumidity),
            wind: WeatherAPI.wind(kph: day?.maxwindKph, mph: day?.maxwindMph, degrees: nil, gustKph: nil, gustMph: nil),
            uvIndex: day?.uv,
            icon: WeatherAPI.iconURL(day?.condition?.icon),
            conditionCode: day?.condition?.code.map(String.init)
        )
    }
}

extension WeatherAPI.Alert {
    /// The alert as a ``WeatherAlert``; empty strings become `nil`, and a missing `expires` ends it when it
    /// starts. An alert without a start time is left out and noted.
    func weatherAlert(notes: inout [WeatherNote]) -> WeatherAlert? {
        guard let start = effective.flatMap(LocalTime.instant) else {
            notes.append(
                WeatherNote(
                    .leftOut, field: "alerts",
                    detail: "an alert without a start time (\(event ?? headline ?? "untitled"))"))
            return nil
        }
        let title = event.flatMap(WeatherAPI.nonEmpty) ?? headline.flatMap(WeatherAPI.nonEmpty) ?? ""
        return WeatherAlert(
            sender: WeatherAPI.service.name,
            event: title,
            start: start,
            end: expires.flatMap(LocalTime.instant) ?? start,
            description: desc ?? headline ?? "",
            tags: [category, msgtype].compactMap { $0.flatMap(WeatherAPI.nonEmpty) },
            severity: severity.flatMap(WeatherAPI.nonEmpty),
            areas: areas.flatMap(WeatherAPI.nonEmpty),
            instruction: instruction.flatMap(WeatherAPI.nonEmpty),
            urgency: urgency.flatMap(WeatherAPI.nonEmpty),
            certainty: certainty.flatMap(WeatherAPI.nonEmpty)
        )
    }
}
