import Foundation
import Testing
import WeatherCore
import WeatherNetworking
import WeatherTestSupport

@testable import WeatherProviders

/// The caching MET Norway's terms require: no request before `Expires`, `If-Modified-Since` with the exact
/// kept `Last-Modified` after it, and the kept body on a 304.
@Suite("MET Norway caching")
struct METNorwayCachingTests {
    static let body = "metno/compact/london-altitude25-2020-07.json"
    /// The recorded headers: `Last-Modified` equal to the response's date, `Expires` 32 minutes later.
    static let lastModified = "Mon, 20 Jul 2020 11:20:44 GMT"

    static func notModified(expires: String = "Mon, 20 Jul 2020 12:30:00 GMT") -> HTTPResponse {
        HTTPResponse(statusCode: 304, headers: ["Expires": expires, "Last-Modified": lastModified], body: Data())
    }

    @Test func beforeExpiresTheKeptBodyAnswersWithoutARequest() async throws {
        let transport = StubTransport(responses: [try METNorwayTesting.ok(Self.body)])
        let now = METNorwayTesting.ManualNow()
        let client = METNorwayTesting.client(transport, now: now)
        let first = try await client.weather(at: METNorwayTesting.london)
        now.advance(by: 10 * 60)
        let second = try await client.weather(at: METNorwayTesting.london)
        now.advance(by: 21 * 60 + 59)  // 11:52:43, a second before Expires
        let raw = try await client.forecast(at: METNorwayTesting.london)
        #expect(transport.requests.count == 1)
        #expect(second == first)
        #expect(second.fetchedAt == METNorwayTesting.recorded)
        #expect(raw.properties.timeseries.count == 90)
        // Every data set comes from the one body.
        _ = try await client.weather(at: METNorwayTesting.london, including: .daily)
        #expect(transport.requests.count == 1)
    }

    @Test func afterExpiresIfModifiedSinceIsSentAndA304ServesTheKeptBody() async throws {
        let transport = StubTransport(responses: [try METNorwayTesting.ok(Self.body), Self.notModified()])
        let now = METNorwayTesting.ManualNow()
        let client = METNorwayTesting.client(transport, now: now)
        let first = try await client.weather(at: METNorwayTesting.london)
        now.advance(by: 32 * 60)  // 11:52:44, Expires itself
        let second = try await client.weather(at: METNorwayTesting.london)

        #expect(transport.requests.count == 2)
        let revalidation = try #require(transport.requests.last)
        #expect(revalidation.value(forHeader: "If-Modified-Since") == Self.lastModified)
        #expect(revalidation.value(forHeader: "User-Agent") == METNorwayTesting.userAgent)
        #expect(second.current == first.current)
        #expect(second.hourly == first.hourly && second.daily == first.daily)
        #expect(second.fetchedAt == now.now)

        // The 304's Expires (12:30) now holds: no request before it, a conditional one after.
        now.advance(by: 30 * 60)
        _ = try await client.weather(at: METNorwayTesting.london)
        #expect(transport.requests.count == 2)
        now.advance(by: 10 * 60)
        _ = try await client.weather(at: METNorwayTesting.london)
        #expect(transport.requests.count == 3)
        #expect(transport.requests.last?.value(forHeader: "If-Modified-Since") == Self.lastModified)
    }

    @Test func aNewBodyAfterExpiresReplacesTheKeptOneAndItsLastModified() async throws {
        let newer = "Mon, 20 Jul 2020 12:01:07 GMT"
        let transport = StubTransport(responses: [
            try METNorwayTesting.ok(Self.body),
            try METNorwayTesting.ok(
                "metno/complete/london-altitude25-2020-07.json", lastModified: newer,
                expires: "Mon, 20 Jul 2020 12:33:00 GMT"),
        ])
        let now = METNorwayTesting.ManualNow()
        let client = METNorwayTesting.client(transport, now: now)
        _ = try await client.weather(at: METNorwayTesting.london)
        now.advance(by: 40 * 60)
        let replaced = try await client.weather(at: METNorwayTesting.london)
        #expect(replaced.current?.temperature.value == 18.8)
        now.advance(by: 40 * 60)
        _ = try await client.weather(at: METNorwayTesting.london)
        #expect(transport.requests.count == 3)
        #expect(transport.requests.last?.value(forHeader: "If-Modified-Since") == newer)
    }

    @Test func withoutExpiresEveryCallAsksWhetherTheBodyChanged() async throws {
        var response = try METNorwayTesting.ok(Self.body)
        response.headers["Expires"] = nil
        let transport = StubTransport(responses: [response, Self.notModified(expires: "not a date")])
        let client = METNorwayTesting.client(transport)
        _ = try await client.weather(at: METNorwayTesting.london)
        _ = try await client.weather(at: METNorwayTesting.london)
        _ = try await client.weather(at: METNorwayTesting.london)
        #expect(transport.requests.count == 3)
        #expect(
            transport.requests.dropFirst().allSatisfy { $0.value(forHeader: "If-Modified-Since") == Self.lastModified })
    }

    @Test func keptBodiesAreKeyedByThePointCutToFourDecimalsTheAltitudeAndTheEndpoint() async throws {
        let transport = StubTransport { _, _ in try METNorwayTesting.ok(Self.body) }
        let client = METNorwayTesting.client(transport)
        let copy = client
        _ = try await client.forecast(at: try Coordinate(latitude: 59.913_91, longitude: 10.752_24))
        _ = try await copy.forecast(at: try Coordinate(latitude: 59.913_89, longitude: 10.752_16))
        #expect(transport.requests.count == 1)
        _ = try await client.forecast(at: try Coordinate(latitude: 59.9138, longitude: 10.7522))
        #expect(transport.requests.count == 2)
        _ = try await client.forecast(
            at: try Coordinate(latitude: 59.9138, longitude: 10.7522), altitude: Measurement(value: 20, unit: .meters))
        #expect(transport.requests.count == 3)
        let complete = METNorwayTesting.client(transport, endpoint: .complete)
        _ = try await complete.forecast(at: try Coordinate(latitude: 59.9138, longitude: 10.7522))
        #expect(transport.requests.count == 4)
    }

    @Test func a304ToARequestThatWasNotConditionalIsAnError() async throws {
        let transport = StubTransport(responses: [Self.notModified()])
        let error = await #expect(throws: WeatherError.self) {
            try await METNorwayTesting.client(transport).weather(at: METNorwayTesting.london)
        }
        #expect(error?.statusCode == 304)
    }

    @Test func a304CrossesTheRealTransportAndThePipeline() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let headers = ["Last-Modified": Self.lastModified, "Expires": "Mon, 20 Jul 2020 11:52:44 GMT"]
        server.enqueue(.json(try Fixtures.data(Self.body), headers: headers))
        server.enqueue(.status(304, headers: ["Expires": "Mon, 20 Jul 2020 12:30:00 GMT"]))
        let now = METNorwayTesting.ManualNow()
        let client = METNorwayClient(
            transport: URLSessionTransport(), baseURL: server.url(path: "/weatherapi/locationforecast/2.0"),
            configuration: METNorwayClient.Configuration(
                userAgent: METNorwayTesting.userAgent, retryPolicy: .none, now: now.closure))
        let first = try await client.weather(at: METNorwayTesting.london)
        now.advance(by: 3600)
        let second = try await client.weather(at: METNorwayTesting.london)
        #expect(second.daily == first.daily)
        #expect(server.requests.count == 2)
        #expect(server.requests.last?.header("If-Modified-Since") == Self.lastModified)
    }

    @Test func a203IsDecodedAndLogsThatTheVersionIsDeprecated() async throws {
        let records = Locked<[HTTPLogRecord]>([])
        let logger = HTTPLogger(minimumLevel: .info) { record in records.withLock { $0.append(record) } }
        let transport = StubTransport(responses: [try METNorwayTesting.ok(Self.body, status: 203)])
        let weather = try await METNorwayTesting.client(transport, logger: logger).weather(at: METNorwayTesting.london)
        #expect(weather.current?.temperature.value == 25.7)
        let warnings = records.current.filter { $0.level == .warning }
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.statusCode == 203)
        #expect(warning.service == "MET Norway")
        #expect(warning.message.contains("deprecated"))
        #expect(warning.redactedURL.contains("/weatherapi/locationforecast/2.0/compact?lat=51.5&lon=-0.1"))
    }

    @Test func a200LogsNoWarning() async throws {
        let records = Locked<[HTTPLogRecord]>([])
        let logger = HTTPLogger(minimumLevel: .debug) { record in records.withLock { $0.append(record) } }
        let transport = StubTransport(responses: [try METNorwayTesting.ok(Self.body)])
        _ = try await METNorwayTesting.client(transport, logger: logger).weather(at: METNorwayTesting.london)
        #expect(!records.current.isEmpty)
        #expect(records.current.allSatisfy { $0.level < .warning })
    }
}
