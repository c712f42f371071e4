import Foundation

extension METNorway.ForecastResponse {
    /// The SDK's `Weather` for this body.
    ///
    /// - The current conditions are the first step's `instant` values, with the symbol and precipitation
    ///   of its `next_1_hours`; the feels-like temperature, which the service does not send, is derived.
    /// - The hours are the steps while the series is hourly, each with its `next_1_hours` symbol and
    ///   precipitation.
    /// - The days are every step, hourly and six-hourly, grouped by local day in `timeZone`: the high and
    ///   low of the instant temperatures (and of `next_6_hours` ranges that lie within the day, in
    ///   `complete` bodies), the most significant symbol, and the precipitation summed once: from
    ///   `next_1_hours` where the series is hourly and from `next_6_hours` where it is six-hourly, each
    ///   period counted on the day it starts. Late steps with only `instant` values still count for
    ///   their day.
    ///
    /// Entries that cannot be mapped are left out and `Weather/notes` says so. At most
    /// `Weather.SeriesLimit.hours` steps are read (each is an hour or more): the rest are left out with a
    /// `.leftOut` note on `hourly`.
    ///
    /// - Parameters:
    ///   - coordinate: The coordinate that was asked for; defaults to the point in the body.
    ///   - timeZone: The place's time zone; `nil` uses `TimeZoneEstimate` (the nearest known place's zone, else
    ///     one from the longitude), with a note.
    ///   - dataSets: The parts of `Weather` to fill (`.current`, `.hourly`, `.daily`).
    ///   - fetchedAt: When the body was received.
    ///   - origin: Whether the body came from the live service or the sandbox; stored in the source.
    /// - Throws: `WeatherError` `.decoding` when the body has no coordinate and none is given; `.cancelled`
    ///   or `.timeout` when a call's budget runs out while mapping.
    package func weather(
        at coordinate: Coordinate? = nil,
        timeZone: TimeZone? = nil,
        including dataSets: WeatherDataSet = .all,
        fetchedAt: Date = Date(),
        origin: DataOrigin = .live
    ) throws -> Weather {
        let location = try coordinate ?? pointCoordinate()
        var mapper = try METNorway.Mapper(response: self, coordinate: location, timeZone: timeZone)
        let current = dataSets.contains(.current) ? mapper.current() : nil
        let hourly = dataSets.contains(.hourly) ? try mapper.hours() : []
        let daily = dataSets.contains(.daily) ? try mapper.days() : []
        var checkpoint = WorkBudget.Checkpoint()
        return try Weather(
            coordinate: location,
            timeZone: mapper.timeZone,
            current: current,
            hourly: hourly,
            daily: daily,
            source: METNorway.source.marked(origin),
            fetchedAt: fetchedAt,
            notes: mapper.notes
        ).completingSunAndMoon(tick: { try checkpoint.tick() })
    }

    /// The point of `geometry` as a coordinate.
    private func pointCoordinate() throws -> Coordinate {
        guard let latitude = geometry.latitude, let longitude = geometry.longitude else {
            throw WeatherError(.decoding, message: "The MET Norway forecast names no point (geometry.coordinates).")
        }
        do {
            return try Coordinate(latitude: latitude, longitude: longitude)
        } catch let error as WeatherError {
            throw WeatherError(.decoding, message: "The MET Norway forecast's point is invalid: \(error.message)")
        }
    }
}

extension METNorway {
    /// Turns the time series of one forecast body into the SDK's values.
    struct Mapper {
        /// The steps, oldest first.
        let steps: [TimeStep]
        let coordinate: Coordinate
        let timeZone: TimeZone
        /// What the body lacked and what was done about it.
        var notes: [WeatherNote] = []

        /// A mapper of the first `Weather.SeriesLimit.hours` steps of `response` (noted when cut), sorted.
        ///
        /// - Throws: `WeatherError` `.cancelled` or `.timeout` when the call's budget runs out.
        init(response: ForecastResponse, coordinate: Coordinate, timeZone: TimeZone?) throws {
            let series = response.properties.timeseries
            let limited = Weather.SeriesLimit.rows(
                series.count, limit: Weather.SeriesLimit.hours, series: "hourly", unit: "steps")
            var read = Array(series[limited.rows])
            try WorkBudget.check()
            if !zip(read, read.dropFirst()).allSatisfy({ $0.time < $1.time }) {
                read.sort { $0.time < $1.time }
                try WorkBudget.check()
            }
            steps = read
            self.coordinate = coordinate
            if let timeZone {
                self.timeZone = timeZone
            } else {
                let estimate = TimeZoneEstimate(at: coordinate)
                self.timeZone = estimate.timeZone
                notes.append(estimate.note(provider: service.name))
            }
            if let note = limited.note { notes.append(note) }
        }

        // MARK: Steps

        /// The time to the step after `index`, or `nil` for the last step.
        private func step(after index: Int) -> TimeInterval? {
            index + 1 < steps.count ? steps[index + 1].time.timeIntervalSince(steps[index].time) : nil
        }

        /// The period that step `index` stands for, counted once in any sum: `next_1_hours` while the series
        /// is hourly, `next_6_hours` where it is six-hourly; the last step takes what it has.
        func period(at index: Int) -> Period? {
            let data = steps[index].data
            guard let step = step(after: index) else { return data.next1Hours ?? data.next6Hours }
            return step < 6 * 3600 ? data.next1Hours : data.next6Hours ?? data.next1Hours
        }

        /// The number of leading steps that are an hour apart: the hourly part of the series.
        ///
        /// - Throws: `WeatherError` `.cancelled` or `.timeout` when the call's budget runs out.
        private func hourlyCount(checkpoint: inout WorkBudget.Checkpoint) throws -> Int {
            var count = 0
            while let step = step(after: count), abs(step - 3600) < 1 {
                try checkpoint.tick()
                count += 1
            }
            // The step that ends an hourly series is an hour too when it still has its hour.
            if count == steps.count - 1, steps[count].data.next1Hours != nil {
                count += 1
            }
            return count
        }

        /// Whether the sun is up at step `index`: from the symbol's `_day`/`_night` variant when it has one,
        /// else from the sun's position.
        private func isDaylight(at index: Int, symbol: Symbol?) -> Bool {
            symbol?.isDaylight ?? METNorway.sunIsUp(at: steps[index].time, at: coordinate)
        }

        // MARK: Current

        mutating func current() -> CurrentWeather? {
            guard let first = steps.first else {
                notes.append(WeatherNote(.leftOut, field: "current", detail: "the time series is empty"))
                return nil
            }
            let details = first.data.instant.details
            guard let celsius = details.airTemperature else {
                notes.append(WeatherNote(.leftOut, field: "current", detail: "the first step has no air temperature"))
                return nil
            }
            let period = first.data.next1Hours ?? first.data.next6Hours
            let symbol = period?.symbolCode.map(Symbol.init)
            let temperature = Measurement(value: celsius, unit: UnitTemperature.celsius)
            let wind = Self.wind(details)
            let dewPoint = details.dewPointTemperature.map { Measurement(value: $0, unit: UnitTemperature.celsius) }
            let completed = WeatherDerivation.currentConditions(
                temperature: temperature, apparentTemperature: nil, humidity: details.relativeHumidity.map { $0 / 100 },
                dewPoint: dewPoint, windSpeed: wind?.speed)
            notes += completed.notes
            if symbol == nil {
                notes.append(WeatherNote(.missing, field: "current.condition", detail: "no symbol; unknown stands in"))
            }
            return CurrentWeather(
                date: first.time,
                temperature: temperature,
                apparentTemperature: completed.apparentTemperature,
                humidity: completed.humidity,
                condition: symbol?.condition ?? .unknown,
                isDaylight: isDaylight(at: 0, symbol: symbol),
                pressure: details.airPressureAtSeaLevel.map { Measurement(value: $0, unit: .hectopascals) },
                wind: wind,
                uvIndex: details.ultravioletIndexClearSky,
                cloudCover: details.cloudAreaFraction.map { $0 / 100 },
                dewPoint: dewPoint,
                precipitationIntensity: first.data.next1Hours?.details?.precipitationAmount.map {
                    Measurement(value: $0, unit: CanonicalUnits.millimetersPerHour)
                },
                conditionCode: symbol?.code
            )
        }

        // MARK: Hours

        /// The hourly part of the steps, each with its `next_1_hours` symbol and precipitation.
        ///
        /// - Throws: `WeatherError` `.cancelled` or `.timeout` when the call's budget runs out.
        mutating func hours() throws -> [HourForecast] {
            var withoutTemperature: [Date] = []
            var checkpoint = WorkBudget.Checkpoint()
            let count = try hourlyCount(checkpoint: &checkpoint)
            var hours: [HourForecast] = []
            hours.reserveCapacity(count)
            for index in 0..<count {
                try checkpoint.tick()
                let step = steps[index]
                let details = step.data.instant.details
                guard let celsius = details.airTemperature else {
                    withoutTemperature.append(step.time)
                    continue
                }
                let next = step.data.next1Hours
                let symbol = next?.symbolCode.map(Symbol.init)
                let hour = HourForecast(
                    date: step.time,
                    temperature: Measurement(value: celsius, unit: .celsius),
                    condition: symbol?.condition ?? .unknown,
                    isDaylight: isDaylight(at: index, symbol: symbol),
                    humidity: details.relativeHumidity.map { $0 / 100 },
                    pressure: details.airPressureAtSeaLevel.map { Measurement(value: $0, unit: .hectopascals) },
                    wind: Self.wind(details),
                    uvIndex: details.ultravioletIndexClearSky,
                    cloudCover: details.cloudAreaFraction.map { $0 / 100 },
                    dewPoint: details.dewPointTemperature.map { Measurement(value: $0, unit: .celsius) },
                    precipitationChance: next?.details?.probabilityOfPrecipitation.map { $0 / 100 },
                    precipitationAmount: next?.details?.precipitationAmount.map {
                        Measurement(value: $0, unit: .millimeters)
                    },
                    conditionCode: symbol?.code
                )
                hours.append(hour)
            }
            if let note = WeatherNote.leftOut(
                "hourly", count: withoutTemperature.count, of: "hours", because: "no air temperature",
                first: withoutTemperature.first)
            {
                notes.append(note)
            }
            return hours
        }

        // MARK: Days

        /// What one local day's steps add up to.
        private struct DayTotals {
            var temperatures: [Double] = []
            var symbols: [Symbol] = []
            var precipitation: Double?
            var chance: Double?
            var humidity: [Double] = []
            var strongestWind: Wind?
            var uvIndex: Double?

            /// Adds one step: its instant values, the period it stands for, and its six-hour temperature range
            /// when `rangeFitsTheDay`.
            mutating func add(_ step: METNorway.TimeStep, period: METNorway.Period?, rangeFitsTheDay: Bool) {
                let details = step.data.instant.details
                if let celsius = details.airTemperature {
                    temperatures.append(celsius)
                }
                if rangeFitsTheDay, let range = step.data.next6Hours?.details {
                    temperatures += [range.airTemperatureMax, range.airTemperatureMin].compactMap { $0 }
                }
                if let code = period?.symbolCode {
                    symbols.append(METNorway.Symbol(code))
                }
                if let amount = period?.details?.precipitationAmount {
                    precipitation = (precipitation ?? 0) + amount
                }
                if let probability = period?.details?.probabilityOfPrecipitation {
                    chance = max(chance ?? 0, probability)
                }
                if let value = details.relativeHumidity {
                    humidity.append(value)
                }
                if let wind = METNorway.Mapper.wind(details), wind.speed.value > (strongestWind?.speed.value ?? -1) {
                    strongestWind = wind
                }
                if let uv = details.ultravioletIndexClearSky {
                    uvIndex = max(uvIndex ?? 0, uv)
                }
            }
        }

        /// The steps grouped by local day in one pass, and each day from its totals.
        ///
        /// - Throws: `WeatherError` `.cancelled` or `.timeout` when the call's budget runs out.
        mutating func days() throws -> [DayForecast] {
            var starts: [Date] = []
            var totals: [Date: DayTotals] = [:]
            var checkpoint = WorkBudget.Checkpoint()
            for (index, step) in steps.enumerated() {
                try checkpoint.tick()
                let start = timeZone.startOfDay(containing: step.time)
                if totals[start] == nil {
                    starts.append(start)
                }
                totals[start, default: DayTotals()].add(
                    step, period: period(at: index), rangeFitsTheDay: periodEnds(step.time, hours: 6, before: start))
            }
            var days: [DayForecast] = []
            for start in starts {
                try checkpoint.tick()
                guard let day = totals[start], let high = day.temperatures.max(), let low = day.temperatures.min()
                else {
                    notes.append(
                        WeatherNote(
                            .leftOut, field: WeatherNote.dayField("", of: start, in: timeZone),
                            detail: "no step of the day has an air temperature"))
                    continue
                }
                let symbol = day.symbols.max { $0.significance < $1.significance }
                if symbol == nil {
                    notes.append(
                        WeatherNote(
                            .missing, field: WeatherNote.dayField("condition", of: start, in: timeZone),
                            detail: "the day's steps carry no symbol (only instant values); unknown stands in"))
                }
                days.append(
                    DayForecast(
                        date: start,
                        highTemperature: Measurement(value: high, unit: .celsius),
                        lowTemperature: Measurement(value: low, unit: .celsius),
                        condition: symbol?.condition ?? .unknown,
                        precipitationChance: day.chance.map { $0 / 100 },
                        precipitationAmount: day.precipitation.map { Measurement(value: $0, unit: .millimeters) },
                        humidity: day.humidity.isEmpty
                            ? nil : day.humidity.reduce(0, +) / Double(day.humidity.count) / 100,
                        wind: day.strongestWind,
                        uvIndex: day.uvIndex,
                        conditionCode: symbol?.code
                    ))
            }
            return days
        }

        /// Whether the `hours` after `time` end within the local day that starts at `start`.
        private func periodEnds(_ time: Date, hours: Int, before start: Date) -> Bool {
            timeZone.startOfDay(containing: time.addingTimeInterval(Double(hours * 3600 - 1))) == start
        }

        /// The wind of `details`, or `nil` without a speed.
        static func wind(_ details: Details) -> Wind? {
            guard let speed = details.windSpeed else { return nil }
            return Wind(
                speed: Measurement(value: speed, unit: .metersPerSecond),
                direction: details.windFromDirection.map { Measurement(value: $0, unit: .degrees) },
                gust: details.windSpeedOfGust.map { Measurement(value: $0, unit: .metersPerSecond) })
        }
    }
}
