import Foundation
import Testing
import WeatherNetworking
import WeatherProviders
import WeatherTesting

/// ``TestClock`` as the wall clock too: its date moves with its instant, and one clock drives the sleeps of a
/// retry and the age of a cached answer.
@Suite("TestClock dates")
struct TestClockDateTests {
    let june15 = Date(timeIntervalSince1970: 1_749_945_600)

    @Test func theDateMovesWithTheClock() async throws {
        let clock = TestClock(start: june15)
        let now = clock.wallClock
        #expect(clock.date == june15)
        clock.advance(by: .seconds(90))
        #expect(clock.date == june15.addingTimeInterval(90))
        #expect(now() == clock.date)

        let automatic = TestClock(start: june15, advancesAutomatically: true)
        try await automatic.sleep(for: .milliseconds(1_500))
        #expect(automatic.date == june15.addingTimeInterval(1.5))
    }

    @Test func aClockStartsAtAFixedDateByDefault() {
        #expect(TestClock().date == TestClock.defaultStart)
        #expect(TestClock().start == TestClock.defaultStart)
    }

    /// The sample of WeatherTesting's landing page, as written.
    @Test func oneClockDrivesTheRetryAndTheCache() async throws {
        let clock = TestClock(advancesAutomatically: true)
        let body = try WeatherFixtures.data("openmeteo/forecast/melbourne-hourly-daily-gmt.json")
        let transport = StubTransport(responses: [
            HTTPResponse(statusCode: 503, body: Data()),
            HTTPResponse(statusCode: 200, body: body),
        ])
        let client = OpenMeteoClient(transport: transport, configuration: .init(clock: clock, now: clock.wallClock))
        let weather = CachingWeatherProvider(
            upstream: client, policy: CachePolicy(timeToLive: .seconds(600)), now: clock.wallClock)
        let melbourne = try Coordinate(latitude: -37.8136, longitude: 144.9631)

        _ = try await weather.weather(at: melbourne)  // 503, a backoff sleep on the test clock, then 200
        #expect(transport.requests.count == 2)
        #expect(clock.sleeps.count == 1)

        clock.advance(by: .seconds(300))
        _ = try await weather.weather(at: melbourne)  // five minutes later: from the cache
        #expect(transport.requests.count == 2)

        clock.advance(by: .seconds(600))
        _ = try await weather.weather(at: melbourne)  // past the time to live: asked again
        #expect(transport.requests.count == 3)
    }

    @Test func theClientStampsTheTestClocksDate() async throws {
        let clock = TestClock(start: june15)
        let body = try WeatherFixtures.data("openmeteo/forecast/melbourne-hourly-daily-gmt.json")
        let client = OpenMeteoClient(
            transport: StubTransport(responses: [HTTPResponse(statusCode: 200, body: body)]),
            configuration: .init(clock: clock, now: clock.wallClock))
        clock.advance(by: .seconds(60))
        let weather = try await client.weather(at: try Coordinate(latitude: -37.8136, longitude: 144.9631))
        #expect(weather.fetchedAt == june15.addingTimeInterval(60))
    }
}
