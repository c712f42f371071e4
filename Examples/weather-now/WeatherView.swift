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
    let place: Place
    let formatter: WeatherFormatter
    let style: TerminalStyle
    let width: Int

    func render(at now: Date) -> [String] {
        var lines = [style.bold(formatter.place(place))]
        lines += currentBlock(at: now)
        lines += [""] + hourly(from: now)
        lines += [""] + daily(from: now)
        lines += [""] + sources()
        return lines
    }

    /// One line per source with its attribution; with several, each names the data sets it gave.
    func sources() -> [String] {
        let sources = weather.allSources
        return sources.map { source in
            let text = source.attribution ?? source.provider.description
            guard sources.count > 1 else { return style.dim(text) }
            let sets = [WeatherDataSet.current, .hourly, .daily, .alerts].filter { weather.source(of: $0) == source }
            return style.dim(sets.map(\.name).joined(separator: ", ") + ": " + text)
        }
    }

    /// Temperature, feels like, clouds and condition; today's high and low; alerts.
    func currentBlock(at now: Date) -> [String] {
        guard let current = weather.current else { return ["No current conditions were reported."] }
        let zone = weather.timeZone
        var lines = [
            style.dim(
                "Now, \(formatter.weekdayAndTime(current.date, in: zone)) "
                    + "(\(formatter.zone(zone, estimated: weather.isTimeZoneEstimated)))"),
            "  "
                + style.bold(
                    style.temperature(
                        formatter.temperature(current.temperature),
                        celsius: current.temperature.converted(to: .celsius).value))
                + "  \(current.conditionDescription.isEmpty ? current.condition.description : current.conditionDescription)",
        ]
        var details = [
            "Feels like \(formatter.temperature(current.apparentTemperature))",
            "Clouds \(formatter.percent(current.cloudCover))",
            "Humidity \(formatter.percent(current.humidity))",
            "Wind \(formatter.wind(current.wind))",
        ]
        if let range = weather.todayHighLow(at: now) {
            details.append("H \(formatter.temperature(range.high))  L \(formatter.temperature(range.low))")
        }
        lines.append("  " + details.joined(separator: " · "))
        if let air = airQuality ?? current.airQuality, let index = air.usAQI {
            lines.append("  Air: US AQI \(index.value), \(index.category) (mostly \(index.dominantPollutant))")
        }
        if let sky = skyLine(at: now) {
            lines.append("  " + sky)
        }
        for alert in weather.alerts {
            lines.append("  " + style.yellow("⚠ \(alert.event)"))
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
            parts.append(weather.current?.isDaylight == true ? "Sun up all day" : "Sun down all day")
        case (let rise, let set):
            parts.append(
                "Sunrise \(rise.map { formatter.time($0, in: zone) } ?? "–") · Sunset \(set.map { formatter.time($0, in: zone) } ?? "–")"
            )
        }
        if let phase = today.namedMoonPhase, let fraction = today.moonPhase {
            let lit = Int(((1 - cos(fraction * 2 * .pi)) / 2 * 100).rounded())
            var moon = "Moon: \(phase.description.lowercased()), \(lit) % lit"
            if let rise = today.moonrise { moon += ", rises \(formatter.time(rise, in: zone))" }
            if let set = today.moonset { moon += ", sets \(formatter.time(set, in: zone))" }
            parts.append(moon)
        }
        return parts.joined(separator: " · ")
    }

    /// One row per hour from now to the end of tomorrow, with a sparkline of the temperatures.
    func hourly(from now: Date) -> [String] {
        let hours = weather.hours(from: now)
        guard !hours.isEmpty else { return [style.bold("Hourly"), "No hourly forecast was reported."] }
        let zone = weather.timeZone
        let temperatures = hours.map { formatter.degrees($0.temperature) }
        let scale = (temperatures.min() ?? 0)...(temperatures.max() ?? 0)
        var table = TextTable(columns: [
            .init("Time"), .init("Temp", alignment: .right), .init(""), .init("Wind"),
            .init("Pressure", alignment: .right), .init("Humidity", alignment: .right),
            .init("Clouds", alignment: .right), .init("Sky"),
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
                hour.conditionDescription,
            ])
        }
        let spark = Sparkline.line(temperatures)
        return [
            style.bold("Hourly, to the end of tomorrow") + "  "
                + style.dim(
                    "\(formatter.temperature(hours.map(\.temperature).min()))…"
                        + "\(formatter.temperature(hours.map(\.temperature).max()))"),
            "  " + String(spark.prefix(max(8, width - 2))),
        ] + table.render(header: style.dim).map { "  " + $0 }
    }

    /// One row per day for seven days, with the day's range against the week's.
    func daily(from now: Date) -> [String] {
        let days = weather.days(from: now, count: 7)
        guard !days.isEmpty else { return [style.bold("7 days"), "No daily forecast was reported."] }
        let zone = weather.timeZone
        let lows = days.map { formatter.degrees($0.lowTemperature) }
        let highs = days.map { formatter.degrees($0.highTemperature) }
        let week = (lows.min() ?? 0)...(highs.max() ?? 0)
        var table = TextTable(columns: [
            .init("Date"), .init("Day"), .init("Sky"), .init("Day", alignment: .right),
            .init("Night", alignment: .right), .init("Low", alignment: .right), .init(""),
            .init("High", alignment: .right),
        ])
        for (index, day) in days.enumerated() {
            table.append([
                formatter.dayAndMonth(day.date, in: zone),
                formatter.weekday(of: day, in: zone),
                day.conditionDescription,
                formatter.temperature(day.dayTemperature ?? day.highTemperature),
                formatter.temperature(day.nightTemperature ?? day.lowTemperature),
                style.temperature(formatter.temperature(day.lowTemperature), celsius: celsius(day.lowTemperature)),
                Sparkline.rangeBar(low: lows[index], high: highs[index], within: week, width: 12),
                style.temperature(formatter.temperature(day.highTemperature), celsius: celsius(day.highTemperature)),
            ])
        }
        // A source that sends fewer days (WeatherAPI.com's free plan: 3) gets a title that says so.
        return [style.bold("\(days.count) days")] + table.render(header: style.dim).map { "  " + $0 }
    }

    private func celsius(_ temperature: Measurement<UnitTemperature>) -> Double {
        temperature.converted(to: .celsius).value
    }
}
