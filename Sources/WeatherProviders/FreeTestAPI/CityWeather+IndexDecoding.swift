import WeatherJSON
import WeatherNetworking

// A list page holds dozens of cities, so they read themselves straight from `WeatherJSONDecoder`'s
// token index. Each `init(json:)` reads what `init(from:)` reads, with the same defaults and the
// same coordinate check; when anything differs, the decoder falls back to `init(from:)`.

extension CityWeather: JSONIndexDecodable {
    package init(json: JSONReader) throws {
        var object = try json.object(keyedBy: CodingKeys.self)
        id = try object.decode(.id)
        city = try object.decode(.city)
        country = try object.decodeIfPresent(.country) ?? ""
        coordinate = try Coordinate(latitude: object.decode(.latitude), longitude: object.decode(.longitude))
        temperature = try object.decode(.temperature)
        weatherDescription = try object.decodeIfPresent(.weatherDescription) ?? ""
        humidity = try object.decode(.humidity)
        windSpeed = try object.decode(.windSpeed)
        forecast = try object.decodeIfPresent(.forecast) ?? []
    }
}

extension CityWeather.ForecastDay: JSONIndexDecodable {
    package init(json: JSONReader) throws {
        var object = try json.object(keyedBy: CodingKeys.self)
        date = try object.decode(.date)
        temperature = try object.decode(.temperature)
        weatherDescription = try object.decode(.weatherDescription)
        humidity = try object.decode(.humidity)
        windSpeed = try object.decode(.windSpeed)
    }
}
