import Foundation
import Testing
import WeatherModels
import WeatherProviders

@testable import WeatherSandbox

/// The sandbox answers OpenWeather's Air Pollution API with plausible, repeatable readings.
@Suite("OpenWeather air pollution on the sandbox")
struct OpenWeatherAirPollutionSandboxTests {
    let lisbon = try! Coordinate(latitude: 38.72, longitude: -9.14)

    func client(seed: UInt64 = 7) -> OpenWeatherClient {
        OpenWeatherClient(
            apiKey: "sandbox", transport: SandboxTransport(seed: seed, now: { SandboxTesting.june }))
    }

    @Test func theCurrentReadingIsPlausibleAndHasAnIndex() async throws {
        let air = try await client().airQuality(at: lisbon)
        let fine = try #require(air.concentrations[.pm25])
        #expect((0.5...150).contains(fine))
        #expect(air.concentrations.count == Pollutant.allCases.count)
        let index = try #require(air.usAQI)
        #expect((0...500).contains(index.value))
        let own = try #require(air.providerIndex)
        #expect(own.scale == "openweather")
        #expect((1...5).contains(own.value))
        #expect(try await client().airQuality(at: lisbon) == air)
    }

    @Test func theForecastHas96HoursAndTheHistoryItsWindow() async throws {
        let forecast = try await client().airQualityForecast(at: lisbon)
        #expect(forecast.count == 96)
        #expect(zip(forecast, forecast.dropFirst()).allSatisfy { $1.date.timeIntervalSince($0.date) == 3600 })
        let start = SandboxTesting.june.addingTimeInterval(-86_400)
        let history = try await client().airQualityHistory(at: lisbon, from: start, to: start.addingTimeInterval(7_200))
        #expect(history.count == 3)
        await #expect(throws: WeatherError.self) {
            _ = try await client().airQualityHistory(at: lisbon, from: start, to: start.addingTimeInterval(-1))
        }
    }
}
