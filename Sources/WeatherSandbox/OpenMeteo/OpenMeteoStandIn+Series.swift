import Foundation
import WeatherModels
import WeatherNetworking

extension OpenMeteoStandIn {
    /// Builds the `current`, `minutely_15`, `hourly` and `daily` blocks of one forecast request.
    struct Series {
        var context: SandboxContext
        var coordinate: Coordinate
        var zone: SandboxZone
        var units: OpenMeteoVariable.Units
        var unixTime: Bool
        var firstDay: Int
        var dayCount: Int

        /// The one offset every time is written in, as Open-Meteo writes them: the zone's at the moment of
        /// the request, for the whole series.
        var fixedOffset: Int?

        /// The offset the series is written and its days are cut in.
        var offset: Int { fixedOffset ?? zone.offset(at: context.now) }

        /// Where day `dayNumber` (days since 1970-01-01) begins: midnight in ``offset``, as Open-Meteo cuts its
        /// days, which after a daylight-saving change is 23:00 or 01:00 on the zone's clocks.
        func dayStart(_ dayNumber: Int) -> Int {
            dayNumber * 86_400 - offset
        }

        func time(_ seconds: Int) -> JSONValue {
            guard !unixTime else { return .integer(seconds) }
            let offset = fixedOffset ?? zone.offset(at: seconds)
            return .string(CivilTime(seconds: seconds, offset: offset).minuteText(separator: "T"))
        }

        func unknown(_ name: String, key: String) -> HTTPResponse {
            let kind = key == "daily" ? "DailyVariable" : "SurfaceVariableOrSecondaryVariable"
            return OpenMeteoStandIn.error(
                400, "Cannot initialize \(kind) from invalid String value \(name) for key \(key)")
        }

        func current(_ names: [String]) -> Result<[(String, JSONValue)], SandboxRejection> {
            let time = context.now / 900 * 900
            let sample = context.generator.sample(at: coordinate, time: time)
            var unitMembers: [(String, JSONValue)] = [
                ("time", unixTime ? "unixtime" : "iso8601"), ("interval", "seconds"),
            ]
            var valueMembers: [(String, JSONValue)] = [("time", self.time(time)), ("interval", 900)]
            for name in names {
                guard let variable = OpenMeteoVariable.sampled(name) else {
                    return .failure(SandboxRejection(unknown(name, key: "current")))
                }
                unitMembers.append((name, .string(variable.unit(units))))
                valueMembers.append((name, Self.number(variable.value(sample, units), places: variable.places)))
            }
            return .success([("current_units", .members(unitMembers)), ("current", .members(valueMembers))])
        }

        func sampled(_ names: [String], key: String, step: Int) -> Result<[(String, JSONValue)], SandboxRejection> {
            var variables: [(String, OpenMeteoVariable)] = []
            for name in names {
                guard let variable = OpenMeteoVariable.sampled(name) else {
                    return .failure(SandboxRejection(unknown(name, key: key)))
                }
                variables.append((name, variable))
            }
            let start = dayStart(firstDay)
            let count = dayCount * 86_400 / step
            let sampler =
                key == "hourly"
                ? context.forecastSampler(
                    at: coordinate, skill: context.forecastSkills[OpenMeteoStandIn.service], service: 2)
                : context.generator.sampler(at: coordinate)
            let samples = (0..<count).map { sampler.sample(time: start + $0 * step) }
            var unitMembers: [(String, JSONValue)] = [("time", unixTime ? "unixtime" : "iso8601")]
            var valueMembers: [(String, JSONValue)] = [("time", .array(samples.map { time($0.time) }))]
            for (name, variable) in variables {
                unitMembers.append((name, .string(variable.unit(units))))
                let values = samples.map { Self.number(variable.value($0, units), places: variable.places) }
                valueMembers.append((name, .array(values)))
            }
            return .success([(key + "_units", .members(unitMembers)), (key, .members(valueMembers))])
        }

        func daily(_ names: [String]) -> Result<[(String, JSONValue)], SandboxRejection> {
            var variables: [(String, OpenMeteoDailyVariable)] = []
            for name in names {
                guard let variable = OpenMeteoDailyVariable.named(name) else {
                    return .failure(SandboxRejection(unknown(name, key: "daily")))
                }
                variables.append((name, variable))
            }
            let days = (0..<dayCount).map {
                context.generator.day(at: coordinate, start: dayStart(firstDay + $0), zone: zone, dateOffset: offset)
            }
            let dates = days.map { day -> JSONValue in unixTime ? .integer(day.start) : .string(day.date.dateText) }
            var unitMembers: [(String, JSONValue)] = [("time", unixTime ? "unixtime" : "iso8601")]
            var valueMembers: [(String, JSONValue)] = [("time", .array(dates))]
            for (name, variable) in variables {
                let unit = variable.time != nil ? (unixTime ? "unixtime" : "iso8601") : variable.unit(units)
                unitMembers.append((name, .string(unit)))
                let values = days.map { day -> JSONValue in
                    if let time = variable.time { return self.time(time(day)) }
                    return Self.number(variable.value?(day, units) ?? 0, places: variable.places)
                }
                valueMembers.append((name, .array(values)))
            }
            return .success([("daily_units", .members(unitMembers)), ("daily", .members(valueMembers))])
        }

        /// Whole numbers as integers (`0`, `18`), others rounded, as Open-Meteo writes them.
        static func number(_ value: Double, places: Int) -> JSONValue {
            let rounded = value.rounded(toPlaces: places)
            return rounded == rounded.rounded() && abs(rounded) < 1e9 ? .integer(Int(rounded)) : .number(rounded)
        }
    }
}
