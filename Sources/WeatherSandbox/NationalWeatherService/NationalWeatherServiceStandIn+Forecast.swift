import Foundation
import WeatherModels
import WeatherNetworking

extension NationalWeatherServiceStandIn {
    /// `GET /gridpoints/{office}/{x},{y}/forecast`: fourteen twelve-hour periods, day (6:00 to 18:00) and
    /// night, from the current one.
    @Sendable static func forecast(_ context: SandboxContext) -> HTTPResponse {
        gridForecast(context, hourly: false)
    }

    /// `GET /gridpoints/{office}/{x},{y}/forecast/hourly`: 156 hours from the current one.
    @Sendable static func hourlyForecast(_ context: SandboxContext) -> HTTPResponse {
        gridForecast(context, hourly: true)
    }

    /// The forecast of the cell the path names, or the service's problem for a cell it does not know.
    static func gridForecast(_ context: SandboxContext, hourly: Bool) -> HTTPResponse {
        let request = context.request
        if let refusal = refusal(request) { return refusal }
        let components = request.pathComponents
        let tail = hourly ? 4 : 3
        guard components.count >= tail, let office = office(id: components[components.count - tail]) else {
            return problem(
                404, kind: "InvalidWFO", title: "Invalid Forecast Office", detail: "The forecast office is not valid.",
                instance: request.path)
        }
        let cellText = components[components.count - tail + 1].split(separator: ",")
        guard cellText.count == 2, let x = Int(cellText[0]), let y = Int(cellText[1]), (0...9999).contains(x),
            (0...9999).contains(y), let centre = office.centre(x: x, y: y), covers(centre, context)
        else {
            return problem(
                404, kind: "InvalidGridpoint", title: "Invalid Gridpoint",
                detail: "The requested gridpoint is outside the forecast office's area.", instance: request.path)
        }
        let zone = context.gazetteer.zone(at: centre)
        let sampler = context.generator.sampler(at: centre)
        let periods =
            hourly
            ? hourlyPeriods(sampler, zone: zone, now: context.now) : halfDays(sampler, zone: zone, now: context.now)
        let generated = CivilTime.floorDivide(context.now, 3600) * 3600
        let firstDay = zone.startOfDay(dayNumber: zone.civilTime(at: context.now).dayNumber)
        let body = JSONValue.object([
            "type": "Feature",
            "geometry": .object([
                "type": "Polygon",
                "coordinates": .array([
                    .array(
                        [(0.0, 0.0), (1, 0), (1, 1), (0, 1), (0, 0)].map { dx, dy in
                            .array([
                                .number(centre.longitude + (dx - 0.5) * office.cellLongitudeDegrees, places: 4),
                                .number(centre.latitude + (dy - 0.5) * Office.cellDegrees, places: 4),
                            ])
                        })
                ]),
            ]),
            "properties": .object([
                "units": "us",
                "forecastGenerator": .string(hourly ? "HourlyForecastGenerator" : "BaselineForecastGenerator"),
                "generatedAt": .string(localTime(context.now, in: .nautical(longitude: 0))),
                "updateTime": .string(localTime(generated - 3 * 3600, in: .nautical(longitude: 0))),
                "validTimes": .string(localTime(firstDay, in: .nautical(longitude: 0)) + "/P8DT1H"),
                "elevation": .object([
                    "unitCode": "wmoUnit:m", "value": .number(context.generator.elevation(at: centre), places: 1),
                ]),
                "periods": .array(periods),
            ]),
        ])
        return geoJSON(body, maxAge: 3_600)
    }

    /// The hourly periods.
    private static func hourlyPeriods(_ sampler: WeatherGenerator.Sampler, zone: SandboxZone, now: Int) -> [JSONValue] {
        let first = CivilTime.floorDivide(now, 3600) * 3600
        return (0..<156).map { index in
            let start = first + index * 3600
            let sample = sampler.sample(time: start)
            let chance = Int((sample.precipitationChance * 100).rounded())
            let temperature = Int(UnitConversion.fahrenheit(sample.temperature).rounded())
            let speed = Int(UnitConversion.milesPerHour(sample.windSpeed).rounded())
            let humidity = Int(sample.humidity.rounded())
            let words = sample.condition.nationalWeatherServiceWords(daytime: sample.isDaylight)
            let members: [(String, JSONValue)] = [
                ("number", .integer(index + 1)),
                ("name", ""),
                ("startTime", .string(localTime(start, in: zone))),
                ("endTime", .string(localTime(start + 3600, in: zone))),
                ("isDaytime", .bool(sample.isDaylight)),
                ("temperature", .integer(temperature)),
                ("temperatureUnit", "F"),
                ("temperatureTrend", .null),
                ("probabilityOfPrecipitation", quantity("wmoUnit:percent", .integer(chance))),
                ("dewpoint", quantity("wmoUnit:degC", .number(sample.dewPoint, places: 2))),
                ("relativeHumidity", quantity("wmoUnit:percent", .integer(humidity))),
                ("windSpeed", .string("\(speed) mph")),
                ("windDirection", .string(UnitConversion.compassPoint(sample.windDirection))),
                ("icon", .string(icon([sample], daytime: sample.isDaylight, size: "small"))),
                ("shortForecast", .string(words)),
                ("detailedForecast", ""),
            ]
            return .members(members)
        }
    }

    /// The twelve-hour periods: the rest of the current day (6:00 to 18:00) or night, then thirteen more.
    private static func halfDays(_ sampler: WeatherGenerator.Sampler, zone: SandboxZone, now: Int) -> [JSONValue] {
        let today = zone.civilTime(at: now).dayNumber
        // Period boundaries at 6:00 and 18:00 on the local clock, also across a daylight-saving change (a
        // period is then 11 or 13 hours long); the first period runs from now to the next boundary.
        let boundaries = ((today - 1)...(today + 8)).flatMap { day in
            [zone.instant(dayNumber: day, hour: 6), zone.instant(dayNumber: day, hour: 18)]
        }
        .filter { $0 > now }
        let starts = [now / 3600 * 3600] + boundaries.prefix(13)
        return starts.enumerated().map { index, start in
            let end = boundaries[index]
            let hours = stride(from: start, to: end, by: 3600).map { sampler.sample(time: $0) }
            let hourOfDay = zone.civilTime(at: start).hour
            let daytime = (6..<18).contains(hourOfDay)
            let temperatures = hours.map { UnitConversion.fahrenheit($0.temperature) }
            let temperature = Int(((daytime ? temperatures.max() : temperatures.min()) ?? 0).rounded())
            let chance = Int(((hours.map(\.precipitationChance).max() ?? 0) * 10).rounded() * 10)
            let speeds = hours.map { Int(UnitConversion.milesPerHour($0.windSpeed).rounded()) }
            let low = speeds.min() ?? 0
            let high = speeds.max() ?? 0
            let wind = low == high ? "\(high) mph" : "\(low) to \(high) mph"
            let direction = UnitConversion.compassPoint(hours[hours.count / 2].windDirection)
            let condition = dominant(hours)
            let words = condition.nationalWeatherServiceWords(daytime: daytime)
            let name = periodName(index: index, start: start, daytime: daytime, zone: zone, now: now)
            var detail = "\(words), with a \(daytime ? "high near" : "low around") \(temperature). "
            detail += low == high ? "\(direction) wind around \(high) mph." : "\(direction) wind \(low) to \(high) mph."
            if chance >= 20 {
                detail += " Chance of precipitation is \(chance)%."
            }
            return .object([
                "number": .integer(index + 1),
                "name": .string(name),
                "startTime": .string(localTime(start, in: zone)),
                "endTime": .string(localTime(end, in: zone)),
                "isDaytime": .bool(daytime),
                "temperature": .integer(temperature),
                "temperatureUnit": "F",
                "temperatureTrend": .null,
                "probabilityOfPrecipitation": quantity("wmoUnit:percent", .integer(chance)),
                "windSpeed": .string(wind),
                "windDirection": .string(direction),
                "icon": .string(icon(hours, daytime: daytime, size: "medium")),
                "shortForecast": .string(words),
                "detailedForecast": .string(detail),
            ])
        }
    }

    /// A value with its WMO unit code.
    private static func quantity(_ unit: String, _ value: JSONValue) -> JSONValue {
        .object(["unitCode": .string(unit), "value": value])
    }

    /// The condition that describes `hours`: the wettest hour's when any is wet, else the middle hour's.
    private static func dominant(_ hours: [WeatherSample]) -> SandboxCondition {
        if let wettest = hours.filter({ $0.precipitation > 0 }).max(by: { $0.precipitation < $1.precipitation }) {
            return wettest.condition
        }
        return hours[hours.count / 2].condition
    }

    /// The service's names: "Today" or "This Afternoon", "Tonight" or "Overnight", then weekdays.
    private static func periodName(index: Int, start: Int, daytime: Bool, zone: SandboxZone, now: Int) -> String {
        let local = zone.civilTime(at: start)
        if index == 0 {
            if daytime { return local.hour >= 12 ? "This Afternoon" : "Today" }
            return local.hour < 6 ? "Overnight" : "Tonight"
        }
        if index == 1, !daytime { return "Tonight" }
        let weekdays = ["Thursday", "Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday"]
        let weekday = weekdays[((local.dayNumber % 7) + 7) % 7]
        return daytime ? weekday : weekday + " Night"
    }

    /// The icon URL for `hours`: `…/icons/land/{day|night}/{code}[,{chance}]?size=…`.
    private static func icon(_ hours: [WeatherSample], daytime: Bool, size: String) -> String {
        let condition = dominant(hours)
        var code = condition.nationalWeatherServiceIcon
        if condition.nationalWeatherServiceIconTakesChance {
            let chance = Int(((hours.map(\.precipitationChance).max() ?? 0) * 10).rounded() * 10)
            if chance >= 20 {
                code += ",\(chance)"
            }
        }
        return "\(host)/icons/land/\(daytime ? "day" : "night")/\(code)?size=\(size)"
    }
}
