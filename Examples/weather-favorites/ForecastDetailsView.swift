import ExampleSupport
import Foundation
import WeatherModels

/// The details screen of a favorite: the weather now, the hours to the end of tomorrow (a
/// sparkline of every hour and a row every three hours), and 7 days with their range bars.
/// Times are in the place's time zone, from WeatherModels' `hours(from:)` and `days(from:count:)`.
struct ForecastDetailsView {
    let place: Place
    let weather: Weather
    let context: ExampleContext

    func lines(at now: Date) -> [String] {
        let style = context.style
        let format = context.formatter
        let zone = weather.timeZone
        var lines = [
            style.bold(format.place(place))
                + style.dim("  (\(format.zone(zone, estimated: weather.isTimeZoneEstimated)))")
        ]
        if let current = weather.current {
            let celsius = current.temperature.converted(to: .celsius).value
            let condition =
                format.condition(current.condition)
            let temperature = style.bold(
                style.temperature(format.temperature(current.temperature), celsius: celsius))
            lines.append(
                "  "
                    + format.example(
                        "favorites.details.now", temperature, condition,
                        format.temperature(current.apparentTemperature), format.percent(current.humidity),
                        format.wind(current.wind)))
        }
        lines += [""] + hourly(from: now)
        lines += [""] + daily(from: now)
        return lines
    }

    /// A sparkline of every hour to the end of tomorrow, then one row every three hours.
    func hourly(from now: Date) -> [String] {
        let style = context.style
        let format = context.formatter
        let hours = weather.hours(from: now)
        guard !hours.isEmpty else {
            return [style.bold(format.example("now.hourly")), "  " + format.example("now.noHourly")]
        }
        let zone = weather.timeZone
        // The sparkline has every hour; the table a row every three hours, and its title says so.
        var lines = [
            style.bold(format.example("now.hourly")) + style.dim(" · " + format.example("favorites.details.hourly"))
        ]
        lines.append("  " + Sparkline.line(hours.map { format.degreesValue($0.temperature) }))
        var table = TextTable(columns: [
            format.column(.time), format.column(.temperature, .right), format.column(.sky),
            format.column(.rain, .right),
            format.column(.wind, .right),
        ])
        for hour in hours.enumerated().filter({ $0.offset % 3 == 0 }).map(\.element) {
            table.append([
                format.weekdayAndTime(hour.date, in: zone),
                format.temperature(hour.temperature),
                format.sky(hour.condition, isDaylight: hour.isDaylight),
                format.percent(hour.precipitationChance),
                format.wind(hour.wind),
            ])
        }
        return lines + table.render(header: style.dim).map { "  " + $0 }
    }

    /// Seven days: weekday, low, a bar of the day's range within the week's, high, conditions.
    func daily(from now: Date) -> [String] {
        let style = context.style
        let format = context.formatter
        let days = weather.days(from: now, count: 7)
        guard !days.isEmpty else {
            return [style.bold(format.example("now.days", count: 7)), "  " + format.example("now.noDaily")]
        }
        let zone = weather.timeZone
        let lows = days.map { format.degreesValue($0.lowTemperature) }
        let highs = days.map { format.degreesValue($0.highTemperature) }
        let week = (lows.min() ?? 0)...(highs.max() ?? 0)
        var table = TextTable(columns: [
            format.column(.weekday), format.column(.date), format.column(.low, .right), format.column(.range),
            format.column(.high),
            format.column(.sky),
        ])
        for (index, day) in days.enumerated() {
            table.append([
                format.weekday(of: day, in: zone),
                format.dayAndMonth(day.date, in: zone),
                format.temperature(day.lowTemperature),
                Sparkline.rangeBar(low: lows[index], high: highs[index], within: week, width: 16),
                format.temperature(day.highTemperature),
                format.sky(day.condition),
            ])
        }
        return [style.bold(format.example("now.days", count: 7))] + table.render(header: style.dim).map { "  " + $0 }
    }
}
