import Foundation
import Testing

@testable import WeatherProviders

/// Decoding of the freetestapi weathers list and its mapping to `Weather` and `Place`, per field.
@Suite("freetestapi mapping")
struct CityWeatherMappingTests {
    static let fixture = "freetestapi/weathers/all-51-items.json"
    static let now = Date(timeIntervalSince1970: 1_750_000_000)

    private func cities() throws -> [CityWeather] {
        try JSONDecoder().decode([CityWeather].self, from: Fixtures.data(Self.fixture))
    }

    @Test func everyRecordMapsLikeItsJSON() throws {
        let cities = try cities()
        let raw = try #require(try Fixtures.json(Self.fixture) as? [[String: Any]])
        #expect(cities.count == 51)
        #expect(raw.count == 51)
        for (city, json) in zip(cities, raw) {
            let weather = city.weather(fetchedAt: Self.now)
            let current = try #require(weather.current)
            let number = { (key: String) in (json[key] as? NSNumber)?.doubleValue }
            #expect(city.id == json["id"] as? Int)
            #expect(weather.place?.name == json["city"] as? String)
            #expect(weather.place?.country == json["country"] as? String)
            #expect(weather.coordinate.latitude == number("latitude"))
            #expect(weather.coordinate.longitude == number("longitude"))
            #expect(current.temperature.converted(to: .celsius).value == number("temperature"))
            #expect(current.humidity == (try #require(number("humidity"))) / 100)
            #expect(
                current.wind?.speed.converted(to: .metersPerSecond).value == (try #require(number("wind_speed"))) / 3.6)
            let description = try #require(json["weather_description"] as? String)
            #expect(current.condition == WeatherCondition(text: description))
            #expect(current.condition != .unknown)
            #expect(current.conditionDescription == description)
            #expect(current.date == Self.now)
            let days = try #require(json["forecast"] as? [[String: Any]])
            #expect(weather.daily.count == days.count)
            for (day, rawDay) in zip(weather.daily, days) {
                #expect(
                    day.highTemperature.converted(to: .celsius).value
                        == (rawDay["temperature"] as? NSNumber)?.doubleValue)
                #expect(day.lowTemperature == day.highTemperature)
                #expect(day.condition == WeatherCondition(text: try #require(rawDay["weather_description"] as? String)))
                #expect(day.humidity == (rawDay["humidity"] as? NSNumber).map { $0.doubleValue / 100 })
            }
            #expect(weather.source.provider == .freeTestAPI)
            let place = try Coordinate(
                latitude: try #require(number("latitude")), longitude: try #require(number("longitude")))
            #expect(weather.timeZone == TimeZoneEstimate(at: place).timeZone, "estimated from the coordinate")
            #expect(weather.notes.contains { $0.field == "timeZone" && $0.kind == .derived })
            #expect(weather.notes.contains { $0.field == "current.apparentTemperature" && $0.kind == .derived })
        }
    }

    @Test func newYorkFieldByField() throws {
        let newYork = try #require(try cities().first)
        #expect(newYork.city == "New York")
        #expect(newYork.country == "United States")
        #expect(newYork.coordinate == (try Coordinate(latitude: 40.7128, longitude: -74.006)))
        #expect(newYork.temperature == 25)
        #expect(newYork.humidity == 50)
        #expect(newYork.windSpeed == 10)
        #expect(newYork.forecast.map(\.date) == ["2023-07-28", "2023-07-29"])
        #expect(newYork.forecast.map(\.temperature) == [24, 26])
        let weather = newYork.weather(fetchedAt: Self.now)
        #expect(weather.current?.condition == .clear)
        #expect(weather.current?.humidity == 0.5)
        #expect(weather.current?.wind?.speed.converted(to: .metersPerSecond).value == 10 / 3.6)
        // Local midnight in New York's estimated zone, America/New_York (EDT, UTC-4, in July).
        #expect(weather.timeZone.identifier == "America/New_York")
        #expect(
            weather.daily.map(\.date) == [
                Date(timeIntervalSince1970: 1_690_502_400 + 4 * 3600),
                Date(timeIntervalSince1970: 1_690_588_800 + 4 * 3600),
            ])
        #expect(weather.daily.map(\.condition) == [.partlyCloudy, .clear])
        #expect(weather.place?.id == "freetestapi:1:New York")
    }

    @Test func floatAndIntegerValuesDecode() throws {
        let losAngeles = try #require(try cities().first { $0.city == "Los Angeles" })
        #expect(losAngeles.temperature == 30.2)
        #expect(losAngeles.windSpeed == 6.8)
    }

    @Test(arguments: [
        ("Partly Cloudy", WeatherCondition.partlyCloudy), ("Partly cloudy", .partlyCloudy), ("Rainy", .rain),
        ("Rain", .rain), ("Rain showers", .rain), ("Scattered clouds", .partlyCloudy), ("Sunny", .clear),
        ("Clear sky", .clear), ("Cloudy", .cloudy),
    ])
    func everyObservedDescriptionHasACondition(text: String, expected: WeatherCondition) throws {
        let city = CityWeather(
            id: 1, city: "X", country: "Y", coordinate: try Coordinate(latitude: 0, longitude: 0), temperature: 20,
            weatherDescription: text, humidity: 40, windSpeed: 5)
        #expect(city.weather(fetchedAt: Self.now).current?.condition == expected)
    }

    static let utc = TimeZone(secondsFromGMT: 0)!

    @Test func unreadableForecastDateIsLeftOut() {
        let good = CityWeather.ForecastDay(
            date: "2023-07-28", temperature: 1, weatherDescription: "Sunny", humidity: 1, windSpeed: 1)
        #expect(good.dayForecast(in: Self.utc) != nil)
        for text in ["2023-02-30", "28/07/2023", "", "2023-7"] {
            let bad = CityWeather.ForecastDay(
                date: text, temperature: 1, weatherDescription: "Sunny", humidity: 1, windSpeed: 1)
            #expect(bad.dayForecast(in: Self.utc) == nil)
        }
    }

    @Test func recordsRoundTripThroughEncoding() throws {
        let cities = try cities()
        let again = try JSONDecoder().decode([CityWeather].self, from: JSONEncoder().encode(cities))
        #expect(again == cities)
    }
}
