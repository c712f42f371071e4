import Foundation
import Testing
import WeatherModels
import WeatherNetworking
import WeatherProviders

@testable import WeatherSandbox

/// The sandbox answers the three past-weather APIs, from the same weather as its forecasts.
@Suite("Past weather on the sandbox")
struct PastWeatherSandboxTests {
    static let lisbon = try! Coordinate(latitude: 38.7223, longitude: -9.1393)
    /// 2025-06-01 13:00 UTC, two weeks before the sandbox's "now".
    static let past = Date(timeIntervalSince1970: 1_748_782_800)

    static func providers(_ sandbox: SandboxTransport) -> [any PastWeatherProvider] {
        let now: @Sendable () -> Date = { SandboxTesting.june }
        return [
            OpenWeatherClient(apiKey: "sandbox", transport: sandbox, configuration: .init(now: now)),
            WeatherAPIClient(apiKey: "sandbox", transport: sandbox, configuration: .init(now: now)),
            OpenMeteoClient(transport: sandbox, configuration: .init(now: now)),
        ]
    }

    @Test func everySourceAnswersWithTheSameWeather() async throws {
        let sandbox = SandboxTesting.sandbox()
        var temperatures: [Double] = []
        for provider in Self.providers(sandbox) {
            let weather = try await provider.pastWeather(at: Self.lisbon, on: Self.past)
            let name = "\(type(of: provider))"
            #expect(weather.source.isSandbox, "\(name)")
            let current = try #require(weather.current, "\(name)")
            #expect(abs(current.date.timeIntervalSince(Self.past)) < 3_600, "\(name)")
            temperatures.append(current.temperature.value)
            #expect(!weather.hourly.isEmpty, "\(name)")
        }
        // The same generated hour, written by three services: within a few tenths of a degree.
        #expect((temperatures.max() ?? 0) - (temperatures.min() ?? 0) < 0.6, "\(temperatures)")
    }

    @Test func historyAndArchiveSumTheDay() async throws {
        let sandbox = SandboxTesting.sandbox()
        let now: @Sendable () -> Date = { SandboxTesting.june }
        let history = try await WeatherAPIClient(apiKey: "sandbox", transport: sandbox, configuration: .init(now: now))
            .pastWeather(at: Self.lisbon, on: Self.past)
        let archive = try await OpenMeteoClient(transport: sandbox, configuration: .init(now: now))
            .pastWeather(at: Self.lisbon, on: Self.past)
        for weather in [history, archive] {
            let day = try #require(weather.daily.first)
            #expect(weather.daily.count == 1)
            #expect(weather.hourly.count == 24)
            #expect(day.sunrise != nil && day.moonPhase != nil)
            #expect(weather.notes.contains { $0.field == "current" && $0.kind == .derived })
        }
        let high = try #require(history.daily.first?.highTemperature.value)
        #expect(abs(high - (archive.daily.first?.highTemperature.value ?? 0)) < 0.6)
    }

    @Test func theArchiveLagsFiveDays() async throws {
        let sandbox = SandboxTesting.sandbox()
        let client = OpenMeteoClient(transport: sandbox, configuration: .init(now: { SandboxTesting.june }))
        let error = await #expect(throws: WeatherError.self) {
            try await client.pastWeather(at: Self.lisbon, on: SandboxTesting.june.addingTimeInterval(-2 * 86_400))
        }
        #expect(error?.code == .outOfRange)
        #expect(error?.message.contains("out of allowed range from 1940-01-01") == true)
    }
}
