import Foundation
import WeatherModels
import WeatherNetworking

/// Answers freetestapi's `/api/v1/weathers` URLs: every gazetteer city, with the same ids on
/// every run (the city numbers), its current conditions and the next two days.
package enum FreeTestResponder {
    /// `GET /api/v1/weathers[?search][&limit][&sort&order]`: a bare array.
    @Sendable static func list(_ context: SandboxContext) -> HTTPResponse {
        let request = context.request
        var cities = context.gazetteer.cities
        if let search = request.value("search") {
            let folded = SandboxGazetteer.fold(search)
            if context.locationsUnknown || folded == SandboxGazetteer.fold(SandboxTransport.unknownPlaceName) {
                cities = []
            } else if !folded.isEmpty {
                cities = cities.filter { city in city.foldedNames.contains { $0.contains(folded) } }
            }
        }
        switch request.value("sort")?.lowercased() {
        case "name", "city": cities.sort { $0.name < $1.name }
        case "country": cities.sort { ($0.countryName, $0.name) < ($1.countryName, $1.name) }
        default: break
        }
        if let order = request.value("order")?.lowercased(), order.hasPrefix("d") {
            cities.reverse()
        }
        if let limit = request.integer("limit"), limit >= 0 {
            cities = Array(cities.prefix(limit))
        }
        return .json(.array(cities.map { item($0, context) }))
    }

    /// `GET /api/v1/weathers/{id}`: one object, or 404.
    @Sendable static func single(_ context: SandboxContext) -> HTTPResponse {
        let last = context.request.path.split(separator: "/").last.map(String.init) ?? ""
        guard let number = Int(last), let city = context.city(number: number) else {
            return .json(.object(["message": .string("Weather with id \(last) not found")]), status: 404)
        }
        return .json(item(city, context))
    }

    static func item(_ city: GazetteerCity, _ context: SandboxContext) -> JSONValue {
        let generator = context.generator
        let sample = generator.sample(at: city.coordinate, time: context.now)
        let today = city.zone.startOfDay(containing: context.now).dayNumber
        let forecast = (1...2).map { offset -> JSONValue in
            let start = city.zone.startOfDay(dayNumber: today + offset)
            let noon = generator.sample(at: city.coordinate, time: start + 12 * 3600)
            let night = generator.sample(at: city.coordinate, time: start + 3 * 3600)
            let date = city.zone.civilTime(at: start + 12 * 3600)
            return .object([
                "date": .string(date.dateText),
                "temperature": .integer(Int(((noon.temperature + night.temperature) / 2).rounded())),
                "weather_description": .string(noon.condition.freeTestText),
                "humidity": .integer(Int(((noon.humidity + night.humidity) / 2).rounded())),
                "wind_speed": .number(noon.windSpeedKilometresPerHour, places: 1),
            ])
        }
        return .object([
            "id": .integer(city.number),
            "city": .string(city.name),
            "country": .string(city.countryName),
            "latitude": .number(city.coordinate.latitude, places: 4),
            "longitude": .number(city.coordinate.longitude, places: 4),
            "temperature": .number(sample.temperature, places: 1),
            "weather_description": .string(sample.condition.freeTestText),
            "humidity": .integer(Int(sample.humidity)),
            "wind_speed": .number(sample.windSpeedKilometresPerHour, places: 1),
            "forecast": .array(forecast),
        ])
    }
}
