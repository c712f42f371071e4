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
            return lines + ["  No current conditions were reported."]
        }
        let condition =
            current.conditionDescription.isEmpty ? current.condition.description : current.conditionDescription
        var table = TextTable(columns: [.init(""), .init("")])
        table.append([
            "Temperature",
            style.bold(
                style.temperature(
                    format.temperature(current.temperature), celsius: current.temperature.converted(to: .celsius).value)
            ),
        ])
        table.append(["Condition", condition])
        table.append(["Icon", current.icon ?? WeatherFormatter.unknown])
        table.append(["Humidity", format.percent(current.humidity)])
        table.append(["UV index", format.uvIndex(current.uvIndex)])
        table.append(["Feels like", format.temperature(current.apparentTemperature)])
        table.append(["Wind", format.wind(current.wind)])
        let zone = format.zone(weather.timeZone, estimated: weather.isTimeZoneEstimated)
        table.append(["Updated", "\(format.weekdayAndTime(current.date, in: weather.timeZone)) (\(zone))"])
        lines += table.render().map { "  " + $0 }
        return lines
    }
}
