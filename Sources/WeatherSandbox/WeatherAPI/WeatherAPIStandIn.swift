import Foundation
import WeatherModels
import WeatherNetworking

/// Answers WeatherAPI.com's URLs with bodies of its exact shape; every quantity comes in both
/// unit systems, as the real service sends it.
package enum WeatherAPIStandIn: SandboxStandIn {
    package static let service: ProviderID = "weatherapi"

    package static let routes = [
        SandboxRoute("/current.json", current),
        SandboxRoute("/forecast.json", forecast),
        SandboxRoute("/search.json", search),
        SandboxRoute("/history.json", history),
        SandboxRoute("/astronomy.json", astronomy),
    ]

    package static func refusal(of request: SandboxRequest, forced: Bool) -> HTTPResponse? {
        let key = request.value("key") ?? ""
        if key.isEmpty { return error(401, code: 1002, "API key is invalid or not provided.") }
        guard forced || key == SandboxTransport.rejectedAPIKey else { return nil }
        return error(401, code: 2006, "API key is invalid.")
    }

    package static var rateLimited: HTTPResponse {
        error(403, code: 2007, "API key has exceeded calls per month quota.")
    }

    package static func serverError(statusCode: Int) -> HTTPResponse {
        error(statusCode, code: 9999, "Internal application error.")
    }

    /// WeatherAPI.com's `{"error":{"code":…,"message":…}}`.
    static func error(_ status: Int, code: Int, _ message: String) -> HTTPResponse {
        .json(.object(["error": .object(["code": .integer(code), "message": .string(message)])]), status: status)
    }

    /// The `lang` code as the translations are keyed (`sp` read as `es`).
    static func language(_ code: String) -> String {
        let lowered = code.lowercased()
        return lowered == "sp" ? "es" : lowered
    }

    /// A resolved `q`: the coordinate, the city when there is one, and the time zone.
    struct Location {
        var coordinate: Coordinate
        var city: GazetteerCity?
        var zone: SandboxZone
    }

    /// `GET /v1/current.json?q[&aqi][&lang]`.
    @Sendable static func current(_ context: SandboxContext) -> HTTPResponse {
        switch location(context) {
        case .failure(let rejection):
            return rejection.response
        case .success(let location):
            return .json(
                .object([
                    "location": locationObject(location, now: context.now),
                    "current": currentObject(location, context),
                ]))
        }
    }

    /// `GET /v1/forecast.json?q[&days][&aqi][&alerts][&lang]`: `days` from 1 (the default) to 14.
    @Sendable static func forecast(_ context: SandboxContext) -> HTTPResponse {
        let location: Location
        switch Self.location(context) {
        case .failure(let rejection): return rejection.response
        case .success(let value): location = value
        }
        let request = context.request
        let count = min(14, max(1, request.integer("days") ?? 1))
        let language = request.value("lang")
        let days = context.generator.days(at: location.coordinate, from: context.now, count: count, zone: location.zone)
        let air = airSource(location, context)
        let forecastDays = days.map {
            forecastDay($0, coordinate: location.coordinate, zone: location.zone, language: language, air: air)
        }
        let alerts: JSONValue? =
            request.value("alerts")?.lowercased() == "yes"
            ? .object(["alert": .array(days.prefix(3).flatMap { SandboxAlert.alerts(for: $0) }.map(alert))])
            : nil
        return .json(
            .object([
                "location": locationObject(location, now: context.now),
                "current": currentObject(location, context),
                "forecast": .object(["forecastday": .array(forecastDays)]),
                "alerts": alerts,
            ]))
    }

    /// `GET /v1/search.json?q`: a bare array of cities whose name starts with `q`.
    @Sendable static func search(_ context: SandboxContext) -> HTTPResponse {
        guard let query = context.request.value("q"), !query.isEmpty else {
            return WeatherAPIStandIn.error(400, code: 1003, "Parameter q is missing.")
        }
        let results = context.cities(named: query, exactOnly: false).prefix(10).map { city -> JSONValue in
            .object([
                "id": .integer(city.weatherAPIID),
                "name": .string(city.name),
                "region": .string(city.region ?? ""),
                "country": .string(city.countryName),
                "lat": .number(city.coordinate.latitude, places: 2),
                "lon": .number(city.coordinate.longitude, places: 2),
                "url": .string(city.slug),
            ])
        }
        return .json(.array(Array(results)))
    }

    /// Resolves `q`: `lat,lon`, `id:…`, `auto:ip` or a city name.
    static func location(_ context: SandboxContext) -> Result<Location, SandboxRejection> {
        guard let query = context.request.value("q"), !query.isEmpty else {
            return .failure(SandboxRejection(WeatherAPIStandIn.error(400, code: 1003, "Parameter q is missing.")))
        }
        let notFound = WeatherAPIStandIn.error(400, code: 1006, "No matching location found.")
        let parts = query.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]) {
            guard let coordinate = try? Coordinate(latitude: latitude, longitude: longitude) else {
                return .failure(SandboxRejection(notFound))
            }
            let city = context.nearestCity(to: coordinate, within: 300_000)
            return .success(
                Location(
                    coordinate: coordinate.rounded(toDecimalPlaces: 2), city: city,
                    zone: city?.zone ?? context.gazetteer.zone(at: coordinate)))
        }
        let lowered = query.lowercased()
        var city: GazetteerCity?
        if lowered.hasPrefix("id:"), let id = Int(lowered.dropFirst(3)) {
            city = context.city(number: id - 3_000_000)
        } else if lowered == "auto:ip" {
            city = context.city(number: 1)
        } else {
            city = context.cities(named: parts.first ?? query, exactOnly: false).first
        }
        guard let city else { return .failure(SandboxRejection(notFound)) }
        return .success(Location(coordinate: city.coordinate, city: city, zone: city.zone))
    }

    static func locationObject(_ location: Location, now: Int) -> JSONValue {
        .object([
            "name": .string(location.city?.name ?? ""),
            "region": .string(location.city?.region ?? ""),
            "country": .string(location.city?.countryName ?? ""),
            "lat": .number(location.coordinate.latitude, places: 2),
            "lon": .number(location.coordinate.longitude, places: 2),
            "tz_id": .string(location.zone.identifier),
            "localtime_epoch": .integer(now),
            "localtime": .string(location.zone.civilTime(at: now).minuteText(padsHour: false)),
        ])
    }

    static func currentObject(_ location: Location, _ context: SandboxContext) -> JSONValue {
        let updated = context.now / 900 * 900
        let sample = context.generator.sample(at: location.coordinate, time: updated)
        let language = context.request.value("lang")
        var members = weatherMembers(sample, language: language, includesRain: false)
        members.insert(("last_updated", .string(location.zone.civilTime(at: updated).minuteText())), at: 0)
        members.insert(("last_updated_epoch", .integer(updated)), at: 0)
        if context.request.value("aqi")?.lowercased() == "yes" {
            members.append(
                (
                    "air_quality",
                    airQuality(
                        SandboxAir(
                            at: location.coordinate, time: updated,
                            sampler: context.generator.sampler(at: location.coordinate), seed: context.generator.seed))
                ))
        }
        return .members(members)
    }

    /// The weather fields shared by `current` and `hour[]`, in the real order.
    static func weatherMembers(_ sample: WeatherSample, language: String?, includesRain: Bool) -> [(String, JSONValue)]
    {
        let temperature = sample.temperature
        let windChill = windChill(temperature, kilometresPerHour: sample.windSpeedKilometresPerHour)
        let heatIndex = heatIndex(temperature, humidity: sample.humidity)
        var members: [(String, JSONValue)] = [
            ("temp_c", .number(temperature, places: 1)),
            ("temp_f", .number(UnitConversion.fahrenheit(temperature), places: 1)),
            ("is_day", .integer(sample.isDaylight ? 1 : 0)),
            ("condition", condition(sample.condition, isDaylight: sample.isDaylight, language: language)),
            ("wind_mph", .number(UnitConversion.milesPerHour(sample.windSpeed), places: 1)),
            ("wind_kph", .number(sample.windSpeedKilometresPerHour, places: 1)),
            ("wind_degree", .integer(Int(sample.windDirection))),
            ("wind_dir", .string(UnitConversion.compassPoint(sample.windDirection))),
            ("pressure_mb", .number(sample.pressure.rounded())),
            ("pressure_in", .number(UnitConversion.inchesOfMercury(sample.pressure.rounded()), places: 2)),
            ("precip_mm", .number(sample.precipitation, places: 2)),
            ("precip_in", .number(UnitConversion.inches(sample.precipitation), places: 2)),
        ]
        if includesRain {
            members.append(("snow_cm", .number(sample.snowDepthCentimetres, places: 2)))
        }
        members += [
            ("humidity", .integer(Int(sample.humidity))),
            ("cloud", .integer(sample.cloudCover)),
            ("feelslike_c", .number(sample.apparentTemperature, places: 1)),
            ("feelslike_f", .number(UnitConversion.fahrenheit(sample.apparentTemperature), places: 1)),
            ("windchill_c", .number(windChill, places: 1)),
            ("windchill_f", .number(UnitConversion.fahrenheit(windChill), places: 1)),
            ("heatindex_c", .number(heatIndex, places: 1)),
            ("heatindex_f", .number(UnitConversion.fahrenheit(heatIndex), places: 1)),
            ("dewpoint_c", .number(sample.dewPoint, places: 1)),
            ("dewpoint_f", .number(UnitConversion.fahrenheit(sample.dewPoint), places: 1)),
        ]
        if includesRain {
            let chance = Int((sample.precipitationChance * 100).rounded())
            let snowy = sample.temperature <= 2
            members += [
                ("will_it_rain", .integer(sample.rain > 0 ? 1 : 0)),
                ("chance_of_rain", .integer(snowy && sample.rain == 0 ? 0 : chance)),
                ("will_it_snow", .integer(sample.snow > 0 ? 1 : 0)),
                ("chance_of_snow", .integer(snowy ? chance : 0)),
            ]
        }
        members += [
            ("vis_km", .number(sample.visibility / 1000, places: 1)),
            ("vis_miles", .number(UnitConversion.miles(sample.visibility).rounded())),
            ("uv", .number(sample.uvIndex, places: 1)),
            ("gust_mph", .number(UnitConversion.milesPerHour(sample.windGust), places: 1)),
            ("gust_kph", .number(sample.windGust * 3.6, places: 1)),
        ]
        return members
    }

    static func condition(_ condition: SandboxCondition, isDaylight: Bool, language: String?) -> JSONValue {
        .object([
            "text": .string(condition.weatherAPIText(isDaylight: isDaylight, language: language)),
            "icon": .string(
                "//cdn.weatherapi.com/weather/64x64/\(isDaylight ? "day" : "night")/\(condition.weatherAPIIcon).png"),
            "code": .integer(condition.weatherAPICode),
        ])
    }

    /// The wind chill (North American formula) at or below 10 °C with wind, else the temperature.
    static func windChill(_ celsius: Double, kilometresPerHour speed: Double) -> Double {
        guard celsius <= 10, speed > 4.8 else { return celsius }
        let factor = pow(speed, 0.16)
        return min(celsius, 13.12 + 0.6215 * celsius - 11.37 * factor + 0.3965 * celsius * factor)
    }

    /// The heat index (Rothfusz regression) from 27 °C, else the temperature.
    static func heatIndex(_ celsius: Double, humidity: Double) -> Double {
        guard celsius >= 27 else { return celsius }
        let t = UnitConversion.fahrenheit(celsius)
        let r = humidity
        let fahrenheit =
            -42.379 + 2.049_015_23 * t + 10.143_331_27 * r - 0.224_755_41 * t * r - 0.006_837_83 * t * t
            - 0.054_817_17 * r * r + 0.001_228_74 * t * t * r + 0.000_852_82 * t * r * r - 0.000_001_99 * t * t * r * r
        return max(celsius, (fahrenheit - 32) * 5 / 9)
    }

    /// The sandbox's air at the location by time, when the request has `aqi=yes`.
    static func airSource(_ location: Location, _ context: SandboxContext) -> ((Int) -> SandboxAir)? {
        guard context.request.value("aqi")?.lowercased() == "yes" else { return nil }
        let sampler = context.generator.sampler(at: location.coordinate)
        let seed = context.generator.seed
        return { time in SandboxAir(at: location.coordinate, time: time, sampler: sampler, seed: seed) }
    }

    /// WeatherAPI.com's `air_quality` object for the sandbox's air: µg/m³ with the noise of real values,
    /// the US EPA index (1–6) of the SDK's AQI category and the UK DEFRA index (1–10) of the PM2.5 bands.
    static func airQuality(_ air: SandboxAir) -> JSONValue {
        let concentrations: [Pollutant: Double] = [
            .pm25: air.fineParticles, .pm10: air.coarseParticles, .ozone: air.ozone,
            .nitrogenDioxide: air.nitrogenDioxide,
            .sulfurDioxide: air.sulfurDioxide, .carbonMonoxide: air.carbonMonoxide,
        ]
        // The category's raw value is the EPA's index: 1 good to 6 hazardous.
        let epa = AirQualityIndex.usEPA(concentrations)?.category.rawValue ?? 1
        let defraBands: [Double] = [11, 23, 35, 41, 47, 53, 58, 64, 70]
        let defra = (defraBands.firstIndex { air.fineParticles <= $0 } ?? 9) + 1
        return .object([
            "co": .number(air.carbonMonoxide, places: 2), "no2": .number(air.nitrogenDioxide, places: 2),
            "o3": .number(air.ozone, places: 2), "so2": .number(air.sulfurDioxide, places: 2),
            "pm2_5": .number(air.fineParticles, places: 2), "pm10": .number(air.coarseParticles, places: 2),
            "us-epa-index": .integer(epa), "gb-defra-index": .integer(defra),
        ])
    }
}
