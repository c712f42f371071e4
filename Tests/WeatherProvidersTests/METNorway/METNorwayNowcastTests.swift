import Foundation
import Testing
import WeatherNetworking
import WeatherSandbox
import WeatherTesting

@testable import WeatherProviders

/// MET Norway's Nowcast 2.0 as the source of `Weather.minutely` in the Nordic countries: the recorded body, the
/// request, the sandbox's stand-in, and every way the nowcast can fail without losing the forecast.
@Suite("MET Norway nowcast")
struct METNorwayNowcastTests {
    static let trondheimPath = "metno/nowcast/trondheim-radar-ok-rain-onset-2023-08-14.json"
    /// 2026-11-18 12:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_003_200)
    static let oslo = try! Coordinate(latitude: 59.9139, longitude: 10.7522)
    static let berlin = try! Coordinate(latitude: 52.52, longitude: 13.405)

    /// A client over the sandbox, with the nowcast answered by `nowcast` when given.
    static func client(
        nowcast: (@Sendable (HTTPRequest) async throws -> HTTPResponse)? = nil
    ) -> (METNorwayClient, StubTransport) {
        let sandbox = SandboxTransport(seed: 7, now: { now })
        let transport = StubTransport(dataOrigin: .live) { request, _ in
            if let nowcast, request.url.path.contains("/nowcast/") {
                return try await nowcast(request)
            }
            return try await sandbox.send(request)
        }
        let client = METNorwayClient(
            transport: transport,
            configuration: .init(userAgent: METNorwayTesting.userAgent, retryPolicy: .none, now: { now }))
        return (client, transport)
    }

    @Test func theRecordedBodyReadsAsFiveMinuteStepsWithTheRainItsRadarSaw() throws {
        let body = try Fixtures.data(Self.trondheimPath)
        let nowcast = try WeatherJSONDecoder().decode(METNorway.NowcastResponse.self, from: body)

        #expect(nowcast.radarCoverage == "ok")
        #expect(nowcast.updatedAt == "2023-08-14T18:16:07Z")
        let minutes = nowcast.minutes
        #expect(minutes.count == 23)
        #expect(minutes.first?.date == Date(timeIntervalSince1970: 1_692_036_900))  // 18:15Z
        let spacings = zip(minutes, minutes.dropFirst()).map { pair in pair.1.date.timeIntervalSince(pair.0.date) }
        #expect(spacings.allSatisfy { $0 == 300 })
        let rates = minutes.map(\.precipitationIntensity.value)
        // Dry until 19:00Z, then the rain sets in: 0.2 mm/h rising to 2.5 mm/h.
        #expect(rates.prefix(9).allSatisfy { $0 == 0 })
        #expect(rates[9] == 0.2)
        #expect(rates.max() == 2.5)

        // What an app shows at 18:20Z: rain starting in 40 minutes.
        let weather = Weather(
            coordinate: try Coordinate(latitude: 63.4308, longitude: 10.4034),
            timeZone: TimeZone(identifier: "Europe/Oslo")!, minutely: minutes,
            source: WeatherSource(provider: .metNorway), fetchedAt: minutes[0].date)
        let next = try #require(weather.nextHourPrecipitation(at: minutes[1].date))
        #expect(next.outlook == .starting(start: minutes[9].date, end: nil))
    }

    @Test func aNordicPlaceGetsTheNowcastAsItsMinutes() async throws {
        let (client, transport) = Self.client()

        let weather = try await client.weather(at: Self.oslo, timeZone: nil, including: .all)

        #expect(weather.minutely.count == 23)
        #expect(!weather.hourly.isEmpty)
        #expect(weather.nextHourPrecipitation(at: Self.now) != nil)
        #expect(!weather.notes.contains { $0.field == "minutely" })
        let nowcast = try #require(
            transport.requests.first { $0.url.path.hasSuffix("/weatherapi/nowcast/2.0/complete") })
        #expect(nowcast.url.query?.contains("lat=59.9139") == true)
        #expect(nowcast.url.query?.contains("lon=10.7522") == true)
        #expect(nowcast.headers["User-Agent"] == METNorwayTesting.userAgent)
    }

    @Test func aNowcastIsKeptUntilItsExpiresHeader() async throws {
        let clock = METNorwayTesting.ManualNow(Self.now)
        let sandbox = SandboxTransport(seed: 7, now: clock.closure)
        let transport = StubTransport(dataOrigin: .live) { request, _ in try await sandbox.send(request) }
        let client = METNorwayClient(
            transport: transport,
            configuration: .init(userAgent: METNorwayTesting.userAgent, retryPolicy: .none, now: clock.closure))
        func nowcastRequests() -> Int { transport.requests.filter { $0.url.path.contains("/nowcast/") }.count }

        _ = try await client.weather(at: Self.oslo, timeZone: nil, including: .all)
        clock.advance(by: 4 * 60)
        _ = try await client.weather(at: Self.oslo, timeZone: nil, including: .all)
        #expect(nowcastRequests() == 1)

        // The sandbox's Expires is five minutes after the request.
        clock.advance(by: 2 * 60)
        _ = try await client.weather(at: Self.oslo, timeZone: nil, including: .all)
        #expect(nowcastRequests() == 2)
    }

    @Test func minutesAreAskedForOnlyWhenWanted() async throws {
        let (client, transport) = Self.client()

        let weather = try await client.weather(at: Self.oslo, timeZone: nil, including: [.current, .hourly])

        #expect(weather.minutely.isEmpty)
        #expect(!transport.requests.contains { $0.url.path.contains("/nowcast/") })
    }

    @Test func outsideTheNordicCountriesNoRequestIsMadeAndANoteSaysWhy() async throws {
        let (client, transport) = Self.client()

        let weather = try await client.weather(at: Self.berlin, timeZone: nil, including: .all)

        #expect(weather.minutely.isEmpty)
        #expect(!weather.hourly.isEmpty)
        #expect(!transport.requests.contains { $0.url.path.contains("/nowcast/") })
        #expect(
            weather.notes.contains { $0.kind == .missing && $0.field == "minutely" && $0.detail.contains("Norway") })
    }

    @Test func aRadarThatIsDownLeavesTheMinutesEmptyAndSaysSo() async throws {
        let body = """
            {"type":"Feature","geometry":{"type":"Point","coordinates":[10.75,59.91,0]},"properties":{"meta":{\
            "updated_at":"2026-11-18T12:00:00Z","units":{},"radar_coverage":"temporarily unavailable"},"timeseries":[\
            {"time":"2026-11-18T12:00:00Z","data":{"instant":{"details":{"air_temperature":1.0}}}}]}}
            """
        let (client, _) = Self.client { _ in HTTPResponse(statusCode: 200, body: Data(body.utf8)) }

        let weather = try await client.weather(at: Self.oslo, timeZone: nil, including: .all)

        #expect(weather.minutely.isEmpty)
        #expect(!weather.hourly.isEmpty)
        #expect(weather.notes.contains { $0.field == "minutely" && $0.detail.contains("temporarily unavailable") })
    }

    static let failures: [(String, @Sendable (HTTPRequest) async throws -> HTTPResponse)] = [
        ("server error", { _ in HTTPResponse(statusCode: 503, body: Data("503 Service Unavailable".utf8)) }),
        ("not JSON", { _ in HTTPResponse(statusCode: 200, body: Data("<html>".utf8)) }),
        (
            "nested 600 deep",
            { _ in HTTPResponse(statusCode: 200, body: Data((String(repeating: "[", count: 600)).utf8)) }
        ),
        (
            "a time that is not one",
            { _ in
                HTTPResponse(
                    statusCode: 200,
                    body: Data(
                        #"{"properties":{"meta":{},"timeseries":[{"time":"soon","data":{"instant":{"details":{}}}}]}}"#
                            .utf8))
            }
        ),
        ("dropped connection", { _ in throw WeatherError(.network, message: "The connection was lost.") }),
    ]

    @Test(arguments: failures.map(\.0))
    func aNowcastThatFailsKeepsTheForecastAndNotesWhy(failure: String) async throws {
        let answer = try #require(Self.failures.first { $0.0 == failure }?.1)
        let (client, _) = Self.client(nowcast: answer)

        let weather = try await client.weather(at: Self.oslo, timeZone: nil, including: .all)

        #expect(weather.minutely.isEmpty)
        #expect(!weather.hourly.isEmpty)
        #expect(weather.current != nil)
        #expect(
            weather.notes.contains { $0.field == "minutely" && $0.detail.hasPrefix("MET Norway's nowcast could not") })
    }

    @Test func theSandboxsNowcastAgreesWithItsForecast() async throws {
        let sandbox = SandboxTransport(seed: 7, now: { Self.now })
        let client = METNorwayClient(
            transport: sandbox,
            configuration: .init(userAgent: METNorwayTesting.userAgent, retryPolicy: .none, now: { Self.now }))

        let weather = try await client.weather(at: Self.oslo, timeZone: nil, including: .all)

        // The nowcast's rate at the top of the hour is the rate the hour's forecast starts from.
        let first = try #require(weather.minutely.first)
        #expect(first.date <= Self.now)
        #expect(Self.now.timeIntervalSince(first.date) < 300)
        #expect(weather.minutely.allSatisfy { $0.precipitationIntensity.value >= 0 })
    }
}
