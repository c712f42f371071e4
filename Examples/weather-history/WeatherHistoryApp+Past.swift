import ExampleSupport
import Foundation
import WeatherModels
import WeatherProviders

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension WeatherHistoryApp {
    /// Shows the weather `city` had on the local day `dateText` (`yyyy-MM-dd`), from OpenWeather's timemachine
    /// or the Open-Meteo archive: the day's high, low, precipitation, sun and moon, and its hours.
    func past(_ city: String, on dateText: String) async throws {
        let place = try await resolve(city)
        // Without a zone from the geocoder, the day is taken in the zone estimated for the coordinate.
        let zone = place.timeZoneOrEstimate
        guard let noon = Self.noon(of: dateText, in: zone) else {
            throw ExampleFailure.usage(
                UsageError(key: "history.usage.date", "DATE", "2024-07-14"), tool: context.toolName,
                formatter: context.formatter)
        }
        let weather: Weather
        do {
            // OpenWeather answers one reading per call: its day is read every three hours.
            if let openWeather = client as? OpenWeatherClient {
                weather = try await openWeather.pastDay(at: place.coordinate, on: noon)
            } else {
                weather = try await client.pastWeather(at: place.coordinate, on: noon)
            }
        } catch let error as WeatherError where error.code == .outOfRange {
            throw ExampleFailure(
                context.formatter.reasonText(error) + " " + source.pastSpan(context.formatter))
        }
        let format = context.formatter
        let style = context.style
        let timeZone = weather.timeZone
        context.console.line(
            style.bold(format.place(place))
                + style.dim(" · \(dateText) · " + format.example("history.pastFrom", source.pastName(format))))
        if let day = weather.daily.first {
            var table = TextTable(columns: [.init(""), .init("")])
            table.append([format.example("support.label.conditions"), format.sky(day.condition)])
            table.append([format.example("support.label.high"), format.temperature(day.highTemperature)])
            table.append([format.example("support.label.low"), format.temperature(day.lowTemperature)])
            table.append([
                format.example("support.label.precipitation"),
                day.precipitationAmount.map { Self.precipitation($0, format) } ?? "–",
            ])
            table.append([
                format.example("support.label.sun"),
                format.example(
                    "history.sun", day.sunrise.map { format.time($0, in: timeZone) } ?? "–",
                    day.sunset.map { format.time($0, in: timeZone) } ?? "–"),
            ])
            if let phase = day.namedMoonPhase {
                table.append([format.example("support.label.moon"), format.moonPhase(phase)])
            }
            context.console.lines(table.render().map { "  " + $0 })
            // Say which of the day's numbers were worked out from the readings, or are missing.
            let summed = ["highTemperature", "lowTemperature", "precipitationAmount"]
            for note in weather.notes where summed.contains(where: { note.field.hasSuffix("]." + $0) }) {
                let name = note.field.split(separator: ".").last.map(String.init) ?? note.field
                context.console.line(style.dim("  \(Self.label(name, format)): \(note.detail)"))
            }
        }
        let hours = weather.hourly
        guard !hours.isEmpty else {
            context.console.line("  " + format.example("history.noHours"))
            return
        }
        context.console.line(
            "  Hours " + Sparkline.line(hours.map { format.degreesValue($0.temperature) })
                + style.dim(
                    "  \(format.time(hours[0].date, in: timeZone)) → \(format.time(hours[hours.count - 1].date, in: timeZone))"
                ))
        var table = TextTable(columns: [
            format.column(.time), format.column(.temperature, .right), format.column(.sky),
            format.column(.wind, .right),
        ])
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        for hour in hours where calendar.component(.hour, from: hour.date) % 3 == 0 || hours.count <= 8 {
            table.append([
                format.time(hour.date, in: timeZone), format.temperature(hour.temperature),
                format.sky(hour.condition, isDaylight: hour.isDaylight),
                format.wind(hour.wind),
            ])
        }
        context.console.lines(table.render(header: style.dim).map { "  " + $0 })
    }

    /// The label of a day's field in the table above, in `format`'s language: `highTemperature` is `High`.
    static func label(_ field: String, _ format: WeatherFormatter) -> String {
        switch field {
        case "highTemperature": format.example("support.label.high")
        case "lowTemperature": format.example("support.label.low")
        case "precipitationAmount": format.example("support.label.precipitation")
        default: field
        }
    }

    /// An amount of precipitation in the display units: millimetres, or inches for imperial.
    static func precipitation(_ amount: Measurement<UnitLength>, _ format: WeatherFormatter) -> String {
        format.precipitation(amount)
    }

    /// Noon of the day `text` (`yyyy-MM-dd`) in `zone`, or `nil` when it is not such a day.
    static func noon(of text: String, in zone: TimeZone) -> Date? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 3, text.count == 10, let year = parts[0], let month = parts[1], let day = parts[2] else {
            return nil
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let components = DateComponents(year: year, month: month, day: day, hour: 12)
        guard let date = calendar.date(from: components),
            calendar.dateComponents([.year, .month, .day], from: date)
                == DateComponents(year: year, month: month, day: day)
        else { return nil }
        return date
    }
}
