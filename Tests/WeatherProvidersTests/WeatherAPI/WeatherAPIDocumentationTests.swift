import Foundation
import Testing
import WeatherTestSupport

@testable import WeatherProviders

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
        // From WeatherAPI.md, with the stub transport in place of the network.
        let client = WeatherAPIClient(apiKey: "test", transport: transport)

        let london = try await client.weather(for: "London")
        print(london.current?.temperature ?? "no reading", london.current?.icon ?? "")

        let paris = try await client.forecast(for: .city("Paris"), days: 3)
        for day in paris.daily {
            print(day.date, day.lowTemperature, "…", day.highTemperature)
        }

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
        // From FreeTestAPI.md, with the stub transport in place of the network.
        let client = FreeTestWeatherClient(transport: transport)

        var printed = 0
        for try await page in client.cities(pageSize: 10) {
            for city in page {
                print(city.city, city.country, city.temperature, "°C", city.weatherDescription)
                printed += 1
            }
        }

        let matches = try await client.allCities(search: "sao")
        if let saoPaulo = matches.first {
            let weather = saoPaulo.weather(fetchedAt: Date())
            print(weather.current?.condition ?? .unknown, weather.daily.count, "days")
        }

        #expect(printed == 51)
        #expect(matches.map(\.city) == ["São Paulo"])
        #expect(transport.requests.count == 2)
    }
}
