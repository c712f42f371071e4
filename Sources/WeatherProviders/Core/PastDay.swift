import Foundation

/// What the past-weather calls of the services that answer whole days share: the local day to ask for,
/// and the reading of that day that stands for `current`.
enum PastDay {
    /// The place's calendar date of `date` (`yyyy-MM-dd`), in the zone `TimeZoneEstimate` finds at
    /// `coordinate`: the services name the place's zone only in their answer.
    static func localDate(of date: Date, at coordinate: Coordinate) -> String {
        let zone = TimeZoneEstimate(at: coordinate).timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        func pad(_ value: Int?, _ width: Int) -> String {
            let text = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(pad(parts.year, 4))-\(pad(parts.month, 2))-\(pad(parts.day, 2))"
    }

    /// `weather` with `current` set to its hour nearest `date` (noted as derived), when it has hours and
    /// no current conditions.
    static func withCurrentReading(_ weather: Weather, nearest date: Date, service: String) -> Weather {
        guard weather.current == nil,
            let hour = weather.hourly.min(by: {
                abs($0.date.timeIntervalSince(date)) < abs($1.date.timeIntervalSince(date))
            })
        else { return weather }
        var weather = weather
        let resolved = WeatherDerivation.currentConditions(
            temperature: hour.temperature, apparentTemperature: hour.apparentTemperature, humidity: hour.humidity,
            dewPoint: hour.dewPoint, windSpeed: hour.wind?.speed)
        weather.current = CurrentWeather(
            date: hour.date, temperature: hour.temperature, apparentTemperature: resolved.apparentTemperature,
            humidity: resolved.humidity, condition: hour.condition, conditionDescription: hour.conditionDescription,
            isDaylight: hour.isDaylight, pressure: hour.pressure, wind: hour.wind, uvIndex: hour.uvIndex,
            cloudCover: hour.cloudCover, visibility: hour.visibility, dewPoint: hour.dewPoint, icon: hour.icon,
            conditionCode: hour.conditionCode)
        weather.notes.append(
            WeatherNote(
                .derived, field: "current",
                detail: "the hour of \(service)'s history nearest the instant asked for"))
        weather.notes += resolved.notes
        return weather
    }
}
