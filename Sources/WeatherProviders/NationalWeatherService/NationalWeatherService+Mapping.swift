import Foundation
import WeatherModels

extension NationalWeatherService {
    /// The answers one `weather(at:)` call gathered, before they become a `Weather`.
    package struct Answers: Sendable, Hashable {
        /// The place's office, grid cell and time zone.
        package var point: PointResponse
        /// The twelve-hour forecast, when it was asked for.
        package var forecast: ForecastResponse?
        /// The hourly forecast, when it was asked for.
        package var hourlyForecast: ForecastResponse?
        /// The active alerts, when they were asked for.
        package var alerts: AlertCollection?
        /// Where the forecasts came from, as their answers said (see `HTTPResponse.origin`), or `nil` when
        /// the answers were not fetched by the client.
        package var origin: DataOrigin?

        /// Creates the answers.
        package init(
            point: PointResponse, forecast: ForecastResponse? = nil, hourlyForecast: ForecastResponse? = nil,
            alerts: AlertCollection? = nil
        ) {
            self.point = point
            self.forecast = forecast
            self.hourlyForecast = hourlyForecast
            self.alerts = alerts
        }

        /// The SDK's `Weather` for these answers.
        ///
        /// - Hours are the hourly periods. Wind speeds given as a range (`"7 to 15 mph"`) are read as their
        ///   upper value, with a note.
        /// - Days pair each daytime period (the high) with the night that follows it (the low). A day that
        ///   lacks one of them (the first day in the evening, the last day) takes it from the hours when it
        ///   can, else the other stands in; `Weather/notes` says which.
        /// - The current conditions are the hour containing `fetchedAt`: the forecast carries no
        ///   observation, and a note says so.
        /// - Alerts are the actual ones in effect; tests, exercises and cancellations are left out with a note.
        ///
        /// At most `Weather.SeriesLimit` rows are read: 20,000 hourly periods, 40,000 twelve-hour periods and
        /// 1,000 alerts; the rest are left out with a `.leftOut` note on `hourly`, `daily` or `alerts`.
        ///
        /// - Parameters:
        ///   - coordinate: The place that was asked for.
        ///   - dataSets: The parts of `Weather` to fill.
        ///   - fetchedAt: When the answers were received; it picks the current hour.
        ///   - origin: Whether the answers came from the live service or the sandbox; stored in the source.
        package func weather(
            at coordinate: Coordinate, including dataSets: WeatherDataSet = .all, fetchedAt: Date = Date(),
            origin: DataOrigin = .live
        ) -> Weather {
            weather(at: coordinate, including: dataSets, fetchedAt: fetchedAt, origin: origin, tick: {})
        }

        /// ``weather(at:including:fetchedAt:origin:)`` within the current call's budget.
        ///
        /// - Throws: `WeatherError` `.cancelled` or `.timeout` when the call's budget runs out.
        func budgetedWeather(
            at coordinate: Coordinate, including dataSets: WeatherDataSet, fetchedAt: Date, origin: DataOrigin
        ) throws -> Weather {
            var checkpoint = WorkBudget.Checkpoint()
            return try weather(
                at: coordinate, including: dataSets, fetchedAt: fetchedAt, origin: origin,
                tick: { try checkpoint.tick() })
        }

        /// ``weather(at:including:fetchedAt:origin:)``, calling `tick` once per row it reads.
        private func weather(
            at coordinate: Coordinate, including dataSets: WeatherDataSet, fetchedAt: Date, origin: DataOrigin,
            tick: () throws -> Void
        ) rethrows -> Weather {
            var mapper = Mapper(point: point.properties, coordinate: coordinate, at: fetchedAt)
            var hours: [HourForecast] = []
            if let hourlyForecast {
                hours = try mapper.hours(hourlyForecast.properties, tick: tick)
            }
            let current = dataSets.contains(.current) ? mapper.current(from: hours, at: fetchedAt) : nil
            var days: [DayForecast] = []
            if dataSets.contains(.daily), let forecast {
                days = try mapper.days(forecast.properties, hours: hours, tick: tick)
            }
            var alerts: [WeatherAlert] = []
            if dataSets.contains(.alerts), let collection = self.alerts {
                alerts = try mapper.alerts(collection, tick: tick)
            }
            return try Weather(
                coordinate: coordinate, timeZone: mapper.timeZone, current: current,
                hourly: dataSets.contains(.hourly) ? hours : [], daily: days, alerts: alerts,
                source: NationalWeatherService.source.marked(origin), fetchedAt: fetchedAt, notes: mapper.notes
            ).completingSunAndMoon(tick: tick)
        }
    }
}

extension NationalWeatherService {
    /// Turns the service's periods and alerts into the SDK's values, noting what was missing.
    struct Mapper {
        let point: PointResponse.Properties
        let coordinate: Coordinate
        let timeZone: TimeZone
        /// What the bodies lacked and what was done about it.
        var notes: [WeatherNote] = []
        /// The fields whose wind speeds came as ranges, for one note each.
        private var rangedWinds: Set<String> = []

        init(point: PointResponse.Properties, coordinate: Coordinate, at date: Date) {
            self.point = point
            self.coordinate = coordinate
            let zone = WeatherDerivation.timeZone(
                identifier: point.timeZone, secondsFromGMT: nil, coordinate: coordinate, at: date,
                provider: NationalWeatherService.service.name)
            timeZone = zone.zone
            if let note = zone.note {
                notes.append(note)
            }
        }

        // MARK: Hours

        /// One `HourForecast` per hourly period, at most `Weather.SeriesLimit.hours` of them (the rest are
        /// left out with a note); periods without a start or a temperature are left out and counted in a note.
        mutating func hours(_ forecast: ForecastResponse.Properties, tick: () throws -> Void) rethrows -> [HourForecast]
        {
            var leftOut = 0
            let limited = Weather.SeriesLimit.rows(
                forecast.periods.count, limit: Weather.SeriesLimit.hours, series: "hourly", unit: "hourly periods")
            var hours: [HourForecast] = []
            hours.reserveCapacity(limited.rows.count)
            for index in limited.rows {
                try tick()
                let period = forecast.periods[index]
                guard let start = LocalTime.instant(period.startTime),
                    let temperature = temperature(period, units: forecast.units)
                else {
                    leftOut += 1
                    continue
                }
                let dewPoint = period.dewpoint.flatMap(Self.temperature)
                let humidity = period.relativeHumidity?.value.map { min(max($0, 0), 100) / 100 }
                let condition = WeatherCondition(
                    nationalWeatherServiceForecast: period.shortForecast, icon: period.icon)
                hours.append(
                    HourForecast(
                        date: start, temperature: temperature, condition: condition,
                        conditionDescription: period.shortForecast.flatMap(Self.nonEmpty),
                        isDaylight: period.isDaytime
                            ?? !(period.icon.map(NationalWeatherService.iconIsNight) ?? false),
                        humidity: humidity, wind: wind(period, field: "hourly.wind.speed"), dewPoint: dewPoint,
                        precipitationChance: chance(period), icon: period.icon,
                        conditionCode: period.icon.flatMap { NationalWeatherService.iconCodes($0).first }))
            }
            if let note = limited.note {
                notes.append(note)
            }
            if leftOut > 0 {
                notes.append(
                    WeatherNote(
                        .leftOut, field: "hourly",
                        detail: "\(leftOut) hourly period(s) without a readable start time or temperature"))
            }
            if !zip(hours, hours.dropFirst()).allSatisfy({ $0.date <= $1.date }) {
                hours.sort { $0.date < $1.date }
            }
            return hours
        }

        // MARK: Current

        /// The hour containing `now` as the current conditions (or the first hour, when the forecast starts
        /// later), with notes; `nil` and a note when no hour is that recent.
        mutating func current(from hours: [HourForecast], at now: Date) -> CurrentWeather? {
            guard let hour = hours.last(where: { $0.date <= now }) ?? hours.first,
                hour.date.addingTimeInterval(3_600) > now
            else {
                notes.append(
                    WeatherNote(
                        .missing, field: "current",
                        detail: "the hourly forecast has no hour containing the time of the request"))
                return nil
            }
            notes.append(
                WeatherNote(
                    .derived, field: "current",
                    detail: "from the hourly forecast for the hour beginning \(Self.isoTime(hour.date)): "
                        + "api.weather.gov forecasts carry no observation"))
            let resolved = WeatherDerivation.currentConditions(
                temperature: hour.temperature, apparentTemperature: nil, humidity: hour.humidity,
                dewPoint: hour.dewPoint, windSpeed: hour.wind?.speed)
            notes += resolved.notes
            return CurrentWeather(
                date: hour.date, temperature: hour.temperature, apparentTemperature: resolved.apparentTemperature,
                humidity: resolved.humidity, condition: hour.condition, conditionDescription: hour.conditionDescription,
                isDaylight: hour.isDaylight, wind: hour.wind, dewPoint: hour.dewPoint, icon: hour.icon,
                conditionCode: hour.conditionCode)
        }

        // MARK: Days

        /// One `DayForecast` per local day of the twelve-hour periods, from at most
        /// `Weather.SeriesLimit.days` periods (the rest are left out with a note). Periods and hours are
        /// grouped by local day once, so the work grows with their number, never with its square.
        mutating func days(
            _ forecast: ForecastResponse.Properties, hours: [HourForecast], tick: () throws -> Void
        ) rethrows -> [DayForecast] {
            var periodsByDay: [Date: [(start: Date, period: Period)]] = [:]
            var leftOut = 0
            let limited = Weather.SeriesLimit.rows(
                forecast.periods.count, limit: Weather.SeriesLimit.days, series: "daily", unit: "periods")
            for index in limited.rows {
                try tick()
                let period = forecast.periods[index]
                guard let start = LocalTime.instant(period.startTime) else {
                    leftOut += 1
                    continue
                }
                periodsByDay[timeZone.startOfDay(containing: start), default: []].append((start, period))
            }
            if let note = limited.note {
                notes.append(note)
            }
            if leftOut > 0 {
                notes.append(
                    WeatherNote(.leftOut, field: "daily", detail: "\(leftOut) period(s) without a readable start time"))
            }
            var hoursByDay: [Date: [HourForecast]] = [:]
            for hour in hours {
                try tick()
                hoursByDay[timeZone.startOfDay(containing: hour.date), default: []].append(hour)
            }
            var days: [DayForecast] = []
            for date in periodsByDay.keys.sorted() {
                try tick()
                if let day = day(
                    date, periods: periodsByDay[date] ?? [], hours: hoursByDay[date] ?? [], units: forecast.units)
                {
                    days.append(day)
                }
            }
            return days
        }

        /// The day beginning at `date` from its periods: the daytime one, and the night that begins in its
        /// evening (or, for a day seen only after midnight, the night that ends in its morning).
        private mutating func day(
            _ date: Date, periods: [(start: Date, period: Period)], hours: [HourForecast], units: String?
        ) -> DayForecast? {
            let noon = date.addingTimeInterval(12 * 3_600)
            let daytime = periods.first { $0.period.isDaytime == true }?.period
            let nights = periods.filter { $0.period.isDaytime != true }
            let night = (nights.first { $0.start >= noon } ?? nights.first)?.period
            let field = WeatherNote.dayField("", of: date, in: timeZone)
            let range = WeatherDerivation.range(of: hours.map(\.temperature))
            var high = daytime.flatMap { temperature($0, units: units) }
            var low = night.flatMap { temperature($0, units: units) }
            if high == nil, let range {
                high = range.high
                notes.append(WeatherNote(.derived, field: field + ".highTemperature", detail: "from the day's hours"))
            }
            if low == nil, let range {
                low = range.low
                notes.append(WeatherNote(.derived, field: field + ".lowTemperature", detail: "from the day's hours"))
            }
            guard let resolvedHigh = high ?? low, let resolvedLow = low ?? high else {
                notes.append(WeatherNote(.leftOut, field: "daily", detail: "a day without any temperature"))
                return nil
            }
            if high == nil {
                notes.append(
                    WeatherNote(
                        .missing, field: field + ".highTemperature", detail: "not sent; the night's low stands in"))
            }
            if low == nil {
                notes.append(
                    WeatherNote(
                        .missing, field: field + ".lowTemperature", detail: "not sent; the day's high stands in"))
            }
            let main = daytime ?? night
            let chances = [daytime, night].compactMap { $0.flatMap(chance) }
            let summary = [daytime, night].compactMap { period -> String? in
                guard let period, let text = period.detailedForecast.flatMap(Self.nonEmpty) else { return nil }
                guard let name = period.name.flatMap(Self.nonEmpty) else { return text }
                return "\(name): \(text)"
            }
            let sun = sunTimes(on: date)
            return DayForecast(
                date: date, highTemperature: resolvedHigh, lowTemperature: resolvedLow,
                condition: WeatherCondition(nationalWeatherServiceForecast: main?.shortForecast, icon: main?.icon),
                conditionDescription: main?.shortForecast.flatMap(Self.nonEmpty),
                dayTemperature: daytime.flatMap { temperature($0, units: units) },
                nightTemperature: night.flatMap { temperature($0, units: units) },
                precipitationChance: chances.max(), sunrise: sun.sunrise, sunset: sun.sunset,
                wind: main.flatMap { wind($0, field: "daily.wind.speed") }, icon: main?.icon,
                summary: summary.isEmpty ? nil : summary.joined(separator: " "),
                conditionCode: main?.icon.flatMap { NationalWeatherService.iconCodes($0).first })
        }

        /// Sunrise and sunset from the point's `astronomicalData`, when they fall on the day beginning at `date`.
        private func sunTimes(on date: Date) -> (sunrise: Date?, sunset: Date?) {
            let next = date.addingTimeInterval(36 * 3_600)
            func onDay(_ text: String?) -> Date? {
                guard let instant = text.flatMap(LocalTime.instant), instant >= date, instant < next else { return nil }
                return instant
            }
            let sunrise = onDay(point.astronomicalData?.sunrise)
            guard let sunrise, timeZone.startOfDay(containing: sunrise) == date else { return (nil, nil) }
            return (sunrise, onDay(point.astronomicalData?.sunset))
        }

        // MARK: Alerts

        /// The actual alerts in effect, each with its CAP fields, from at most `Weather.SeriesLimit.alerts`
        /// features (the rest are left out with a note).
        mutating func alerts(_ collection: AlertCollection, tick: () throws -> Void) rethrows -> [WeatherAlert] {
            var skipped: [String: Int] = [:]
            let limited = Weather.SeriesLimit.rows(
                collection.features.count, limit: Weather.SeriesLimit.alerts, series: "alerts", unit: "alerts")
            var alerts: [WeatherAlert] = []
            alerts.reserveCapacity(limited.rows.count)
            for index in limited.rows {
                try tick()
                let alert = collection.features[index].properties
                if let status = alert.status, status != "Actual" {
                    skipped["status \(status)", default: 0] += 1
                    continue
                }
                if alert.messageType == "Cancel" {
                    skipped["cancellations", default: 0] += 1
                    continue
                }
                guard
                    let start = [alert.onset, alert.effective, alert.sent].lazy.compactMap({ $0 })
                        .compactMap(LocalTime.instant).first
                else {
                    skipped["no start time", default: 0] += 1
                    continue
                }
                let end = [alert.ends, alert.expires].lazy.compactMap { $0 }.compactMap(LocalTime.instant).first
                if end == nil {
                    notes.append(
                        WeatherNote(
                            .missing, field: "alerts.end",
                            detail: "\(alert.event ?? "an alert") names no end; it stands until further notice"))
                }
                alerts.append(
                    WeatherAlert(
                        id: alert.id, sender: alert.senderName ?? alert.sender ?? NationalWeatherService.service.name,
                        event: alert.event ?? alert.headline ?? "Alert", start: start, end: end ?? .distantFuture,
                        description: alert.description ?? alert.headline ?? "",
                        tags: [alert.category, alert.response].compactMap { $0.flatMap(Self.nonEmpty) },
                        severity: alert.severity, areas: alert.areaDesc,
                        instruction: alert.instruction.flatMap(Self.nonEmpty),
                        urgency: alert.urgency, certainty: alert.certainty))
            }
            if let note = limited.note {
                notes.append(note)
            }
            for (reason, count) in skipped.sorted(by: { $0.key < $1.key }) {
                notes.append(WeatherNote(.leftOut, field: "alerts", detail: "\(count) alert(s): \(reason)"))
            }
            return alerts
        }

        // MARK: Values

        /// The period's temperature in its unit (`F` unless it or the forecast says `C`).
        private func temperature(_ period: Period, units: String?) -> Measurement<UnitTemperature>? {
            guard let value = period.temperature, value.isFinite else { return nil }
            let celsius =
                period.temperatureUnit?.uppercased() == "C" || (period.temperatureUnit == nil && units == "si")
            return Measurement(value: value, unit: celsius ? .celsius : .fahrenheit)
        }

        /// A temperature with a WMO unit code (`wmoUnit:degC`, `wmoUnit:degF`).
        private static func temperature(_ value: QuantitativeValue) -> Measurement<UnitTemperature>? {
            guard let number = value.value, number.isFinite else { return nil }
            return Measurement(value: number, unit: value.unitCode == "wmoUnit:degF" ? .fahrenheit : .celsius)
        }

        /// The chance of precipitation, 0…1.
        private func chance(_ period: Period) -> Double? {
            period.probabilityOfPrecipitation?.value.flatMap { $0.isFinite ? min(max($0, 0), 100) / 100 : nil }
        }

        /// The period's wind: the upper speed of a range (noted once per field), the direction of its
        /// compass point, the gusts when sent.
        private mutating func wind(_ period: Period, field: String) -> Wind? {
            guard let speed = period.windSpeed.flatMap(WindText.init) else { return nil }
            if speed.isRange, rangedWinds.insert(field).inserted {
                notes.append(
                    WeatherNote(
                        .derived, field: field,
                        detail: "sent as ranges such as \"\(period.windSpeed ?? "")\"; the upper value is used"))
            }
            return Wind(
                speed: speed.high, direction: period.windDirection.flatMap(NationalWeatherService.degrees),
                gust: period.windGust.flatMap(WindText.init)?.high)
        }

        /// `text`, or `nil` when it is empty.
        private static func nonEmpty(_ text: String) -> String? {
            text.isEmpty ? nil : text
        }

        /// An instant as ISO 8601 in UTC, for notes.
        private static func isoTime(_ date: Date) -> String {
            ISO8601DateFormatter().string(from: date)
        }
    }
}
