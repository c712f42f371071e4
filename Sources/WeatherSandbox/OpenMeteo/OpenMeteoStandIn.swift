import Foundation
import WeatherModels
import WeatherNetworking

extension SandboxService {
    /// Open-Meteo's forecast and geocoding APIs.
    public static let openMeteo = SandboxService(rawValue: "openmeteo")
}

/// Answers Open-Meteo's forecast and geocoding URLs with bodies of their exact shape.
package enum OpenMeteoStandIn: SandboxStandIn {
    package static let service = SandboxService.openMeteo

    package static let routes = [
        SandboxRoute("/forecast", forecast),
        SandboxRoute("/search", search),
    ]

    package static var rateLimited: HTTPResponse {
        error(429, "Minutely API request limit exceeded. Please try again in one minute.")
    }

    package static func serverError(statusCode: Int) -> HTTPResponse {
        error(statusCode, "Internal server error")
    }

    /// Open-Meteo's `{"reason":…,"error":true}`.
    static func error(_ status: Int, _ reason: String) -> HTTPResponse {
        .json(.object(["reason": .string(reason), "error": true]), status: status)
    }

    /// `GET /v1/forecast?latitude&longitude[&current][&hourly][&daily][&minutely_15][&timezone]…`.
    @Sendable static func forecast(_ context: SandboxContext) -> HTTPResponse {
        let request = context.request
        let coordinate: Coordinate
        switch context.coordinate(latitude: "latitude", longitude: "longitude") {
        case .success(let value): coordinate = value
        case .failure(.missing): return OpenMeteoStandIn.error(400, "Parameter 'latitude' and 'longitude' must be set")
        case .failure(.wrongLatitude): return OpenMeteoStandIn.error(400, "Latitude must be in range of -90 to 90°.")
        case .failure(.wrongLongitude):
            return OpenMeteoStandIn.error(400, "Longitude must be in range of -180 to 180°.")
        }
        let zone: SandboxZone
        switch request.value("timezone") ?? "GMT" {
        case "auto": zone = context.gazetteer.zone(at: coordinate)
        case "GMT", "UTC", "": zone = SandboxZone(identifier: "GMT") ?? .nautical(longitude: 0)
        case let name:
            guard let named = SandboxZone(identifier: name) else {
                return OpenMeteoStandIn.error(400, "Invalid timezone")
            }
            zone = named
        }
        var units = OpenMeteoVariable.Units()
        units.fahrenheit = request.value("temperature_unit") == "fahrenheit"
        units.windUnit = request.value("wind_speed_unit") ?? request.value("windspeed_unit") ?? "kmh"
        units.inches = request.value("precipitation_unit") == "inch"
        let unixTime = request.value("timeformat") == "unixtime"
        let forecastDays = request.integer("forecast_days") ?? 7
        let pastDays = request.integer("past_days") ?? 0
        guard (0...16).contains(forecastDays) else {
            return OpenMeteoStandIn.error(400, "Forecast days is invalid. Allowed range 0 to 16.")
        }
        guard (0...92).contains(pastDays) else {
            return OpenMeteoStandIn.error(400, "Past days is invalid. Allowed range 0 to 92.")
        }
        var series = Series(
            context: context, coordinate: coordinate, zone: zone, units: units, unixTime: unixTime,
            firstDay: zone.startOfDay(containing: context.now).dayNumber - pastDays, dayCount: pastDays + forecastDays)
        let first = zone.startOfDay(dayNumber: series.firstDay)
        let last = zone.startOfDay(dayNumber: series.firstDay + series.dayCount)
        if zone.offset(at: first) == zone.offset(at: last) {
            series.fixedOffset = zone.offset(at: first)
        }

        var members: [(String, JSONValue)] = [
            ("latitude", .number(coordinate.latitude, places: 2)),
            ("longitude", .number(coordinate.longitude, places: 2)),
            ("generationtime_ms", .number(0.05 + Double(context.now % 97) / 1000, places: 6)),
            ("utc_offset_seconds", .integer(zone.offset(at: context.now))),
            ("timezone", .string(zone.identifier)),
            ("timezone_abbreviation", .string(zone.abbreviation(at: context.now))),
            ("elevation", .number(context.generator.elevation(at: coordinate))),
        ]
        let blocks: [(String, (Series, [String]) -> Result<[(String, JSONValue)], SandboxRejection>)] = [
            ("current", { $0.current($1) }),
            ("minutely_15", { $0.sampled($1, key: "minutely_15", step: 900) }),
            ("hourly", { $0.sampled($1, key: "hourly", step: 3600) }),
            ("daily", { $0.daily($1) }),
        ]
        for (key, build) in blocks {
            guard let list = request.value(key), !list.isEmpty else { continue }
            let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            switch build(series, names) {
            case .success(let block): members += block
            case .failure(let rejection): return rejection.response
            }
        }
        return .json(.members(members))
    }

    /// `GET /v1/search?name[&count][&language][&countryCode]`: no `results` key when nothing matches.
    @Sendable static func search(_ context: SandboxContext) -> HTTPResponse {
        let request = context.request
        guard let name = request.value("name") else {
            return OpenMeteoStandIn.error(400, "Parameter 'name' is required")
        }
        let count = min(100, max(1, request.integer("count") ?? 10))
        let language = request.value("language")?.lowercased()
        let folded = SandboxGazetteer.fold(name)
        var cities = folded.count < 2 ? [] : context.cities(named: name, exactOnly: folded.count == 2)
        if let country = request.value("countryCode"), !country.isEmpty {
            cities = cities.filter { $0.countryCode.caseInsensitiveCompare(country) == .orderedSame }
        }
        var members: [(String, JSONValue)] = []
        if !cities.isEmpty {
            members.append(("results", .array(cities.prefix(count).map { result($0, language: language, context) })))
        }
        members.append(("generationtime_ms", .number(0.4 + Double(folded.count) / 10, places: 6)))
        return .json(.members(members))
    }

    static func result(_ city: GazetteerCity, language: String?, _ context: SandboxContext) -> JSONValue {
        let adminID = city.region.map { _ in JSONValue.integer(city.openMeteoCountryID * 10 + city.number % 7) }
        return .object([
            "id": .integer(city.openMeteoID),
            "name": .string(city.name(in: language)),
            "latitude": .number(city.coordinate.latitude, places: 5),
            "longitude": .number(city.coordinate.longitude, places: 5),
            "elevation": .number(context.generator.elevation(at: city.coordinate)),
            "feature_code": .string(city.population >= 1_000_000 ? "PPLA" : "PPL"),
            "country_code": .string(city.countryCode),
            "admin1_id": adminID,
            "timezone": .string(city.zone.identifier),
            "population": .integer(city.population),
            "country_id": .integer(city.openMeteoCountryID),
            "country": .string(city.countryName),
            "admin1": city.region.map(JSONValue.string),
        ])
    }
}
