import Foundation
import Testing
import WeatherModels
import WeatherNetworking
import WeatherProviders
import WeatherTestSupport

/// Partial answers keep what came, derive what can be derived, and say what is missing: no day,
/// hour or value disappears without a note in `Weather.notes`, and no metadata fails a body.
@Suite("Nothing is lost")
struct NothingIsLostTests {
    static let moscow = "weatherapi/forecast/moscow-2day-aqi-alerts-2025.json"

    /// A recorded body with `edit` applied to its parsed JSON.
    static func edited(_ path: String, _ edit: (inout [String: Any]) throws -> Void) throws -> Data {
        var root = try #require(try Fixtures.json(path) as? [String: Any])
        try edit(&root)
        return try JSONSerialization.data(withJSONObject: root)
    }

    /// Applies `edit` to every `forecastday` of a WeatherAPI.com forecast body.
    static func editDays(_ root: inout [String: Any], _ edit: (inout [String: Any]) -> Void) throws {
        var forecast = try #require(root["forecast"] as? [String: Any])
        var days = try #require(forecast["forecastday"] as? [[String: Any]])
        for index in days.indices { edit(&days[index]) }
        forecast["forecastday"] = days
        root["forecast"] = forecast
    }

    @Test func aWeatherAPIDayWithoutItsLowKeepsItAndTakesTheLowFromItsHours() async throws {
        let body = try Self.edited(Self.moscow) { root in
            try Self.editDays(&root) { day in
                var values = day["day"] as? [String: Any] ?? [:]
                values["mintemp_c"] = nil
                values["mintemp_f"] = nil
                day["day"] = values
            }
        }
        let complete = try await WeatherAPITesting.client(try WeatherAPITesting.transport(fixture: Self.moscow))
            .forecast(for: "Moscow", days: 2)
        let weather = try await WeatherAPITesting.client(WeatherAPITesting.transport(body: body))
            .forecast(for: "Moscow", days: 2)
        #expect(weather.daily.count == complete.daily.count)
        #expect(weather.daily.count == 2)
        for day in weather.daily {
            let hours = weather.hourly.filter {
                Calendar.gregorian(in: weather.timeZone).isDate($0.date, inSameDayAs: day.date)
            }
            let lowest = try #require(hours.map { $0.temperature.converted(to: .celsius).value }.min())
            #expect(day.lowTemperature.converted(to: .celsius).value == lowest)
            #expect(
                weather.notes.contains {
                    $0.kind == .derived
                        && $0.field == WeatherNote.dayField("lowTemperature", of: day.date, in: weather.timeZone)
                })
        }
        #expect(zip(weather.daily, complete.daily).allSatisfy { $0.highTemperature == $1.highTemperature })
    }

    @Test func aWeatherAPIDayWithNeitherValuesNorHoursIsLeftOutWithANote() async throws {
        let body = try Self.edited(Self.moscow) { root in
            try Self.editDays(&root) { day in
                day["day"] = [String: Any]()
                day["hour"] = [Any]()
            }
        }
        let weather = try await WeatherAPITesting.client(WeatherAPITesting.transport(body: body))
            .forecast(for: "Moscow", days: 2)
        #expect(weather.daily.isEmpty)
        #expect(weather.notes.filter { $0.kind == .leftOut && $0.field.hasPrefix("daily[") }.count == 2)
    }

    @Test func aWeatherAPICurrentBlockWithoutFeelsLikeOrHumidityDerivesThemAndSaysSo() async throws {
        let body = try Self.edited(Self.moscow) { root in
            var current = try #require(root["current"] as? [String: Any])
            for key in ["feelslike_c", "feelslike_f", "humidity"] { current[key] = nil }
            root["current"] = current
        }
        let weather = try await WeatherAPITesting.client(WeatherAPITesting.transport(body: body))
            .forecast(for: "Moscow", days: 2)
        let current = try #require(weather.current)
        let humidity = WeatherDerivation.relativeHumidity(
            temperature: current.temperature, dewPoint: try #require(current.dewPoint))
        #expect(current.humidity == humidity)
        #expect(current.humidity > 0)
        #expect(current.apparentTemperature != current.temperature)
        #expect(
            Set(weather.notes.filter { $0.kind == .derived }.map(\.field)) == [
                "current.humidity", "current.apparentTemperature",
            ])
    }

    @Test func aWeatherAPILocationWithoutAZoneNameUsesTheOffsetOfItsLocalTime() async throws {
        let body = try Self.edited(Self.moscow) { root in
            var location = try #require(root["location"] as? [String: Any])
            location["tz_id"] = nil
            root["location"] = location
        }
        let weather = try await WeatherAPITesting.client(WeatherAPITesting.transport(body: body))
            .forecast(for: "Moscow", days: 2)
        #expect(weather.timeZone.secondsFromGMT() == 3 * 3600, "Moscow is UTC+3, from localtime and its epoch")
        #expect(weather.notes.contains { $0.field == "timeZone" && $0.kind == .derived })
    }

    @Test func theProvidersOwnConditionCodesAreKept() async throws {
        let weather = try await WeatherAPITesting.client(try WeatherAPITesting.transport(fixture: Self.moscow))
            .forecast(for: "Moscow", days: 2)
        let raw = try #require(try Fixtures.json(Self.moscow) as? [String: Any])
        let current = try #require(raw["current"] as? [String: Any])
        let condition = try #require(current["condition"] as? [String: Any])
        #expect(weather.current?.conditionCode == (condition["code"] as? Int).map(String.init))
        #expect(weather.hourly.allSatisfy { $0.conditionCode != nil })
        #expect(weather.daily.allSatisfy { $0.conditionCode != nil })
    }

    @Test func anOpenMeteoUnitsBlockWithANumberStillDecodesAndKeepsItsUnits() async throws {
        let path = "openmeteo/forecast/texas-current-fahrenheit-minified.json"
        let body = try Self.edited(path) { root in
            var units = try #require(root["current_units"] as? [String: Any])
            units["interval"] = 900
            root["current_units"] = units
        }
        let client = OpenMeteoClient(transport: StubTransport(responses: [HTTPResponse(statusCode: 200, body: body)]))
        let weather = try await client.weather(at: Coordinate(latitude: 30, longitude: -97), including: .current)
        let reference = OpenMeteoClient(
            transport: StubTransport(responses: [HTTPResponse(statusCode: 200, body: try Fixtures.data(path))]))
        let expected = try await reference.weather(at: Coordinate(latitude: 30, longitude: -97), including: .current)
        #expect(weather.current?.temperature == expected.current?.temperature, "°F is still read from the units block")
        #expect(weather.current != nil)
    }

    @Test func anOpenMeteoDayWithoutItsHighTakesItFromTheHours() async throws {
        let path = "openmeteo/forecast/melbourne-hourly-daily-gmt.json"
        let body = try Self.edited(path) { root in
            var daily = try #require(root["daily"] as? [String: Any])
            daily["temperature_2m_max"] = nil
            root["daily"] = daily
        }
        let client = OpenMeteoClient(transport: StubTransport(responses: [HTTPResponse(statusCode: 200, body: body)]))
        let weather = try await client.weather(at: Coordinate(latitude: -37.81, longitude: 144.96))
        #expect(weather.daily.count == 7)
        for day in weather.daily {
            let hours = weather.hourly.filter {
                Calendar.gregorian(in: weather.timeZone).isDate($0.date, inSameDayAs: day.date)
            }
            guard let highest = hours.map({ $0.temperature.converted(to: .celsius).value }).max() else { continue }
            #expect(day.highTemperature.converted(to: .celsius).value == highest)
        }
        #expect(weather.notes.contains { $0.kind == .derived && $0.field.hasSuffix(".highTemperature") })
    }
}

extension Calendar {
    /// A Gregorian calendar in `timeZone`.
    static func gregorian(in timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}
