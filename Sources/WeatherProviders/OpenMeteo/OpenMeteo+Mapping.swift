import Foundation
import WeatherNetworking

extension OpenMeteo.ForecastResponse {
    /// The SDK's `Weather` for this body.
    ///
    /// Every value is converted to the SDK's canonical units by reading the body's `*_units` blocks
    /// (`"°F"`, `"km/h"`, `"inch"`…); where a body has no units block (the legacy `current_weather`),
    /// the values are taken to be in `requestedUnits`. ISO times are read in `utc_offset_seconds`, the one
    /// offset Open-Meteo writes the whole series in (its zone's offset at the moment of the request), so
    /// every hour is at its true instant across a daylight-saving change; days are the `timezone`'s own
    /// local days, and a note names the days whose values Open-Meteo computed over its shifted day.
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
    package func weather(
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
        var mapper = OpenMeteo.Mapper(response: self, units: units, models: models, fetchedAt: fetchedAt)
        let hourly = try mapper.hours()
        let daily = try mapper.days(hours: hourly)
        let current = mapper.current(hourly: hourly, daily: daily)
        let minutely = try mapper.minutes()
        let weather = Weather(
            coordinate: location,
            timeZone: mapper.timeZone,
            current: current,
            hourly: hourly,
            daily: daily,
            minutely: minutely,
            source: OpenMeteo.source.marked(origin),
            fetchedAt: fetchedAt,
            notes: mapper.notes
        )
        var checkpoint = WorkBudget.Checkpoint()
        return try weather.completingSunAndMoon(tick: { try checkpoint.tick() })
    }
}

extension OpenMeteo {
    /// The attribution Open-Meteo's licence (CC BY 4.0) asks for.
    public static let source = service.source

    /// The service's identity, name and attribution.
    package static let service = ServiceDescription(
        id: .openMeteo, name: "Open-Meteo", attribution: "Weather data by Open-Meteo.com (CC BY 4.0)",
        attributionURL: "https://open-meteo.com/")

    /// Turns the blocks of one forecast body into the SDK's values.
    struct Mapper {
        let response: ForecastResponse
        let units: Units
        let models: [String]
        let timeZone: TimeZone
        /// A Gregorian calendar in ``timeZone``, the place's: its days are the place's local days.
        let calendar: Calendar
        /// A Gregorian calendar in the one offset the body's times are written in (the offset of the
        /// request's moment, for the whole series), made once for every timestamp of the body.
        let written: Calendar
        /// What the body lacked and what was done about it.
        var notes: [WeatherNote] = []

        init(response: ForecastResponse, units: Units, models: [String], fetchedAt: Date) {
            self.response = response
            self.units = units
            self.models = models
            let resolved = WeatherDerivation.timeZone(
                identifier: response.timezone, secondsFromGMT: response.utcOffsetSeconds,
                latitude: response.latitude, longitude: response.longitude, at: fetchedAt,
                provider: OpenMeteo.service.name)
            self.timeZone = resolved.zone
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = resolved.zone
            self.calendar = calendar
            var written = calendar
            written.timeZone = response.writtenOffset ?? resolved.zone
            self.written = written
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
            guard let date = block.time.date(using: written), let temperature = value("temperature_2m") else {
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
            guard let date = block.time.date(using: written), let temperature = block.temperature else {
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

        /// The hours, at most `Weather.SeriesLimit.hours` of them.
        ///
        /// - Throws: `WeatherError` `.cancelled` or `.timeout` when the call's budget runs out.
        mutating func hours() throws -> [HourForecast] {
            guard let block = response.hourly else { return [] }
            let column = Columns(block: block, units: response.hourlyUnits, models: models)
            var untimed = 0
            var withoutTemperature: [Date] = []
            let limited = Weather.SeriesLimit.rows(
                block.time.count, limit: Weather.SeriesLimit.hours, series: "hourly", unit: "hours")
            var checkpoint = WorkBudget.Checkpoint()
            var hours: [HourForecast] = []
            hours.reserveCapacity(limited.rows.count)
            for row in limited.rows {
                try checkpoint.tick()
                func value(_ name: String) -> Double? { column.value(name, row) }
                guard let date = block.time[row].date(using: written) else {
                    untimed += 1
                    continue
                }
                guard let temperature = value("temperature_2m") else {
                    withoutTemperature.append(date)
                    continue
                }
                func temperatureValue(_ name: String) -> Measurement<UnitTemperature>? {
                    value(name).map { Measurement(value: $0, unit: units.temperature(column.unit(name))) }
                }
                let hour = HourForecast(
                    date: date,
                    temperature: Measurement(
                        value: temperature, unit: units.temperature(column.unit("temperature_2m"))),
                    condition: value("weather_code").map(Self.condition) ?? .unknown,
                    isDaylight: value("is_day").map { $0 != 0 } ?? true,
                    apparentTemperature: temperatureValue("apparent_temperature"),
                    humidity: value("relative_humidity_2m").map { $0 / 100 },
                    pressure: (value("pressure_msl") ?? value("surface_pressure")).map {
                        Measurement(value: $0, unit: units.pressure(column.unit("pressure_msl")))
                    },
                    wind: wind(
                        speed: value("wind_speed_10m"), direction: value("wind_direction_10m"),
                        gust: value("wind_gusts_10m"), speedUnit: column.unit("wind_speed_10m"),
                        gustUnit: column.unit("wind_gusts_10m")),
                    uvIndex: value("uv_index"),
                    cloudCover: value("cloud_cover").map { $0 / 100 },
                    visibility: value("visibility").map {
                        Measurement(value: $0, unit: units.distance(column.unit("visibility")))
                    },
                    dewPoint: temperatureValue("dew_point_2m"),
                    precipitationChance: value("precipitation_probability").map { $0 / 100 },
                    precipitationAmount: value("precipitation").map {
                        Measurement(value: $0, unit: units.precipitation(column.unit("precipitation")))
                    },
                    conditionCode: value("weather_code").map(Self.code)
                )
                hours.append(hour)
            }
            notes += [
                limited.note,
                WeatherNote.leftOut("hourly", count: untimed, of: "hours", because: "no readable time", first: nil),
                WeatherNote.leftOut(
                    "hourly", count: withoutTemperature.count, of: "hours", because: "no temperature",
                    first: withoutTemperature.first),
                hours.isEmpty ? nil : partHourNote,
            ].compactMap { $0 }
            return hours
        }

        /// In a zone whose offset is not whole hours (+5:30, +5:45, -3:30), a note that each hour is dated at
        /// its label although Open-Meteo's code reads the values at whole UTC hours, so they may hold 30 or
        /// 45 minutes later (earlier west of Greenwich); `nil` in whole-hour offsets.
        private var partHourNote: WeatherNote? {
            let offset = written.timeZone.secondsFromGMT()
            let minutes = offset % 3600 / 60
            guard minutes != 0 else { return nil }
            return WeatherNote(
                .derived, field: "hourly",
                detail: "each hour is dated at its label in \(written.timeZone.identifier); Open-Meteo's code reads "
                    + "values at whole UTC hours, so they may hold \(abs(minutes)) minutes "
                    + (minutes > 0 ? "later" : "earlier") + " (from its source code, not confirmed by a response)")
        }

        /// The days, at most `Weather.SeriesLimit.days` of them, each with its high and low from the
        /// day's `hours` when the body lacks them.
        ///
        /// The hours are grouped by local day once, so the work grows with the number of hours plus the
        /// number of days, never with their product.
        ///
        /// - Throws: `WeatherError` `.cancelled` or `.timeout` when the call's budget runs out.
        mutating func days(hours: [HourForecast]) throws -> [DayForecast] {
            guard let block = response.daily else { return [] }
            let column = Columns(block: block, units: response.dailyUnits, models: models)
            let limited = Weather.SeriesLimit.rows(
                block.time.count, limit: Weather.SeriesLimit.days, series: "daily", unit: "days")
            var dayNotes: [WeatherNote] = limited.note.map { [$0] } ?? []
            var checkpoint = WorkBudget.Checkpoint()
            // The hours' range per local day, made once and only when a day lacks its high or low.
            var hourRanges: [Date: HourRange]?
            func hourRange(on day: Date) throws -> HourRange {
                if hourRanges == nil {
                    var ranges: [Date: HourRange] = [:]
                    for hour in hours {
                        try checkpoint.tick()
                        ranges[calendar.startOfDay(for: hour.date), default: HourRange()].add(hour.temperature)
                    }
                    hourRanges = ranges
                }
                return hourRanges?[calendar.startOfDay(for: day)] ?? HourRange()
            }
            var days: [DayForecast] = []
            days.reserveCapacity(limited.rows.count)
            for row in limited.rows {
                try checkpoint.tick()
                func value(_ name: String) -> Double? { column.value(name, row) }
                func temperature(_ name: String) -> Measurement<UnitTemperature>? {
                    value(name).map { Measurement(value: $0, unit: units.temperature(column.unit(name))) }
                }
                guard let sent = block.time[row].date(using: calendar) else {
                    dayNotes.append(WeatherNote(.leftOut, field: "daily", detail: "a day without a readable date"))
                    continue
                }
                // A day sent in Unix time is the start of Open-Meteo's window, midnight in the written offset
                // (23:00 local after an autumn change): the day is that date's midnight in the place's zone.
                let date = block.time[row].unixTime == nil ? sent : placeMidnight(ofDayWrittenAt: sent)
                let sentHigh = temperature("temperature_2m_max")
                let sentLow = temperature("temperature_2m_min")
                let fromHours = sentHigh != nil && sentLow != nil ? HourRange() : try hourRange(on: date)
                guard let high = sentHigh ?? fromHours.high, let low = sentLow ?? fromHours.low else {
                    dayNotes.append(
                        WeatherNote(
                            .leftOut, field: WeatherNote.dayField("", of: date, in: timeZone),
                            detail: "the day has no high or low and no hours to take them from"))
                    continue
                }
                for (name, sent) in [("highTemperature", sentHigh), ("lowTemperature", sentLow)] where sent == nil {
                    dayNotes.append(
                        WeatherNote(
                            .derived, field: WeatherNote.dayField(name, of: date, in: timeZone),
                            detail: "from the day's \(fromHours.count) hourly temperatures"))
                }
                let sun = Self.sunEvents(
                    rise: column.time("sunrise", row, using: written), set: column.time("sunset", row, using: written))
                let day = DayForecast(
                    date: date,
                    highTemperature: high,
                    lowTemperature: low,
                    condition: value("weather_code").map(Self.condition) ?? .unknown,
                    precipitationChance: value("precipitation_probability_max").map { $0 / 100 },
                    precipitationAmount: value("precipitation_sum").map {
                        Measurement(value: $0, unit: units.precipitation(column.unit("precipitation_sum")))
                    },
                    snowfallAmount: value("snowfall_sum").map {
                        Measurement(value: $0, unit: units.precipitation(column.unit("snowfall_sum") ?? "cm"))
                    },
                    sunrise: sun.rise,
                    sunset: sun.set,
                    wind: wind(
                        speed: value("wind_speed_10m_max"), direction: value("wind_direction_10m_dominant"),
                        gust: value("wind_gusts_10m_max"), speedUnit: column.unit("wind_speed_10m_max"),
                        gustUnit: column.unit("wind_gusts_10m_max")),
                    uvIndex: value("uv_index_max"),
                    conditionCode: value("weather_code").map(Self.code)
                )
                days.append(day)
            }
            notes += dayNotes
            if let note = shiftedDaysNote(days) { notes.append(note) }
            return days
        }

        /// Sunrise and sunset as sent, or neither on a polar day or night, where Open-Meteo writes no event but
        /// the bounds of its day: the same midnight for both (polar night), or midnights 24 hours apart (polar
        /// day). `Weather/completingSunAndMoon()` then says which it is.
        static func sunEvents(rise: Date?, set: Date?) -> (rise: Date?, set: Date?) {
            guard let rise, let set else { return (rise, set) }
            let daylight = set.timeIntervalSince(rise)
            return daylight == 0 || daylight >= 86_400 ? (nil, nil) : (rise, set)
        }

        /// The place's midnight of the date that `instant` has in the written offset.
        private func placeMidnight(ofDayWrittenAt instant: Date) -> Date {
            let parts = written.dateComponents([.year, .month, .day], from: instant)
            return calendar.date(from: parts).map { calendar.startOfDay(for: $0) } ?? instant
        }

        /// A note on the days whose values Open-Meteo computed over a day of its fixed offset rather than
        /// the place's (after a daylight-saving change inside the series: 23:00 to 23:00, or 01:00 to 01:00,
        /// local time), or `nil` when there are none.
        private func shiftedDaysNote(_ days: [DayForecast]) -> WeatherNote? {
            /// Open-Meteo's window for the date of `day`: 24 hours from that date's midnight in the written offset.
            func window(of day: DayForecast) -> DateInterval? {
                let parts = calendar.dateComponents([.year, .month, .day], from: day.date)
                return written.date(from: parts).map { DateInterval(start: $0, duration: 86_400) }
            }
            // A day is shifted when its window is not the place's day: from the day of a change (whose window
            // ends at 23:00 or 01:00 local, or starts an hour early where the change skips midnight) on.
            let shifted = days.compactMap { day -> (day: DayForecast, window: DateInterval)? in
                guard let window = window(of: day), window != calendar.dateInterval(of: .day, for: day.date) else {
                    return nil
                }
                return (day, window)
            }
            guard let first = shifted.first, let last = shifted.last else { return nil }
            // Where the windows fall on the place's clock: where the last one ends, or where the first one
            // starts when that end is midnight (a request made after the change, or a change at midnight).
            func clock(_ date: Date) -> String {
                let parts = calendar.dateComponents([.hour, .minute], from: date)
                return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
            }
            let ending = clock(last.window.end)
            let bound =
                ending != "00:00"
                ? "ending at \(ending) local time" : "starting at \(clock(first.window.start)) local time"
            return WeatherNote(
                .derived, field: WeatherNote.dayField("", of: first.day.date, in: timeZone),
                detail: "Open-Meteo computed the values of \(shifted.count) day(s) from this one over 24-hour "
                    + "windows \(bound), not midnight: it uses the offset of the moment of the "
                    + "request (\(written.timeZone.identifier)) for the whole series, and \(timeZone.identifier) "
                    + "changes its offset inside it")
        }

        /// The quarter hours, at most `Weather.SeriesLimit.minutes` of them.
        ///
        /// - Throws: `WeatherError` `.cancelled` or `.timeout` when the call's budget runs out.
        mutating func minutes() throws -> [MinuteForecast] {
            guard let block = response.minutely15 else { return [] }
            let column = Columns(block: block, units: response.minutely15Units, models: models)
            let precipitationUnit = units.precipitation(column.unit("precipitation"))
            var leftOut = 0
            let limited = Weather.SeriesLimit.rows(
                block.time.count, limit: Weather.SeriesLimit.minutes, series: "minutely", unit: "quarter hours")
            if let note = limited.note { notes.append(note) }
            var checkpoint = WorkBudget.Checkpoint()
            var minutes: [MinuteForecast] = []
            minutes.reserveCapacity(limited.rows.count)
            for row in limited.rows {
                try checkpoint.tick()
                guard let date = block.time[row].date(using: written), let amount = column.value("precipitation", row)
                else {
                    leftOut += 1
                    continue
                }
                // A 15-minute sum; four of them make an hour.
                let millimeters = Measurement(value: amount, unit: precipitationUnit).converted(to: .millimeters).value
                minutes.append(
                    MinuteForecast(
                        date: date,
                        precipitationIntensity: Measurement(
                            value: millimeters * 4, unit: CanonicalUnits.millimetersPerHour),
                        precipitationChance: column.value("precipitation_probability", row).map { $0 / 100 }
                    ))
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

    /// The highest and lowest finite temperature of a day's hours, and how many hours it has.
    struct HourRange {
        private(set) var count = 0
        private var lowest = Double.infinity
        private var highest = -Double.infinity

        /// Counts one hour and its temperature.
        mutating func add(_ temperature: Measurement<UnitTemperature>) {
            count += 1
            let celsius = temperature.canonical(in: CanonicalUnits.celsius).value
            guard celsius.isFinite else { return }
            lowest = min(lowest, celsius)
            highest = max(highest, celsius)
        }

        /// The highest temperature, or `nil` when no hour has one.
        var high: Measurement<UnitTemperature>? {
            highest.isFinite ? Measurement(value: highest, unit: CanonicalUnits.celsius) : nil
        }

        /// The lowest temperature, or `nil` when no hour has one.
        var low: Measurement<UnitTemperature>? {
            lowest.isFinite ? Measurement(value: lowest, unit: CanonicalUnits.celsius) : nil
        }
    }

    /// Row access to a series block's variables, each name resolved (model suffixes included) on its
    /// first use and kept, so that reading a row costs one dictionary lookup per variable.
    final class Columns {
        let block: SeriesBlock
        /// The block's units, by variable name.
        let units: [String: String]?
        let models: [String]
        private var numbers: [String: [Double?]?] = [:]
        private var texts: [String: [String?]?] = [:]
        private var unitNames: [String: String?] = [:]

        init(block: SeriesBlock, units: [String: String]?, models: [String]) {
            self.block = block
            self.units = units
            self.models = models
        }

        /// The unit string of `variable`, looking through model suffixes like the values do.
        func unit(_ variable: String) -> String? {
            if let known = unitNames[variable] { return known }
            let found = units.flatMap { units in
                OpenMeteo.candidateNames(for: variable, models: models).lazy.compactMap { units[$0] }.first
            }
            unitNames[variable] = .some(found)
            return found
        }

        func value(_ name: String, _ row: Int) -> Double? {
            let values: [Double?]?
            if let known = numbers[name] {
                values = known
            } else {
                values = block.numbers(named: name, models: models)
                numbers[name] = .some(values)
            }
            guard let values, row < values.count else { return nil }
            return values[row].flatMap { $0.isFinite ? $0 : nil }
        }

        func time(_ name: String, _ row: Int, using calendar: Calendar) -> Date? {
            let known: [String?]?
            if let cached = texts[name] {
                known = cached
            } else {
                known = block.texts(named: name, models: models)
                texts[name] = .some(known)
            }
            if let known, row < known.count, let text = known[row] {
                return Timestamp(text: text).date(using: calendar)
            }
            guard let seconds = value(name, row) else { return nil }
            return Timestamp(unixTime: seconds).date(using: calendar)
        }
    }
}
