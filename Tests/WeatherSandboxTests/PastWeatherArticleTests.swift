import Foundation
import Testing
import WeatherModels
import WeatherNetworking
import WeatherProviders

@testable import WeatherSandbox

/// The sample of the "Past weather" article, line for line, on the sandbox: a local `OpenMeteoClient()`
/// stands for the article's network client.
@Suite("Past weather article")
struct PastWeatherArticleTests {
    @Test func sample() async throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        // swift-format-ignore: AlwaysUseLowerCamelCase
        func OpenMeteoClient() -> WeatherProviders.OpenMeteoClient {
            WeatherProviders.OpenMeteoClient(transport: SandboxTransport())
        }

        let archive = OpenMeteoClient()
        let lisbon = try Coordinate(latitude: 38.7223, longitude: -9.1393)
        let lastMonth = Date().addingTimeInterval(-30 * 86_400)
        let past = try await archive.pastWeather(at: lisbon, on: lastMonth)
        if let day = past.daily.first {
            print(day.highTemperature, day.lowTemperature, day.precipitationAmount ?? "no precipitation")
        }

        #expect(printed.count == 1)
        #expect(past.source.isSandbox)
        #expect(past.hourly.count == 24)
    }
}
