import Foundation
import WeatherModels
import WeatherNetworking

extension OpenWeatherStandIn {
    /// `GET /geo/1.0/direct?q={city}[,{state}][,{country}][&limit]`: exact names, at most 5.
    @Sendable static func direct(_ context: SandboxContext) -> HTTPResponse {
        guard let query = context.request.value("q"), !query.isEmpty else {
            return OpenWeatherStandIn.error(400, "Nothing to geocode")
        }
        let limit = min(5, max(1, context.request.integer("limit") ?? 5))
        return .json(.array(cities(query: query, context).prefix(limit).map(geocodingResult)))
    }

    /// `GET /geo/1.0/reverse?lat&lon[&limit]`: the nearest cities within 150 km.
    @Sendable static func reverse(_ context: SandboxContext) -> HTTPResponse {
        let coordinate: Coordinate
        switch context.coordinate(latitude: "lat", longitude: "lon") {
        case .success(let value): coordinate = value
        case .failure(let problem): return coordinateError(problem)
        }
        let limit = min(5, max(1, context.request.integer("limit") ?? 5))
        let cities = context.gazetteer.nearest(to: coordinate, limit: limit, within: 150_000)
        return .json(.array(cities.map(geocodingResult)))
    }

    /// `GET /geo/1.0/zip?zip={zip},{country}`: a single object, or 404 `not found`.
    @Sendable static func zip(_ context: SandboxContext) -> HTTPResponse {
        guard let zip = context.request.value("zip"), !zip.isEmpty else {
            return OpenWeatherStandIn.error(400, "Nothing to geocode")
        }
        guard let city = city(zip: zip, context) else {
            return OpenWeatherStandIn.error(404, "not found")
        }
        let code = zip.split(separator: ",").first.map(String.init) ?? zip
        return .json(
            .object([
                "zip": .string(code.trimmingCharacters(in: .whitespaces)),
                "name": .string(city.name),
                "lat": .number(city.coordinate.latitude, places: 4),
                "lon": .number(city.coordinate.longitude, places: 4),
                "country": .string(city.countryCode),
            ]))
    }

    static func geocodingResult(_ city: GazetteerCity) -> JSONValue {
        let names = city.localizedNames.sorted { $0.key < $1.key }.map { ($0.key, JSONValue.string($0.value)) }
        return .object([
            "name": .string(city.name),
            "local_names": .members(names),
            "lat": .number(city.coordinate.latitude, places: 4),
            "lon": .number(city.coordinate.longitude, places: 4),
            "country": .string(city.countryCode),
            "state": city.region.map(JSONValue.string),
        ])
    }
}
