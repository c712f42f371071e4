import Foundation
import Testing

@testable import WeatherProviders

/// The code samples of the Open-Meteo, Caching and Location articles, compiled and run against recorded bodies.
@Suite("Article examples")
struct OpenMeteoArticleExampleTests {
    /// Answers forecast requests with the Melbourne body and searches with the Córdoba body.
    private static func transport() throws -> OpenMeteoTestTransport {
        let forecast = try Fixtures.data("openmeteo/forecast/melbourne-hourly-daily-gmt.json")
        let search = try Fixtures.data("openmeteo/geocoding/cordoba-count-1.json")
        return OpenMeteoTestTransport { request in
            HTTPResponse(statusCode: 200, body: request.url.path.hasSuffix("/search") ? search : forecast)
        }
    }

    @Test func openMeteoArticle() async throws {
        let client = OpenMeteoClient(transport: try Self.transport())
        let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)

        let weather = try await client.weather(at: berlin)
        var lines: [String] = []
        if let now = weather.current {
            lines.append("\(now.temperature.converted(to: .celsius)) \(now.condition)")
        }
        for day in weather.days(from: Date(timeIntervalSince1970: 1_746_748_800), count: 7) {
            lines.append("\(day.weekdayName(in: weather.timeZone)) \(day.highTemperature) \(day.lowTemperature)")
        }
        let places = try await client.places(matching: "Córdoba", limit: 3)

        #expect(lines.count == 7)
        #expect(places.first?.name == "Córdoba")
    }

    @Test func cachingArticle() async throws {
        let transport = try Self.transport()
        let provider = OpenMeteoClient(transport: transport)
            .budgeted(callsPerMinute: 600, callsPerDay: 10_000)
            .cached(ttl: .seconds(600))

        let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
        let result = try await provider.cachedWeather(at: berlin)
        let again = try await provider.cachedWeather(at: berlin)

        #expect(result.isStale == false)
        #expect(again.value == result.value)
        #expect(transport.requests.count == 1)
    }

    @Test func locationArticle() async throws {
        func weatherHere(
            locator: any LocationProviding,
            provider: any WeatherProvider
        ) async throws -> Weather? {
            guard await locator.requestAuthorization() == .authorized else {
                return nil  // offer a city search instead
            }
            return try await provider.weather(at: locator.currentCoordinate())
        }

        let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
        let weather = try await weatherHere(
            locator: FixedLocationProvider(coordinate: berlin),
            provider: OpenMeteoClient(transport: try Self.transport()))
        let firstLaunch = FixedLocationProvider(coordinate: berlin, status: .notDetermined, answer: .denied)
        let refused = try await weatherHere(
            locator: firstLaunch, provider: OpenMeteoClient(transport: try Self.transport()))

        #expect(weather?.coordinate == berlin)
        #expect(refused == nil)
    }
}
