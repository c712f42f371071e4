import Foundation
import Testing
import WeatherTesting

@testable import WeatherProviders

/// The quirks listed for Open-Meteo in the recorded bodies' notes, one by one.
@Suite("Open-Meteo quirks")
struct OpenMeteoQuirkTests {
    private func weather(_ path: String, models: [String] = []) async throws -> Weather {
        try await OpenMeteoTesting.client(OpenMeteoTesting.transport(fixture: path), models: models)
            .weather(at: OpenMeteoTesting.berlin)
    }

    private func weather(json: String, models: [String] = []) async throws -> Weather {
        try await OpenMeteoTesting.client(StubTransport(statusCode: 200, body: json), models: models)
            .weather(at: OpenMeteoTesting.berlin)
    }

    @Test func legacyCurrentWeatherBlock() async throws {
        let weather = try await weather("openmeteo/forecast/berlin-current-weather-legacy-2022.json")
        let current = try #require(weather.current)
        #expect(current.temperature.value == 16.8)
        // No units block: the wind is in the unit the client asked for (m/s).
        #expect(current.wind?.speed.converted(to: .metersPerSecond).value == 8.2)
        #expect(current.wind?.direction?.value == 105)
        #expect(current.condition == .rain)  // WMO 61
        #expect(current.date == Date(timeIntervalSince1970: 1_662_642_000))  // 2022-09-08T13:00Z
    }

    @Test func fahrenheitBodyIsReadFromItsUnitsBlock() async throws {
        let weather = try await weather("openmeteo/forecast/texas-current-fahrenheit-minified.json")
        let current = try #require(weather.current)
        #expect(abs(current.temperature.converted(to: .celsius).value - 22.055_555) < 1e-5)  // 71.7 °F
        #expect(abs(current.temperature.converted(to: .fahrenheit).value - 71.7) < 1e-9)
        #expect(current.condition == .mostlyClear)  // WMO 1
        #expect(current.date == Date(timeIntervalSince1970: 1_713_908_700))  // 2024-04-23T21:45Z
    }

    @Test func elevationIsIntegerOrFloat() async throws {
        let client = { (path: String) in OpenMeteoTesting.client(try OpenMeteoTesting.transport(fixture: path)) }
        let legacy = try await client("openmeteo/forecast/berlin-current-weather-legacy-2022.json")
            .forecast(at: OpenMeteoTesting.berlin)
        let texas = try await client("openmeteo/forecast/texas-current-fahrenheit-minified.json")
            .forecast(at: OpenMeteoTesting.berlin)
        #expect(legacy.elevation == 38)
        #expect(texas.elevation == 194)
    }

    @Test func modelSuffixedKeysResolveToTheFirstRequestedModel() async throws {
        let path = "openmeteo/forecast/berlin-two-models-suffixed-keys.json"
        let response = try await OpenMeteoTesting.client(OpenMeteoTesting.transport(fixture: path))
            .forecast(at: OpenMeteoTesting.berlin)
        let hourly = try #require(response.hourly)
        #expect(hourly.numbers["weather_code"] == nil)
        #expect(hourly.numbers(named: "weather_code")?.prefix(3) == [2, 3, 3])  // best_match
        #expect(hourly.numbers(named: "weather_code", models: ["gfs_seamless"])?.prefix(3) == [0, 0, 0])
        #expect(response.daily?.numbers(named: "weather_code")?.prefix(3) == [80, 80, 80])
        #expect(response.minutely15?.numbers(named: "weather_code")?.prefix(3) == [2, 2, 3])
        #expect(response.current?.number(named: "weather_code") == 3)  // no suffix in `current`
    }

    @Test func modelSuffixedHourlyValuesAreMapped() async throws {
        let body = """
            {"latitude":52.52,"longitude":13.41,"utc_offset_seconds":0,"timezone":"GMT","elevation":38.0,
             "hourly_units":{"time":"iso8601","temperature_2m_best_match":"°C","temperature_2m_gfs_seamless":"°C"},
             "hourly":{"time":["2023-11-13T00:00"],"temperature_2m_best_match":[5.5],"temperature_2m_gfs_seamless":[7.0],
                       "weather_code_best_match":[3],"weather_code_gfs_seamless":[61]}}
            """
        let best = try await weather(json: body)
        #expect(best.hourly.first?.temperature.value == 5.5)
        #expect(best.hourly.first?.condition == .cloudy)
        let gfs = try await weather(json: body, models: ["gfs_seamless"])
        #expect(gfs.hourly.first?.temperature.value == 7.0)
        #expect(gfs.hourly.first?.condition == .rain)
    }

    @Test func minutely15BlockIsItsOwnSeries() async throws {
        let path = "openmeteo/forecast/berlin-weather-code-all-blocks.json"
        let response = try await OpenMeteoTesting.client(OpenMeteoTesting.transport(fixture: path))
            .forecast(at: OpenMeteoTesting.berlin)
        #expect(response.minutely15Units?["weather_code"] == "wmo code")
        #expect(response.minutely15?.time.first == OpenMeteo.Timestamp(text: "2023-11-13T00:00"))
        #expect(response.current?.interval == 900)
    }

    @Test func minutely15PrecipitationBecomesAnHourlyRate() async throws {
        let weather = try await weather(
            json: """
                {"latitude":0,"longitude":0,"timezone":"GMT","utc_offset_seconds":0,
                 "minutely_15_units":{"time":"iso8601","precipitation":"mm"},
                 "minutely_15":{"time":["2024-01-01T00:00","2024-01-01T00:15","2024-01-01T00:30"],
                                "precipitation":[0.5,null,0]}}
                """)
        #expect(weather.minutely.count == 2)  // the null row is left out
        #expect(weather.minutely.first?.precipitationIntensity.value == 2)  // 0.5 mm in 15 minutes
    }

    @Test func nullArrayValuesAreLeftOutOrEmpty() async throws {
        let weather = try await weather(
            json: """
                {"latitude":0,"longitude":0,"timezone":"GMT","utc_offset_seconds":0,
                 "hourly_units":{"temperature_2m":"°C","relative_humidity_2m":"%"},
                 "hourly":{"time":["2024-01-01T00:00","2024-01-01T01:00"],
                           "temperature_2m":[null,4],"relative_humidity_2m":[50,null]}}
                """)
        #expect(weather.hourly.count == 1)
        #expect(weather.hourly.first?.temperature.value == 4)
        #expect(weather.hourly.first?.humidity == nil)
    }

    @Test func timesAreReadInTheResponseTimeZone() async throws {
        let weather = try await weather(
            json: """
                {"latitude":52.52,"longitude":13.41,"timezone":"Europe/Berlin","timezone_abbreviation":"CEST",
                 "utc_offset_seconds":7200,
                 "current_units":{"temperature_2m":"°C"},
                 "current":{"time":"2024-07-01T12:00","interval":900,"temperature_2m":25,"relative_humidity_2m":40},
                 "daily_units":{"temperature_2m_max":"°C","temperature_2m_min":"°C","sunrise":"iso8601"},
                 "daily":{"time":["2024-07-01"],"temperature_2m_max":[28],"temperature_2m_min":[15],
                          "sunrise":["2024-07-01T04:45"],"sunset":["2024-07-01T21:33"]}}
                """)
        #expect(weather.timeZone.identifier == "Europe/Berlin")
        #expect(weather.current?.date == Date(timeIntervalSince1970: 1_719_828_000))  // 10:00Z
        #expect(weather.current?.humidity == 0.4)
        let day = try #require(weather.daily.first)
        #expect(day.date == Date(timeIntervalSince1970: 1_719_784_800))  // 2024-06-30T22:00Z, local midnight
        #expect(day.sunrise == Date(timeIntervalSince1970: 1_719_801_900))  // 02:45Z
        #expect(weather.current?.isDaylight == true)  // between sunrise and sunset
    }

    @Test func unixTimeBodiesAreAbsolute() async throws {
        let weather = try await weather(
            json: """
                {"latitude":0,"longitude":0,"timezone":"America/New_York","utc_offset_seconds":-18000,
                 "current":{"time":1704085200,"interval":900,"temperature_2m":-3.5,"is_day":0},
                 "daily":{"time":[1704085200],"temperature_2m_max":[1],"temperature_2m_min":[-5],
                          "sunrise":[1704112000],"sunset":[1704146000]}}
                """)
        #expect(weather.current?.date == Date(timeIntervalSince1970: 1_704_085_200))
        #expect(weather.current?.isDaylight == false)
        #expect(weather.daily.first?.sunrise == Date(timeIntervalSince1970: 1_704_112_000))
    }

    @Test func unitsBlockDecidesWindAndPrecipitationUnits() async throws {
        let weather = try await weather(
            json: """
                {"latitude":0,"longitude":0,"timezone":"GMT","utc_offset_seconds":0,
                 "hourly_units":{"temperature_2m":"°F","wind_speed_10m":"mp/h","precipitation":"inch","visibility":"ft"},
                 "hourly":{"time":["2024-01-01T00:00"],"temperature_2m":[32],"wind_speed_10m":[10],
                           "precipitation":[1],"visibility":[1000]}}
                """)
        let hour = try #require(weather.hourly.first)
        #expect(abs(hour.temperature.converted(to: .celsius).value) < 1e-9)
        #expect(abs((hour.wind?.speed.converted(to: .metersPerSecond).value ?? 0) - 4.4704) < 1e-3)
        #expect(abs((hour.precipitationAmount?.converted(to: .millimeters).value ?? 0) - 25.4) < 1e-3)
        #expect(abs((hour.visibility?.converted(to: .meters).value ?? 0) - 304.8) < 1e-3)
    }

    @Test(arguments: ["", "{", "<html><body>502 Bad Gateway</body></html>", "{\"latitude\":\"north\"}", "[]"])
    func unreadableBodiesAreDecodingErrors(body: String) async throws {
        let client = OpenMeteoTesting.client(StubTransport(statusCode: 200, body: body))
        let error = await #expect(throws: WeatherError.self) {
            try await client.weather(at: OpenMeteoTesting.berlin)
        }
        #expect(error?.code == .decoding)
    }

    @Test func timestampParsingRejectsNonsense() {
        let gmt = TimeZone(identifier: "GMT") ?? .current
        #expect(OpenMeteo.Timestamp(text: "2023-13-01").date(in: gmt) == nil)
        #expect(OpenMeteo.Timestamp(text: "2023-11-13T25:00").date(in: gmt) == nil)
        #expect(OpenMeteo.Timestamp(text: "yesterday").date(in: gmt) == nil)
        #expect(
            OpenMeteo.Timestamp(text: "2023-11-13T10:45:30").date(in: gmt) == Date(timeIntervalSince1970: 1_699_872_330)
        )
    }
}
