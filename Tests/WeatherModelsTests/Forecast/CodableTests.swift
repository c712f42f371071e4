import Foundation
import Testing

@testable import WeatherModels

@Suite("Codable storage format")
struct CodableTests {
    static let berlinZone = TestValues.timeZone("Europe/Berlin")
    static let now = Date(timeIntervalSince1970: 1_774_770_123.456)

    static let wind = Wind(
        speed: Measurement(value: 12, unit: .milesPerHour), direction: Measurement(value: 1, unit: .radians),
        gust: Measurement(value: 50, unit: .kilometersPerHour))

    static let current = CurrentWeather(
        date: now, temperature: Measurement(value: 291.37, unit: .kelvin),
        apparentTemperature: Measurement(value: 61.3, unit: .fahrenheit), humidity: 0.64, condition: .partlyCloudy,
        conditionDescription: "scattered clouds", isDaylight: false,
        pressure: Measurement(value: 29.92, unit: .inchesOfMercury), wind: wind, uvIndex: 3.2, cloudCover: 0.4,
        visibility: Measurement(value: 6.2, unit: .miles), dewPoint: Measurement(value: 50, unit: .fahrenheit),
        precipitationIntensity: Measurement(value: 0.1, unit: .millimetersPerHour), icon: "03n")

    static let hour = HourForecast(
        date: now, temperature: Measurement(value: 70, unit: .fahrenheit), condition: .rain,
        conditionDescription: "light rain", isDaylight: true, apparentTemperature: TestValues.celsius(19.5),
        humidity: 0.8, pressure: Measurement(value: 101.3, unit: .kilopascals), wind: wind, uvIndex: 0,
        cloudCover: 1, visibility: Measurement(value: 9.5, unit: .kilometers), dewPoint: TestValues.celsius(12),
        precipitationChance: 0.7, precipitationAmount: Measurement(value: 0.05, unit: .inches),
        icon: "//cdn.weatherapi.com/weather/64x64/day/296.png")

    static let day = DayForecast(
        date: TestValues.date(2026, 3, 29, in: berlinZone), highTemperature: Measurement(value: 57, unit: .fahrenheit),
        lowTemperature: TestValues.celsius(2.5), condition: .wintryMix, conditionDescription: nil,
        dayTemperature: TestValues.celsius(11), nightTemperature: TestValues.celsius(3),
        morningTemperature: TestValues.celsius(4), eveningTemperature: TestValues.celsius(8),
        precipitationChance: 0.45, precipitationAmount: Measurement(value: 3.2, unit: .millimeters),
        snowfallAmount: Measurement(value: 1.5, unit: .centimeters), sunrise: now,
        sunset: now.addingTimeInterval(43_000),
        moonrise: now.addingTimeInterval(1_000), moonset: nil, moonPhase: 0.25, humidity: 0.7, wind: wind,
        uvIndex: 4, icon: "13d", summary: "Expect a day of partly cloudy with rain")

    static let minute = MinuteForecast(
        date: now, precipitationIntensity: Measurement(value: 0.02, unit: .inchesPerHour), precipitationChance: 0.3)

    static let alert = WeatherAlert(
        id: "urn:oid:2.49.0.1.276", sender: "Deutscher Wetterdienst", event: "Wind warning", start: now,
        end: now.addingTimeInterval(7200), description: "Gusts up to 60 km/h.", tags: ["Wind"], severity: "Moderate",
        areas: "Berlin", instruction: "Secure loose objects.")

    static func weather() throws -> Weather {
        Weather(
            place: Place(
                id: "2950159", name: "Berlin", coordinate: TestValues.berlin, localizedNames: ["en": "Berlin"],
                country: "DE", timeZone: berlinZone),
            coordinate: TestValues.berlin, timeZone: berlinZone, current: current, hourly: [hour, hour],
            daily: [day], minutely: [minute], alerts: [alert],
            source: WeatherSource(
                provider: "openweather", attribution: "Weather data provided by OpenWeather",
                attributionURL: URL(string: "https://openweathermap.org")),
            fetchedAt: now)
    }

    static func roundTrip<Value: Codable & Equatable>(_ value: Value) throws -> Value {
        try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
    }

    @Test("every type survives encode and decode exactly")
    func roundTrips() throws {
        #expect(try Self.roundTrip(Self.wind) == Self.wind)
        #expect(try Self.roundTrip(Self.current) == Self.current)
        #expect(try Self.roundTrip(Self.hour) == Self.hour)
        #expect(try Self.roundTrip(Self.day) == Self.day)
        #expect(try Self.roundTrip(Self.minute) == Self.minute)
        #expect(try Self.roundTrip(Self.alert) == Self.alert)
        let weather = try Self.weather()
        #expect(try Self.roundTrip(weather) == weather)
        #expect(try Self.roundTrip(weather.source) == weather.source)
        #expect(try Self.roundTrip(WeatherDataSet.all) == .all)
        #expect(try Self.roundTrip(WeatherDataSet([.hourly, .alerts])) == [.hourly, .alerts])
        let range = TemperatureRange(high: Measurement(value: 80, unit: .fahrenheit), low: TestValues.celsius(-3))
        #expect(try Self.roundTrip(range) == range)
        #expect(try Self.roundTrip(ProviderID("custom")) == ProviderID("custom"))
    }

    @Test("minimal values round trip too")
    func minimal() throws {
        let hour = HourForecast(date: Self.now, temperature: TestValues.celsius(1), condition: .snow)
        #expect(try Self.roundTrip(hour) == hour)
        let day = DayForecast(
            date: Self.now, highTemperature: TestValues.celsius(1), lowTemperature: TestValues.celsius(0),
            condition: .clear)
        #expect(try Self.roundTrip(day) == day)
        let weather = TestValues.weather(timeZone: Self.berlinZone)
        #expect(try Self.roundTrip(weather) == weather)
    }

    @Test("measurements are plain numbers in canonical units; the time zone is its identifier")
    func format() throws {
        let data = try JSONEncoder().encode(try Self.weather())
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["timeZone"] as? String == "Europe/Berlin")
        let current = try #require(object["current"] as? [String: Any])
        #expect(abs(try #require(current["temperature"] as? Double) - 18.22) < 1e-9)
        #expect(abs(try #require(current["pressure"] as? Double) - 1013.21) < 0.01)
        #expect(abs(try #require(current["visibility"] as? Double) - 9977.9) < 0.1)
        #expect(current["condition"] as? String == "partlyCloudy")
        let wind = try #require(current["wind"] as? [String: Any])
        #expect(abs(try #require(wind["speed"] as? Double) - 5.364_48) < 1e-9)
        #expect(abs(try #require(wind["direction"] as? Double) - 57.295_78) < 1e-5)
        let day = try #require((object["daily"] as? [[String: Any]])?.first)
        #expect(abs(try #require(day["snowfallAmount"] as? Double) - 15) < 1e-9)
        #expect(day["moonset"] == nil)
        let minute = try #require((object["minutely"] as? [[String: Any]])?.first)
        #expect(abs(try #require(minute["precipitationIntensity"] as? Double) - 0.508) < 1e-9)
        #expect((object["source"] as? [String: Any])?["provider"] as? String == "openweather")
    }

    @Test("an unknown time zone or an invalid coordinate fails to decode")
    func invalidStoredValues() throws {
        var object = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(TestValues.weather(timeZone: Self.berlinZone)))
                as? [String: Any])
        object["timeZone"] = "Nowhere/Special"
        let badZone = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Weather.self, from: badZone) }
        object["timeZone"] = "Europe/Berlin"
        object["coordinate"] = ["latitude": 100, "longitude": 0]
        let badCoordinate = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Weather.self, from: badCoordinate) }
    }
}
