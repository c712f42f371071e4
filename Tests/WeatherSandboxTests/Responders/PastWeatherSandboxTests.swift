import Foundation
import Testing
import WeatherModels
import WeatherNetworking
import WeatherProviders
import WeatherTesting

@testable import WeatherSandbox

/// The sandbox answers the three past-weather APIs, from the same weather as its forecasts.
@Suite("Past weather on the sandbox")
struct PastWeatherSandboxTests {
    static let lisbon = try! Coordinate(latitude: 38.7223, longitude: -9.1393)
    /// 2025-06-01 13:00 UTC, two weeks before the sandbox's "now".
    static let past = Date(timeIntervalSince1970: 1_748_782_800)
    /// 2025-12-01 00:00 UTC, after both of Lisbon's 2025 clock changes.
    static let december = Date(timeIntervalSince1970: 1_764_547_200)

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

    @Test func openWeathersPastDayIsEightReadingsAndTheDayDerivedFromThem() async throws {
        let sandbox = SandboxTesting.sandbox()
        let client = OpenWeatherClient(
            apiKey: "sandbox", transport: sandbox, configuration: .init(now: { SandboxTesting.june }))
        let weather = try await client.pastDay(at: Self.lisbon, on: Self.past)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = weather.timeZone
        // Every three hours of Lisbon's local day, from midnight; the 13:00 UTC reading is off the slots.
        #expect(weather.hourly.map { calendar.component(.hour, from: $0.date) } == [0, 3, 6, 9, 12, 15, 18, 21])
        #expect(weather.current?.date == Self.past)
        let day = try #require(weather.daily.first)
        let temperatures = weather.hourly.map(\.temperature.value)
        #expect(day.highTemperature.value == temperatures.max())
        #expect(day.lowTemperature.value == temperatures.min())
        #expect(day.sunrise != nil && day.moonPhase != nil)
        #expect(day.precipitationAmount == nil)
        #expect(weather.notes.contains { $0.kind == .missing && $0.field.hasSuffix(".precipitationAmount") })
        #expect(
            weather.notes.contains {
                $0.kind == .derived && $0.detail == "the highest of 8 readings, one every 3 hours"
            })

        // A slot's own instant is reused: four readings a day are four calls, not five.
        let counting = RecordingTransport(forwardingTo: sandbox)
        let four = try await OpenWeatherClient(
            apiKey: "sandbox", transport: counting, configuration: .init(now: { SandboxTesting.june })
        ).pastDay(at: Self.lisbon, on: try #require(weather.hourly.first?.date), readings: 4)
        #expect(four.hourly.count == 4)
        #expect(counting.requests.count == 4)
    }

    @Test("OpenWeather's past day spreads its readings over the day's own length", arguments: [(24, 23), (24, 25)])
    func pastDayOnTheDayOfAChange(readings: Int, hours: Int) async throws {
        // Lisbon's changes of 2025: 30 March (23 hours) and 26 October (25 hours), both at 01:00 UTC.
        let noon = Date(timeIntervalSince1970: hours == 23 ? 1_743_336_000 : 1_761_480_000)
        let sandbox = SandboxTransport(seed: 7, now: { Self.december })
        let client = OpenWeatherClient(
            apiKey: "sandbox", transport: sandbox, configuration: .init(now: { Self.december }))
        let weather = try await client.pastDay(at: Self.lisbon, on: noon, readings: readings)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = weather.timeZone
        let day = try #require(calendar.dateInterval(of: .day, for: noon))
        #expect(day.duration == Double(hours * 3_600))
        #expect(weather.hourly.count == readings)
        // Every reading inside the day, the first at its midnight, evenly spaced: none from the next day.
        #expect(weather.hourly.first?.date == day.start)
        #expect(weather.hourly.allSatisfy { day.contains($0.date) && $0.date < day.end })
        let spacing = day.duration / Double(readings)
        for (previous, next) in zip(weather.hourly, weather.hourly.dropFirst()) {
            #expect(next.date.timeIntervalSince(previous.date) == spacing)
        }
    }

    @Test func aPastDayLeavesOutReadingsAfterNowAndRefusesOddCounts() async throws {
        let sandbox = SandboxTesting.sandbox()
        // "Now" is 13:00 UTC on the day asked for: the readings after it are not asked for.
        let client = OpenWeatherClient(apiKey: "sandbox", transport: sandbox, configuration: .init(now: { Self.past }))
        let weather = try await client.pastDay(at: Self.lisbon, on: Self.past.addingTimeInterval(-3600))
        #expect(weather.hourly.allSatisfy { $0.date <= Self.past })
        #expect((1..<8).contains(weather.hourly.count))
        for count in [0, 25] {
            let error = await #expect(throws: WeatherError.self) {
                try await client.pastDay(at: Self.lisbon, on: Self.past, readings: count)
            }
            #expect(error?.code == .invalidInput)
        }
    }
}
