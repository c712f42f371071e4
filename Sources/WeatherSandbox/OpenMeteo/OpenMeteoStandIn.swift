import Foundation
import WeatherModels
import WeatherNetworking

/// Answers Open-Meteo's forecast and geocoding URLs with bodies of their exact shape.
package enum OpenMeteoStandIn: SandboxStandIn {
    package static let service: ProviderID = "open-meteo"

    package static let routes = [
        SandboxRoute("/forecast", forecast),
        SandboxRoute("/search", search),
        SandboxRoute("/archive", archive),
        SandboxRoute("/air-quality", airQuality),
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

    /// The coordinate and time zone of a forecast or archive request, or the service's refusal.
    static func place(_ context: SandboxContext) -> Result<(Coordinate, SandboxZone), SandboxRejection> {
        let coordinate: Coordinate
        switch context.coordinate(latitude: "latitude", longitude: "longitude") {
        case .success(let value): coordinate = value
        case .failure(.missing):
            return .failure(.init(OpenMeteoStandIn.error(400, "Parameter 'latitude' and 'longitude' must be set")))
        case .failure(.wrongLatitude):
            return .failure(.init(OpenMeteoStandIn.error(400, "Latitude must be in range of -90 to 90°.")))
        case .failure(.wrongLongitude):
            return .failure(.init(OpenMeteoStandIn.error(400, "Longitude must be in range of -180 to 180°.")))
        }
        switch context.request.value("timezone") ?? "GMT" {
        case "auto": return .success((coordinate, context.gazetteer.zone(at: coordinate)))
        case "GMT", "UTC", "": return .success((coordinate, SandboxZone(identifier: "GMT") ?? .nautical(longitude: 0)))
        case let name:
            guard let named = SandboxZone(identifier: name) else {
                return .failure(.init(OpenMeteoStandIn.error(400, "Invalid timezone")))
            }
            return .success((coordinate, named))
        }
    }

    /// `GET /v1/forecast?latitude&longitude[&current][&hourly][&daily][&minutely_15][&timezone]…`.
    @Sendable static func forecast(_ context: SandboxContext) -> HTTPResponse {
        let request = context.request
        let (coordinate, zone): (Coordinate, SandboxZone)
        switch place(context) {
        case .success(let value): (coordinate, zone) = value
        case .failure(let rejection): return rejection.response
        }
        let forecastDays = request.integer("forecast_days") ?? 7
        let pastDays = request.integer("past_days") ?? 0
        guard (0...16).contains(forecastDays) else {
            return OpenMeteoStandIn.error(400, "Forecast days is invalid. Allowed range 0 to 16.")
        }
        guard (0...92).contains(pastDays) else {
            return OpenMeteoStandIn.error(400, "Past days is invalid. Allowed range 0 to 92.")
        }
        return body(
            context, coordinate: coordinate, zone: zone,
            firstDay: zone.startOfDay(containing: context.now).dayNumber - pastDays, dayCount: pastDays + forecastDays)
    }

    /// `GET /v1/archive?latitude&longitude&start_date&end_date[&hourly][&daily][&timezone]…`: the days from
    /// 1940-01-01 to five days ago (the reanalysis lags). Up to a year, every block the forecast has; longer spans
    /// (climate work: 30 years for normals) take only the daily temperatures and precipitation, which come from the
    /// place's climate (``longRange(_:coordinate:zone:firstDay:dayCount:)``).
    @Sendable static func archive(_ context: SandboxContext) -> HTTPResponse {
        let request = context.request
        let (coordinate, zone): (Coordinate, SandboxZone)
        switch place(context) {
        case .success(let value): (coordinate, zone) = value
        case .failure(let rejection): return rejection.response
        }
        guard let startText = request.value("start_date"), let endText = request.value("end_date") else {
            return OpenMeteoStandIn.error(400, "Parameter 'start_date' and 'end_date' must be set")
        }
        guard let first = CivilTime.dayNumber(dateText: startText), let last = CivilTime.dayNumber(dateText: endText)
        else {
            return OpenMeteoStandIn.error(400, "Invalid date format. Make sure to use 'YYYY-MM-DD'")
        }
        let earliest = CivilTime.days(year: 1940, month: 1, day: 1)
        let latest = zone.startOfDay(containing: context.now).dayNumber - 5
        for (name, day) in [("start_date", first), ("end_date", last)] where !(earliest...latest).contains(day) {
            let text = CivilTime(seconds: latest * 86_400).dateText
            return OpenMeteoStandIn.error(
                400, "Parameter '\(name)' is out of allowed range from 1940-01-01 to \(text)")
        }
        guard first <= last else {
            return OpenMeteoStandIn.error(400, "End-date must be larger or equals than start-date")
        }
        guard last - first < 366 else {
            return longRange(context, coordinate: coordinate, zone: zone, firstDay: first, dayCount: last - first + 1)
        }
        return body(context, coordinate: coordinate, zone: zone, firstDay: first, dayCount: last - first + 1)
    }

    /// The body of a forecast or archive answer for the days from `firstDay`, `dayCount` of them.
    static func body(
        _ context: SandboxContext, coordinate: Coordinate, zone: SandboxZone, firstDay: Int, dayCount: Int
    ) -> HTTPResponse {
        let request = context.request
        var units = OpenMeteoVariable.Units()
        units.fahrenheit = request.value("temperature_unit") == "fahrenheit"
        units.windUnit = request.value("wind_speed_unit") ?? request.value("windspeed_unit") ?? "kmh"
        units.inches = request.value("precipitation_unit") == "inch"
        let unixTime = request.value("timeformat") == "unixtime"
        var series = Series(
            context: context, coordinate: coordinate, zone: zone, units: units, unixTime: unixTime,
            firstDay: firstDay, dayCount: dayCount)
        // As Open-Meteo does: every time of the body is written in the offset of the moment of the request,
        // also where the zone changes its offset inside the series (`utc_offset_seconds` below).
        series.fixedOffset = zone.offset(at: context.now)

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
