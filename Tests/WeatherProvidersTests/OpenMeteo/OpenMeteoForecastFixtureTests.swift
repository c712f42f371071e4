import Foundation
import Testing
import WeatherTesting

@testable import WeatherProviders

/// Every recorded forecast body, through `OpenMeteoClient.weather(at:)`, checked against its JSON.
@Suite("Open-Meteo forecast fixtures")
struct OpenMeteoForecastFixtureTests {
    static let paths = Fixtures.paths(under: "openmeteo/forecast")

    @Test func everyForecastFixtureIsCovered() {
        #expect(Self.paths.count == 5)
    }

    @Test(arguments: paths)
    func mapsCurrentConditions(path: String) async throws {
        let json = try #require(Fixtures.json(path) as? [String: Any])
        let transport = try OpenMeteoTesting.transport(fixture: path)
        let weather = try await OpenMeteoTesting.client(transport).weather(at: OpenMeteoTesting.berlin)
        let zone = try #require(json["timezone"] as? String)

        #expect(weather.timeZone.identifier == TimeZone(identifier: zone)?.identifier)
        #expect(weather.source.provider == .openMeteo)
        #expect(weather.coordinate == OpenMeteoTesting.berlin)
        #expect(transport.requests.count == 1)

        if let block = json["current"] as? [String: Any], let temperature = block["temperature_2m"] as? Double {
            let units = json["current_units"] as? [String: String]
            let current = try #require(weather.current)
            let expected = OpenMeteoTesting.celsius(temperature, unit: units?["temperature_2m"])
            #expect(abs(current.temperature.converted(to: .celsius).value - expected) < 1e-9)
            let time = try #require(block["time"] as? String)
            #expect(current.date == OpenMeteoTesting.date(time, zone: zone))
            if let code = block["weather_code"] as? Int {
                #expect(current.condition == WeatherCondition(wmoCode: code))
            }
        } else if let legacy = json["current_weather"] as? [String: Any] {
            let current = try #require(weather.current)
            let temperature = try #require(legacy["temperature"] as? Double)
            #expect(abs(current.temperature.converted(to: .celsius).value - temperature) < 1e-9)
            let speed = try #require(legacy["windspeed"] as? Double)
            #expect(abs((current.wind?.speed.converted(to: .metersPerSecond).value ?? -1) - speed) < 1e-9)
            #expect(current.wind?.direction?.value == legacy["winddirection"] as? Double)
            #expect(current.condition == WeatherCondition(wmoCode: try #require(legacy["weathercode"] as? Int)))
            let time = try #require(legacy["time"] as? String)
            #expect(current.date == OpenMeteoTesting.date(time, zone: zone))
        } else {
            // A current block without a temperature cannot make a `CurrentWeather`.
            #expect(weather.current == nil)
        }
    }

    @Test(arguments: paths)
    func mapsEveryHourWithATemperature(path: String) async throws {
        let json = try #require(Fixtures.json(path) as? [String: Any])
        let weather = try await OpenMeteoTesting.client(OpenMeteoTesting.transport(fixture: path))
            .weather(at: OpenMeteoTesting.berlin)
        let zone = try #require(json["timezone"] as? String)
        guard let block = json["hourly"] as? [String: Any], let times = block["time"] as? [String] else {
            #expect(weather.hourly.isEmpty)
            return
        }
        let units = json["hourly_units"] as? [String: String] ?? [:]
        let temperatures = block["temperature_2m"] as? [Double?] ?? []
        let rows = times.indices.filter { $0 < temperatures.count && temperatures[$0] != nil }
        try #require(weather.hourly.count == rows.count)
        for (hour, row) in zip(weather.hourly, rows) {
            #expect(hour.date == OpenMeteoTesting.date(times[row], zone: zone))
            let temperature = try #require(temperatures[row])
            #expect(
                abs(hour.temperature.value - OpenMeteoTesting.celsius(temperature, unit: units["temperature_2m"]))
                    < 1e-9)
            if let feels = (block["apparent_temperature"] as? [Double?])?[row] {
                #expect(abs((hour.apparentTemperature?.value ?? .nan) - feels) < 1e-9)
            }
            if let humidity = (block["relative_humidity_2m"] as? [Double?])?[row] {
                #expect(abs((hour.humidity ?? -1) - humidity / 100) < 1e-9)
            }
            if let speed = (block["wind_speed_10m"] as? [Double?])?[row] {
                let expected = OpenMeteoTesting.metersPerSecond(speed, unit: units["wind_speed_10m"])
                #expect(abs((hour.wind?.speed.value ?? -1) - expected) < 1e-4)  // Foundation: 1 km/h = 0.277778 m/s
            }
            if let gust = (block["wind_gusts_10m"] as? [Double?])?[row] {
                let expected = OpenMeteoTesting.metersPerSecond(gust, unit: units["wind_gusts_10m"])
                #expect(abs((hour.wind?.gust?.value ?? -1) - expected) < 1e-4)
            }
            if let chance = (block["precipitation_probability"] as? [Double?])?[row] {
                #expect(abs((hour.precipitationChance ?? -1) - chance / 100) < 1e-9)
            }
            if let amount = (block["precipitation"] as? [Double?])?[row] {
                #expect(abs((hour.precipitationAmount?.converted(to: .millimeters).value ?? -1) - amount) < 1e-9)
            }
            if let uv = (block["uv_index"] as? [Double?])?[row] {
                #expect(hour.uvIndex == uv)
            }
        }
    }

    @Test(arguments: paths)
    func mapsEveryDayWithHighAndLow(path: String) async throws {
        let json = try #require(Fixtures.json(path) as? [String: Any])
        let weather = try await OpenMeteoTesting.client(OpenMeteoTesting.transport(fixture: path))
            .weather(at: OpenMeteoTesting.berlin)
        let zone = try #require(json["timezone"] as? String)
        guard let block = json["daily"] as? [String: Any], let times = block["time"] as? [String] else {
            #expect(weather.daily.isEmpty)
            return
        }
        let units = json["daily_units"] as? [String: String] ?? [:]
        let highs = block["temperature_2m_max"] as? [Double?] ?? []
        let lows = block["temperature_2m_min"] as? [Double?] ?? []
        let rows = times.indices.filter { $0 < highs.count && $0 < lows.count && highs[$0] != nil && lows[$0] != nil }
        try #require(weather.daily.count == rows.count)
        for (day, row) in zip(weather.daily, rows) {
            #expect(day.date == OpenMeteoTesting.date(times[row], zone: zone))
            let high = OpenMeteoTesting.celsius(try #require(highs[row]), unit: units["temperature_2m_max"])
            let low = OpenMeteoTesting.celsius(try #require(lows[row]), unit: units["temperature_2m_min"])
            #expect(abs(day.highTemperature.value - high) < 1e-9)
            #expect(abs(day.lowTemperature.value - low) < 1e-9)
            if let sunrise = (block["sunrise"] as? [String?])?[row] {
                #expect(day.sunrise == OpenMeteoTesting.date(sunrise, zone: zone))
            }
            if let sunset = (block["sunset"] as? [String?])?[row] {
                #expect(day.sunset == OpenMeteoTesting.date(sunset, zone: zone))
            }
            if let sum = (block["precipitation_sum"] as? [Double?])?[row] {
                #expect(abs((day.precipitationAmount?.converted(to: .millimeters).value ?? -1) - sum) < 1e-9)
            }
            if let chance = (block["precipitation_probability_max"] as? [Double?])?[row] {
                #expect(abs((day.precipitationChance ?? -1) - chance / 100) < 1e-9)
            }
        }
    }

    @Test(arguments: paths)
    func rawResponseKeepsEveryVariable(path: String) async throws {
        let json = try #require(Fixtures.json(path) as? [String: Any])
        let response = try await OpenMeteoTesting.client(OpenMeteoTesting.transport(fixture: path))
            .forecast(at: OpenMeteoTesting.berlin)
        #expect(response.elevation == (json["elevation"] as? NSNumber)?.doubleValue)
        #expect(response.timezone == json["timezone"] as? String)
        let blocks: [(String, OpenMeteo.SeriesBlock?)] = [
            ("hourly", response.hourly), ("daily", response.daily), ("minutely_15", response.minutely15),
        ]
        for (name, decoded) in blocks {
            guard let block = json[name] as? [String: Any] else {
                #expect(decoded == nil)
                continue
            }
            let series = try #require(decoded)
            #expect(series.time.count == (block["time"] as? [Any])?.count)
            for (key, value) in block where key != "time" {
                if let numbers = value as? [Double?] {
                    #expect(series.numbers[key] == numbers, "\(name).\(key)")
                } else {
                    #expect(series.texts[key] == value as? [String?], "\(name).\(key)")
                }
            }
        }
    }
}
