import Foundation

extension OpenMeteo.ForecastResponse {
    /// The SDK's `Weather` for this body.
    ///
    /// Every value is converted to the SDK's canonical units by reading the body's `*_units` blocks
    /// (`"°F"`, `"km/h"`, `"inch"`…); where a body has no units block (the legacy `current_weather`),
    /// the values are taken to be in `requestedUnits`. ISO times are read in the body's `timezone`.
    /// Rows that lack a value the model requires (a temperature, a daily high and low, a precipitation
    /// amount for minutes) are left out; a current block without a temperature gives `current == nil`.
    ///
    /// - Parameters:
    ///   - coordinate: The coordinate that was asked for; defaults to the grid cell in the body.
    ///   - fetchedAt: When the body was received.
    ///   - models: The weather models requested, used to find model-suffixed variables.
    ///   - temperatureUnit: The temperature unit that was requested (for bodies without units).
    ///   - windSpeedUnit: The wind-speed unit that was requested (for bodies without units).
    ///   - precipitationUnit: The precipitation unit that was requested (for bodies without units).
    public func weather(
        at coordinate: Coordinate? = nil,
        fetchedAt: Date = Date(),
        models: [String] = [],
        temperatureUnit: OpenMeteo.TemperatureUnit = .celsius,
        windSpeedUnit: OpenMeteo.WindSpeedUnit = .metersPerSecond,
        precipitationUnit: OpenMeteo.PrecipitationUnit = .millimeters
    ) throws -> Weather {
        let units = OpenMeteo.Units(
            temperature: temperatureUnit.unit, windSpeed: windSpeedUnit.unit, precipitation: precipitationUnit.unit)
        let mapper = OpenMeteo.Mapper(response: self, units: units, models: models)
        let location = try coordinate ?? Coordinate(latitude: latitude, longitude: longitude)
        let hourly = mapper.hours()
        let daily = mapper.days()
        return Weather(
            coordinate: location,
            timeZone: timeZone,
            current: mapper.current(hourly: hourly, daily: daily),
            hourly: hourly,
            daily: daily,
            minutely: mapper.minutes(),
            source: OpenMeteo.source,
            fetchedAt: fetchedAt
        )
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

        init(response: ForecastResponse, units: Units, models: [String]) {
            self.response = response
            self.units = units
            self.models = models
            self.timeZone = response.timeZone
        }

        /// The unit string of `variable` in `block`, looking through model suffixes like the values do.
        private func unit(_ variable: String, in block: [String: String]?) -> String? {
            guard let block else { return nil }
            return OpenMeteo.candidateNames(for: variable, models: models).lazy.compactMap { block[$0] }.first
        }

        // MARK: Current

        func current(hourly: [HourForecast], daily: [DayForecast]) -> CurrentWeather? {
            if let block = response.current, let current = current(from: block, hourly: hourly, daily: daily) {
                return current
            }
            return response.currentWeather.flatMap { legacyCurrent($0, hourly: hourly, daily: daily) }
        }

        private func current(from block: CurrentBlock, hourly: [HourForecast], daily: [DayForecast]) -> CurrentWeather?
        {
            let unitBlock = response.currentUnits
            func value(_ name: String) -> Double? { block.number(named: name, models: models) }
            guard let date = block.time.date(in: timeZone), let temperature = value("temperature_2m") else {
                return nil
            }
            let temperatureUnit = units.temperature(unit("temperature_2m", in: unitBlock))
            let hour = hourly.last { $0.date <= date }
            let interval = max(block.interval ?? 3600, 60)
            return CurrentWeather(
                date: date,
                temperature: Measurement(value: temperature, unit: temperatureUnit),
                apparentTemperature: value("apparent_temperature").map {
                    Measurement(value: $0, unit: units.temperature(unit("apparent_temperature", in: unitBlock)))
                } ?? hour?.apparentTemperature ?? Measurement(value: temperature, unit: temperatureUnit),
                humidity: value("relative_humidity_2m").map { $0 / 100 } ?? hour?.humidity ?? 0,
                condition: value("weather_code").map(Self.condition) ?? hour?.condition ?? .unknown,
                isDaylight: value("is_day").map { $0 != 0 } ?? Self.isDaylight(at: date, days: daily),
                pressure: (value("pressure_msl") ?? value("surface_pressure")).map {
                    Measurement(value: $0, unit: units.pressure(unit("pressure_msl", in: unitBlock)))
                },
                wind: wind(
                    speed: value("wind_speed_10m"), direction: value("wind_direction_10m"),
                    gust: value("wind_gusts_10m"), speedUnit: unit("wind_speed_10m", in: unitBlock),
                    gustUnit: unit("wind_gusts_10m", in: unitBlock)),
                uvIndex: value("uv_index") ?? hour?.uvIndex,
                cloudCover: value("cloud_cover").map { $0 / 100 },
                visibility: value("visibility").map {
                    Measurement(value: $0, unit: units.distance(unit("visibility", in: unitBlock)))
                },
                dewPoint: value("dew_point_2m").map {
                    Measurement(value: $0, unit: units.temperature(unit("dew_point_2m", in: unitBlock)))
                },
                precipitationIntensity: value("precipitation").map {
                    let amount = Measurement(
                        value: $0, unit: units.precipitation(unit("precipitation", in: unitBlock))
                    ).converted(to: .millimeters).value
                    return Measurement(value: amount * 3600 / interval, unit: CanonicalUnits.millimetersPerHour)
                }
            )
        }

        private func legacyCurrent(
            _ block: LegacyCurrentWeather, hourly: [HourForecast], daily: [DayForecast]
        ) -> CurrentWeather? {
            guard let date = block.time.date(in: timeZone), let temperature = block.temperature else { return nil }
            let unitBlock = response.currentWeatherUnits
            let reading = Measurement(value: temperature, unit: units.temperature(unitBlock?["temperature"]))
            let hour = hourly.last { $0.date <= date }
            return CurrentWeather(
                date: date,
                temperature: reading,
                apparentTemperature: hour?.apparentTemperature ?? reading,
                humidity: hour?.humidity ?? 0,
                condition: block.weathercode.map(Self.condition) ?? .unknown,
                isDaylight: block.isDay.map { $0 != 0 } ?? Self.isDaylight(at: date, days: daily),
                wind: wind(
                    speed: block.windspeed, direction: block.winddirection, gust: nil,
                    speedUnit: unitBlock?["windspeed"], gustUnit: nil)
            )
        }

        // MARK: Series

        func hours() -> [HourForecast] {
            guard let block = response.hourly else { return [] }
            let unitBlock = response.hourlyUnits
            let column = Columns(block: block, models: models)
            return block.time.indices.compactMap { row in
                func value(_ name: String) -> Double? { column.value(name, row) }
                guard let date = block.time[row].date(in: timeZone), let temperature = value("temperature_2m") else {
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
                    }
                )
            }
        }

        func days() -> [DayForecast] {
            guard let block = response.daily else { return [] }
            let unitBlock = response.dailyUnits
            let column = Columns(block: block, models: models)
            return block.time.indices.compactMap { row in
                func value(_ name: String) -> Double? { column.value(name, row) }
                func temperature(_ name: String) -> Measurement<UnitTemperature>? {
                    value(name).map { Measurement(value: $0, unit: units.temperature(unit(name, in: unitBlock))) }
                }
                guard let date = block.time[row].date(in: timeZone),
                    let high = temperature("temperature_2m_max"), let low = temperature("temperature_2m_min")
                else { return nil }
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
                    uvIndex: value("uv_index_max")
                )
            }
        }

        func minutes() -> [MinuteForecast] {
            guard let block = response.minutely15 else { return [] }
            let column = Columns(block: block, models: models)
            let precipitationUnit = units.precipitation(unit("precipitation", in: response.minutely15Units))
            return block.time.indices.compactMap { row in
                guard let date = block.time[row].date(in: timeZone), let amount = column.value("precipitation", row)
                else { return nil }
                // A 15-minute sum; four of them make an hour.
                let millimeters = Measurement(value: amount, unit: precipitationUnit).converted(to: .millimeters).value
                return MinuteForecast(
                    date: date,
                    precipitationIntensity: Measurement(
                        value: millimeters * 4, unit: CanonicalUnits.millimetersPerHour),
                    precipitationChance: column.value("precipitation_probability", row).map { $0 / 100 }
                )
            }
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
