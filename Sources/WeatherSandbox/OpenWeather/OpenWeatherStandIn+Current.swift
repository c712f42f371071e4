import Foundation
import WeatherModels
import WeatherNetworking

extension OpenWeatherStandIn {
    /// `GET /data/2.5/weather?{lat&lon | q | id | zip}[&units][&lang]`.
    @Sendable static func currentWeather(_ context: SandboxContext) -> HTTPResponse {
        let location: Location
        switch OpenWeatherStandIn.location(context) {
        case .success(let value): location = value
        case .failure(let rejection): return rejection.response
        }
        let units = Units(context.request)
        let language = context.request.value("lang")
        let coordinate = location.coordinate
        let zone = location.city?.zone ?? context.gazetteer.zone(at: coordinate)
        let sample = context.generator.sample(at: coordinate, time: context.now)
        let solarDay = SolarDay(containing: context.now, latitude: coordinate.latitude, longitude: coordinate.longitude)
        let spread = 0.3 + 1.2 * SplitMix64.unit(context.generator.seed, UInt64(bitPattern: Int64(context.now / 3600)))
        return .json(
            .object([
                "coord": .object([
                    "lon": .number(coordinate.longitude, places: 4), "lat": .number(coordinate.latitude, places: 4),
                ]),
                "weather": weather(sample.condition, isDaylight: sample.isDaylight, language: language),
                "base": "stations",
                "main": .object([
                    "temp": units.temperature(sample.temperature),
                    "feels_like": units.temperature(sample.apparentTemperature),
                    "temp_min": units.temperature(sample.temperature - spread),
                    "temp_max": units.temperature(sample.temperature + spread / 2),
                    "pressure": .integer(Int(sample.pressure.rounded())),
                    "humidity": .integer(Int(sample.humidity)),
                    "sea_level": .integer(Int(sample.pressure.rounded())),
                    "grnd_level": .integer(Int(sample.groundPressure.rounded())),
                ]),
                "visibility": .integer(Int(sample.visibility)),
                "wind": .object([
                    "speed": units.speed(sample.windSpeed),
                    "deg": .integer(Int(sample.windDirection)),
                    "gust": units.speed(sample.windGust),
                ]),
                "rain": precipitation(sample.rain),
                "snow": precipitation(sample.snow),
                "clouds": .object(["all": .integer(sample.cloudCover)]),
                "dt": .integer(context.now),
                "sys": .object([
                    "type": 2,
                    "id": location.city.map { .integer(2_000_000 + $0.number) },
                    "country": location.city.map { .string($0.countryCode) },
                    "sunrise": solarDay.sunrise.map(JSONValue.integer),
                    "sunset": solarDay.sunset.map(JSONValue.integer),
                ]),
                "timezone": .integer(zone.offset(at: context.now)),
                "id": .integer(location.city?.openWeatherID ?? 0),
                "name": .string(location.city?.name(in: language) ?? ""),
                "cod": 200,
            ]))
    }

    /// `GET /data/2.5/forecast?{lat&lon | q | id | zip}[&cnt][&units][&lang]`: 3-hour steps
    /// from the next step after now, 40 unless `cnt` asks for fewer.
    @Sendable static func forecast(_ context: SandboxContext) -> HTTPResponse {
        let location: Location
        switch OpenWeatherStandIn.location(context) {
        case .success(let value): location = value
        case .failure(let rejection): return rejection.response
        }
        let units = Units(context.request)
        let language = context.request.value("lang")
        let coordinate = location.coordinate
        let zone = location.city?.zone ?? context.gazetteer.zone(at: coordinate)
        let count = min(40, max(1, context.request.integer("cnt") ?? 40))
        let first = (context.now / 10_800 + 1) * 10_800
        let sampler = context.generator.sampler(at: coordinate)
        let steps = (0..<count).map { index -> JSONValue in
            let sample = sampler.sample(time: first + index * 10_800)
            return .object([
                "dt": .integer(sample.time),
                "main": .object([
                    "temp": units.temperature(sample.temperature),
                    "feels_like": units.temperature(sample.apparentTemperature),
                    "temp_min": units.temperature(sample.temperature),
                    "temp_max": units.temperature(sample.temperature),
                    "pressure": .integer(Int(sample.pressure.rounded())),
                    "sea_level": .integer(Int(sample.pressure.rounded())),
                    "grnd_level": .integer(Int(sample.groundPressure.rounded())),
                    "humidity": .integer(Int(sample.humidity)),
                    "temp_kf": 0,
                ]),
                "weather": weather(sample.condition, isDaylight: sample.isDaylight, language: language),
                "clouds": .object(["all": .integer(sample.cloudCover)]),
                "wind": .object([
                    "speed": units.speed(sample.windSpeed),
                    "deg": .integer(Int(sample.windDirection)),
                    "gust": units.speed(sample.windGust),
                ]),
                "visibility": .integer(Int(sample.visibility)),
                "pop": .number(sample.precipitationChance, places: 2),
                "rain": precipitation(sample.rain * 3, key: "3h"),
                "snow": precipitation(sample.snow * 3, key: "3h"),
                "sys": .object(["pod": sample.isDaylight ? "d" : "n"]),
                "dt_txt": .string(CivilTime(seconds: sample.time).secondText),
            ])
        }
        let solarDay = SolarDay(containing: context.now, latitude: coordinate.latitude, longitude: coordinate.longitude)
        let city = location.city
        return .json(
            .object([
                "cod": "200",
                "message": 0,
                "cnt": .integer(count),
                "list": .array(steps),
                "city": .object([
                    "id": .integer(city?.openWeatherID ?? 0),
                    "name": .string(city?.name(in: language) ?? ""),
                    "coord": .object([
                        "lat": .number(coordinate.latitude, places: 4), "lon": .number(coordinate.longitude, places: 4),
                    ]),
                    "country": .string(city?.countryCode ?? ""),
                    "population": .integer(city?.population ?? 0),
                    "timezone": .integer(zone.offset(at: context.now)),
                    "sunrise": solarDay.sunrise.map(JSONValue.integer),
                    "sunset": solarDay.sunset.map(JSONValue.integer),
                ]),
            ]))
    }
}
