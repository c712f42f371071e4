import Foundation

extension OpenMeteo.ForecastResponse {
    /// The SDK's `Weather` for this body.
    ///
    /// Every value is converted to the SDK's canonical units by reading the body's `*_units` blocks
    /// (`"°F"`, `"km/h"`, `"inch"`…); where a body has no units block (the legacy `current_weather`),
    /// the values are taken to be in `requestedUnits`. ISO times are read in the body's `timezone`.
    /// Nothing is dropped silently: a day without its high or low takes them from its hours, values the
    /// current block lacks come from the hour it falls in (or are derived), and rows that cannot be
    /// placed in time or lack a temperature are left out; `Weather/notes` lists each case.
    ///
    /// - Parameters:
    ///   - coordinate: The coordinate that was asked for; defaults to the grid cell in the body.
    ///   - fetchedAt: When the body was received.
    ///   - models: The weather models requested, used to find model-suffixed variables.
    ///   - temperatureUnit: The temperature unit that was requested (for bodies without units).
    ///   - windSpeedUnit: The wind-speed unit that was requested (for bodies without units).
    ///   - precipitationUnit: The precipitation unit that was requested (for bodies without units).
    ///   - origin: Whether the body came from the live service or the sandbox; stored in the source.
    public func weather(
        at coordinate: Coordinate? = nil,
        fetchedAt: Date = Date(),
        models: [String] = [],
        temperatureUnit: OpenMeteo.TemperatureUnit = .celsius,
        windSpeedUnit: OpenMeteo.WindSpeedUnit = .metersPerSecond,
        precipitationUnit: OpenMeteo.PrecipitationUnit = .millimeters,
        origin: DataOrigin = .live
    ) throws -> Weather {
        let units = OpenMeteo.Units(
            temperature: temperatureUnit.unit, windSpeed: windSpeedUnit.unit, precipitation: precipitationUnit.unit)
        let location = try coordinate ?? Coordinate(latitude: latitude, longitude: longitude)
        var mapper = OpenMeteo.Mapper(response: self, units: units, models: models)
        let hourly = mapper.hours()
        let daily = mapper.days(hours: hourly)
        let current = mapper.current(hourly: hourly, daily: daily)
        let minutely = mapper.minutes()
        return Weather(
            coordinate: location,
            timeZone: mapper.timeZone,
            current: current,
            hourly: hourly,
            daily: daily,
            minutely: minutely,
            source: OpenMeteo.source.marked(origin),
            fetchedAt: fetchedAt,
            notes: mapper.notes
        ).completingSunAndMoon()
    }
}

extension OpenMeteo {
    /// The attribution Open-Meteo's licence (CC BY 4.0) asks for.
    public static let source = WeatherSource(
        provider: .openMeteo,
        attribution: "Weather data by Open-Meteo.com (CC BY 4.0)",
        attributionURL: URL(string: "https://open-meteo.com/")
    )

    /// Turns the blocks of one forecast body into the SDK's values.
    struct Mapper {
        let response: ForecastResponse
        let units: Units
        let models: [String]
        let timeZone: TimeZone
        /// What the body lacked and what was done about it.
        var notes: [WeatherNote] = []

        init(response: ForecastResponse, units: Units, models: [String]) {
            self.response = response
            self.units = units
            self.models = models
            let resolved = WeatherDerivation.timeZone(
                identifier: response.timezone, secondsFromGMT: response.utcOffsetSeconds,
                longitude: response.longitude, provider: "Open-Meteo")
            self.timeZone = resolved.zone
            if let note = resolved.note { notes.append(note) }
        }

        /// The unit string of `variable` in `block`, looking through model suffixes like the values do.
        private func unit(_ variable: String, in block: [String: String]?) -> String? {
            guard let block else { return nil }
            return OpenMeteo.candidateNames(for: variable, models: models).lazy.compactMap { block[$0] }.first
        }

        // MARK: Current

        mutating func current(hourly: [HourForecast], daily: [DayForecast]) -> CurrentWeather? {
            if let block = response.current, let current = current(from: block, hourly: hourly, daily: daily) {
                return current
            }
            return response.currentWeather.flatMap { legacyCurrent($0, hourly: hourly, daily: daily) }
        }

        /// The apparent temperature and humidity of current conditions, taken from the hour they fall
        /// in when the block lacks them, else derived or stood in for (each noted).
        private mutating func completed(
            temperature: Measurement<UnitTemperature>, apparent: Measurement<UnitTemperature>?, humidity: Double?,
            dewPoint: Measurement<UnitTemperature>?, wind: Wind?, hour: HourForecast?
        ) -> (apparentTemperature: Measurement<UnitTemperature>, humidity: Double) {
            var apparent = apparent
            var humidity = humidity
            if apparent == nil, let fromHour = hour?.apparentTemperature {
                apparent = fromHour
                notes.append(
                    WeatherNote(.derived, field: "current.apparentTemperature", detail: "from the current hour"))
            }
            if humidity == nil, let fromHour = hour?.humidity {
                humidity = fromHour
                notes.append(WeatherNote(.derived, field: "current.humidity", detail: "from the current hour"))
            }
            let result = WeatherDerivation.currentConditions(
                temperature: temperature, apparentTemperature: apparent, humidity: humidity,
                dewPoint: dewPoint ?? hour?.dewPoint, windSpeed: (wind ?? hour?.wind)?.speed)
            notes += result.notes
            return (result.apparentTemperature, result.humidity)
        }

        private mutating func current(
            from block: CurrentBlock, hourly: [HourForecast], daily: [DayForecast]
        ) -> CurrentWeather? {
            let unitBlock = response.currentUnits
            func value(_ name: String) -> Double? { block.number(named: name, models: models) }
            guard let date = block.time.date(in: timeZone), let temperature = value("temperature_2m") else {
                notes.append(
                    WeatherNote(.leftOut, field: "current", detail: "the current block has no time or no temperature"))
                return nil
            }
            let temperatureUnit = units.temperature(unit("temperature_2m", in: unitBlock))
            let hour = hourly.last { $0.date <= date }
            let interval = max(block.interval ?? 3600, 60)
            let reading = Measurement(value: temperature, unit: temperatureUnit)
            let currentWind = wind(
                speed: value("wind_speed_10m"), direction: value("wind_direction_10m"),
                gust: value("wind_gusts_10m"), speedUnit: unit("wind_speed_10m", in: unitBlock),
                gustUnit: unit("wind_gusts_10m", in: unitBlock))
            let dewPoint = value("dew_point_2m").map {
                Measurement(value: $0, unit: units.temperature(unit("dew_point_2m", in: unitBlock)))
            }
            let completed = completed(
                temperature: reading,
                apparent: value("apparent_temperature").map {
                    Measurement(value: $0, unit: units.temperature(unit("apparent_temperature", in: unitBlock)))
                },
                humidity: value("relative_humidity_2m").map { $0 / 100 }, dewPoint: dewPoint, wind: currentWind,
                hour: hour)
            let code = value("weather_code")
            return CurrentWeather(
                date: date,
                temperature: reading,
                apparentTemperature: completed.apparentTemperature,
                humidity: completed.humidity,
                condition: code.map(Self.condition) ?? hour?.condition ?? .unknown,
                isDaylight: value("is_day").map { $0 != 0 } ?? Self.isDaylight(at: date, days: daily),
                pressure: (value("pressure_msl") ?? value("surface_pressure")).map {
                    Measurement(value: $0, unit: units.pressure(unit("pressure_msl", in: unitBlock)))
                },
                wind: currentWind,
                uvIndex: value("uv_index") ?? hour?.uvIndex,
                cloudCover: value("cloud_cover").map { $0 / 100 },
                visibility: value("visibility").map {
                    Measurement(value: $0, unit: units.distance(unit("visibility", in: unitBlock)))
                },
                dewPoint: dewPoint,
                precipitationIntensity: value("precipitation").map {
                    let amount = Measurement(
                        value: $0, unit: units.precipitation(unit("precipitation", in: unitBlock))
                    ).converted(to: .millimeters).value
                    return Measurement(value: amount * 3600 / interval, unit: CanonicalUnits.millimetersPerHour)
                },
                conditionCode: code.map(Self.code) ?? hour?.conditionCode
            )
        }

        private mutating func legacyCurrent(
            _ block: LegacyCurrentWeather, hourly: [HourForecast], daily: [DayForecast]
        ) -> CurrentWeather? {
            guard let date = block.time.date(in: timeZone), let temperature = block.temperature else {
                notes.append(
                    WeatherNote(.leftOut, field: "current", detail: "the current block has no time or no temperature"))
                return nil
            }
            let unitBlock = response.currentWeatherUnits
            let reading = Measurement(value: temperature, unit: units.temperature(unitBlock?["temperature"]))
            let hour = hourly.last { $0.date <= date }
            let currentWind = wind(
                speed: block.windspeed, direction: block.winddirection, gust: nil,
                speedUnit: unitBlock?["windspeed"], gustUnit: nil)
            let completed = completed(
                temperature: reading, apparent: nil, humidity: nil, dewPoint: nil, wind: currentWind, hour: hour)
            return CurrentWeather(
                date: date,
                temperature: reading,
                apparentTemperature: completed.apparentTemperature,
                humidity: completed.humidity,
                condition: block.weathercode.map(Self.condition) ?? .unknown,
                isDaylight: block.isDay.map { $0 != 0 } ?? Self.isDaylight(at: date, days: daily),
                wind: currentWind,
                conditionCode: block.weathercode.map(Self.code)
            )
        }

        // MARK: Series

        mutating func hours() -> [HourForecast] {
            guard let block = response.hourly else { return [] }
            let unitBlock = response.hourlyUnits
            let column = Columns(block: block, models: models)
            var untimed = 0
            var withoutTemperature: [Date] = []
            let hours = block.time.indices.compactMap { row -> HourForecast? in
                func value(_ name: String) -> Double? { column.value(name, row) }
                guard let date = block.time[row].date(in: timeZone) else {
                    untimed += 1
                    return nil
                }
                guard let temperature = value("temperature_2m") else {
                    withoutTemperature.append(date)
                    return nil
                }
                func temperatureValue(_ name: String) -> Measurement<UnitTemperature>? {
                    value(name).map { Measurement(value: $0, unit: units.temperature(unit(name, in: unitBlock))) }
                }
                return HourForecast(
                    date: date,
                    temperature: Measurement(
                        value: temperature, unit: units.temperature(unit("temperature_2m", in: unitBlock))),
                    condition: value("weather_code").map(Self.condition) ?? .unknown,
                    isDaylight: value("is_day").map { $0 != 0 } ?? true,
                    apparentTemperature: temperatureValue("apparent_temperature"),
                    humidity: value("relative_humidity_2m").map { $0 / 100 },
                    pressure: (value("pressure_msl") ?? value("surface_pressure")).map {
                        Measurement(value: $0, unit: units.pressure(unit("pressure_msl", in: unitBlock)))
                    },
                    wind: wind(
                        speed: value("wind_speed_10m"), direction: value("wind_direction_10m"),
                        gust: value("wind_gusts_10m"), speedUnit: unit("wind_speed_10m", in: unitBlock),
                        gustUnit: unit("wind_gusts_10m", in: unitBlock)),
                    uvIndex: value("uv_index"),
                    cloudCover: value("cloud_cover").map { $0 / 100 },
                    visibility: value("visibility").map {
                        Measurement(value: $0, unit: units.distance(unit("visibility", in: unitBlock)))
                    },
                    dewPoint: temperatureValue("dew_point_2m"),
                    precipitationChance: value("precipitation_probability").map { $0 / 100 },
                    precipitationAmount: value("precipitation").map {
                        Measurement(value: $0, unit: units.precipitation(unit("precipitation", in: unitBlock)))
                    },
                    conditionCode: value("weather_code").map(Self.code)
                )
            }
            notes += [
                WeatherNote.leftOut("hourly", count: untimed, of: "hours", because: "no readable time", first: nil),
                WeatherNote.leftOut(
                    "hourly", count: withoutTemperature.count, of: "hours", because: "no temperature",
                    first: withoutTemperature.first),
            ].compactMap { $0 }
            return hours
        }

        /// The days, each with its high and low from the day's `hours` when the body lacks them.
        mutating func days(hours: [HourForecast]) -> [DayForecast] {
            guard let block = response.daily else { return [] }
            let unitBlock = response.dailyUnits
            let column = Columns(block: block, models: models)
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            var dayNotes: [WeatherNote] = []
            let days = block.time.indices.compactMap { row -> DayForecast? in
                func value(_ name: String) -> Double? { column.value(name, row) }
                func temperature(_ name: String) -> Measurement<UnitTemperature>? {
                    value(name).map { Measurement(value: $0, unit: units.temperature(unit(name, in: unitBlock))) }
                }
                guard let date = block.time[row].date(in: timeZone) else {
                    dayNotes.append(WeatherNote(.leftOut, field: "daily", detail: "a day without a readable date"))
                    return nil
                }
                let sentHigh = temperature("temperature_2m_max")
                let sentLow = temperature("temperature_2m_min")
                let dayHours = hours.filter { calendar.isDate($0.date, inSameDayAs: date) }
                let fromHours = WeatherDerivation.range(of: dayHours.map(\.temperature))
                guard let high = sentHigh ?? fromHours?.high, let low = sentLow ?? fromHours?.low else {
                    dayNotes.append(
                        WeatherNote(
                            .leftOut, field: WeatherNote.dayField("", of: date, in: timeZone),
                            detail: "the day has no high or low and no hours to take them from"))
                    return nil
                }
                for (name, sent) in [("highTemperature", sentHigh), ("lowTemperature", sentLow)] where sent == nil {
                    dayNotes.append(
                        WeatherNote(
                            .derived, field: WeatherNote.dayField(name, of: date, in: timeZone),
                            detail: "from the day's \(dayHours.count) hourly temperatures"))
                }
                return DayForecast(
                    date: date,
                    highTemperature: high,
                    lowTemperature: low,
                    condition: value("weather_code").map(Self.condition) ?? .unknown,
                    precipitationChance: value("precipitation_probability_max").map { $0 / 100 },
                    precipitationAmount: value("precipitation_sum").map {
                        Measurement(value: $0, unit: units.precipitation(unit("precipitation_sum", in: unitBlock)))
                    },
                    snowfallAmount: value("snowfall_sum").map {
                        Measurement(value: $0, unit: units.precipitation(unit("snowfall_sum", in: unitBlock) ?? "cm"))
                    },
                    sunrise: column.time("sunrise", row, in: timeZone),
                    sunset: column.time("sunset", row, in: timeZone),
                    wind: wind(
                        speed: value("wind_speed_10m_max"), direction: value("wind_direction_10m_dominant"),
                        gust: value("wind_gusts_10m_max"), speedUnit: unit("wind_speed_10m_max", in: unitBlock),
                        gustUnit: unit("wind_gusts_10m_max", in: unitBlock)),
                    uvIndex: value("uv_index_max"),
                    conditionCode: value("weather_code").map(Self.code)
                )
            }
            notes += dayNotes
            return days
        }

        mutating func minutes() -> [MinuteForecast] {
            guard let block = response.minutely15 else { return [] }
            let column = Columns(block: block, models: models)
            let precipitationUnit = units.precipitation(unit("precipitation", in: response.minutely15Units))
            var leftOut = 0
            let minutes = block.time.indices.compactMap { row -> MinuteForecast? in
                guard let date = block.time[row].date(in: timeZone), let amount = column.value("precipitation", row)
                else {
                    leftOut += 1
                    return nil
                }
                // A 15-minute sum; four of them make an hour.
                let millimeters = Measurement(value: amount, unit: precipitationUnit).converted(to: .millimeters).value
                return MinuteForecast(
                    date: date,
                    precipitationIntensity: Measurement(
                        value: millimeters * 4, unit: CanonicalUnits.millimetersPerHour),
                    precipitationChance: column.value("precipitation_probability", row).map { $0 / 100 }
                )
            }
            if let note = WeatherNote.leftOut(
                "minutely", count: leftOut, of: "quarter hours", because: "no time or no precipitation", first: nil)
            {
                notes.append(note)
            }
            return minutes
        }

        // MARK: Helpers

        private func wind(
            speed: Double?, direction: Double?, gust: Double?, speedUnit: String?, gustUnit: String?
        ) -> Wind? {
            guard let speed else { return nil }
            return Wind(
                speed: Measurement(value: speed, unit: units.speed(speedUnit)),
                direction: direction.map { Measurement(value: $0, unit: CanonicalUnits.degrees) },
                gust: gust.map { Measurement(value: $0, unit: units.speed(gustUnit ?? speedUnit)) }
            )
        }

        /// A WMO code as text (`"61"`), for `conditionCode`.
        static func code(_ code: Double) -> String {
            code.isFinite && code == code.rounded() && abs(code) < 1e6 ? String(Int(code)) : String(code)
        }

        static func condition(_ code: Double) -> WeatherCondition {
            guard code.isFinite, code >= 0, code < 1000 else { return .unknown }
            return WeatherCondition(wmoCode: Int(code))
        }

        static func isDaylight(at date: Date, days: [DayForecast]) -> Bool {
            guard let day = days.last(where: { $0.date <= date }), let sunrise = day.sunrise, let sunset = day.sunset
            else { return true }
            return sunrise <= date && date < sunset
        }
    }

    /// Row access to a series block's variables, resolved once per variable name.
    struct Columns {
        let block: SeriesBlock
        let models: [String]

        func value(_ name: String, _ row: Int) -> Double? {
            guard let values = block.numbers(named: name, models: models), row < values.count else { return nil }
            return values[row].flatMap { $0.isFinite ? $0 : nil }
        }

        func time(_ name: String, _ row: Int, in timeZone: TimeZone) -> Date? {
            if let texts = block.texts(named: name, models: models), row < texts.count, let text = texts[row] {
                return Timestamp(text: text).date(in: timeZone)
            }
            guard let seconds = value(name, row) else { return nil }
            return Timestamp(unixTime: seconds).date(in: timeZone)
        }
    }
}
