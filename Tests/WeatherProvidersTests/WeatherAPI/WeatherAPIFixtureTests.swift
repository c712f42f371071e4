import Foundation
import Testing
import WeatherNetworking
import WeatherTestSupport

@testable import WeatherProviders

/// Every recorded WeatherAPI.com body goes through the public client API with an injected transport, and the
/// mapped values are checked against the raw JSON.
@Suite("WeatherAPI.com fixtures")
struct WeatherAPIFixtureTests {
    typealias Support = WeatherAPITesting

    static let currentPaths = Fixtures.paths(under: "weatherapi/current")
    static let forecastPaths = Fixtures.paths(under: "weatherapi/forecast")
    static let searchPaths = Fixtures.paths(under: "weatherapi/search")

    @Test func everyFixtureFolderIsCovered() {
        #expect(Self.currentPaths.count == 6)
        #expect(Self.forecastPaths.count == 9)
        #expect(Self.searchPaths.count == 3)
        #expect(Fixtures.paths(under: "weatherapi/errors").count == 2)
    }

    @Test(arguments: currentPaths)
    func currentBodyMapsThroughWeatherForQuery(path: String) async throws {
        let transport = try WeatherAPITesting.transport(fixture: path)
        let weather = try await Support.client(transport).weather(for: "London")
        let json = try #require(try Fixtures.json(path) as? [String: Any])
        let location = try #require(json["location"] as? [String: Any])
        let current = try #require(json["current"] as? [String: Any])
        try checkLocation(weather, location)
        try checkCurrent(try #require(weather.current), current, timeZone: weather.timeZone)
        #expect(weather.hourly.isEmpty && weather.daily.isEmpty && weather.alerts.isEmpty)
        #expect(weather.source.provider == .weatherAPI)
        #expect(weather.fetchedAt == Support.now)
        #expect(transport.requests.count == 1)
        #expect(transport.requests.first?.url.path == "/v1/current.json")
    }

    @Test(arguments: forecastPaths)
    func forecastBodyMapsThroughForecastForDays(path: String) async throws {
        let transport = try WeatherAPITesting.transport(fixture: path)
        let weather = try await Support.client(transport).forecast(for: .city("London"), days: 14)
        let json = try #require(try Fixtures.json(path) as? [String: Any])
        let location = try #require(json["location"] as? [String: Any])
        try checkLocation(weather, location)
        try checkCurrent(
            try #require(weather.current), try #require(json["current"] as? [String: Any]),
            timeZone: weather.timeZone)

        let days = try #require((json["forecast"] as? [String: Any])?["forecastday"] as? [[String: Any]])
        #expect(weather.daily.count == days.count)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = weather.timeZone
        for (mapped, raw) in zip(weather.daily, days) {
            try checkDay(mapped, raw, calendar: calendar)
        }
        let hours = days.flatMap { $0["hour"] as? [[String: Any]] ?? [] }
        #expect(weather.hourly.count == hours.count)
        for (mapped, raw) in zip(weather.hourly, hours) {
            try checkHour(mapped, raw, calendar: calendar)
        }
        let alerts = (json["alerts"] as? [String: Any])?["alert"] as? [[String: Any]] ?? []
        #expect(weather.alerts.count == alerts.count)
        for (mapped, raw) in zip(weather.alerts, alerts) {
            #expect(mapped.event == raw["event"] as? String)
            #expect(mapped.description == raw["desc"] as? String)
        }
    }

    @Test(arguments: searchPaths)
    func searchBodyMapsThroughPlacesMatching(path: String) async throws {
        let transport = try WeatherAPITesting.transport(fixture: path)
        let places = try await Support.client(transport).places(matching: "Berlin", limit: 20)
        let raw = try #require(try Fixtures.json(path) as? [[String: Any]])
        #expect(places.count == raw.count)
        for (place, entry) in zip(places, raw) {
            #expect(place.id == "weatherapi:\(try #require(entry["id"] as? Int))")
            #expect(place.name == entry["name"] as? String)
            #expect(place.state == entry["region"] as? String)
            #expect(place.country == entry["country"] as? String)
            #expect(place.coordinate.latitude == Support.number(entry, "lat"))
            #expect(place.coordinate.longitude == Support.number(entry, "lon"))
            #expect(place.timeZone == nil)
        }
        #expect(transport.requests.first?.url.path == "/v1/search.json")
    }

    // MARK: - Checks against the raw JSON

    private func checkLocation(_ weather: Weather, _ location: [String: Any]) throws {
        #expect(weather.timeZone.identifier == location["tz_id"] as? String)
        #expect(weather.coordinate.latitude == Support.number(location, "lat"))
        #expect(weather.coordinate.longitude == Support.number(location, "lon"))
        let place = try #require(weather.place)
        #expect(place.name == location["name"] as? String)
        #expect(place.timeZone?.identifier == location["tz_id"] as? String)
    }

    private func checkCurrent(_ current: CurrentWeather, _ raw: [String: Any], timeZone: TimeZone) throws {
        let expectedTemperature = try #require(
            Support.number(raw, "temp_c") ?? Support.number(raw, "temp_f").map(Support.celsius(fahrenheit:)))
        #expect(abs(current.temperature.converted(to: .celsius).value - expectedTemperature) < 1e-9)
        if let feelsLike = Support.number(raw, "feelslike_c")
            ?? Support.number(raw, "feelslike_f").map(
                Support.celsius(fahrenheit:))
        {
            #expect(abs(current.apparentTemperature.converted(to: .celsius).value - feelsLike) < 1e-9)
        }
        #expect(current.humidity == (try #require(Support.number(raw, "humidity"))) / 100)
        if let kph = Support.number(raw, "wind_kph") {
            let speed = try #require(current.wind?.speed.converted(to: .metersPerSecond).value)
            #expect(abs(speed - kph / 3.6) < 1e-9)
            #expect(current.wind?.direction?.value == Support.number(raw, "wind_degree"))
        } else {
            #expect(current.wind == nil)
        }
        let condition = try #require(raw["condition"] as? [String: Any])
        try checkCondition(current.condition, current.icon, condition)
        if let epoch = Support.number(raw, "last_updated_epoch") {
            #expect(current.date == Date(timeIntervalSince1970: epoch))
        }
        // The local wall-clock text must name the same minute in the location's zone.
        let text = try #require(raw["last_updated"] as? String)
        #expect(localText(current.date, timeZone: timeZone) == text)
        if let isDay = raw["is_day"] as? Int {
            #expect(current.isDaylight == (isDay == 1))
        }
    }

    private func checkDay(_ day: DayForecast, _ raw: [String: Any], calendar: Calendar) throws {
        let summary = try #require(raw["day"] as? [String: Any])
        let date = try #require(raw["date"] as? String)
        let components = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: day.date)
        #expect(String(format: "%04d-%02d-%02d", components.year!, components.month!, components.day!) == date)
        #expect(components.hour == 0 && components.minute == 0)
        let high = try #require(
            Support.number(summary, "maxtemp_c") ?? Support.number(summary, "maxtemp_f").map(Support.celsius))
        #expect(abs(day.highTemperature.converted(to: .celsius).value - high) < 1e-9)
        let low = try #require(
            Support.number(summary, "mintemp_c") ?? Support.number(summary, "mintemp_f").map(Support.celsius))
        #expect(abs(day.lowTemperature.converted(to: .celsius).value - low) < 1e-9)
        let astro = try #require(raw["astro"] as? [String: Any])
        for (mapped, key) in [(day.sunrise, "sunrise"), (day.sunset, "sunset"), (day.moonrise, "moonrise")] {
            guard let text = astro[key] as? String else { continue }
            if text.hasPrefix("No ") {
                #expect(mapped == nil)
            } else {
                let instant = try #require(mapped)
                #expect(twelveHourText(instant, calendar: calendar) == text)
                #expect(calendar.isDate(instant, inSameDayAs: day.date))
            }
        }
        let condition = try #require(summary["condition"] as? [String: Any])
        try checkCondition(day.condition, day.icon, condition)
    }

    private func checkHour(_ hour: HourForecast, _ raw: [String: Any], calendar: Calendar) throws {
        let time = try #require(raw["time"] as? String)
        #expect(localText(hour.date, timeZone: calendar.timeZone) == time)
        if let epoch = Support.number(raw, "time_epoch") {
            #expect(hour.date == Date(timeIntervalSince1970: epoch))
        }
        let temperature = try #require(
            Support.number(raw, "temp_c") ?? Support.number(raw, "temp_f").map(Support.celsius(fahrenheit:)))
        #expect(abs(hour.temperature.converted(to: .celsius).value - temperature) < 1e-9)
        #expect(hour.humidity == Support.number(raw, "humidity").map { $0 / 100 })
    }

    private func checkCondition(_ condition: WeatherCondition, _ icon: String?, _ raw: [String: Any]) throws {
        if let code = raw["code"] as? Int {
            #expect(condition == WeatherCondition(weatherAPICode: code))
        } else {
            #expect(condition == WeatherCondition(text: try #require(raw["text"] as? String)))
        }
        #expect(condition != .unknown)
        let rawIcon = try #require(raw["icon"] as? String)
        #expect(icon == "https:" + rawIcon)
    }

    private func localText(_ date: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(
            format: "%04d-%02d-%02d %02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0,
            parts.minute ?? 0)
    }

    private func twelveHourText(_ date: Date, calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        let hour = parts.hour ?? 0
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        return String(format: "%02d:%02d %@", twelve, parts.minute ?? 0, hour < 12 ? "AM" : "PM")
    }
}
