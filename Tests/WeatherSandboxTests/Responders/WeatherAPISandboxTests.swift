import Foundation
import Testing
import WeatherNetworking

@testable import WeatherSandbox

@Suite("WeatherAPI.com bodies")
struct WeatherAPISandboxTests {
    let sandbox = SandboxTesting.sandbox()
    let base = "https://api.weatherapi.com/v1"

    @Test("current.json pairs every unit and names the location")
    func current() async throws {
        let body = try SandboxTesting.object(
            try await SandboxTesting.get("\(base)/current.json?key=k&q=Amsterdam&aqi=yes", from: sandbox))
        let location = try #require(body["location"] as? [String: Any])
        #expect(location["name"] as? String == "Amsterdam")
        #expect(location["country"] as? String == "Netherlands")
        #expect(location["tz_id"] as? String == "Europe/Amsterdam")
        #expect(location["localtime"] as? String == "2025-06-15 14:00")
        let current = try #require(body["current"] as? [String: Any])
        let celsius = try #require(current["temp_c"] as? Double)
        let fahrenheit = try #require(current["temp_f"] as? Double)
        #expect(abs(celsius * 9 / 5 + 32 - fahrenheit) < 0.2)
        let condition = try #require(current["condition"] as? [String: Any])
        #expect((condition["icon"] as? String)?.hasPrefix("//cdn.weatherapi.com/weather/64x64/") == true)
        #expect((current["air_quality"] as? [String: Any])?["us-epa-index"] is Int)
    }

    @Test("forecast.json has the asked days with 24 hours each, astro times and alerts")
    func forecast() async throws {
        let body = try SandboxTesting.object(
            try await SandboxTesting.get(
                "\(base)/forecast.json?key=k&q=48.85,2.35&days=5&alerts=yes&lang=fr", from: sandbox))
        let days = try #require((body["forecast"] as? [String: Any])?["forecastday"] as? [[String: Any]])
        #expect(days.count == 5)
        #expect(days.allSatisfy { ($0["hour"] as? [Any])?.count == 24 })
        let astro = try #require(days[0]["astro"] as? [String: Any])
        #expect((astro["sunrise"] as? String)?.hasSuffix(" AM") == true)
        #expect(body["alerts"] is [String: Any])
        let current = try #require(body["current"] as? [String: Any])
        let condition = try #require(current["condition"] as? [String: Any])
        let code = try #require(condition["code"] as? Int)
        let sandboxCondition = try #require(SandboxCondition.all.first { $0.weatherAPICode == code })
        let isDay = current["is_day"] as? Int == 1
        #expect(condition["text"] as? String == sandboxCondition.weatherAPIText(isDaylight: isDay, language: "fr"))
    }

    @Test("search.json is a bare array; errors use WeatherAPI.com's codes")
    func searchAndErrors() async throws {
        let results = try SandboxTesting.array(
            try await SandboxTesting.get("\(base)/search.json?key=k&q=ber", from: sandbox))
        #expect((results.first as? [String: Any])?["url"] as? String == "berlin-berlin-germany")
        let cases: [(String, Int, Int)] = [
            ("/current.json?key=k&q=Nowhere", 400, 1006),
            ("/current.json?key=k", 400, 1003),
            ("/current.json?q=London", 401, 1002),
            ("/forecast.json?key=\(SandboxTransport.rejectedAPIKey)&q=London", 401, 2006),
        ]
        for (path, status, code) in cases {
            let response = try await SandboxTesting.get(base + path, from: sandbox)
            #expect(response.statusCode == status, "\(path)")
            let error = try #require(try SandboxTesting.object(response)["error"] as? [String: Any])
            #expect(error["code"] as? Int == code, "\(path)")
        }
    }
}
