import Foundation
import WeatherModels
import WeatherNetworking

extension OpenMeteoStandIn {
    /// The daily variables a long archive span can have.
    static let longRangeVariables: Set<String> = [
        "temperature_2m_max", "temperature_2m_min", "temperature_2m_mean", "precipitation_sum",
    ]

    /// An archive answer over more than a year: daily temperatures and precipitation only, drawn from the place's
    /// climate (``SandboxClimateSeries``) rather than hour by hour, so 30 years cost milliseconds and their normals
    /// are the sandbox's own normals for the place.
    ///
    /// As the real service does, a request weighing more than 5 000 calls (variables/10 × days/14) is refused
    /// with its "requests too much data" reason.
    static func longRange(
        _ context: SandboxContext, coordinate: Coordinate, zone: SandboxZone, firstDay: Int, dayCount: Int
    ) -> HTTPResponse {
        let request = context.request
        guard ["current", "hourly", "minutely_15"].allSatisfy({ (request.value($0) ?? "").isEmpty }),
            let list = request.value("daily"), !list.isEmpty
        else {
            return OpenMeteoStandIn.error(
                400, "The sandbox's archive gives more than a year of daily temperatures and precipitation only.")
        }
        let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if let unknown = names.first(where: { !longRangeVariables.contains($0) }) {
            return OpenMeteoStandIn.error(
                400, "Cannot initialize DailyVariable from invalid String value \(unknown) for key daily")
        }
        let weight = max(1, Double(names.count) / 10 * Double(dayCount) / 14)
        guard weight <= 5000 else {
            return OpenMeteoStandIn.error(
                400,
                "Your API call requests too much data. Please reduce the number of variables, locations and/or "
                    + "weather models.")
        }
        var units = OpenMeteoVariable.Units()
        units.fahrenheit = request.value("temperature_unit") == "fahrenheit"
        units.inches = request.value("precipitation_unit") == "inch"
        let offset = zone.offset(at: context.now)
        let climate = SandboxClimateSeries(
            climate: context.generator.sampler(at: coordinate).climate, seed: context.generator.seed,
            coordinate: coordinate)
        let days = (0..<dayCount).map { climate.day(firstDay + $0, offset: offset) }
        let unixTime = request.value("timeformat") == "unixtime"
        var unitMembers: [(String, JSONValue)] = [("time", unixTime ? "unixtime" : "iso8601")]
        var valueMembers: [(String, JSONValue)] = [
            (
                "time",
                .array(
                    (0..<dayCount).map { index -> JSONValue in
                        let day = firstDay + index
                        return unixTime
                            ? .integer(day * 86_400 - offset) : .string(CivilTime(seconds: day * 86_400).dateText)
                    })
            )
        ]
        for name in names {
            let isPrecipitation = name == "precipitation_sum"
            unitMembers.append(
                (name, .string(isPrecipitation ? (units.inches ? "inch" : "mm") : (units.fahrenheit ? "°F" : "°C"))))
            let values = days.map { day -> JSONValue in
                switch name {
                case "temperature_2m_max": Series.number(units.temperature(day.high), places: 1)
                case "temperature_2m_min": Series.number(units.temperature(day.low), places: 1)
                case "temperature_2m_mean": Series.number(units.temperature((day.high + day.low) / 2), places: 1)
                default: Series.number(units.precipitation(day.precipitation), places: 2)
                }
            }
            valueMembers.append((name, .array(values)))
        }
        return .json(
            .members([
                ("latitude", .number(coordinate.latitude, places: 2)),
                ("longitude", .number(coordinate.longitude, places: 2)),
                ("generationtime_ms", .number(20 + Double(dayCount) / 100, places: 3)),
                ("utc_offset_seconds", .integer(offset)),
                ("timezone", .string(zone.identifier)),
                ("timezone_abbreviation", .string(zone.abbreviation(at: context.now))),
                ("elevation", .number(context.generator.elevation(at: coordinate))),
                ("daily_units", .members(unitMembers)),
                ("daily", .members(valueMembers)),
            ]))
    }
}
