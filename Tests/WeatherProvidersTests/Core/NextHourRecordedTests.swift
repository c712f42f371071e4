import Foundation
import Testing
import WeatherNetworking
import WeatherTesting

@testable import WeatherProviders

/// The next hour in words from the minute series of recorded bodies, read through each real client: the outlook and
/// the peak are checked against the body's own minute values, read from its JSON.
@Suite("The next hour from recorded bodies")
struct NextHourRecordedTests {
    /// The highest of the first hour's minute values in the JSON at `path`, mm/h, found by `minutes` and `rate`.
    static func rawPeak(_ path: String, minutes: ([String: Any]) -> [[String: Any]]?, rate: String) throws -> Double {
        let json = try #require(Fixtures.json(path) as? [String: Any])
        let steps = try #require(minutes(json))
        return steps.prefix(60).compactMap { ($0[rate] as? NSNumber)?.doubleValue }.max() ?? 0
    }

    @Test(arguments: [
        "openweather/onecall3/nairobi-kenya-default-units.json", "openweather/onecall3/richmond-va-imperial-2022.json",
    ])
    func openWeatherMinutes(path: String) async throws {
        let transport = OpenWeatherFixtureTests.transport(answering: try Fixtures.data(path), on: "/data/3.0/onecall")
        let client = OpenWeatherClient(
            apiKey: "recorded", transport: transport, configuration: .init(retryPolicy: .none))
        let json = try #require(Fixtures.json(path) as? [String: Any])
        let coordinate = try Coordinate(
            latitude: try #require(json["lat"] as? Double), longitude: try #require(json["lon"] as? Double))

        let weather = try await client.weather(at: coordinate, including: .all)

        let first = try #require(weather.minutely.first)
        let next = try #require(weather.nextHourPrecipitation(at: first.date))
        let peak = try Self.rawPeak(path, minutes: { $0["minutely"] as? [[String: Any]] }, rate: "precipitation")
        // Every recorded One Call body was dry in its next hour; the outlook must say so.
        #expect(peak < NextHourPrecipitation.wetIntensity.value)
        #expect(next.outlook == .dry)
        #expect(
            WeatherFormatter(locale: Locale(identifier: "en_GB")).nextHour(next, in: weather.timeZone)
                == "No precipitation in the next hour")
    }

    @Test func weatherKitsNextHour() async throws {
        let path = "weatherkit/weather/new-york-forecastNextHour-2022-07.json"
        let transport = WeatherKitTesting.transport(weather: path)
        let zone = try #require(TimeZone(identifier: "America/New_York"))

        let weather = try await WeatherKitTesting.client(transport).weather(
            at: WeatherKitTesting.newYork, timeZone: zone, countryCode: "US")

        let first = try #require(weather.minutely.first)
        let next = try #require(weather.nextHourPrecipitation(at: first.date))
        let peak = try Self.rawPeak(
            path, minutes: { ($0["forecastNextHour"] as? [String: Any])?["minutes"] as? [[String: Any]] },
            rate: "precipitationIntensity")
        #expect(peak >= NextHourPrecipitation.wetIntensity.value)
        #expect(next.outlook != .dry)
        #expect(abs(next.peakIntensity.value - peak) < 1e-9)
        #expect(next.intensity == .light)
        #expect(!WeatherFormatter(locale: Locale(identifier: "en_US")).nextHour(next, in: zone).isEmpty)
    }

    @Test func metNorwaysNowcast() throws {
        let body = try Fixtures.data("metno/nowcast/trondheim-radar-ok-rain-onset-2023-08-14.json")
        let minutes = try WeatherJSONDecoder().decode(METNorway.NowcastResponse.self, from: body).minutes
        let weather = Weather(
            coordinate: try Coordinate(latitude: 63.4308, longitude: 10.4034),
            timeZone: try #require(TimeZone(identifier: "Europe/Oslo")), minutely: minutes,
            source: WeatherSource(provider: .metNorway), fetchedAt: minutes[0].date)

        let next = try #require(weather.nextHourPrecipitation(at: minutes[0].date))

        // At 18:15Z the radar sees rain from 19:00Z, 45 minutes on, growing to 2.5 mm/h by the end of the hour.
        #expect(next.outlook == .starting(start: minutes[9].date, end: nil))
        #expect(
            WeatherFormatter(locale: Locale(identifier: "en_GB")).nextHour(next, in: weather.timeZone)
                .hasSuffix("starting in 45 min"))
    }
}
