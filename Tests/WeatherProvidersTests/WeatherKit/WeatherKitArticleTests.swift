import Foundation
import Testing
import WeatherNetworking
import WeatherProviders
import WeatherTestSupport

/// The overview sample of the WeatherKit article, line for line, against recorded bodies: a local
/// `WeatherKitClient(credentials:)` stands for the article's network client, and `p8` is the test key.
@Suite("WeatherKit article examples")
struct WeatherKitArticleTests {
    @Test func overviewSample() async throws {
        let transport = WeatherKitTesting.transport()
        let p8 = WeatherKitTesting.privateKey
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        // swift-format-ignore: AlwaysUseLowerCamelCase
        func WeatherKitClient(credentials: WeatherKitREST.Credentials) -> WeatherProviders.WeatherKitClient {
            WeatherProviders.WeatherKitClient(transport: transport, configuration: .init(credentials: credentials))
        }

        let credentials = WeatherKitREST.Credentials(
            teamID: "ABCDE12345", serviceID: "com.example.weather", keyID: "KEY1234567", privateKey: p8)
        let client = WeatherKitClient(credentials: credentials)
        let weather = try await client.weather(
            at: try Coordinate(latitude: 40.7128, longitude: -74.006),
            timeZone: TimeZone(identifier: "America/New_York"), countryCode: "US")
        print(weather.current?.conditionDescription ?? "", weather.source.attributionURL?.absoluteString ?? "")

        #expect(printed == ["Mostly cloudy https://weather-data.apple.com/legal-attribution.html"])
        let authorization = try #require(transport.requests.last?.value(forHeader: "Authorization"))
        #expect(WeatherKitTesting.verifies(String(authorization.dropFirst("Bearer ".count))))
    }
}
