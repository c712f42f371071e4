import Foundation
import WeatherModels
import WeatherNetworking

extension OpenMeteoStandIn {
    /// `GET /v1/air-quality?latitude&longitude[&current][&hourly][&forecast_days][&timezone][&timeformat]`: the
    /// sandbox's air (the same as OpenWeather's and WeatherAPI.com's stand-ins give for the place) with Open-Meteo's
    /// `us_aqi` (computed by the SDK's EPA scale) and `european_aqi`, and the six pollen species
    /// (``SandboxPollen``): `null` outside Europe and, as CAMS Europe forecasts 4 days, past the fourth day.
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
            var pollen: [String: Double] = [:]
            if let values = SandboxPollen.concentrations(
                at: coordinate, time: time, sample: sampler.sample(time: time), seed: context.generator.seed)
            {
                for (species, value) in values { pollen["\(species.rawValue)_pollen"] = value }
            }
            return pollen.merging([
                "pm10": air.coarseParticles, "pm2_5": air.fineParticles, "carbon_monoxide": air.carbonMonoxide,
                "nitrogen_dioxide": air.nitrogenDioxide, "sulphur_dioxide": air.sulfurDioxide, "ozone": air.ozone,
                "us_aqi": Double(AirQualityIndex.usEPA(concentrations)?.value ?? 0), "european_aqi": european.rounded(),
            ]) { first, _ in first }
        }
        let pollenNames = PollenSpecies.allCases.map { "\($0.rawValue)_pollen" }
        let names =
            [
                "pm10", "pm2_5", "carbon_monoxide", "nitrogen_dioxide", "sulphur_dioxide", "ozone", "us_aqi",
                "european_aqi",
            ] + pollenNames
        func units(_ asked: [String]) -> [(String, JSONValue)] {
            asked.map { name in
                let unit =
                    name == "us_aqi"
                    ? "USAQI" : name == "european_aqi" ? "EAQI" : pollenNames.contains(name) ? "grains/m³" : "μg/m³"
                return (name, .string(unit))
            }
        }
        /// A value as the service writes it: `null` for a pollen species it does not cover.
        func number(_ values: [String: Double], _ name: String) -> JSONValue {
            guard let value = values[name] else { return pollenNames.contains(name) ? .null : .number(0, places: 1) }
            return .number(value, places: 1)
        }
        let unixTime = request.value("timeformat") == "unixtime"
        // Every time in the offset of the moment of the request, as Open-Meteo writes them.
        let offset = zone.offset(at: context.now)
        func local(_ time: Int) -> JSONValue {
            unixTime ? .integer(time) : .string(CivilTime(seconds: time, offset: offset).minuteText(separator: "T"))
        }
        let timeUnit: JSONValue = unixTime ? "unixtime" : "iso8601"
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
            members.append(("current_units", .members([("time", timeUnit), ("interval", "seconds")] + units(asked))))
            members.append(
                (
                    "current",
                    .members(
                        [("time", local(time)), ("interval", .integer(3600))]
                            + asked.map { ($0, number(current, $0)) })
                ))
        }
        if let list = request.value("hourly") {
            let asked = list.split(separator: ",").map(String.init).filter(names.contains)
            let start = zone.startOfDay(dayNumber: zone.civilTime(at: context.now).dayNumber)
            let times = (0..<(days * 24)).map { start + $0 * 3600 }
            // CAMS Europe forecasts 4 days: pollen past them is null.
            let pollenEnd = start + 4 * 86_400
            let rows = times.map { time in
                time < pollenEnd ? values(time) : values(time).filter { !pollenNames.contains($0.key) }
            }
            members.append(("hourly_units", .members([("time", timeUnit)] + units(asked))))
            members.append(
                (
                    "hourly",
                    .members(
                        [("time", .array(times.map(local)))]
                            + asked.map { name in (name, .array(rows.map { number($0, name) })) })
                ))
        }
        return .json(.members(members))
    }
}
