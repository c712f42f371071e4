import Foundation
import WeatherModels
import WeatherNetworking

extension WeatherKitStandIn {
    /// `GET /api/v1/weather/{language}/{lat}/{lon}?dataSets=…&timezone=…[&countryCode=…]`: one object per
    /// data set asked for and available, in metric units; days from the start of today in `timezone`.
    @Sendable static func weather(_ context: SandboxContext) -> HTTPResponse {
        if let refusal = refusal(context) { return refusal }
        let request = context.request
        guard let coordinate = coordinate(context) else {
            return error(404, "Not Found", path: request.path, now: context.now)
        }
        let asked = (request.value("dataSets") ?? "").split(separator: ",").map(String.init)
        guard !asked.isEmpty, let zoneName = request.value("timezone"), let zone = SandboxZone(identifier: zoneName)
        else {
            return error(400, "Bad Request", path: request.path, now: context.now)
        }
        let available = Set(dataSets(at: coordinate, country: request.value("countryCode"), context))
        let sampler = context.generator.sampler(at: coordinate)
        let now = context.now
        let metadata = JSONValue.object([
            "attributionURL": "https://developer.apple.com/weatherkit/data-source-attribution/",
            "expireTime": .string(isoTime(now + 300)),
            "latitude": .number(coordinate.latitude, places: 3),
            "longitude": .number(coordinate.longitude, places: 3),
            "readTime": .string(isoTime(now)),
            "reportedTime": .string(isoTime(now - 1_800)),
            "units": "m",
            "version": 1,
        ])
        // Hours run from the start of today in `timezone`, an hour apart.
        let firstHour = zone.startOfDay(dayNumber: zone.civilTime(at: now).dayNumber)
        var members: [(String, JSONValue)] = []
        for name in asked where available.contains(name) {
            switch name {
            case "currentWeather":
                members.append((name, current(sampler.sample(time: now), metadata: metadata)))
            case "forecastDaily":
                // Each day summarises the hours `forecastHourly` lists in it.
                let days = context.generator.days(
                    at: coordinate, from: now, count: 10, zone: zone, grid: .hourly(from: firstHour))
                members.append(
                    (
                        name,
                        .object([
                            "name": "DailyForecast", "metadata": metadata,
                            "days": .array(days.map { day($0, coordinate: coordinate, zone: zone) }),
                        ])
                    ))
            case "forecastHourly":
                let hours = (0..<241).map { hour(sampler.sample(time: firstHour + $0 * 3_600)) }
                members.append(
                    (name, .object(["name": "HourlyForecast", "metadata": metadata, "hours": .array(hours)])))
            case "forecastNextHour":
                let start = now / 60 * 60
                let minutes = (0..<78).map { index -> JSONValue in
                    let sample = sampler.sample(time: start + index * 60)
                    return .object([
                        "startTime": .string(isoTime(start + index * 60)),
                        "precipitationChance": .number(sample.precipitationChance, places: 2),
                        "precipitationIntensity": .number(sample.precipitation, places: 2),
                    ])
                }
                members.append(
                    (
                        name,
                        .object([
                            "name": "NextHourForecast", "metadata": metadata,
                            "forecastStart": .string(isoTime(start)), "forecastEnd": .string(isoTime(start + 78 * 60)),
                            "minutes": .array(minutes),
                        ])
                    ))
            case "weatherAlerts":
                let days = context.generator.days(at: coordinate, from: now, count: 2, zone: zone)
                let alerts = days.flatMap { SandboxAlert.alerts(for: $0) }.filter { $0.end > now }
                members.append(
                    (
                        name,
                        .object([
                            "name": "WeatherAlertCollection",
                            "detailsUrl": .string("https://weatherkit.apple.com/alertDetails/index.html?lang=en-US"),
                            "alerts": .array(alerts.map { alert($0, coordinate: coordinate, context) }),
                        ])
                    ))
            default:
                continue
            }
        }
        return .json(.members(members))
    }

    /// `currentWeather`.
    static func current(_ sample: WeatherSample, metadata: JSONValue) -> JSONValue {
        .object([
            "name": "CurrentWeather", "metadata": metadata, "asOf": .string(isoTime(sample.time)),
            "cloudCover": .number(Double(sample.cloudCover) / 100, places: 2),
            "conditionCode": .string(sample.condition.weatherKitCode), "daylight": .bool(sample.isDaylight),
            "humidity": .number(sample.humidity / 100, places: 2),
            "precipitationIntensity": .number(sample.precipitation, places: 2),
            "pressure": .number(sample.pressure, places: 2), "pressureTrend": "steady",
            "temperature": .number(sample.temperature, places: 2),
            "temperatureApparent": .number(sample.apparentTemperature, places: 2),
            "temperatureDewPoint": .number(sample.dewPoint, places: 2), "uvIndex": .integer(Int(sample.uvIndex)),
            "visibility": .number(sample.visibility, places: 2), "windDirection": .integer(Int(sample.windDirection)),
            "windGust": .number(sample.windGust * 3.6, places: 2),
            "windSpeed": .number(sample.windSpeed * 3.6, places: 2),
        ])
    }

    /// One `hours` entry.
    static func hour(_ sample: WeatherSample) -> JSONValue {
        .object([
            "forecastStart": .string(isoTime(sample.time)),
            "cloudCover": .number(Double(sample.cloudCover) / 100, places: 2),
            "conditionCode": .string(sample.condition.weatherKitCode), "daylight": .bool(sample.isDaylight),
            "humidity": .number(sample.humidity / 100, places: 2),
            "precipitationAmount": .number(sample.precipitation, places: 2),
            "precipitationChance": .number(sample.precipitationChance, places: 2),
            "precipitationType": .string(sample.snow > 0 ? "snow" : sample.rain > 0 ? "rain" : "clear"),
            "pressure": .number(sample.pressure, places: 2), "pressureTrend": "steady",
            "temperature": .number(sample.temperature, places: 2),
            "temperatureApparent": .number(sample.apparentTemperature, places: 2),
            "temperatureDewPoint": .number(sample.dewPoint, places: 2), "uvIndex": .integer(Int(sample.uvIndex)),
            "visibility": .number(sample.visibility, places: 2), "windDirection": .integer(Int(sample.windDirection)),
            "windGust": .number(sample.windGust * 3.6, places: 2),
            "windSpeed": .number(sample.windSpeed * 3.6, places: 2),
        ])
    }

    /// One `days` entry, with the SDK's astronomy for the sun and moon (so it agrees with what the SDK
    /// computes for services that send none).
    static func day(_ day: DaySample, coordinate: Coordinate, zone: SandboxZone) -> JSONValue {
        let sky = Astronomy.day(
            containing: Date(timeIntervalSince1970: Double(day.start + 12 * 3_600)), at: coordinate, in: zone.timeZone)
        func time(_ date: Date?) -> JSONValue { date.map { .string(isoTime(Int($0.timeIntervalSince1970))) } ?? .null }
        let phases = [
            "new", "waxingCrescent", "firstQuarter", "waxingGibbous", "full", "waningGibbous", "thirdQuarter",
            "waningCrescent",
        ]
        let phase = phases[Int((sky.moonPhase * 8).rounded()) % 8]
        // 07:00 to 19:00 on the local clock, whatever the length of the day.
        let daylit = zip(day.hours, day.wallClockHours).filter { (7..<19).contains($0.1) }.map(\.0)
        let daytime = daylit.isEmpty ? day.hours : daylit
        let percentages = Double(daytime.count * 100)
        let cloudCover: Double = Double(daytime.map(\.cloudCover).reduce(0, +)) / percentages
        let humidity: Double = daytime.map(\.humidity).reduce(0, +) / percentages
        let windDirection = Int(daytime[daytime.count / 2].windDirection)
        return .object([
            "forecastStart": .string(isoTime(day.start)), "forecastEnd": .string(isoTime(day.end)),
            "conditionCode": .string(day.condition.weatherKitCode), "maxUvIndex": .integer(Int(day.maximumUVIndex)),
            "moonPhase": .string(phase), "moonrise": time(sky.moonrise), "moonset": time(sky.moonset),
            "precipitationAmount": .number(day.rainTotal + day.snowTotal, places: 2),
            "precipitationChance": .number(day.precipitationChance, places: 2),
            "snowfallAmount": .number(day.snowTotal, places: 2), "sunrise": time(sky.sunrise),
            "sunset": time(sky.sunset),
            "temperatureMax": .number(day.maximumTemperature, places: 2),
            "temperatureMin": .number(day.minimumTemperature, places: 2),
            "daytimeForecast": .object([
                "cloudCover": .number(cloudCover, places: 2),
                "conditionCode": .string(day.condition.weatherKitCode),
                "humidity": .number(humidity, places: 2),
                "windDirection": .integer(windDirection),
                "windSpeed": .number((daytime.map(\.windSpeed).max() ?? 0) * 3.6, places: 2),
            ]),
        ])
    }

    /// One alert summary.
    static func alert(_ alert: SandboxAlert, coordinate: Coordinate, _ context: SandboxContext) -> JSONValue {
        let city = context.nearestCity(to: coordinate, within: 300_000)
        let warning = alert.event.hasSuffix("Warning")
        return .object([
            "id": .string("sandbox-\(alert.start)-\(abs(alert.event.hashValue) % 100_000)"),
            "areaId": .string("sandbox"), "areaName": .string(city.map { "\($0.name) area" } ?? "Forecast area"),
            "certainty": .string(warning ? "likely" : "possible"), "countryCode": .string(city?.countryCode ?? "US"),
            "description": .string(alert.event),
            "effectiveTime": .string(isoTime(alert.start - 3 * 3_600)), "eventEndTime": .string(isoTime(alert.end)),
            "eventOnsetTime": .string(isoTime(alert.start)), "expireTime": .string(isoTime(alert.end)),
            "issuedTime": .string(isoTime(alert.start - 3 * 3_600)), "precedence": 0,
            "severity": .string(alert.severity.lowercased()), "source": "National Weather Service",
            "urgency": .string(warning ? "expected" : "future"),
        ])
    }
}
