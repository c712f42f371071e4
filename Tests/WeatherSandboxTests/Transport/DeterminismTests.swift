import Foundation
import Testing
import WeatherNetworking

@testable import WeatherSandbox

@Suite("Determinism")
struct DeterminismTests {
    static let urls = [
        "https://api.openweathermap.org/data/3.0/onecall?lat=35.68&lon=139.65&appid=k&units=metric",
        "https://api.openweathermap.org/data/2.5/weather?q=Paris&appid=k",
        "https://api.openweathermap.org/data/2.5/forecast?lat=-1.29&lon=36.82&appid=k",
        "https://api.weatherapi.com/v1/forecast.json?key=k&q=London&days=3&alerts=yes&aqi=yes",
        "https://api.open-meteo.com/v1/forecast?latitude=40.7&longitude=-74&hourly=temperature_2m&timezone=auto",
        "https://freetestapi.com/api/v1/weathers?limit=20",
    ]

    @Test("The same seed, clock and request give byte-identical bodies", arguments: urls)
    func identicalBodies(url: String) async throws {
        let first = try await SandboxTesting.get(url, from: SandboxTesting.sandbox(seed: 5))
        let second = try await SandboxTesting.get(url, from: SandboxTesting.sandbox(seed: 5))
        #expect(first.statusCode == 200)
        #expect(first.body == second.body)
        let otherSeed = try await SandboxTesting.get(url, from: SandboxTesting.sandbox(seed: 6))
        #expect(otherSeed.body != first.body)
    }

    @Test("Different cities get different weather")
    func differentCities() async throws {
        let sandbox = SandboxTesting.sandbox()
        var bodies: Set<Data> = []
        var temperatures: Set<Double> = []
        for city in ["London", "Paris", "Berlin", "Madrid", "Rome", "Vienna", "Oslo", "Cairo"] {
            let response = try await SandboxTesting.get(
                "https://api.openweathermap.org/data/2.5/weather?q=\(city)&appid=k&units=metric", from: sandbox)
            bodies.insert(response.body)
            let main = try #require(try SandboxTesting.object(response)["main"] as? [String: Any])
            temperatures.insert(try #require(main["temp"] as? Double))
        }
        #expect(bodies.count == 8)
        #expect(temperatures.count >= 7)
    }

    @Test("Current weather agrees with the hour of the hourly forecast it falls in")
    func consistentAcrossEndpoints() async throws {
        let sandbox = SandboxTesting.sandbox()
        let body = try SandboxTesting.object(
            try await SandboxTesting.get(
                "https://api.openweathermap.org/data/3.0/onecall?lat=48.85&lon=2.35&appid=k&units=metric",
                from: sandbox))
        let current = try #require(body["current"] as? [String: Any])
        let hour = try #require((body["hourly"] as? [[String: Any]])?.first)
        // June 15 at 12:00 UTC falls on the hour, so both blocks describe the same instant.
        #expect(current["dt"] as? Int == hour["dt"] as? Int)
        #expect(current["temp"] as? Double == hour["temp"] as? Double)
    }
}
