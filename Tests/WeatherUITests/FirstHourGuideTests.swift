import Foundation
import Testing
import WeatherModels
import WeatherProviders
import WeatherSandbox
import WeatherStore
import WeatherTesting
import WeatherUI

/// Runs the six tasks of `Documentation/FirstHour.md` as the guide writes them, and checks what they say they
/// print. `Scripts/check-samples.sh` compiles the guide's samples with exactly their imports; this runs them.
@Suite("The first hour guide")
struct FirstHourGuideTests {
    @Test func aForecast() async throws {
        let client = OpenMeteoClient(transport: SandboxTransport())
        let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
        let weather = try await client.weather(at: berlin)
        #expect(weather.current != nil)
        #expect(weather.days(from: Date()).count == 7)
        #expect(weather.source.origin == .sandbox)
        #expect(weather.timeZone.identifier == "Europe/Berlin")
    }

    @Test func switchingAndCombiningSources() async throws {
        let sandbox = SandboxTransport()
        let userAgent = "MyWeatherApp/1.0 you@example.com"
        let metNorway = METNorwayClient(userAgent: userAgent, transport: sandbox)
        let openMeteo = OpenMeteoClient(transport: sandbox)
        let nws = NationalWeatherServiceClient(userAgent: userAgent, transport: sandbox)

        let provider = metNorway.failingOver(to: openMeteo)
            .filling(.alerts, from: nws, where: { $0.longitude < -60 })
        let seattle = try Coordinate(latitude: 47.61, longitude: -122.33)
        let weather = try await provider.weather(at: seattle)
        #expect(weather.source(of: .daily).provider == .metNorway)
        #expect(weather.source(of: .alerts).provider == .nationalWeatherService)
        #expect(weather.source.origin == .sandbox)
    }

    @Test func searchAndFavorites() async throws {
        let search = OpenMeteoClient(transport: SandboxTransport())
        let store = InMemoryWeatherStore()
        let places = try await search.places(matching: "Lisbon", limit: 5)
        if let lisbon = places.first {
            try await store.addFavorite(lisbon, for: "ada")
        }
        #expect(try await store.favorites(for: "ada").map(\.name) == ["Lisbon"])
        #expect(try await store.favorites(for: "bob").isEmpty)
    }

    @Test func caching() async throws {
        let transport = RecordingTransport(forwardingTo: SandboxTransport())
        let provider = OpenMeteoClient(transport: transport).cached(ttl: .seconds(600))
        let paris = try Coordinate(latitude: 48.857, longitude: 2.352)
        let first = try await provider.cachedWeather(at: paris)
        let second = try await provider.cachedWeather(at: paris)
        #expect(second.fetchedAt == first.fetchedAt)
        #expect(!second.isStale)
        #expect(transport.requests.count == 1)
    }

    @Test func aFailingSourceReachesTheApp() async throws {
        let provider = StubWeatherProvider(error: WeatherError(.rateLimited, message: "Too many calls"))
        let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
        await #expect(throws: WeatherError.self) { try await provider.weather(at: berlin) }
        #expect(provider.calls.map(\.coordinate) == [berlin])
    }

    @Test func oneClockDrivesTheCacheAndTheSandbox() async throws {
        let clock = TestClock()
        let transport = RecordingTransport(forwardingTo: SandboxTransport(now: clock.wallClock))
        let client = OpenMeteoClient(transport: transport, configuration: .init(clock: clock, now: clock.wallClock))
        let provider = client.cached(ttl: .seconds(600), now: clock.wallClock)
        let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
        _ = try await provider.weather(at: berlin)
        clock.advance(by: .seconds(601))
        let weather = try await provider.weather(at: berlin)
        #expect(transport.requests.count == 2)
        #expect(weather.source.origin == .sandbox)
        #expect(weather.fetchedAt == clock.date)
    }

    @MainActor
    @Test func aScreenModel() async throws {
        let model = try await favoritesScreen()
        #expect(model.rows.map(\.place.name) == ["Lisbon"])
        #expect(model.rows.first?.conditions.value != nil)
    }

    @MainActor
    func favoritesScreen() async throws -> FavoritesModel {
        let sandbox = SandboxTransport()
        let model = FavoritesModel(
            store: InMemoryWeatherStore(), weather: OpenMeteoClient(transport: sandbox), user: "ada")
        await model.load()
        let lisbon = try await OpenMeteoClient(transport: sandbox).places(matching: "Lisbon", limit: 1)
        if let place = lisbon.first {
            _ = await model.add(place)
        }
        await model.refreshConditions()
        return model
    }

    @Test func theGuideShowsTheseTasks() throws {
        let guide = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Documentation/FirstHour.md"),
            encoding: .utf8)
        for line in [
            ".filling(.alerts, from: nws, where: { $0.longitude < -60 })",
            "let second = try await provider.cachedWeather(at: paris)  // from the cache: no second request",
            "clock.advance(by: .seconds(601))",
            "_ = await model.add(place)",
        ] {
            #expect(guide.contains(line))
        }
    }
}
