import Foundation
import Testing
import WeatherCore
import WeatherNetworking
import WeatherSandbox
import WeatherTesting

@testable import WeatherProviders

/// The day in parts and the significant changes from recorded bodies, read through real clients: checked against
/// the body's own hourly values, and worded in every language the SDK speaks.
@Suite("The day in parts and changes from recorded bodies")
struct InsightRecordedTests {
    /// Richmond, Virginia, September 2022, in °F: each day part's high is the highest hourly `temp` of the body
    /// whose `dt` falls in the part in New York time.
    @Test func oneCallPartsMatchTheBodysOwnHours() async throws {
        let path = "openweather/onecall3/richmond-va-imperial-2022.json"
        let transport = OpenWeatherFixtureTests.transport(answering: try Fixtures.data(path), on: "/data/3.0/onecall")
        let client = OpenWeatherClient(
            apiKey: "recorded", transport: transport, configuration: .init(units: .imperial, retryPolicy: .none))
        let weather = try await client.weather(at: try Coordinate(latitude: 37.5408, longitude: -77.4339))
        let json = try #require(Fixtures.json(path) as? [String: Any])
        let hours = try #require(json["hourly"] as? [[String: Any]]).compactMap { hour -> (Date, Double)? in
            guard let dt = (hour["dt"] as? NSNumber)?.doubleValue, let temp = (hour["temp"] as? NSNumber)?.doubleValue
            else { return nil }
            return (Date(timeIntervalSince1970: dt), temp)
        }
        let firstHour = try #require(hours.first?.0)

        // The day after the first, which the 48 hours cover in full.
        let nextDay = firstHour.addingTimeInterval(86_400)
        let parts = weather.dayParts(on: nextDay)

        #expect(parts.map(\.part) == DayPart.quarters)
        for part in parts {
            let raw = hours.filter { $0.0 >= part.start && $0.0 < part.end }.map(\.1)
            #expect(part.hourCount == raw.count, "\(part.part)")
            let high = part.highTemperature.converted(to: .fahrenheit).value
            #expect(abs(high - (raw.max() ?? .nan)) < 0.01, "\(part.part): \(high) against \(raw)")
            // New York time: six local hours a part in September.
            #expect(part.end.timeIntervalSince(part.start) == 6 * 3600)
        }
    }

    @Test func weatherKitsNewYorkPartsAndChanges() async throws {
        let transport = WeatherKitTesting.transport()
        let zone = try #require(TimeZone(identifier: "America/New_York"))
        let weather = try await WeatherKitTesting.client(transport).weather(
            at: WeatherKitTesting.newYork, timeZone: zone, countryCode: "US")
        try Self.checkPartsAndChanges(of: weather)
    }

    @Test func metNorwaysLondonPartsAndChanges() async throws {
        let body = try METNorwayTesting.ok("metno/compact/london-altitude25-2020-07.json")
        let transport = StubTransport(responses: [body])
        let zone = try #require(TimeZone(identifier: "Europe/London"))
        let weather = try await METNorwayTesting.client(transport).weather(
            at: METNorwayTesting.london, timeZone: zone, including: [.current, .hourly, .daily])
        try Self.checkPartsAndChanges(of: weather)
    }

    /// The second day's parts follow each other and hold together, every change falls on a forecast day, and
    /// both read in every language the SDK speaks.
    static func checkPartsAndChanges(of weather: Weather) throws {
        let first = try #require(weather.hourly.first?.date)
        let parts = weather.dayParts(on: first.addingTimeInterval(86_400))
        let changes = weather.significantChanges()

        #expect(!parts.isEmpty)
        for (part, next) in zip(parts, parts.dropFirst()) {
            #expect(part.end == next.start)
        }
        for part in parts {
            #expect(part.lowTemperature.value <= part.highTemperature.value)
            #expect(part.hourCount > 0)
        }
        let days = Set(weather.daily.map(\.date))
        #expect(changes.allSatisfy { days.contains($0.day) })
        for language in LanguageTag.supported {
            let formatter = WeatherFormatter(locale: Locale(identifier: language))
            for part in parts { #expect(!formatter.dayPart(part.part).isEmpty) }
            for change in changes {
                let sentence = formatter.change(change, in: weather.timeZone, now: first)
                #expect(!sentence.isEmpty && !sentence.contains("change."), "\(language): \(sentence)")
            }
        }
    }

    /// Open-Meteo's recorded bodies carry no precipitation in their 15-minute block, so its next hour is shown on
    /// the sandbox's `minutely_15`.
    @Test func openMeteosQuarterHoursGiveTheNextHour() async throws {
        let now = Date(timeIntervalSince1970: 1_795_003_200)
        let client = OpenMeteoClient(transport: SandboxTransport(seed: 7, now: { now }))

        let weather = try await client.weather(at: try Coordinate(latitude: 52.52, longitude: 13.405), including: .all)

        #expect(weather.minutely.count >= 4)
        #expect(weather.nextHourPrecipitation(at: now) != nil)
    }
}
