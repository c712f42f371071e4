import Foundation
import Testing
import WeatherNetworking
import WeatherProviders
import WeatherTestSupport

/// The examples of the WeatherAPI.com and freetestapi articles, run against recorded bodies.
@Suite("Provider articles' examples")
struct WeatherAPIDocumentationTests {
    /// Answers each WeatherAPI.com endpoint with a recorded body.
    private func weatherAPITransport() throws -> StubTransport {
        let current = try Fixtures.data("weatherapi/current/london-2020.json")
        let forecast = try Fixtures.data("weatherapi/forecast/london-5day-2023.json")
        let search = try Fixtures.data("weatherapi/search/berlin-5-results.json")
        return StubTransport { request, _ in
            switch request.url.lastPathComponent {
            case "current.json": HTTPResponse(statusCode: 200, body: current)
            case "forecast.json": HTTPResponse(statusCode: 200, body: forecast)
            default: HTTPResponse(statusCode: 200, body: search)
            }
        }
    }

    @Test func weatherAPIArticleExampleRuns() async throws {
        let transport = try weatherAPITransport()
        /// The article's client, answering from recorded bodies instead of the network.
        // swift-format-ignore: AlwaysUseLowerCamelCase
        func WeatherAPIClient(apiKey: String) -> WeatherProviders.WeatherAPIClient {
            WeatherProviders.WeatherAPIClient(apiKey: apiKey.isEmpty ? "test" : apiKey, transport: transport)
        }

        // UsingWeatherAPI.md, line for line.
        let client = WeatherAPIClient(apiKey: ProcessInfo.processInfo.environment["WEATHERAPI_KEY"] ?? "")

        // current.json: any form of `q=` works, as text or as a typed query.
        let london = try await client.weather(for: "London")
        print(london.current?.temperature ?? "no reading", london.current?.icon ?? "")

        // forecast.json: 1–14 days, alerts included.
        let paris = try await client.forecast(for: .city("Paris"), days: 3)
        for day in paris.daily {
            print(day.date, day.lowTemperature, "…", day.highTemperature)
        }

        // search.json: several places can share a name.
        let berlins = try await client.places(matching: "Berlin", limit: 5)
        if let berlin = berlins.first {
            let weather = try await client.weather(at: berlin.coordinate)
            print(berlin.name, berlin.country ?? "", weather.daily.count, "days")
        }

        #expect(london.current?.temperature.value == 29)
        #expect(paris.daily.count == 5)
        #expect(berlins.count == 5)
        #expect(
            transport.requests.map(\.url.lastPathComponent)
                == ["current.json", "forecast.json", "search.json", "forecast.json"])
    }

    @Test func freeTestAPIArticleExampleRuns() async throws {
        let transport = try WeatherAPITesting.transport(fixture: "freetestapi/weathers/all-51-items.json")
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        /// The article's client, answering from a recorded body instead of the network.
        // swift-format-ignore: AlwaysUseLowerCamelCase
        func FreeTestWeatherClient() -> WeatherProviders.FreeTestWeatherClient {
            WeatherProviders.FreeTestWeatherClient(transport: transport)
        }

        // UsingFreeTestAPI.md, line for line.
        let client = FreeTestWeatherClient()

        // One request; the pages are cut on the device.
        for try await page in client.cities(pageSize: 10) {
            for city in page {
                print(city.city, city.country, city.temperature, "°C", city.weatherDescription)
            }
        }

        // Search by city name (case and accents ignored).
        let matches = try await client.allCities(search: "sao")
        if let saoPaulo = matches.first {
            let weather = saoPaulo.weather(fetchedAt: Date())
            print(weather.current?.condition ?? .unknown, weather.daily.count, "days")
        }

        #expect(printed.count == 52)
        #expect(printed.last?.hasSuffix(" days") == true)
        #expect(matches.map(\.city) == ["São Paulo"])
        #expect(transport.requests.count == 2)
    }
}
