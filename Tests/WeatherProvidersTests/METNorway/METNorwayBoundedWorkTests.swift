import Foundation
import Testing
import WeatherCore
import WeatherNetworking
import WeatherTesting

@testable import WeatherProviders

/// Long MET Norway series are cut at the SDK's limit, and mapping, also of a kept body, runs within the
/// call's deadline and cancellation.
@Suite("MET Norway bounded work")
struct METNorwayBoundedWorkTests {
    /// A compact body for London with `steps` hourly steps from 2020-07-20 12:00 UTC.
    static func body(steps: Int) -> Data {
        let start = Date(timeIntervalSince1970: 1_595_246_400)
        let formatter = ISO8601DateFormatter()
        let series = (0..<steps).map { index in
            let time = formatter.string(from: start.addingTimeInterval(Double(index) * 3_600))
            return #"{"time":"\#(time)","data":{"instant":{"details":{"air_temperature":\#(index % 25)}},"#
                + #""next_1_hours":{"summary":{"symbol_code":"clearsky_day"},"details":{"precipitation_amount":0}}}}"#
        }
        let json = """
            {"type":"Feature","geometry":{"type":"Point","coordinates":[-0.1,51.5,25]},
            "properties":{"meta":{"updated_at":"2020-07-20T11:00:00Z","units":{"air_temperature":"celsius"}},
            "timeseries":[\(series.joined(separator: ","))]}}
            """
        return Data(json.utf8)
    }

    /// A 200 with `body`, kept for an hour when `kept`, not kept at all otherwise.
    static func answer(_ body: Data, kept: Bool = false) -> HTTPResponse {
        let headers =
            kept
            ? ["Last-Modified": "Mon, 20 Jul 2020 11:20:44 GMT", "Expires": "Mon, 20 Jul 2020 12:20:44 GMT"] : [:]
        return HTTPResponse(statusCode: 200, headers: headers, body: body)
    }

    static func client(
        _ transport: any HTTPTransport, clock: any Clock<Duration> = TestClock()
    ) -> METNorwayClient {
        METNorwayClient(
            transport: transport,
            configuration: METNorwayClient.Configuration(
                userAgent: METNorwayTesting.userAgent, retryPolicy: .none, clock: clock,
                now: { METNorwayTesting.recorded }))
    }

    static let zone = TimeZone(identifier: "Europe/London")

    // MARK: Limits

    @Test func stepsPastTheLimitAreCutWithANote() async throws {
        let transport = StubTransport(responses: [Self.answer(Self.body(steps: Weather.SeriesLimit.hours + 6))])
        let weather = try await Self.client(transport).weather(
            at: METNorwayTesting.london, timeZone: Self.zone, including: .hourly)
        #expect(weather.hourly.count == Weather.SeriesLimit.hours)
        #expect(weather.hourly.first?.date == Date(timeIntervalSince1970: 1_595_246_400))
        let note = try #require(weather.notes.first { $0.kind == .leftOut && $0.field == "hourly" })
        #expect(note.detail == "6 steps left out: the answer has 20006, more than the 20000 the SDK reads")
    }

    // MARK: Cancellation and deadline

    @Test func aCallCancelledAsTheAnswerArrivesIsNotMapped() async throws {
        let transport = StubTransport { _, _ in
            withUnsafeCurrentTask { $0?.cancel() }
            return Self.answer(Self.body(steps: 600))
        }
        // In a task of its own, so that only the call is cancelled, not the test.
        let call = Task { try await Self.client(transport).weather(at: METNorwayTesting.london) }
        let error = await #expect(throws: WeatherError.self) { _ = try await call.value }
        #expect(error?.code == .cancelled)
    }

    @Test func aKeptBodyIsNotMappedForACancelledCall() async throws {
        let transport = StubTransport(responses: [Self.answer(Self.body(steps: 600), kept: true)])
        let client = Self.client(transport)
        _ = try await client.weather(at: METNorwayTesting.london)
        // The second call is answered from what is kept: no request, only mapping.
        let call = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await client.weather(at: METNorwayTesting.london)
        }
        let error = await #expect(throws: WeatherError.self) { _ = try await call.value }
        #expect(error?.code == .cancelled)
        #expect(transport.requests.count == 1)
    }

    /// `weather(at:)` with a clock that fires `event` at the first read after the pipeline's own (counted
    /// with the raw body, which maps nothing): only a mapping within the call's budget sees it.
    static func mappedWhile(_ event: ReadCountingClock.Event) async throws -> WeatherError? {
        let clock = ReadCountingClock()
        let body = Self.body(steps: 1_000)
        let transport = StubTransport { _, _ in
            clock.answered()
            return Self.answer(body)
        }
        let client = Self.client(transport, clock: clock)
        _ = try await client.forecast(at: METNorwayTesting.london)
        clock.trigger(event, atRead: clock.reads + 1)
        // In a task of its own, so that only the call is cancelled, not the test.
        let call = Task { try await client.weather(at: METNorwayTesting.london) }
        return await #expect(throws: WeatherError.self) { _ = try await call.value }
    }

    @Test func mappingStopsWhenTheDeadlinePasses() async throws {
        #expect(try await Self.mappedWhile(.passDeadline)?.code == .timeout)
    }

    @Test func mappingStopsWhenTheTaskIsCancelled() async throws {
        #expect(try await Self.mappedWhile(.cancel)?.code == .cancelled)
    }
}
