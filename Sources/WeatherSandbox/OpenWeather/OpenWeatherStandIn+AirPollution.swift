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
        let place = SplitMix64.unit(
            context.generator.seed, UInt64(bitPattern: Int64((coordinate.latitude * 100).rounded())),
            UInt64(bitPattern: Int64((coordinate.longitude * 100).rounded())))
        let list = times(context.now).map { time -> JSONValue in
            let sample = sampler.sample(time: time)
            let air = SandboxAir(place: place, sample: sample, time: time, seed: context.generator.seed)
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

/// Plausible pollutant concentrations (µg/m³) for a place and hour: a level of its own per place, lower
/// with wind and rain, higher at the morning and evening rush hours, ozone higher in the afternoon sun.
struct SandboxAir {
    var fineParticles: Double
    var coarseParticles: Double
    var nitrogenDioxide: Double
    var nitrogenMonoxide: Double
    var ozone: Double
    var sulfurDioxide: Double
    var carbonMonoxide: Double
    var ammonia: Double

    init(place: Double, sample: WeatherSample, time: Int, seed: UInt64) {
        let hourOfDay = Double((time / 3600) % 24)
        let noise = 0.85 + 0.3 * SplitMix64.unit(seed, UInt64(bitPattern: Int64(time / 3600)), 0xA1E)
        let dilution = 1 / (1 + sample.windSpeed / 4) * (sample.rain > 0 ? 0.6 : 1)
        let rush = 1 + 0.4 * exp(-pow(hourOfDay - 8, 2) / 4) + 0.4 * exp(-pow(hourOfDay - 18, 2) / 4)
        let level = (4 + 40 * place * place) * noise
        fineParticles = level * dilution * rush
        coarseParticles = fineParticles * 1.6
        nitrogenDioxide = (5 + 45 * place) * dilution * rush * noise
        nitrogenMonoxide = nitrogenDioxide * 0.15
        ozone = (40 + 50 * (sample.isDaylight ? 1 : 0.3) * Double(100 - sample.cloudCover) / 100) * noise
        sulfurDioxide = (1 + 10 * place) * dilution * noise
        carbonMonoxide = (180 + 300 * place) * dilution * rush * noise
        ammonia = (0.5 + 4 * place) * noise
    }

    /// OpenWeather's 1–5 index, from PM2.5 as its scale bands it (below 10, 25, 50, 75 µg/m³).
    var openWeatherIndex: Int {
        switch fineParticles {
        case ..<10: 1
        case ..<25: 2
        case ..<50: 3
        case ..<75: 4
        default: 5
        }
    }
}
