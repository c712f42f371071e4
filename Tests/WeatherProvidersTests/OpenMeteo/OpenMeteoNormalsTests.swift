import Foundation
import Testing
import WeatherNetworking
import WeatherTestSupport

@testable import WeatherProviders

/// Climate normals from Open-Meteo's archive: one request for 1991–2020, nulls skipped, and the recorded New York
/// body read as a real answer.
@Suite("Open-Meteo climate normals")
struct OpenMeteoNormalsTests {
    static let berlin = try! Coordinate(latitude: 52.52, longitude: 13.405)

    /// The synthetic high of a day: a seasonal cycle of ±10 °C around 10 °C, a little different each year.
    static func high(year: Int, dayOfYear: Int) -> Double {
        10 + 10 * sin(2 * .pi * (Double(dayOfYear) - 110) / 365.25) + Double(year % 5 - 2) * 0.3
    }

    /// An archive body for 1991–2020 built here: every July of 1991–2000 `null`, the leap days present.
    static let syntheticBody: String = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        var times: [String] = []
        var highs: [String] = []
        var lows: [String] = []
        var rain: [String] = []
        var date = calendar.date(from: DateComponents(year: 1991, month: 1, day: 1))!
        let end = calendar.date(from: DateComponents(year: 2020, month: 12, day: 31))!
        while date <= end {
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            let dayOfYear = calendar.ordinality(of: .day, in: .year, for: date)!
            times.append(String(format: "\"%04d-%02d-%02d\"", parts.year!, parts.month!, parts.day!))
            let value = Self.high(year: parts.year!, dayOfYear: dayOfYear)
            let missing = parts.month == 7 && parts.year! <= 2000
            highs.append(missing ? "null" : String(format: "%.1f", value))
            lows.append(missing ? "null" : String(format: "%.1f", value - 8))
            rain.append(parts.day == 1 ? "null" : "2.00")
            date = calendar.date(byAdding: .day, value: 1, to: date)!
        }
        return """
            {"latitude":52.5,"longitude":13.4,"generationtime_ms":120.5,"utc_offset_seconds":3600,
            "timezone":"Europe/Berlin","timezone_abbreviation":"GMT+1","elevation":38.0,
            "daily_units":{"time":"iso8601","temperature_2m_max":"°C","temperature_2m_min":"°C","precipitation_sum":"mm"},
            "daily":{"time":[\(times.joined(separator: ","))],"temperature_2m_max":[\(highs.joined(separator: ","))],
            "temperature_2m_min":[\(lows.joined(separator: ","))],"precipitation_sum":[\(rain.joined(separator: ","))]}}
            """
    }()

    @Test func oneRequestForThirtyYearsOfERA5() async throws {
        let transport = StubTransport(statusCode: 200, body: Self.syntheticBody)
        let normals = try await OpenMeteoClient(transport: transport).climateNormals(at: Self.berlin)
        #expect(transport.requests.count == 1)
        let request = try #require(transport.requests.first)
        #expect(request.url.host == "archive-api.open-meteo.com")
        #expect(request.url.path == "/v1/archive")
        let query = try #require(request.url.query)
        for part in [
            "start_date=1991-01-01", "end_date=2020-12-31", "models=era5", "timezone=auto",
            "daily=temperature_2m_max%2Ctemperature_2m_min%2Cprecipitation_sum",
        ] {
            #expect(query.contains(part), "\(part)")
        }
        #expect(normals.years == 1991...2020)
        #expect(normals.source.contains("ERA5"))
        // Nulls are skipped: July's normal high stays near the cycle's 20 °C peak.
        let july = try #require(normals.normal(month: 7, day: 20))
        #expect(abs(july.high.value - 20) < 0.35)
        #expect(abs(july.low.value - 12) < 0.35)
        #expect(july.precipitation?.value == 2)
        let leap = try #require(normals.normal(month: 2, day: 29))
        #expect(abs(leap.high.value - Self.high(year: 2001, dayOfYear: 60)) < 1)
    }

    @Test func theRecordedNewYorkBodyGivesNormalsOverItsTenYears() async throws {
        let data = try Fixtures.data(
            "openmeteo/archive/new-york-daily-10y-fahrenheit-sunrise-2016-02-15-to-2026-02-14.json")
        let transport = StubTransport(responses: [HTTPResponse(statusCode: 200, body: data)])
        let newYork = try Coordinate(latitude: 40.7128, longitude: -74.006)
        let normals = try await OpenMeteoClient(transport: transport).climateNormals(at: newYork)
        #expect(normals.years == 2016...2026)
        #expect(normals.precipitation == nil)  // the body has no precipitation_sum
        // 16 July's window is exactly 1–31 July: its normal is the mean of every July high of the body, in °C.
        let response = try JSONDecoder().decode(OpenMeteo.ForecastResponse.self, from: data)
        let block = try #require(response.daily)
        let highs = try #require(block.numbers["temperature_2m_max"])
        let julyHighs = zip(block.time, highs).compactMap { time, high -> Double? in
            guard time.text?.dropFirst(4).hasPrefix("-07-") == true, let high else { return nil }
            return (high - 32) / 1.8
        }
        #expect(julyHighs.count == 310)
        let expected = julyHighs.reduce(0, +) / Double(julyHighs.count)
        let july = try #require(normals.normal(month: 7, day: 16))
        #expect(abs(july.high.value - expected) < 1e-9)
        #expect((27...32).contains(july.high.value))
        let january = try #require(normals.normal(month: 1, day: 15))
        #expect((0...8).contains(january.high.value))
    }

    static let hostile: [String] = [
        // No daily block.
        #"{"latitude":52.5,"longitude":13.4,"utc_offset_seconds":3600}"#,
        // Series of another length than the dates.
        #"{"latitude":52.5,"longitude":13.4,"daily":{"time":["2000-01-01","2000-01-02"],"temperature_2m_max":[1.0],"temperature_2m_min":[0.0,0.0]}}"#,
        // No lows.
        #"{"latitude":52.5,"longitude":13.4,"daily":{"time":["2000-01-01"],"temperature_2m_max":[1.0]}}"#,
        // Text where numbers belong.
        #"{"latitude":52.5,"longitude":13.4,"daily":{"time":["2000-01-01"],"temperature_2m_max":["warm"],"temperature_2m_min":[0.0]}}"#,
        // A date that is not one.
        #"{"latitude":52.5,"longitude":13.4,"daily":{"time":["2000-02-30"],"temperature_2m_max":[1.0],"temperature_2m_min":[0.0]}}"#,
        // One month only: too few values for every day of the year.
        #"{"latitude":52.5,"longitude":13.4,"daily":{"time":["2000-01-01"],"temperature_2m_max":[1.0],"temperature_2m_min":[0.0]}}"#,
    ]

    @Test(arguments: hostile.indices)
    func malformedAnswersAreDecodingErrors(index: Int) async throws {
        let client = OpenMeteoClient(
            transport: StubTransport(statusCode: 200, body: Self.hostile[index]),
            configuration: .init(retryPolicy: .none))
        let error = await #expect(throws: WeatherError.self) { try await client.climateNormals(at: Self.berlin) }
        #expect(error?.code == .decoding)
    }
}
