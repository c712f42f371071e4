import Foundation
import WeatherModels
import WeatherNetworking

/// Answers freetestapi's `/api/v1/weathers` URLs: every gazetteer city, with the same ids on
/// every run (the city numbers), its current conditions and the next two days.
package enum FreeTestStandIn: SandboxStandIn {
    package static let service: ProviderID = "freetestapi"

    package static let routes = [
        SandboxRoute("/weathers", answer: list),
        SandboxRoute("/weathers/*", single),
    ]

    package static var rateLimited: HTTPResponse {
        .json(.object(["message": "Too many requests, please try again later."]), status: 429)
    }

    package static func serverError(statusCode: Int) -> HTTPResponse {
        .json(.object(["message": "Internal Server Error"]), status: statusCode)
    }

    /// `GET /api/v1/weathers[?search][&limit][&sort&order]`: a bare array (see ``FreeTestList``),
    /// written a few hundred items at a time.
    @Sendable static func list(_ context: SandboxContext) -> SandboxAnswer {
        let list = FreeTestList(context, size: context.freeTestListSize)
        return .chunked(
            head: HTTPResponse(statusCode: 200, headers: headers, body: Data()),
            body: SandboxChunkedBody(count: list.chunkCount, chunk: list.chunk))
    }

    /// The head of a list response, whose body ``FreeTestList`` writes.
    static let headers = ["Content-Type": "application/json; charset=utf-8"]

    /// `GET /api/v1/weathers/{id}`: one object, or 404.
    @Sendable static func single(_ context: SandboxContext) -> HTTPResponse {
        let last = context.request.path.split(separator: "/").last.map(String.init) ?? ""
        guard let number = Int(last), let city = context.city(number: number) else {
            return .json(.object(["message": .string("Weather with id \(last) not found")]), status: 404)
        }
        return .json(item(city, context))
    }

    static func item(_ city: GazetteerCity, _ context: SandboxContext) -> JSONValue {
        item(city, id: city.number, context)
    }

    /// The item for `city` with the id `id`.
    static func item(_ city: GazetteerCity, id: Int, _ context: SandboxContext) -> JSONValue {
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
                "weather_description": .string(noon.condition.freeTestText(isDaylight: noon.isDaylight)),
                "humidity": .integer(Int(((noon.humidity + night.humidity) / 2).rounded())),
                "wind_speed": .number(noon.windSpeedKilometresPerHour, places: 1),
            ])
        }
        return .object([
            "id": .integer(id),
            "city": .string(city.name),
            "country": .string(city.countryName),
            "latitude": .number(city.coordinate.latitude, places: 4),
            "longitude": .number(city.coordinate.longitude, places: 4),
            "temperature": .number(sample.temperature, places: 1),
            "weather_description": .string(sample.condition.freeTestText(isDaylight: sample.isDaylight)),
            "humidity": .integer(Int(sample.humidity)),
            "wind_speed": .number(sample.windSpeedKilometresPerHour, places: 1),
            "forecast": .array(forecast),
        ])
    }
}
