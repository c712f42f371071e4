import Foundation
import WeatherModels
import WeatherNetworking

extension OpenMeteoStandIn {
    /// `GET /v1/air-quality?latitude&longitude[&current][&hourly][&forecast_days][&timezone]`: the sandbox's
    /// air (the same as OpenWeather's and WeatherAPI.com's stand-ins give for the place) with Open-Meteo's
    /// `us_aqi` (computed by the SDK's EPA scale) and `european_aqi`.
    @Sendable static func airQuality(_ context: SandboxContext) -> HTTPResponse {
        let request = context.request
        let (coordinate, zone): (Coordinate, SandboxZone)
        switch place(context) {
        case .success(let value): (coordinate, zone) = value
        case .failure(let rejection): return rejection.response
        }
        let days = request.integer("forecast_days") ?? 5
        guard (1...7).contains(days) else {
            return OpenMeteoStandIn.error(400, "Forecast days is invalid. Allowed range 0 to 7.")
        }
        let sampler = context.generator.sampler(at: coordinate)
        func values(_ time: Int) -> [String: Double] {
            let air = SandboxAir(at: coordinate, time: time, sampler: sampler, seed: context.generator.seed)
            let concentrations: [Pollutant: Double] = [
                .pm25: air.fineParticles, .pm10: air.coarseParticles, .ozone: air.ozone,
                .nitrogenDioxide: air.nitrogenDioxide, .sulfurDioxide: air.sulfurDioxide,
                .carbonMonoxide: air.carbonMonoxide,
            ]
            // The European index: the worst of the pollutants' bands (PM2.5 10/20/25/50/75, scaled to 0–100+).
            let european = min(air.fineParticles / 75 * 100, 150)
            return [
                "pm10": air.coarseParticles, "pm2_5": air.fineParticles, "carbon_monoxide": air.carbonMonoxide,
                "nitrogen_dioxide": air.nitrogenDioxide, "sulphur_dioxide": air.sulfurDioxide, "ozone": air.ozone,
                "us_aqi": Double(AirQualityIndex.usEPA(concentrations)?.value ?? 0), "european_aqi": european.rounded(),
            ]
        }
        let names = [
            "pm10", "pm2_5", "carbon_monoxide", "nitrogen_dioxide", "sulphur_dioxide", "ozone", "us_aqi",
            "european_aqi",
        ]
        func units(_ asked: [String]) -> [(String, JSONValue)] {
            asked.map { name in (name, .string(name == "us_aqi" ? "USAQI" : name == "european_aqi" ? "EAQI" : "μg/m³"))
            }
        }
        // Every time in the offset of the moment of the request, as Open-Meteo writes them.
        let offset = zone.offset(at: context.now)
        func local(_ time: Int) -> String {
            CivilTime(seconds: time, offset: offset).minuteText(separator: "T")
        }
        var members: [(String, JSONValue)] = [
            ("latitude", .number(coordinate.latitude, places: 1)),
            ("longitude", .number(coordinate.longitude, places: 1)),
            ("generationtime_ms", .number(0.2, places: 2)),
            ("utc_offset_seconds", .integer(zone.offset(at: context.now))),
            ("timezone", .string(zone.identifier)),
            ("timezone_abbreviation", .string(zone.abbreviation(at: context.now))),
        ]
        if let list = request.value("current") {
            let asked = list.split(separator: ",").map(String.init).filter(names.contains)
            let time = context.now / 3600 * 3600
            let current = values(time)
            members.append(("current_units", .members([("time", "iso8601"), ("interval", "seconds")] + units(asked))))
            members.append(
                (
                    "current",
                    .members(
                        [("time", .string(local(time))), ("interval", .integer(3600))]
                            + asked.map { ($0, .number(current[$0] ?? 0, places: 1)) })
                ))
        }
        if let list = request.value("hourly") {
            let asked = list.split(separator: ",").map(String.init).filter(names.contains)
            let start = zone.startOfDay(dayNumber: zone.civilTime(at: context.now).dayNumber)
            let times = (0..<(days * 24)).map { start + $0 * 3600 }
            let rows = times.map(values)
            members.append(("hourly_units", .members([("time", "iso8601")] + units(asked))))
            members.append(
                (
                    "hourly",
                    .members(
                        [("time", .array(times.map { .string(local($0)) }))]
                            + asked.map { name in (name, .array(rows.map { .number($0[name] ?? 0, places: 1) })) })
                ))
        }
        return .json(.members(members))
    }
}
