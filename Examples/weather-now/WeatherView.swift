import ExampleSupport
import Foundation
import WeatherModels

/// The app's main screen as lines of text: the place and current conditions, every hour to the
/// end of tomorrow, and the next seven days. All times are in the place's time zone; the hours
/// and days come from WeatherModels' views (`hours(from:)`, `days(from:count:)`).
struct WeatherView {
    let weather: Weather
    /// The air at the place, when a source measured it.
    var airQuality: AirQuality? = nil
    /// Today's pollen at the place, when it could be had.
    var pollen: Pollen? = nil
    /// Today's forecast against the place's climate normals, when they could be had.
    var againstNormal: NormalComparison? = nil
    let place: Place
    let formatter: WeatherFormatter
    let style: TerminalStyle
    let width: Int

    func render(at now: Date) -> [String] {
        var lines = [style.bold(formatter.place(place))]
        lines += currentBlock(at: now)
        lines += insight(at: now)
        lines += [""] + hourly(from: now)
        lines += [""] + daily(from: now)
        lines += [""] + sources()
        return lines
    }

    /// One line per source with its attribution (or, for the sandbox's generated data, that it is generated and
    /// which service it stands in for); with several, each names the data sets it gave.
    func sources() -> [String] {
        let sources = weather.allSources
        return sources.map { source in
            // Attribution belongs to the service whose data is shown: generated data credits no one.
            let text =
                source.isSandbox
                ? formatter.example("sources.sandbox", source.displayName)
                : source.attribution ?? source.displayName
            guard sources.count > 1 else { return style.dim(text) }
            let sets = [WeatherDataSet.current, .hourly, .daily, .alerts].filter { weather.source(of: $0) == source }
            let names = sets.map { formatter.example("dataSet.\($0.name)") }.joined(separator: ", ")
            return style.dim(formatter.example("sources.line", names, text))
        }
    }

    /// Temperature, feels like, clouds and condition; today's high and low; alerts.
    func currentBlock(at now: Date) -> [String] {
        guard let current = weather.current else { return [formatter.text("error.detail.noCurrentConditions")] }
        let zone = weather.timeZone
        var lines = [
            style.dim(
                formatter.example(
                    "now.heading", formatter.weekdayAndTime(current.date, in: zone),
                    formatter.zone(zone, estimated: weather.isTimeZoneEstimated))),
            "  "
                + style.bold(
                    style.temperature(
                        formatter.temperature(current.temperature),
                        celsius: current.temperature.converted(to: .celsius).value))
                + "  \(formatter.condition(current.condition))",
        ]
        var details = [
            formatter.example("now.feelsLike", formatter.temperature(current.apparentTemperature)),
            formatter.example("now.clouds", formatter.percent(current.cloudCover)),
            formatter.example("now.humidity", formatter.percent(current.humidity)),
            formatter.example("now.wind", formatter.wind(current.wind)),
        ]
        if let range = weather.todayHighLow(at: now) {
            details.append(
                formatter.example("now.highLow", formatter.temperature(range.high), formatter.temperature(range.low)))
        }
        lines.append("  " + details.joined(separator: formatter.example("now.separator")))
        if let air = airQuality ?? current.airQuality, let index = air.usAQI {
            lines.append(
                "  "
                    + formatter.example(
                        "now.air", formatter.number(Double(index.value)), formatter.airQuality(index.category),
                        formatter.pollutant(index.dominantPollutant)))
        }
        if let sky = skyLine(at: now) {
            lines.append("  " + sky)
        }
        for alert in weather.alerts {
            lines.append("  " + style.yellow("⚠ \(alert.event)"))
        }
        return lines
    }

    /// What the forecast means beyond its numbers: the next hour's precipitation in words (when the source gives
    /// minutes), today in parts, today against the normals, the pollen, and the significant changes of the coming
    /// days.
    func insight(at now: Date) -> [String] {
        let zone = weather.timeZone
        var lines: [String] = []
        if let next = weather.nextHourPrecipitation(at: now) {
            lines.append("  " + formatter.nextHour(next, in: zone))
        }
        let parts = weather.dayParts(on: now).filter { $0.end > now }
        if !parts.isEmpty {
            let items = parts.map { part in
                var item = formatter.example(
                    "now.dayPart", formatter.dayPart(part.part), formatter.degrees(part.lowTemperature),
                    formatter.degrees(part.highTemperature), part.condition.emoji(isDaylight: part.part != .overnight))
                if let chance = part.precipitationChance, chance >= 0.3 {
                    item += " " + formatter.percent(chance)
                }
                return item
            }
            lines.append(
                "  " + formatter.example("now.today", items.joined(separator: formatter.example("now.separator"))))
        }
        if let againstNormal {
            lines.append("  " + formatter.normalComparison(againstNormal, in: zone))
        }
        if let pollen {
            lines.append("  " + formatter.pollen(pollen))
        }
        let changes = weather.significantChanges().filter { $0.day > now }.prefix(3)
        if !changes.isEmpty {
            let sentences = changes.map { formatter.change($0, in: zone, now: now) }
            lines.append("  " + formatter.example("now.changes", sentences.joined(separator: "; ")))
        }
        return lines
    }

    /// Today's sunrise and sunset (or polar day or night) and the moon: its phase and when it rises and sets.
    func skyLine(at now: Date) -> String? {
        let zone = weather.timeZone
        guard let today = weather.days(from: now, count: 1).first else { return nil }
        var parts: [String] = []
        switch (today.sunrise, today.sunset) {
        case (nil, nil):
            // A polar day or night: the sun is up now or not.
            parts.append(
                formatter.example(weather.current?.isDaylight == true ? "now.sunUpAllDay" : "now.sunDownAllDay"))
        case (let rise, let set):
            parts.append(
                formatter.example(
                    "now.sunriseSunset", rise.map { formatter.time($0, in: zone) } ?? WeatherFormatter.unknown,
                    set.map { formatter.time($0, in: zone) } ?? WeatherFormatter.unknown))
        }
        if let phase = today.namedMoonPhase, let fraction = today.moonPhase {
            let lit = Int(((1 - cos(fraction * 2 * .pi)) / 2 * 100).rounded())
            var moon = [formatter.example("now.moon", formatter.moonPhase(phase), formatter.percent(Double(lit) / 100))]
            if let rise = today.moonrise {
                moon.append(formatter.example("now.moonRises", formatter.time(rise, in: zone)))
            }
            if let set = today.moonset { moon.append(formatter.example("now.moonSets", formatter.time(set, in: zone))) }
            parts.append(moon.joined(separator: ", "))
        }
        return parts.joined(separator: formatter.example("now.separator"))
    }

    /// One row per hour from now to the end of tomorrow, with a sparkline of the temperatures.
    func hourly(from now: Date) -> [String] {
        let hours = weather.hours(from: now)
        guard !hours.isEmpty else {
            return [style.bold(formatter.example("now.hourly")), formatter.example("now.noHourly")]
        }
        let zone = weather.timeZone
        let temperatures = hours.map { formatter.degreesValue($0.temperature) }
        let scale = (temperatures.min() ?? 0)...(temperatures.max() ?? 0)
        var table = TextTable(columns: [
            .init(formatter.example("column.time")), .init(formatter.example("column.temperature"), alignment: .right),
            .init(""), .init(formatter.example("column.wind")),
            .init(formatter.example("column.pressure"), alignment: .right),
            .init(formatter.example("column.humidity"), alignment: .right),
            .init(formatter.example("column.clouds"), alignment: .right), .init(formatter.example("column.sky")),
        ])
        for (hour, degrees) in zip(hours, temperatures) {
            table.append([
                formatter.weekdayAndTime(hour.date, in: zone),
                style.temperature(formatter.temperature(hour.temperature), celsius: celsius(hour.temperature)),
                String(Sparkline.level(of: degrees, within: scale)),
                formatter.wind(hour.wind),
                formatter.pressure(hour.pressure),
                formatter.percent(hour.humidity),
                formatter.percent(hour.cloudCover),
                formatter.sky(hour.condition, isDaylight: hour.isDaylight),
            ])
        }
        let spark = Sparkline.line(temperatures)
        return [
            style.bold(formatter.example("now.hourlyTitle")) + "  "
                + style.dim(
                    "\(formatter.temperature(hours.map(\.temperature).min()))…"
                        + "\(formatter.temperature(hours.map(\.temperature).max()))"),
            "  " + String(spark.prefix(max(8, width - 2))),
        ] + table.render(header: style.dim).map { "  " + $0 }
    }

    /// One row per day for seven days, with the day's range against the week's.
    func daily(from now: Date) -> [String] {
        let days = weather.days(from: now, count: 7)
        guard !days.isEmpty else {
            return [style.bold(formatter.example("now.days", count: 7)), formatter.example("now.noDaily")]
        }
        let zone = weather.timeZone
        let lows = days.map { formatter.degreesValue($0.lowTemperature) }
        let highs = days.map { formatter.degreesValue($0.highTemperature) }
        let week = (lows.min() ?? 0)...(highs.max() ?? 0)
        var table = TextTable(columns: [
            .init(formatter.example("column.date")), .init(formatter.example("column.weekday")),
            .init(formatter.example("column.sky")),
            .init(formatter.example("column.dayTemperature"), alignment: .right),
            .init(formatter.example("column.night"), alignment: .right),
            .init(formatter.example("column.low"), alignment: .right), .init(""),
            .init(formatter.example("column.high"), alignment: .right),
        ])
        for (index, day) in days.enumerated() {
            table.append([
                formatter.dayAndMonth(day.date, in: zone),
                formatter.weekday(of: day, in: zone),
                formatter.sky(day.condition),
                formatter.temperature(day.dayTemperature ?? day.highTemperature),
                formatter.temperature(day.nightTemperature ?? day.lowTemperature),
                style.temperature(formatter.temperature(day.lowTemperature), celsius: celsius(day.lowTemperature)),
                Sparkline.rangeBar(low: lows[index], high: highs[index], within: week, width: 12),
                style.temperature(formatter.temperature(day.highTemperature), celsius: celsius(day.highTemperature)),
            ])
        }
        // A source that sends fewer days (WeatherAPI.com's free plan: 3) gets a title that says so.
        return [style.bold(formatter.example("now.days", count: days.count))]
            + table.render(header: style.dim).map { "  " + $0 }
    }

    private func celsius(_ temperature: Measurement<UnitTemperature>) -> Double {
        temperature.converted(to: .celsius).value
    }
}
