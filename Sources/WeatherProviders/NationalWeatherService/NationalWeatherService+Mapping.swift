import Foundation
import WeatherModels

extension NationalWeatherService {
    /// The answers one `weather(at:)` call gathered, before they become a `Weather`.
    public struct Answers: Sendable, Hashable {
        /// The place's office, grid cell and time zone.
        public var point: PointResponse
        /// The twelve-hour forecast, when it was asked for.
        public var forecast: ForecastResponse?
        /// The hourly forecast, when it was asked for.
        public var hourlyForecast: ForecastResponse?
        /// The active alerts, when they were asked for.
        public var alerts: AlertCollection?

        /// Creates the answers.
        public init(
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
        /// - Parameters:
        ///   - coordinate: The place that was asked for.
        ///   - dataSets: The parts of `Weather` to fill.
        ///   - fetchedAt: When the answers were received; it picks the current hour.
        ///   - origin: Whether the answers came from the live service or the sandbox; stored in the source.
        public func weather(
            at coordinate: Coordinate, including dataSets: WeatherDataSet = .all, fetchedAt: Date = Date(),
            origin: DataOrigin = .live
        ) -> Weather {
            var mapper = Mapper(point: point.properties, coordinate: coordinate)
            let hours = hourlyForecast.map { mapper.hours($0.properties) } ?? []
            let current = dataSets.contains(.current) ? mapper.current(from: hours, at: fetchedAt) : nil
            let days = dataSets.contains(.daily) ? forecast.map { mapper.days($0.properties, hours: hours) } ?? [] : []
            let alerts = dataSets.contains(.alerts) ? self.alerts.map { mapper.alerts($0) } ?? [] : []
            return Weather(
                coordinate: coordinate, timeZone: mapper.timeZone, current: current,
                hourly: dataSets.contains(.hourly) ? hours : [], daily: days, alerts: alerts,
                source: NationalWeatherService.source.marked(origin), fetchedAt: fetchedAt, notes: mapper.notes
            ).completingSunAndMoon()
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

        init(point: PointResponse.Properties, coordinate: Coordinate) {
            self.point = point
            self.coordinate = coordinate
            let zone = WeatherDerivation.timeZone(
                identifier: point.timeZone, secondsFromGMT: nil, longitude: coordinate.longitude,
                provider: NationalWeatherService.serviceName)
            timeZone = zone.zone
            if let note = zone.note {
                notes.append(note)
            }
        }

        // MARK: Hours

        /// One `HourForecast` per hourly period; periods without a start or a temperature are left out
        /// and counted in a note.
        mutating func hours(_ forecast: ForecastResponse.Properties) -> [HourForecast] {
            var leftOut = 0
            let hours = forecast.periods.compactMap { period -> HourForecast? in
                guard let start = LocalTime.instant(period.startTime),
                    let temperature = temperature(period, units: forecast.units)
                else {
                    leftOut += 1
                    return nil
                }
                let dewPoint = period.dewpoint.flatMap(Self.temperature)
                let humidity = period.relativeHumidity?.value.map { min(max($0, 0), 100) / 100 }
                let condition = WeatherCondition(
                    nationalWeatherServiceForecast: period.shortForecast, icon: period.icon)
                return HourForecast(
                    date: start, temperature: temperature, condition: condition,
                    conditionDescription: period.shortForecast.flatMap(Self.nonEmpty),
                    isDaylight: period.isDaytime ?? !(period.icon.map(NationalWeatherService.iconIsNight) ?? false),
                    humidity: humidity, wind: wind(period, field: "hourly.wind.speed"), dewPoint: dewPoint,
                    precipitationChance: chance(period), icon: period.icon,
                    conditionCode: period.icon.flatMap { NationalWeatherService.iconCodes($0).first })
            }
            if leftOut > 0 {
                notes.append(
                    WeatherNote(
                        .leftOut, field: "hourly",
                        detail: "\(leftOut) hourly period(s) without a readable start time or temperature"))
            }
            return hours.sorted { $0.date < $1.date }
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

        /// One `DayForecast` per local day of the twelve-hour periods.
        mutating func days(_ forecast: ForecastResponse.Properties, hours: [HourForecast]) -> [DayForecast] {
            var periodsByDay: [Date: [(start: Date, period: Period)]] = [:]
            var leftOut = 0
            for period in forecast.periods {
                guard let start = LocalTime.instant(period.startTime) else {
                    leftOut += 1
                    continue
                }
                periodsByDay[timeZone.startOfDay(containing: start), default: []].append((start, period))
            }
            if leftOut > 0 {
                notes.append(
                    WeatherNote(.leftOut, field: "daily", detail: "\(leftOut) period(s) without a readable start time"))
            }
            let hoursByDay = Dictionary(grouping: hours) { timeZone.startOfDay(containing: $0.date) }
            return periodsByDay.keys.sorted().enumerated().compactMap { index, date in
                day(
                    date, index: index, periods: periodsByDay[date] ?? [], hours: hoursByDay[date] ?? [],
                    units: forecast.units)
            }
        }

        /// The day beginning at `date` from its periods: the daytime one, and the night that begins in its
        /// evening (or, for a day seen only after midnight, the night that ends in its morning).
        private mutating func day(
            _ date: Date, index: Int, periods: [(start: Date, period: Period)], hours: [HourForecast], units: String?
        ) -> DayForecast? {
            let noon = date.addingTimeInterval(12 * 3_600)
            let daytime = periods.first { $0.period.isDaytime == true }?.period
            let nights = periods.filter { $0.period.isDaytime != true }
            let night = (nights.first { $0.start >= noon } ?? nights.first)?.period
            let field = "daily[\(index)]"
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

        /// The actual alerts in effect, each with its CAP fields.
        mutating func alerts(_ collection: AlertCollection) -> [WeatherAlert] {
            var skipped: [String: Int] = [:]
            let alerts = collection.features.compactMap { feature -> WeatherAlert? in
                let alert = feature.properties
                if let status = alert.status, status != "Actual" {
                    skipped["status \(status)", default: 0] += 1
                    return nil
                }
                if alert.messageType == "Cancel" {
                    skipped["cancellations", default: 0] += 1
                    return nil
                }
                guard
                    let start = [alert.onset, alert.effective, alert.sent].lazy.compactMap({ $0 })
                        .compactMap(LocalTime.instant).first
                else {
                    skipped["no start time", default: 0] += 1
                    return nil
                }
                let end = [alert.ends, alert.expires].lazy.compactMap { $0 }.compactMap(LocalTime.instant).first
                if end == nil {
                    notes.append(
                        WeatherNote(
                            .missing, field: "alerts.end",
                            detail: "\(alert.event ?? "an alert") names no end; it stands until further notice"))
                }
                return WeatherAlert(
                    id: alert.id, sender: alert.senderName ?? alert.sender ?? NationalWeatherService.serviceName,
                    event: alert.event ?? alert.headline ?? "Alert", start: start, end: end ?? .distantFuture,
                    description: alert.description ?? alert.headline ?? "",
                    tags: [alert.category, alert.response].compactMap { $0.flatMap(Self.nonEmpty) },
                    severity: alert.severity, areas: alert.areaDesc,
                    instruction: alert.instruction.flatMap(Self.nonEmpty),
                    urgency: alert.urgency, certainty: alert.certainty)
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
