import Foundation
import Testing
import WeatherCore
import WeatherNetworking
import WeatherTestSupport
import WeatherTesting

@testable import WeatherProviders

/// Long WeatherKit series are cut at the SDK's limits, and mapping runs within the call's deadline and
/// cancellation.
@Suite("WeatherKit bounded work")
struct WeatherKitBoundedWorkTests {
    static let zone = TimeZone(identifier: "America/New_York")
    static let availability = "weatherkit/availability/five-datasets-with-weatherAlerts-2022.json"

    /// A weather body with `hours` hours from 2022-07-05 00:00 UTC and `alerts` alerts.
    static func body(hours: Int, alerts: Int = 0) -> Data {
        let start = Date(timeIntervalSince1970: 1_656_979_200)
        let formatter = ISO8601DateFormatter()
        let hourly = (0..<hours).map {
            #"{"forecastStart":"\#(formatter.string(from: start.addingTimeInterval(Double($0) * 3_600)))","#
                + #""temperature":\#($0 % 30)}"#
        }
        let warnings = (0..<alerts).map {
            #"{"id":"a\#($0)","description":"Heat Advisory","effectiveTime":"2022-07-05T00:00:00Z"}"#
        }
        let json = """
            {"forecastHourly":{"hours":[\(hourly.joined(separator: ","))]},
            "weatherAlerts":{"alerts":[\(warnings.joined(separator: ","))]}}
            """
        return Data(json.utf8)
    }

    /// A transport answering availability from its recording and the weather with `body`; `before` runs
    /// first for the weather request.
    static func transport(_ body: Data, before: @escaping @Sendable () -> Void = {}) -> StubTransport {
        StubTransport { request, _ in
            if request.url.path.hasPrefix("/api/v1/availability") {
                return HTTPResponse(statusCode: 200, body: try Fixtures.data(availability))
            }
            before()
            return HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"], body: body)
        }
    }

    static func client(
        _ transport: any HTTPTransport, clock: any Clock<Duration> = TestClock()
    ) -> WeatherKitClient {
        WeatherKitClient(
            transport: transport,
            configuration: .init(
                credentials: WeatherKitTesting.credentials, retryPolicy: .none, clock: clock,
                now: { WeatherKitTesting.recorded }))
    }

    static func weather(_ client: WeatherKitClient) async throws -> Weather {
        try await client.weather(
            at: WeatherKitTesting.newYork, timeZone: zone, countryCode: "US", including: [.hourly, .alerts])
    }

    // MARK: Limits

    @Test func hoursAndAlertsPastTheLimitsAreCutWithNotes() async throws {
        let body = Self.body(hours: Weather.SeriesLimit.hours + 7, alerts: Weather.SeriesLimit.alerts + 1)
        let weather = try await Self.weather(Self.client(Self.transport(body)))
        #expect(weather.hourly.count == Weather.SeriesLimit.hours)
        #expect(weather.alerts.count == Weather.SeriesLimit.alerts)
        let note = try #require(weather.notes.first { $0.kind == .leftOut && $0.field == "hourly" })
        #expect(note.detail == "7 hours left out: the answer has 20007, more than the 20000 the SDK reads")
        #expect(weather.notes.contains { $0.kind == .leftOut && $0.field == "alerts" && $0.detail.hasPrefix("1 ") })
    }

    // MARK: Cancellation and deadline

    @Test func aCallCancelledAsTheAnswerArrivesIsNotMapped() async throws {
        let transport = Self.transport(Self.body(hours: 1_000)) { withUnsafeCurrentTask { $0?.cancel() } }
        // In a task of its own, so that only the call is cancelled, not the test.
        let call = Task { try await Self.weather(Self.client(transport)) }
        let error = await #expect(throws: WeatherError.self) { _ = try await call.value }
        #expect(error?.code == .cancelled)
    }

    /// The weather with a clock that fires `event` at the first read after the pipeline's own (counted with
    /// the availability request, which maps nothing and is then kept): only a mapping within the call's
    /// budget sees it.
    static func mappedWhile(_ event: ReadCountingClock.Event) async throws -> WeatherError? {
        let clock = ReadCountingClock()
        let body = Self.body(hours: 1_000)
        let transport = StubTransport { request, _ in
            clock.answered()
            if request.url.path.hasPrefix("/api/v1/availability") {
                return HTTPResponse(statusCode: 200, body: try Fixtures.data(availability))
            }
            return HTTPResponse(statusCode: 200, body: body)
        }
        let client = Self.client(transport, clock: clock)
        _ = try await client.availableDataSets(at: WeatherKitTesting.newYork, countryCode: "US")
        clock.trigger(event, atRead: clock.reads + 1)
        // In a task of its own, so that only the call is cancelled, not the test.
        let call = Task { try await Self.weather(client) }
        return await #expect(throws: WeatherError.self) { _ = try await call.value }
    }

    @Test func mappingStopsWhenTheDeadlinePasses() async throws {
        #expect(try await Self.mappedWhile(.passDeadline)?.code == .timeout)
    }

    @Test func mappingStopsWhenTheTaskIsCancelled() async throws {
        #expect(try await Self.mappedWhile(.cancel)?.code == .cancelled)
    }
}
