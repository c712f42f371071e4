import Foundation
import Testing
import WeatherModels
import WeatherNetworking

@testable import WeatherSandbox

@Suite("OpenWeather bodies")
struct OpenWeatherSandboxTests {
    let sandbox = SandboxTesting.sandbox()
    let base = "https://api.openweathermap.org"

    @Test("One Call has every block in Kelvin by default, with the place's time zone")
    func oneCall() async throws {
        let response = try await SandboxTesting.get(
            "\(base)/data/3.0/onecall?lat=52.52&lon=13.405&appid=k", from: sandbox)
        #expect(response.statusCode == 200)
        #expect(response.value(forHeader: "content-type")?.hasPrefix("application/json") == true)
        let body = try SandboxTesting.object(response)
        #expect(body["timezone"] as? String == "Europe/Berlin")
        #expect(body["timezone_offset"] as? Int == 7200)
        let current = try #require(body["current"] as? [String: Any])
        let kelvin = try #require(current["temp"] as? Double)
        #expect((250...320).contains(kelvin))
        #expect((body["minutely"] as? [Any])?.count == 61)
        #expect((body["hourly"] as? [Any])?.count == 48)
        let daily = try #require(body["daily"] as? [[String: Any]])
        #expect(daily.count == 8)
        let temp = try #require(daily[0]["temp"] as? [String: Double])
        #expect(try #require(temp["min"]) <= #require(temp["max"]))
        #expect(daily[0]["summary"] is String)
    }

    @Test("exclude drops whole blocks; metric and imperial convert")
    func excludeAndUnits() async throws {
        let path = "\(base)/data/2.5/onecall?lat=40.71&lon=-74.01&appid=k&exclude=minutely,hourly,daily,alerts"
        let standard = try SandboxTesting.object(try await SandboxTesting.get(path, from: sandbox))
        #expect(standard["minutely"] == nil && standard["hourly"] == nil && standard["daily"] == nil)
        let metric = try SandboxTesting.object(try await SandboxTesting.get(path + "&units=metric", from: sandbox))
        let imperial = try SandboxTesting.object(try await SandboxTesting.get(path + "&units=imperial", from: sandbox))
        let kelvin = try #require((standard["current"] as? [String: Any])?["temp"] as? Double)
        let celsius = try #require((metric["current"] as? [String: Any])?["temp"] as? Double)
        let fahrenheit = try #require((imperial["current"] as? [String: Any])?["temp"] as? Double)
        #expect(abs(kelvin - 273.15 - celsius) < 0.02)
        #expect(abs(celsius * 9 / 5 + 32 - fahrenheit) < 0.05)
        let metresPerSecond = try #require((metric["current"] as? [String: Any])?["wind_speed"] as? Double)
        let milesPerHour = try #require((imperial["current"] as? [String: Any])?["wind_speed"] as? Double)
        #expect(abs(metresPerSecond * 2.236936 - milesPerHour) < 0.05)
    }

    @Test("Current Weather by name translates the name and description with lang")
    func currentWeather() async throws {
        let response = try await SandboxTesting.get(
            "\(base)/data/2.5/weather?q=Munich,DE&lang=de&appid=k", from: sandbox)
        let body = try SandboxTesting.object(response)
        #expect(body["name"] as? String == "München")
        #expect(body["cod"] as? Int == 200)
        let weather = try #require((body["weather"] as? [[String: Any]])?.first)
        let id = try #require(weather["id"] as? Int)
        let condition = try #require(SandboxCondition.all.first { $0.openWeatherID == id })
        #expect(weather["description"] as? String == condition.openWeatherDescription(language: "de"))
        #expect(weather["main"] as? String == condition.openWeatherGroup)
        let byState = try SandboxTesting.object(
            try await SandboxTesting.get("\(base)/data/2.5/weather?q=Springfield,IL,US&appid=k", from: sandbox))
        #expect((byState["coord"] as? [String: Double])?["lat"] == 39.7817)
    }

    @Test("The forecast has 40 three-hour steps unless cnt asks for fewer, with a string cod")
    func forecast() async throws {
        let full = try SandboxTesting.object(
            try await SandboxTesting.get("\(base)/data/2.5/forecast?lat=51.5&lon=-0.12&appid=k", from: sandbox))
        #expect(full["cod"] as? String == "200")
        let list = try #require(full["list"] as? [[String: Any]])
        #expect(list.count == 40)
        let times = list.compactMap { $0["dt"] as? Int }
        #expect(zip(times, times.dropFirst()).allSatisfy { $1 - $0 == 10_800 })
        #expect((full["city"] as? [String: Any])?["name"] as? String == "London")
        let short = try SandboxTesting.object(
            try await SandboxTesting.get("\(base)/data/2.5/forecast?q=Tokyo&cnt=3&appid=k", from: sandbox))
        #expect((short["list"] as? [Any])?.count == 3)
    }

    @Test("Geocoding: direct caps at 5, reverse finds the nearest, zip is one object")
    func geocoding() async throws {
        let direct = try SandboxTesting.array(
            try await SandboxTesting.get("\(base)/geo/1.0/direct?q=Springfield&limit=10&appid=k", from: sandbox))
        #expect(direct.count == 3)
        let one = try SandboxTesting.array(
            try await SandboxTesting.get("\(base)/geo/1.0/direct?q=London,GB&limit=1&appid=k", from: sandbox))
        let london = try #require(one.first as? [String: Any])
        #expect(london["country"] as? String == "GB")
        #expect((london["local_names"] as? [String: String])?["fr"] == "Londres")
        let reverse = try SandboxTesting.array(
            try await SandboxTesting.get("\(base)/geo/1.0/reverse?lat=48.86&lon=2.35&limit=1&appid=k", from: sandbox))
        #expect((reverse.first as? [String: Any])?["name"] as? String == "Paris")
        let zip = try SandboxTesting.object(
            try await SandboxTesting.get("\(base)/geo/1.0/zip?zip=E14,GB&appid=k", from: sandbox))
        #expect(zip["zip"] as? String == "E14")
        #expect(zip["country"] as? String == "GB")
    }

    @Test("Errors have OpenWeather's bodies and statuses")
    func errors() async throws {
        let cases: [(String, Int, String)] = [
            ("/data/2.5/weather?q=Nowhere&appid=k", 404, "city not found"),
            ("/data/2.5/weather?q=London", 401, "Invalid API key"),
            ("/data/3.0/onecall?lat=52&lon=13&appid=\(SandboxTransport.rejectedAPIKey)", 401, "Invalid API key"),
            ("/data/3.0/onecall?lat=95&lon=13&appid=k", 400, "wrong latitude"),
            ("/data/3.0/onecall?lat=52&appid=k", 400, "Nothing to geocode"),
            ("/geo/1.0/zip?zip=00000,US&appid=k", 404, "not found"),
            ("/geo/1.0/direct?q=&appid=k", 400, "Nothing to geocode"),
        ]
        for (path, status, message) in cases {
            let response = try await SandboxTesting.get(base + path, from: sandbox)
            #expect(response.statusCode == status, "\(path)")
            let body = try SandboxTesting.object(response)
            #expect((body["message"] as? String)?.hasPrefix(message) == true, "\(path)")
            // cod is a string on 400/404 and a number otherwise, as the real service sends it.
            #expect((status == 401 ? body["cod"] as? Int == 401 : body["cod"] as? String == String(status)), "\(path)")
        }
        #expect(
            try SandboxTesting.array(
                try await SandboxTesting.get("\(base)/geo/1.0/direct?q=Nowhere&appid=k", from: sandbox)
            ).isEmpty)
    }
}
