import Foundation
import Testing
import WeatherModels
import WeatherProviders

@testable import WeatherSandbox

/// The sample of the Combining sources article, run on the sandbox.
@Suite("Combining sources article")
struct CombiningSourcesArticleTests {
    @Test func theSampleFillsAlertsAndAttributesEachSource() async throws {
        var printed: [String] = []
        func print(_ line: String) { printed.append(line) }
        let key = "sandbox"
        let transport = SandboxTransport(seed: 7)
        let lisbon = try Coordinate(latitude: 38.72, longitude: -9.14)

        let openWeather = OpenWeatherClient(apiKey: key, transport: transport)
        let openMeteo = OpenMeteoClient(transport: transport)

        let provider =
            openMeteo
            .filling(.alerts, from: openWeather)
            .failingOver(to: openWeather)
        let weather = try await provider.weather(at: lisbon)
        for source in weather.allSources {
            print(source.attribution ?? source.provider.description)
        }

        #expect(weather.source.provider == .openMeteo)
        #expect(weather.source(of: .alerts).provider == .openWeather)
        #expect(weather.source(of: .daily).provider == .openMeteo)
        #expect(printed.count == 2)
        #expect(printed.first?.contains("Open-Meteo") == true)
    }

    @Test func whenTheFirstSourceIsRefusedTheSecondAnswers() async throws {
        let lisbon = try Coordinate(latitude: 38.72, longitude: -9.14)
        let transport = SandboxTransport(seed: 7)
        let refused = OpenWeatherClient(apiKey: SandboxTransport.rejectedAPIKey, transport: transport)
        let weather = try await refused.failingOver(to: OpenMeteoClient(transport: transport)).weather(at: lisbon)
        #expect(weather.source.provider == .openMeteo)
        #expect(weather.source.isSandbox)
        #expect(weather.notes.contains { $0.kind == .otherSource })
    }
}
