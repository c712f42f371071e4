import Foundation
import Testing
import WeatherNetworking
import WeatherTestSupport

@testable import WeatherProviders

/// Every recorded National Weather Service body decodes, and the New York, Anchorage and Oregon bodies map
/// to the values worked out by hand from them.
@Suite("National Weather Service fixtures")
struct NWSFixtureTests {
    @Test("every recorded body decodes", arguments: Fixtures.paths(under: "nws"))
    func decodes(path: String) throws {
        let data = try Fixtures.data(path)
        let decoder = WeatherJSONDecoder()
        switch path.split(separator: "/")[1] {
        case "points":
            let point = try decoder.decode(NationalWeatherService.PointResponse.self, from: data)
            #expect(NationalWeatherService.GridCell(point.properties) != nil)
            #expect(point.properties.timeZone.flatMap(TimeZone.init(identifier:)) != nil)
        case "forecast", "forecast-hourly":
            let forecast = try decoder.decode(NationalWeatherService.ForecastResponse.self, from: data)
            #expect(forecast.properties.periods.count >= 14)
            #expect(forecast.properties.periods.allSatisfy { LocalTime.instant($0.startTime) != nil })
        case "alerts-active":
            _ = try decoder.decode(NationalWeatherService.AlertCollection.self, from: data)
        case "errors":
            let problem = try decoder.decode(NationalWeatherService.Problem.self, from: data)
            #expect(problem.status == 404 || problem.status == 503)
        default:
            Issue.record("an unexpected folder: \(path)")
        }
    }

    @Test func newYorkMapsHoursDaysAndTheCurrentHour() async throws {
        let weather = try await NWSTesting.client(NWSTesting.transport()).weather(at: NWSTesting.newYork)
        #expect(weather.timeZone.identifier == "America/New_York")
        #expect(weather.source.provider == .nationalWeatherService)
        #expect(weather.source.origin == .live)

        // 156 hours, the first 13:00 local: 21 °F, dew point −14.44 °C, 52 %, W 18 mph, sunny.
        #expect(weather.hourly.count == 156)
        let first = try #require(weather.hourly.first)
        #expect(first.date == LocalTime.instant("2026-01-20T13:00:00-05:00"))
        #expect(abs(first.temperature.value - NWSTesting.celsius(fahrenheit: 21)) < 1e-9)
        #expect(abs((first.dewPoint?.value ?? 0) - -14.444_444_444_444_445) < 1e-9)
        #expect(first.humidity == 0.52)
        #expect(first.wind?.direction?.value == 270)
        #expect(abs((first.wind?.speed.converted(to: .milesPerHour).value ?? 0) - 18) < 1e-9)
        #expect(first.condition == .clear)
        #expect(first.conditionDescription == "Sunny")
        #expect(first.conditionCode == "few")

        // 18:20 UTC is 13:20 local: the current conditions are the 13:00 hour's, said to be derived.
        let current = try #require(weather.current)
        #expect(current.date == first.date)
        #expect(current.temperature == first.temperature)
        #expect(weather.notes.contains { $0.kind == .derived && $0.field == "current" })
        #expect(weather.notes.contains { $0.field == "current.apparentTemperature" })

        // Today 22 °F with Tonight's 16 °F; 14 periods are seven days.
        #expect(weather.daily.count == 7)
        let today = try #require(weather.daily.first)
        #expect(today.date == LocalTime.instant("2026-01-20T00:00:00-05:00"))
        #expect(abs(today.highTemperature.value - NWSTesting.celsius(fahrenheit: 22)) < 1e-9)
        #expect(abs(today.lowTemperature.value - NWSTesting.celsius(fahrenheit: 16)) < 1e-9)
        #expect(today.condition == .clear)
        #expect(today.summary?.hasPrefix("Today: Sunny, with a high near 22.") == true)
        #expect(today.summary?.contains("Tonight: Mostly clear.") == true)
        #expect(abs((today.wind?.speed.converted(to: .milesPerHour).value ?? 0) - 18) < 1e-9)
        #expect(weather.daily.map(\.date) == weather.daily.map(\.date).sorted())
        #expect(weather.alerts.isEmpty)
    }

    @Test func everyDayPairsItsDaytimeHighWithTheFollowingNightsLow() async throws {
        let weather = try await NWSTesting.client(NWSTesting.transport()).weather(
            at: NWSTesting.newYork, including: .daily)
        let body = try WeatherJSONDecoder().decode(
            NationalWeatherService.ForecastResponse.self,
            from: Fixtures.data("nws/forecast/new-york-okx-33-35-2026-01.json"))
        let periods = body.properties.periods
        #expect(periods.count == 14 && periods.first?.isDaytime == true)
        for (index, day) in weather.daily.enumerated() {
            let high = try #require(periods[index * 2].temperature)
            let low = try #require(periods[index * 2 + 1].temperature)
            #expect(abs(day.highTemperature.value - NWSTesting.celsius(fahrenheit: high)) < 1e-9, "day \(index)")
            #expect(abs(day.lowTemperature.value - NWSTesting.celsius(fahrenheit: low)) < 1e-9, "day \(index)")
        }
        #expect(weather.hourly.isEmpty && weather.current == nil)
    }

    @Test func anchorageTimesKeepTheirAlaskaOffset() async throws {
        var bodies = NWSTesting.Bodies()
        bodies.point = "nws/points/anchorage-ak-61.2181--149.9003-2026-01.json"
        bodies.forecast = "nws/forecast/anchorage-aer-143-236-2026-01.json"
        bodies.alerts = "nws/alerts-active/anchorage-point-empty-2026-01.json"
        let transport = NWSTesting.transport(bodies)
        let weather = try await NWSTesting.client(transport).weather(at: NWSTesting.anchorage, including: .daily)
        #expect(weather.timeZone.identifier == "America/Anchorage")
        let body = try WeatherJSONDecoder().decode(
            NationalWeatherService.ForecastResponse.self, from: Fixtures.data(bodies.forecast))
        let firstStart = try #require(body.properties.periods.first.flatMap { LocalTime.instant($0.startTime) })
        #expect(weather.daily.first?.date == weather.timeZone.startOfDay(containing: firstStart))
        #expect(NWSTesting.requests(transport, to: "/gridpoints/AER/143,236/forecast").count == 1)
    }

    @Test func theOregonFloodWatchKeepsItsCAPFields() throws {
        let collection = try WeatherJSONDecoder().decode(
            NationalWeatherService.AlertCollection.self,
            from: Fixtures.data("nws/alerts-active/oregon-zone-orz004-flood-watch-2019-12.json"))
        let point = NationalWeatherService.PointResponse(
            properties: .init(gridId: "PQR", gridX: 100, gridY: 100, timeZone: "America/Los_Angeles"))
        let weather = NationalWeatherService.Answers(point: point, alerts: collection)
            .weather(at: try Coordinate(latitude: 45.5, longitude: -123.5))
        let alert = try #require(weather.alerts.first)
        #expect(weather.alerts.count == 1)
        #expect(alert.id == "NWS-IDP-PROD-3965873-3369046")
        #expect(alert.event == "Flood Watch")
        #expect(alert.sender == "NWS Portland OR")
        #expect(alert.severity == "Severe")
        #expect(alert.certainty == "Possible")
        #expect(alert.urgency == "Future")
        #expect(alert.areas?.hasPrefix("North Oregon Coast; Greater Portland Metro Area;") == true)
        #expect(alert.start == LocalTime.instant("2019-12-20T13:34:00-08:00"))
        #expect(alert.end == LocalTime.instant("2019-12-22T10:00:00-08:00"))
        #expect(alert.instruction?.hasPrefix("A Flood Watch means") == true)
        #expect(alert.description.hasPrefix("The Flood Watch continues"))
        #expect(alert.tags == ["Met", "Prepare"])
        let zones = collection.features.first?.properties.geocode?.zones
        #expect(zones?.contains("ORZ004") == true)
    }

    @Test func alertsThatAreNotActualOrAreCancelledAreLeftOutAndNoted() throws {
        let base = NationalWeatherService.Alert(
            onset: "2026-01-20T10:00:00-05:00", expires: "2026-01-20T20:00:00-05:00", event: "Wind Advisory")
        var test = base
        test.status = "Test"
        var cancel = base
        cancel.messageType = "Cancel"
        var open = base
        open.expires = nil
        let collection = NationalWeatherService.AlertCollection(
            features: [base, test, cancel, open].map { .init(properties: $0) })
        let point = NationalWeatherService.PointResponse(
            properties: .init(gridId: "OKX", gridX: 33, gridY: 35, timeZone: "America/New_York"))
        let weather = NationalWeatherService.Answers(point: point, alerts: collection).weather(at: NWSTesting.newYork)
        #expect(weather.alerts.count == 2)
        #expect(weather.alerts.last?.end == .distantFuture)
        #expect(weather.notes.contains { $0.field == "alerts.end" })
        #expect(weather.notes.contains { $0.kind == .leftOut && $0.detail.contains("status Test") })
        #expect(weather.notes.contains { $0.kind == .leftOut && $0.detail.contains("cancellations") })
    }

    @Test func theMidnightSunPointDecodesWithNullTwilight() throws {
        let point = try WeatherJSONDecoder().decode(
            NationalWeatherService.PointResponse.self,
            from: Fixtures.data("nws/points/fairbanks-ak-midnight-sun-null-twilight-2026.json"))
        let sun = try #require(point.properties.astronomicalData)
        #expect(sun.civilTwilightBegin == nil && sun.civilTwilightEnd == nil)
        #expect(sun.sunrise == "2026-06-12T02:55:14-08:00")
        #expect(point.properties.gridId == "AFG")
    }

    @Test func aDayWithoutItsDaytimePeriodTakesItsHighFromTheHours() throws {
        let point = NationalWeatherService.PointResponse(
            properties: .init(gridId: "OKX", gridX: 33, gridY: 35, timeZone: "America/New_York"))
        let night = NationalWeatherService.Period(
            name: "Tonight", startTime: "2026-01-20T18:00:00-05:00", endTime: "2026-01-21T06:00:00-05:00",
            isDaytime: false, temperature: 16, windSpeed: "5 to 10 mph", windDirection: "NW",
            shortForecast: "Mostly Clear")
        let hours = [("2026-01-20T18:00:00-05:00", 25.0), ("2026-01-20T19:00:00-05:00", 23.0)].map {
            NationalWeatherService.Period(startTime: $0.0, endTime: $0.0, isDaytime: false, temperature: $0.1)
        }
        let answers = NationalWeatherService.Answers(
            point: point, forecast: .init(properties: .init(periods: [night])),
            hourlyForecast: .init(properties: .init(periods: hours)))
        let weather = answers.weather(at: NWSTesting.newYork, including: .daily)
        let day = try #require(weather.daily.first)
        #expect(abs(day.highTemperature.value - NWSTesting.celsius(fahrenheit: 25)) < 1e-9)
        #expect(abs(day.lowTemperature.value - NWSTesting.celsius(fahrenheit: 16)) < 1e-9)
        #expect(weather.notes.contains { $0.kind == .derived && $0.field == "daily[2026-01-20].highTemperature" })
        #expect(abs((day.wind?.speed.converted(to: .milesPerHour).value ?? 0) - 10) < 1e-9)
        #expect(weather.notes.contains { $0.field == "daily.wind.speed" && $0.detail.contains("upper value") })

        let alone = NationalWeatherService.Answers(point: point, forecast: .init(properties: .init(periods: [night])))
            .weather(at: NWSTesting.newYork, including: .daily)
        #expect(alone.daily.first?.highTemperature == alone.daily.first?.lowTemperature)
        #expect(alone.notes.contains { $0.kind == .missing && $0.field == "daily[2026-01-20].highTemperature" })
    }
}
