import ExampleSupport
import Foundation
import WeatherModels

/// The tracker's screen: the selected city and its current conditions, one labelled row each.
struct CurrentConditionsView {
    let place: Place
    let weather: Weather
    let context: ExampleContext

    var lines: [String] {
        let style = context.style
        let format = context.formatter
        var lines = [style.bold(format.place(place))]
        guard let current = weather.current else {
            return lines + ["  " + format.example("tracker.noCurrent")]
        }
        let condition =
            current.conditionDescription.isEmpty ? current.condition.description : current.conditionDescription
        var table = TextTable(columns: [.init(""), .init("")])
        table.append([
            format.example("support.label.temperature"),
            style.bold(
                style.temperature(
                    format.temperature(current.temperature), celsius: current.temperature.converted(to: .celsius).value)
            ),
        ])
        table.append([format.example("support.label.condition"), condition])
        table.append([format.example("support.label.icon"), current.icon ?? WeatherFormatter.unknown])
        table.append([format.example("support.label.humidity"), format.percent(current.humidity)])
        table.append([format.example("support.label.uvIndex"), format.uvIndex(current.uvIndex)])
        table.append([format.example("support.label.feelsLike"), format.temperature(current.apparentTemperature)])
        table.append([format.example("support.label.wind"), format.wind(current.wind)])
        let zone = format.zone(weather.timeZone, estimated: weather.isTimeZoneEstimated)
        table.append([
            format.example("support.label.updated"),
            "\(format.weekdayAndTime(current.date, in: weather.timeZone)) (\(zone))",
        ])
        lines += table.render().map { "  " + $0 }
        return lines
    }
}
