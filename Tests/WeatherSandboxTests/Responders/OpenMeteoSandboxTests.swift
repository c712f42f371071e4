import Foundation
import Testing
import WeatherNetworking

@testable import WeatherSandbox

@Suite("Open-Meteo bodies")
struct OpenMeteoSandboxTests {
    let sandbox = SandboxTesting.sandbox()
    let forecast = "https://api.open-meteo.com/v1/forecast?latitude=-33.87&longitude=151.21"

    @Test("Blocks hold the requested variables as parallel arrays, in local time with timezone=auto")
    func blocks() async throws {
        let url =
            forecast + "&current=temperature_2m,is_day&hourly=temperature_2m,weather_code"
            + "&daily=temperature_2m_max,temperature_2m_min,sunrise&timezone=auto&forecast_days=3"
        let body = try SandboxTesting.object(try await SandboxTesting.get(url, from: sandbox))
        #expect(body["timezone"] as? String == "Australia/Sydney")
        #expect(body["utc_offset_seconds"] as? Int == 36_000)
        #expect(body["timezone_abbreviation"] as? String == "GMT+10")
        let current = try #require(body["current"] as? [String: Any])
        #expect(current["interval"] as? Int == 900)
        let hourly = try #require(body["hourly"] as? [String: [Any]])
        #expect(hourly["time"]?.count == 72)
        #expect(hourly["temperature_2m"]?.count == 72)
        #expect(hourly["time"]?.first as? String == "2025-06-15T00:00")
        let daily = try #require(body["daily"] as? [String: [Any]])
        #expect(daily["time"]?.first as? String == "2025-06-15")
        let highs = try #require(daily["temperature_2m_max"] as? [Double])
        let lows = try #require(daily["temperature_2m_min"] as? [Double])
        #expect(zip(highs, lows).allSatisfy { $0 >= $1 })
        #expect((body["daily_units"] as? [String: String])?["temperature_2m_max"] == "°C")
        #expect(body["minutely_15"] == nil)
    }

    @Test("Every time is written in the offset of the request's moment, as Open-Meteo does, across a change")
    func oneOffsetForTheWholeSeries() async throws {
        // Asked on 15 June (AEST, +10) for a day of January, when Sydney keeps AEDT (+11).
        let archive =
            "https://archive-api.open-meteo.com/v1/archive?latitude=-33.87&longitude=151.21"
            + "&start_date=2025-01-10&end_date=2025-01-10&hourly=temperature_2m&daily=sunrise&timezone=auto"
        let iso = try SandboxTesting.object(try await SandboxTesting.get(archive, from: sandbox))
        let unix = try SandboxTesting.object(
            try await SandboxTesting.get(archive + "&timeformat=unixtime", from: sandbox))
        #expect(iso["utc_offset_seconds"] as? Int == 36_000)
        let labels = try #require((iso["hourly"] as? [String: [Any]])?["time"] as? [String])
        let instants = try #require((unix["hourly"] as? [String: [Any]])?["time"] as? [Int])
        #expect(labels.first == "2025-01-10T00:00" && labels.last == "2025-01-10T23:00")
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate]
        formatter.timeZone = TimeZone(secondsFromGMT: 36_000)
        let read = labels.compactMap { formatter.date(from: $0 + ":00").map { Int($0.timeIntervalSince1970) } }
        #expect(read == instants, "each label is its instant at +10, not at Sydney's +11 of January")
        let sunrise = try #require((iso["daily"] as? [String: [Any]])?["sunrise"]?.first as? String)
        #expect(sunrise.hasPrefix("2025-01-10T04:"), "a 05:xx AEDT sunrise written at +10: \(sunrise)")
    }

    @Test("Fahrenheit, mph and unixtime are honoured")
    func units() async throws {
        let celsius = try SandboxTesting.object(
            try await SandboxTesting.get(forecast + "&current=temperature_2m,wind_speed_10m", from: sandbox))
        let fahrenheit = try SandboxTesting.object(
            try await SandboxTesting.get(
                forecast + "&current=temperature_2m,wind_speed_10m&temperature_unit=fahrenheit&wind_speed_unit=mph"
                    + "&timeformat=unixtime", from: sandbox))
        let c = try #require((celsius["current"] as? [String: Any])?["temperature_2m"] as? Double)
        let f = try #require((fahrenheit["current"] as? [String: Any])?["temperature_2m"] as? Double)
        #expect(abs(c * 9 / 5 + 32 - f) < 0.2)
        #expect((fahrenheit["current_units"] as? [String: String])?["wind_speed_10m"] == "mp/h")
        #expect((fahrenheit["current"] as? [String: Any])?["time"] is Int)
        #expect(celsius["timezone"] as? String == "GMT")
    }

    @Test("An unknown variable gets Open-Meteo's 400 error body")
    func unknownVariable() async throws {
        let response = try await SandboxTesting.get(forecast + "&hourly=winddiren_10m", from: sandbox)
        #expect(response.statusCode == 400)
        let body = try SandboxTesting.object(response)
        #expect(body["error"] as? Bool == true)
        #expect((body["reason"] as? String)?.contains("winddiren_10m") == true)
    }

    @Test("Geocoding finds by prefix in any language, and leaves out results when nothing matches")
    func geocoding() async throws {
        let base = "https://geocoding-api.open-meteo.com/v1/search"
        let body = try SandboxTesting.object(
            try await SandboxTesting.get(base + "?name=Zur&count=3&language=de", from: sandbox))
        let results = try #require(body["results"] as? [[String: Any]])
        #expect(results.first?["name"] as? String == "Zürich")
        #expect(results.first?["timezone"] as? String == "Europe/Zurich")
        #expect(results.count <= 3)
        let none = try SandboxTesting.object(try await SandboxTesting.get(base + "?name=Nowhere", from: sandbox))
        #expect(none["results"] == nil && none["generationtime_ms"] != nil)
        let short = try SandboxTesting.object(try await SandboxTesting.get(base + "?name=L", from: sandbox))
        #expect(short["results"] == nil)
        let filtered = try SandboxTesting.object(
            try await SandboxTesting.get(base + "?name=Springfield&countryCode=US&count=100", from: sandbox))
        #expect((filtered["results"] as? [Any])?.count == 3)
    }
}
