import Foundation
import WeatherModels
import WeatherNetworking

extension OpenWeatherStandIn {
    /// `GET /data/{3.0,2.5}/onecall?lat&lon[&exclude][&units][&lang]`.
    @Sendable static func oneCall(_ context: SandboxContext) -> HTTPResponse {
        let coordinate: Coordinate
        switch context.coordinate(latitude: "lat", longitude: "lon") {
        case .success(let value): coordinate = value
        case .failure(let problem): return coordinateError(problem)
        }
        let request = context.request
        let excluded = Set((request.value("exclude") ?? "").lowercased().split(separator: ",").map(String.init))
        let units = Units(request)
        let language = request.value("lang")
        let zone = context.gazetteer.zone(at: coordinate)
        let generator = context.generator
        let sampler = context.forecastSampler(at: coordinate, skill: context.forecastSkills[Self.service], service: 1)
        let now = context.now

        var members: [(String, JSONValue)] = [
            ("lat", .number(coordinate.latitude, places: 4)),
            ("lon", .number(coordinate.longitude, places: 4)),
            ("timezone", .string(zone.identifier)),
            ("timezone_offset", .integer(zone.offset(at: now))),
        ]
        if !excluded.contains("current") {
            let sample = sampler.sample(time: now)
            let solarDay = SolarDay(containing: now, latitude: coordinate.latitude, longitude: coordinate.longitude)
            members.append(("current", current(sample, solarDay: solarDay, units: units, language: language)))
        }
        if !excluded.contains("minutely") {
            let start = now / 60 * 60
            let minutes = (0...60).map { index -> JSONValue in
                let sample = sampler.sample(time: start + index * 60)
                return .object([
                    "dt": .integer(start + index * 60), "precipitation": .number(sample.precipitation, places: 2),
                ])
            }
            members.append(("minutely", .array(minutes)))
        }
        if !excluded.contains("hourly") {
            let start = now / 3600 * 3600
            let hours = (0..<48).map { index in
                hour(sampler.sample(time: start + index * 3600), units: units, language: language)
            }
            members.append(("hourly", .array(hours)))
        }
        // Each day summarises the whole UTC hours the hourly block lists in it.
        let days = generator.days(at: coordinate, from: now, count: 8, zone: zone, grid: .hourly(from: 0))
        if !excluded.contains("daily") {
            members.append(("daily", .array(days.map { day($0, units: units, language: language) })))
        }
        if !excluded.contains("alerts") {
            let alerts = days.prefix(3).flatMap { SandboxAlert.alerts(for: $0) }
            if !alerts.isEmpty {
                members.append(("alerts", .array(alerts.map(alert))))
            }
        }
        return .json(.members(members))
    }

    static func current(_ sample: WeatherSample, solarDay: SolarDay, units: Units, language: String?) -> JSONValue {
        .object([
            "dt": .integer(sample.time),
            "sunrise": solarDay.sunrise.map(JSONValue.integer),
            "sunset": solarDay.sunset.map(JSONValue.integer),
            "temp": units.temperature(sample.temperature),
            "feels_like": units.temperature(sample.apparentTemperature),
            "pressure": .integer(Int(sample.pressure.rounded())),
            "humidity": .integer(Int(sample.humidity)),
            "dew_point": units.temperature(sample.dewPoint),
            "uvi": .number(sample.uvIndex, places: 2),
            "clouds": .integer(sample.cloudCover),
            "visibility": .integer(Int(sample.visibility)),
            "wind_speed": units.speed(sample.windSpeed),
            "wind_deg": .integer(Int(sample.windDirection)),
            "wind_gust": units.speed(sample.windGust),
            "rain": precipitation(sample.rain),
            "snow": precipitation(sample.snow),
            "weather": weather(sample.condition, isDaylight: sample.isDaylight, language: language),
        ])
    }

    static func hour(_ sample: WeatherSample, units: Units, language: String?) -> JSONValue {
        .object([
            "dt": .integer(sample.time),
            "temp": units.temperature(sample.temperature),
            "feels_like": units.temperature(sample.apparentTemperature),
            "pressure": .integer(Int(sample.pressure.rounded())),
            "humidity": .integer(Int(sample.humidity)),
            "dew_point": units.temperature(sample.dewPoint),
            "uvi": .number(sample.uvIndex, places: 2),
            "clouds": .integer(sample.cloudCover),
            "visibility": .integer(Int(sample.visibility)),
            "wind_speed": units.speed(sample.windSpeed),
            "wind_deg": .integer(Int(sample.windDirection)),
            "wind_gust": units.speed(sample.windGust),
            "weather": weather(sample.condition, isDaylight: sample.isDaylight, language: language),
            "pop": .number(sample.precipitationChance, places: 2),
            "rain": precipitation(sample.rain),
            "snow": precipitation(sample.snow),
        ])
    }

    static func day(_ day: DaySample, units: Units, language: String?) -> JSONValue {
        let noon = day.hour(12)
        let moonPhase = SolarDay.moonPhase(at: day.start + 12 * 3600)
        let moonrise =
            day.start + ((day.solarDay.solarNoon - day.start - 6 * 3600 + Int(moonPhase * 89_424)) % 86_400 + 86_400)
            % 86_400
        let moonset = day.start + (moonrise - day.start + 44_712) % 86_400
        let rain = day.rainTotal.rounded(toPlaces: 2)
        let snow = day.snowTotal.rounded(toPlaces: 2)
        return .object([
            // A whole UTC hour near local midday, as the service writes it (also where the zone's offset has
            // half or quarter hours).
            "dt": .integer(CivilTime.floorDivide(day.start + 12 * 3600, 3600) * 3600),
            "sunrise": day.solarDay.sunrise.map(JSONValue.integer),
            "sunset": day.solarDay.sunset.map(JSONValue.integer),
            "moonrise": .integer(moonrise),
            "moonset": .integer(moonset),
            "moon_phase": .number(moonPhase, places: 2),
            "summary": .string(day.summary),
            "temp": .object([
                "day": units.temperature(noon.temperature),
                "min": units.temperature(day.minimumTemperature),
                "max": units.temperature(day.maximumTemperature),
                "night": units.temperature(day.hour(0).temperature),
                "eve": units.temperature(day.hour(18).temperature),
                "morn": units.temperature(day.hour(6).temperature),
            ]),
            "feels_like": .object([
                "day": units.temperature(noon.apparentTemperature),
                "night": units.temperature(day.hour(0).apparentTemperature),
                "eve": units.temperature(day.hour(18).apparentTemperature),
                "morn": units.temperature(day.hour(6).apparentTemperature),
            ]),
            "pressure": .integer(Int(noon.pressure.rounded())),
            "humidity": .integer(Int(day.averageHumidity.rounded())),
            "dew_point": units.temperature(noon.dewPoint),
            "wind_speed": units.speed(day.maximumWindSpeed),
            "wind_deg": .integer(Int(noon.windDirection)),
            "wind_gust": units.speed(day.maximumWindGust),
            "weather": weather(day.condition, isDaylight: true, language: language),
            "clouds": .integer(day.averageCloudCover),
            "pop": .number(day.precipitationChance, places: 2),
            "rain": rain > 0 ? .number(rain) : nil,
            "snow": snow > 0 ? .number(snow) : nil,
            "uvi": .number(day.maximumUVIndex, places: 2),
        ])
    }

    static func alert(_ alert: SandboxAlert) -> JSONValue {
        .object([
            "sender_name": "Sandbox Weather Service",
            "event": .string(alert.event),
            "start": .integer(alert.start),
            "end": .integer(alert.end),
            "description": .string(alert.description),
            "tags": .array([.string(alert.tag)]),
        ])
    }
}
