import Foundation
import Testing
import WeatherNetworking
import WeatherProviders
import WeatherTestSupport

/// The code samples of the National Weather Service article, line for line, against recorded bodies: a
/// local `NationalWeatherServiceClient(…)` stands for the article's network client.
@Suite("National Weather Service article examples")
struct NWSArticleTests {
    @Test func overviewSample() async throws {
        let transport = NWSTesting.transport()
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        // swift-format-ignore: AlwaysUseLowerCamelCase
        func NationalWeatherServiceClient(userAgent: String) -> WeatherProviders.NationalWeatherServiceClient {
            WeatherProviders.NationalWeatherServiceClient(
                transport: transport, configuration: .init(userAgent: userAgent, now: { NWSTesting.recorded }))
        }

        let client = NationalWeatherServiceClient(userAgent: "AcmeWeatherApp/0.9 (ops@acme.example)")
        let newYork = try Coordinate(latitude: 40.7128, longitude: -74.006)
        let weather = try await client.weather(at: newYork)
        for day in weather.daily {
            print(day.date, day.highTemperature, day.lowTemperature, day.conditionDescription)
        }
        for alert in weather.alerts {
            print(alert.event, alert.severity ?? "", alert.urgency ?? "", alert.certainty ?? "")
        }

        #expect(printed.count == 7)
        #expect(printed.first?.hasSuffix("Sunny") == true)
        #expect(transport.requests.count == 4)
    }

    @Test func fillingSample() async throws {
        let global = METNorwayClient(userAgent: "AcmeWeatherApp/0.9 (ops@acme.example)")
        let official = NationalWeatherServiceClient(userAgent: "AcmeWeatherApp/0.9 (ops@acme.example)")
        let provider = global.filling(.alerts, from: official)

        #expect(provider.supportedDataSets.contains(.alerts))
        #expect(global.supportedDataSets.contains(.alerts) == false)
    }
}
