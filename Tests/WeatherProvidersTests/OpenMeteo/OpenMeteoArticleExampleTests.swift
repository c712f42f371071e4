import Foundation
import Testing
import WeatherNetworking
import WeatherProviders
import WeatherTesting

/// The code samples of the Open-Meteo, Caching and Location articles, line for line, run against recorded
/// bodies: in each test a local `OpenMeteoClient()` stands for the article's network client and answers from
/// fixtures instead.
@Suite("Article examples")
struct OpenMeteoArticleExampleTests {
    /// Answers forecast requests with a recorded body (Melbourne unless told) and searches with the Córdoba body.
    private static func transport(
        forecast path: String = "openmeteo/forecast/melbourne-hourly-daily-gmt.json"
    ) throws -> StubTransport {
        let forecast = try Fixtures.data(path)
        let search = try Fixtures.data("openmeteo/geocoding/cordoba-count-1.json")
        return StubTransport { request, _ in
            HTTPResponse(statusCode: 200, body: request.url.path.hasSuffix("/search") ? search : forecast)
        }
    }

    @Test func openMeteoArticle() async throws {
        let transport = try Self.transport(forecast: "openmeteo/forecast/texas-current-fahrenheit-minified.json")
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        // swift-format-ignore: AlwaysUseLowerCamelCase
        func OpenMeteoClient() -> WeatherProviders.OpenMeteoClient {
            WeatherProviders.OpenMeteoClient(transport: transport)
        }

        let client = OpenMeteoClient()
        let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)

        let weather = try await client.weather(at: berlin)
        if let now = weather.current {
            print(now.temperature.converted(to: .celsius), now.condition)
        }
        for day in weather.days(from: Date(), count: 7) {
            print(day.weekdayName(in: weather.timeZone), day.highTemperature, day.lowTemperature)
        }

        let places = try await client.places(matching: "Córdoba", limit: 3)

        let current = try #require(weather.current)
        #expect(printed.first == "\(current.temperature.converted(to: .celsius)) \(current.condition)")
        #expect(weather.timeZone.identifier == "GMT")
        #expect(places.first?.name == "Córdoba")
        #expect(transport.requests.count == 2)
    }

    @Test func openMeteoBudgetExample() async throws {
        let transport = try Self.transport()
        // swift-format-ignore: AlwaysUseLowerCamelCase
        func OpenMeteoClient() -> WeatherProviders.OpenMeteoClient {
            WeatherProviders.OpenMeteoClient(transport: transport)
        }

        let provider = OpenMeteoClient()
            .budgeted(callsPerMinute: 600, callsPerDay: 10_000)
            .cached(ttl: .seconds(900))  // current conditions change every 15 minutes

        let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
        _ = try await provider.weather(at: berlin)
        _ = try await provider.weather(at: berlin)
        #expect(transport.requests.count == 1)
    }

    @Test func cachingArticle() async throws {
        let transport = try Self.transport()
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        // swift-format-ignore: AlwaysUseLowerCamelCase
        func OpenMeteoClient() -> WeatherProviders.OpenMeteoClient {
            WeatherProviders.OpenMeteoClient(transport: transport)
        }

        let provider = OpenMeteoClient()
            .budgeted(callsPerMinute: 600, callsPerDay: 10_000)  // refuses with .rateLimited beyond the quota
            .cached(ttl: .seconds(600))  // 10 minutes; identical misses share one call

        let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
        let result = try await provider.cachedWeather(at: berlin)
        if result.isStale {
            print("Offline: showing data from \(result.fetchedAt)")
        }
        let again = try await provider.cachedWeather(at: berlin)

        #expect(result.isStale == false)
        #expect(printed.isEmpty)
        #expect(again.value == result.value)
        #expect(transport.requests.count == 1)
    }

    @Test func manyPlacesAtOnceExample() async throws {
        let objects = try OpenMeteoBatchTests.fixtures.prefix(2).map {
            String(decoding: try Fixtures.data($0), as: UTF8.self)
        }
        let transport = StubTransport(statusCode: 200, body: "[" + objects.joined(separator: ",") + "]")
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        // swift-format-ignore: AlwaysUseLowerCamelCase
        func OpenMeteoClient() -> WeatherProviders.OpenMeteoClient {
            WeatherProviders.OpenMeteoClient(transport: transport)
        }

        let provider = OpenMeteoClient().cached(ttl: .seconds(600))
        let favorites = [
            try Coordinate(latitude: 52.52, longitude: 13.405),
            try Coordinate(latitude: 48.8566, longitude: 2.3522),
        ]

        let results = try await provider.weather(at: favorites, including: [.current, .daily])
        for (coordinate, result) in zip(favorites, results) {
            switch result {
            case .success(let weather):
                print(coordinate, weather.current.map { "\($0.temperature)" } ?? "–")
            case .failure(let error):
                print(coordinate, "unavailable:", error.code)
            }
        }

        #expect(printed.count == 2)
        #expect(printed.allSatisfy { !$0.contains("unavailable") })
        #expect(transport.requests.count == 1)
        _ = try await provider.weather(at: favorites, including: [.current, .daily])
        #expect(transport.requests.count == 1)
    }

    @Test func locationArticle() async throws {
        let transport = try Self.transport()
        // swift-format-ignore: AlwaysUseLowerCamelCase
        func OpenMeteoClient() -> WeatherProviders.OpenMeteoClient {
            WeatherProviders.OpenMeteoClient(transport: transport)
        }

        func weatherHere(
            locator: any LocationProviding,
            provider: any WeatherProvider
        ) async throws -> Weather? {
            guard try await locator.requestAuthorization() == .authorized else {
                return nil  // offer a city search instead
            }
            return try await provider.weather(at: locator.currentCoordinate())
        }

        let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
        let weather = try await weatherHere(
            locator: FixedLocationProvider(coordinate: berlin),
            provider: OpenMeteoClient())
        let firstLaunch = FixedLocationProvider(coordinate: berlin, status: .notDetermined, answer: .denied)
        let refused = try await weatherHere(locator: firstLaunch, provider: OpenMeteoClient())

        #expect(weather?.coordinate == berlin)
        #expect(refused == nil)
        #expect(transport.requests.count == 1)
    }
}
