import Foundation
import WeatherModels
import WeatherNetworking

extension OpenWeatherStandIn {
    /// `GET /data/2.5/air_pollution?lat&lon`: the current hour.
    @Sendable static func airPollution(_ context: SandboxContext) -> HTTPResponse {
        airPollution(context) { now in [now / 3600 * 3600] }
    }

    /// `GET /data/2.5/air_pollution/forecast?lat&lon`: 96 hours from the current one.
    @Sendable static func airPollutionForecast(_ context: SandboxContext) -> HTTPResponse {
        airPollution(context) { now in (0..<96).map { now / 3600 * 3600 + $0 * 3600 } }
    }

    /// `GET /data/2.5/air_pollution/history?lat&lon&start&end`: every hour from `start` to `end` (at most
    /// 366 days, as far back as 27 November 2020).
    @Sendable static func airPollutionHistory(_ context: SandboxContext) -> HTTPResponse {
        guard let start = context.request.value("start").flatMap(Int.init),
            let end = context.request.value("end").flatMap(Int.init), start <= end
        else { return error(400, "start and end are required, start before end") }
        let first = max(start, 1_606_435_200) / 3600 * 3600
        let last = min(end, first + 366 * 86_400)
        return airPollution(context) { _ in Array(stride(from: first, through: last, by: 3600)) }
    }

    /// The service's body for the hours `times(now)` at the request's coordinate.
    private static func airPollution(_ context: SandboxContext, times: (Int) -> [Int]) -> HTTPResponse {
        let coordinate: Coordinate
        switch context.coordinate(latitude: "lat", longitude: "lon") {
        case .success(let value): coordinate = value
        case .failure(let problem): return coordinateError(problem)
        }
        let sampler = context.generator.sampler(at: coordinate)
        let list = times(context.now).map { time -> JSONValue in
            let air = SandboxAir(at: coordinate, time: time, sampler: sampler, seed: context.generator.seed)
            return .object([
                "main": .object(["aqi": .integer(air.openWeatherIndex)]),
                "components": .object([
                    "co": .number(air.carbonMonoxide, places: 2), "no": .number(air.nitrogenMonoxide, places: 2),
                    "no2": .number(air.nitrogenDioxide, places: 2), "o3": .number(air.ozone, places: 2),
                    "so2": .number(air.sulfurDioxide, places: 2), "pm2_5": .number(air.fineParticles, places: 2),
                    "pm10": .number(air.coarseParticles, places: 2), "nh3": .number(air.ammonia, places: 2),
                ]),
                "dt": .integer(time),
            ])
        }
        return .json(
            .object([
                "coord": .object([
                    "lon": .number(coordinate.longitude, places: 4), "lat": .number(coordinate.latitude, places: 4),
                ]),
                "list": .array(list),
            ]))
    }
}
