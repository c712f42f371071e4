import Foundation
import Testing
import WeatherModels
import WeatherNetworking
import WeatherProviders

@testable import WeatherSandbox

/// Every provider gives every day its sun and moon, sent or computed, and the sandbox's sent values agree
/// with the SDK's astronomy.
@Suite("Sun and moon from every provider")
struct SunAndMoonSandboxTests {
    static let agent = "SandboxTests/1.0 (tests@weather.example.org)"

    static func providers(_ sandbox: SandboxTransport) -> [any WeatherProvider] {
        [
            OpenWeatherClient(apiKey: "sandbox", transport: sandbox),
            WeatherAPIClient(apiKey: "sandbox", transport: sandbox),
            OpenMeteoClient(transport: sandbox),
            METNorwayClient(userAgent: agent, transport: sandbox),
            NationalWeatherServiceClient(userAgent: agent, transport: sandbox),
        ]
    }

    @Test func everyDayHasItsSunAndMoon() async throws {
        let sandbox = SandboxTesting.sandbox()
        let denver = try Coordinate(latitude: 39.7392, longitude: -104.9903)
        for provider in Self.providers(sandbox) {
            let weather = try await provider.weather(at: denver, including: .daily)
            let name = "\(type(of: provider))"
            #expect(!weather.daily.isEmpty, "\(name)")
            for day in weather.daily {
                #expect(day.sunrise != nil && day.sunset != nil, "\(name) \(day.date)")
                #expect(day.moonPhase != nil && day.namedMoonPhase != nil, "\(name) \(day.date)")
                #expect(day.moonrise != nil || day.moonset != nil, "\(name) \(day.date)")
            }
        }
    }

    @Test func sentAndComputedSunriseAgree() async throws {
        let sandbox = SandboxTesting.sandbox()
        let denver = try Coordinate(latitude: 39.7392, longitude: -104.9903)
        // OpenWeather's stand-in sends the sun; MET Norway's sends none, so the SDK computes it.
        let sent = try await OpenWeatherClient(apiKey: "sandbox", transport: sandbox).weather(
            at: denver, including: .daily)
        let computed = try await METNorwayClient(userAgent: Self.agent, transport: sandbox)
            .weather(at: denver, timeZone: sent.timeZone, including: .daily)
        #expect(computed.notes.contains { $0.field == "daily.sunrise" && $0.kind == .derived })
        var compared = 0
        for day in computed.daily {
            guard let other = sent.daily.first(where: { $0.date == day.date }) else { continue }
            let minutes = abs(try #require(day.sunrise).timeIntervalSince(try #require(other.sunrise))) / 60
            #expect(minutes <= 3, "\(day.date): \(minutes) min")
            let phases = abs((day.moonPhase ?? 0) - (other.moonPhase ?? 0))
            #expect(min(phases, 1 - phases) <= 0.05, "\(day.date)")
            compared += 1
        }
        #expect(compared >= 5)
    }

    @Test func aPolarDaySaysSo() async throws {
        let sandbox = SandboxTesting.sandbox()
        let tromso = try Coordinate(latitude: 69.6496, longitude: 18.956)
        let weather = try await METNorwayClient(userAgent: Self.agent, transport: sandbox)
            .weather(at: tromso, timeZone: TimeZone(identifier: "Europe/Oslo"), including: .daily)
        #expect(weather.daily.allSatisfy { $0.sunrise == nil && $0.sunset == nil })
        #expect(weather.notes.contains { $0.detail.contains("polar day") })
    }
}
