import Foundation
import WeatherModels
import WeatherNetworking

/// Answers OpenWeather's URLs with bodies of its exact shape.
package enum OpenWeatherStandIn: SandboxStandIn {
    package static let service: ProviderID = "openweather"

    package static let routes = [
        SandboxRoute("/data/3.0/onecall", oneCall),
        SandboxRoute("/data/3.0/onecall/timemachine", timeMachine),
        SandboxRoute("/data/2.5/onecall", oneCall),
        SandboxRoute("/data/2.5/weather", currentWeather),
        SandboxRoute("/data/2.5/forecast", forecast),
        SandboxRoute("/data/2.5/air_pollution", airPollution),
        SandboxRoute("/data/2.5/air_pollution/forecast", airPollutionForecast),
        SandboxRoute("/data/2.5/air_pollution/history", airPollutionHistory),
        SandboxRoute("/geo/1.0/direct", direct),
        SandboxRoute("/geo/1.0/reverse", reverse),
        SandboxRoute("/geo/1.0/zip", zip),
    ]

    package static func refusal(of request: SandboxRequest, forced: Bool) -> HTTPResponse? {
        let key = request.value("appid") ?? ""
        guard forced || key.isEmpty || key == SandboxTransport.rejectedAPIKey else { return nil }
        return error(401, "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.")
    }

    package static var rateLimited: HTTPResponse {
        error(
            429,
            "Your account is temporary blocked due to exceeding of requests limitation of your subscription "
                + "type. Please choose the proper subscription http://openweathermap.org/price")
    }

    package static func serverError(statusCode: Int) -> HTTPResponse {
        error(statusCode, "Internal error")
    }

    /// OpenWeather's `{"cod":…,"message":…}`; `cod` is a number for 401/429/5xx and a string
    /// for 400/404, as the real service sends it.
    static func error(_ status: Int, _ message: String) -> HTTPResponse {
        let code: JSONValue = status == 400 || status == 404 ? .string(String(status)) : .integer(status)
        return .json(.object(["cod": code, "message": .string(message)]), status: status)
    }

    /// The `lang` code as the translations are keyed (`sp` is OpenWeather's alias of `es`).
    static func language(_ code: String) -> String {
        let lowered = code.lowercased()
        return lowered == "sp" ? "es" : lowered
    }

    /// The `units` parameter: `standard` (Kelvin, the default), `metric` or `imperial`.
    struct Units {
        var name: String

        init(_ request: SandboxRequest) {
            let value = request.value("units")?.lowercased() ?? "standard"
            name = ["metric", "imperial"].contains(value) ? value : "standard"
        }

        func temperature(_ celsius: Double) -> JSONValue {
            switch name {
            case "metric": .number(celsius, places: 2)
            case "imperial": .number(UnitConversion.fahrenheit(celsius), places: 2)
            default: .number(UnitConversion.kelvin(celsius), places: 2)
            }
        }

        func speed(_ metresPerSecond: Double) -> JSONValue {
            name == "imperial"
                ? .number(UnitConversion.milesPerHour(metresPerSecond), places: 2)
                : .number(metresPerSecond, places: 2)
        }
    }

    /// The `weather` array for a condition.
    static func weather(_ condition: SandboxCondition, isDaylight: Bool, language: String?) -> JSONValue {
        .array([
            .object([
                "id": .integer(condition.openWeatherID),
                "main": .string(condition.openWeatherGroup),
                "description": .string(condition.openWeatherDescription(language: language)),
                "icon": .string(condition.openWeatherIcon(isDaylight: isDaylight)),
            ])
        ])
    }

    /// `{"1h": x}` (or `3h`) when `amount` is above zero, else absent.
    static func precipitation(_ amount: Double, key: String = "1h") -> JSONValue? {
        let rounded = amount.rounded(toPlaces: 2)
        return rounded > 0 ? .members([(key, .number(rounded))]) : nil
    }

    /// A place resolved from a request: a coordinate and, when there is one, the city.
    struct Location {
        var coordinate: Coordinate
        var city: GazetteerCity?
    }

    /// Resolves `lat`/`lon`, `q`, `id` or `zip` as Current Weather and the forecast accept them.
    static func location(_ context: SandboxContext) -> Result<Location, SandboxRejection> {
        let request = context.request
        if let name = request.value("q") {
            guard let city = city(query: name, context) else {
                return .failure(SandboxRejection(OpenWeatherStandIn.error(404, "city not found")))
            }
            return .success(Location(coordinate: city.coordinate, city: city))
        }
        if let id = request.value("id") {
            guard let number = Int(id), let city = context.city(number: number - 7_000_000) else {
                return .failure(SandboxRejection(OpenWeatherStandIn.error(404, "city not found")))
            }
            return .success(Location(coordinate: city.coordinate, city: city))
        }
        if let zip = request.value("zip") {
            guard let city = city(zip: zip, context) else {
                return .failure(SandboxRejection(OpenWeatherStandIn.error(404, "city not found")))
            }
            return .success(Location(coordinate: city.coordinate, city: city))
        }
        switch context.coordinate(latitude: "lat", longitude: "lon") {
        case .success(let coordinate):
            return .success(Location(coordinate: coordinate, city: context.nearestCity(to: coordinate, within: 50_000)))
        case .failure(let problem):
            return .failure(SandboxRejection(coordinateError(problem)))
        }
    }

    /// The 400 answer for a bad or missing coordinate.
    static func coordinateError(_ problem: SandboxContext.CoordinateProblem) -> HTTPResponse {
        switch problem {
        case .missing: OpenWeatherStandIn.error(400, "Nothing to geocode")
        case .wrongLatitude: OpenWeatherStandIn.error(400, "wrong latitude")
        case .wrongLongitude: OpenWeatherStandIn.error(400, "wrong longitude")
        }
    }

    /// Cities for `city[,state][,country]` (the state only with a country), exact names only.
    static func cities(query: String, _ context: SandboxContext) -> [GazetteerCity] {
        let parts = query.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let name = parts.first, !name.isEmpty else { return [] }
        var matches = context.cities(named: name, exactOnly: true)
        if parts.count >= 2, let country = parts.last {
            matches = matches.filter { $0.countryCode.caseInsensitiveCompare(country) == .orderedSame }
        }
        if parts.count >= 3 {
            let state = SandboxGazetteer.fold(parts[1])
            matches = matches.filter { city in
                guard let region = city.region else { return false }
                return SandboxGazetteer.fold(region) == state
                    || USStates.code(for: region).map(SandboxGazetteer.fold) == state
            }
        }
        return matches
    }

    static func city(query: String, _ context: SandboxContext) -> GazetteerCity? {
        cities(query: query, context).first
    }

    /// The city a zip code falls in: one of its country's cities (US unless given), chosen by
    /// the code, so the same code always gives the same place. `00000` is never found.
    static func city(zip: String, _ context: SandboxContext) -> GazetteerCity? {
        let parts = zip.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let code = parts.first, !code.isEmpty, code.contains(where: { $0 != "0" }), !context.locationsUnknown
        else { return nil }
        let country = parts.count > 1 ? parts[1].uppercased() : "US"
        let candidates = context.gazetteer.cities.filter { $0.countryCode == country }
        guard !candidates.isEmpty else { return nil }
        let hash = SplitMix64.hash(code.utf8.reduce(UInt64(0)) { $0 &* 31 &+ UInt64($1) })
        return candidates[Int(hash % UInt64(candidates.count))]
    }
}
