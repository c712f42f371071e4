import Foundation
import WeatherModels
import WeatherNetworking

extension METNorwayStandIn {
    /// Where the sandbox's nowcast has radar: the box around Norway, Sweden, Finland and Denmark that the real
    /// service's radar composite covers (54.4–71.4° N, 4.0–31.6° E). Elsewhere it answers `"no coverage"`, as the
    /// service does outside its radars.
    static func radarCovers(_ coordinate: Coordinate) -> Bool {
        (54.4...71.4).contains(coordinate.latitude) && (4.0...31.6).contains(coordinate.longitude)
    }

    /// The symbol code of one sample, with its day or night variant where the symbol has one.
    static func symbol(of sample: WeatherSample) -> String {
        let base = sample.condition.metNorwayBase(showers: false)
        guard SandboxCondition.metNorwayHasVariants(base) else { return base }
        return base + (sample.isDaylight ? "_day" : "_night")
    }

    /// `GET /weatherapi/nowcast/2.0/complete?lat&lon`: Nowcast 2.0's shape. The first step is the five-minute mark
    /// at or before the request and has every variable and `next_1_hours`; the 22 later steps, five minutes apart,
    /// have only `precipitation_rate`, the generator's rate at that minute, so the nowcast agrees with the forecast.
    /// `Expires` comes five minutes after the request, as the nowcast is made every five minutes.
    @Sendable static func nowcast(_ context: SandboxContext) -> HTTPResponse {
        let coordinate: Coordinate
        switch point(of: context) {
        case .success(let value): coordinate = value
        case .failure(let refusal): return refusal.response
        }
        let covered = radarCovers(coordinate)
        let sampler = context.generator.sampler(at: coordinate)
        let first = CivilTime.floorDivide(context.now, 300) * 300
        let steps = (0..<23).map { index -> JSONValue in
            let time = first + index * 300
            let sample = sampler.sample(time: time)
            var details: [(String, JSONValue)] = []
            if index == 0 {
                details += [
                    ("air_temperature", Series.number(sample.temperature)),
                    ("relative_humidity", Series.number(sample.humidity)),
                    ("wind_from_direction", Series.number(sample.windDirection)),
                    ("wind_speed", Series.number(sample.windSpeed)),
                    ("wind_speed_of_gust", Series.number(sample.windGust)),
                ]
            }
            if covered {
                details.append(("precipitation_rate", Series.number(sample.precipitation)))
            }
            var data: [(String, JSONValue)] = [("instant", .object(["details": .members(details)]))]
            if index == 0 {
                data.append(
                    (
                        "next_1_hours",
                        .object([
                            "summary": .object(["symbol_code": .string(symbol(of: sample))]),
                            "details": .object(["precipitation_amount": Series.number(sample.precipitation)]),
                        ])
                    ))
            }
            return .object(["time": .string(Series.isoTime(time)), "data": .members(data)])
        }
        let body = JSONValue.object([
            "type": "Feature",
            "geometry": .object([
                "type": "Point",
                "coordinates": .array([
                    Series.number(coordinate.longitude, places: 4), Series.number(coordinate.latitude, places: 4),
                    .integer(Int(context.generator.elevation(at: coordinate))),
                ]),
            ]),
            "properties": .object([
                "meta": .object([
                    "updated_at": .string(Series.isoTime(first)),
                    "units": .members([
                        ("air_temperature", .string("celsius")), ("precipitation_amount", .string("mm")),
                        ("precipitation_rate", .string("mm/h")), ("relative_humidity", .string("%")),
                        ("wind_from_direction", .string("degrees")), ("wind_speed", .string("m/s")),
                        ("wind_speed_of_gust", .string("m/s")),
                    ]),
                    "radar_coverage": .string(covered ? "ok" : "no coverage"),
                ]),
                "timeseries": .array(steps),
            ]),
        ])
        return .json(body, headers: ["Date": httpDate(context.now), "Expires": httpDate(context.now + 300)])
    }
}
