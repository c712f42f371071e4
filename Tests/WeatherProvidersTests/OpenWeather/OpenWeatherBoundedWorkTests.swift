import Foundation
import Testing
import WeatherCore
import WeatherNetworking
import WeatherTesting

@testable import WeatherProviders

/// Long OpenWeather series are cut at the SDK's limits, and mapping runs within the call's deadline and
/// cancellation.
@Suite("OpenWeather bounded work")
struct OpenWeatherBoundedWorkTests {
    static let denver = try! Coordinate(latitude: 39.74, longitude: -104.99)
    /// 12:00 in Denver (19:00 UTC) on 14 November 2023, the day of ``fixedNow``.
    static let noon = 1_699_988_400
    static let condition = #"[{"id":800,"main":"Clear","description":"clear sky","icon":"01d"}]"#

    /// A One Call body with `hours` hours from 2024-01-01 00:00 UTC and `alerts` alerts.
    static func oneCall(hours: Int, alerts: Int = 0) -> Data {
        let start = 1_704_067_200
        let hourly = (0..<hours).map { #"{"dt":\#(start + $0 * 3_600),"temp":280,"weather":\#(condition)}"# }
        let warnings = (0..<alerts).map {
            #"{"sender_name":"NWS","event":"Wind \#($0)","start":\#(start),"end":\#(start + 3_600)}"#
        }
        let json = """
            {"lat":39.74,"lon":-104.99,"timezone":"America/Denver","timezone_offset":-25200,
            "hourly":[\(hourly.joined(separator: ","))],"alerts":[\(warnings.joined(separator: ","))]}
            """
        return Data(json.utf8)
    }

    /// A 5 day / 3 hour body with `steps` steps from 2024-01-01 00:00 UTC.
    static func forecast(steps: Int) -> Data {
        let start = 1_704_067_200
        let list = (0..<steps).map { #"{"dt":\#(start + $0 * 10_800),"main":{"temp":280},"weather":\#(condition)}"# }
        let json = """
            {"list":[\(list.joined(separator: ","))],
            "city":{"id":1,"name":"Denver","coord":{"lat":39.74,"lon":-104.99},"timezone":-25200}}
            """
        return Data(json.utf8)
    }

    /// A `timemachine` body with one reading at `time`.
    static func timeMachine(at time: Int) -> Data {
        let json = """
            {"lat":39.74,"lon":-104.99,"timezone":"America/Denver","timezone_offset":-25200,
            "data":[{"dt":\(time),"temp":280,"weather":\(condition)}]}
            """
        return Data(json.utf8)
    }

    /// The `dt` a `timemachine` request asks for.
    static func instant(of request: HTTPRequest) -> Int {
        let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        return items.first { $0.name == "dt" }?.value.flatMap(Int.init) ?? 0
    }

    static func client(
        _ transport: StubTransport, clock: any Clock<Duration> = TestClock()
    ) -> OpenWeatherClient {
        OpenWeatherClient(
            apiKey: sentinelKey, transport: transport,
            configuration: OpenWeatherClient.Configuration(retryPolicy: .none, clock: clock, now: { fixedNow }))
    }

    // MARK: Limits

    @Test func hoursAndAlertsPastTheLimitsAreCutWithNotes() async throws {
        let hours = Weather.SeriesLimit.hours + 5
        let alerts = Weather.SeriesLimit.alerts + 2
        let transport = StubTransport(responses: [
            HTTPResponse(statusCode: 200, body: Self.oneCall(hours: hours, alerts: alerts))
        ])
        let weather = try await Self.client(transport).weather(at: Self.denver, including: [.hourly, .alerts])
        #expect(weather.hourly.count == Weather.SeriesLimit.hours)
        #expect(weather.hourly.last?.date == Date(timeIntervalSince1970: 1_704_067_200 + 19_999 * 3_600))
        #expect(weather.alerts.count == Weather.SeriesLimit.alerts)
        let hourNote = try #require(weather.notes.first { $0.kind == .leftOut && $0.field == "hourly" })
        #expect(hourNote.detail == "5 hours left out: the answer has 20005, more than the 20000 the SDK reads")
        #expect(weather.notes.contains { $0.kind == .leftOut && $0.field == "alerts" && $0.detail.hasPrefix("2 ") })
    }

    @Test func fiveDayStepsPastTheLimitAreCutAndGroupedInOnePass() async throws {
        let steps = Weather.SeriesLimit.hours + 8
        let transport = StubTransport(responses: [HTTPResponse(statusCode: 200, body: Self.forecast(steps: steps))])
        let weather = try await Self.client(transport).forecast(at: Self.denver)
        #expect(weather.hourly.count == Weather.SeriesLimit.hours)
        // 20,000 steps of 3 hours from midnight UTC (17:00 the day before in Denver): 2,501 local days.
        #expect(weather.daily.count == 2_501)
        #expect(
            weather.notes.contains { $0.kind == .leftOut && $0.field == "hourly" && $0.detail.hasPrefix("8 steps") })
    }

    @Test func anAirQualityForecastPastTheLimitIsRefused() async throws {
        let entry = #"{"dt":1704067200,"main":{"aqi":2},"components":{"pm2_5":4.2}}"#
        let list = Array(repeating: entry, count: Weather.SeriesLimit.hours + 1).joined(separator: ",")
        let body = Data(#"{"coord":{"lat":39.74,"lon":-104.99},"list":[\#(list)]}"#.utf8)
        let client = Self.client(StubTransport(responses: [HTTPResponse(statusCode: 200, body: body)]))
        await #expect(throws: WeatherError.self) {
            _ = try await client.airQualityForecast(at: Self.denver)
        }
        let error = await #expect(throws: WeatherError.self) {
            _ = try await client.airQualityHistory(
                at: Self.denver, from: Date(timeIntervalSince1970: 0), to: Date(timeIntervalSince1970: 1))
        }
        #expect(error?.code == .decoding)
        #expect(error?.message.contains("20001 hours") == true)
        // The current air reads only the newest entry with concentrations, however long the list.
        let air = try await client.airQuality(at: Self.denver)
        #expect(air.providerIndex?.value == 2)
    }

    @Test func airQualityTakesTheNewestEntryWithConcentrations() async throws {
        let body = Data(
            #"""
            {"list":[{"dt":1,"main":{"aqi":1},"components":{"pm2_5":1}},{"dt":2,"main":{"aqi":3},"components":{"co":2}},
            {"dt":3,"main":{"aqi":5}}]}
            """#.utf8)
        let client = Self.client(StubTransport(responses: [HTTPResponse(statusCode: 200, body: body)]))
        let air = try await client.airQuality(at: Self.denver)
        #expect(air.date == Date(timeIntervalSince1970: 2))
        #expect(air.providerIndex?.value == 3)
    }

    @Test func placesBeyondTheLimitAskedForAreNotRead() async throws {
        let result = #"{"name":"London","lat":51.5,"lon":-0.12,"country":"GB"}"#
        let body = Data("[\(Array(repeating: result, count: 50).joined(separator: ","))]".utf8)
        let client = Self.client(StubTransport(responses: [HTTPResponse(statusCode: 200, body: body)]))
        #expect(try await client.places(matching: "London", limit: 3).count == 3)
        #expect(try await client.places(matching: "London", limit: 50).count == OpenWeatherClient.maximumPlaceLimit)
    }

    // MARK: Cancellation and deadline

    @Test func aCallCancelledAsTheAnswerArrivesIsNotMapped() async throws {
        let transport = StubTransport { _, _ in
            withUnsafeCurrentTask { $0?.cancel() }
            return HTTPResponse(statusCode: 200, body: Self.oneCall(hours: 1_000))
        }
        // In a task of its own, so that only the call is cancelled, not the test.
        let call = Task { try await Self.client(transport).weather(at: Self.denver) }
        let error = await #expect(throws: WeatherError.self) { _ = try await call.value }
        #expect(error?.code == .cancelled)
    }

    /// `call` with a clock that fires `event` at the first read after the pipeline's own: only a mapping
    /// within the call's budget reads the clock then.
    static func duringMapping(
        _ event: ReadCountingClock.Event, body: Data,
        raw: @escaping @Sendable (OpenWeatherClient) async throws -> Void,
        call: @escaping @Sendable (OpenWeatherClient) async throws -> Void
    ) async throws {
        let clock = ReadCountingClock()
        let transport = StubTransport { _, _ in
            clock.answered()
            return HTTPResponse(statusCode: 200, body: body)
        }
        let client = Self.client(transport, clock: clock)
        try await raw(client)
        clock.trigger(event, atRead: clock.reads + 1)
        // In a task of its own, so that only the call is cancelled, not the test.
        let task = Task { try await call(client) }
        let error = await #expect(throws: WeatherError.self) { try await task.value }
        #expect(error?.code == (event == .cancel ? .cancelled : .timeout))
    }

    @Test func oneCallMappingStopsWhenTheDeadlinePasses() async throws {
        try await Self.duringMapping(
            .passDeadline, body: Self.oneCall(hours: 1_000),
            raw: { _ = try await $0.oneCallResponse(at: Self.denver) },
            call: { _ = try await $0.weather(at: Self.denver) })
    }

    @Test func fiveDayMappingStopsWhenTheDeadlinePasses() async throws {
        try await Self.duringMapping(
            .passDeadline, body: Self.forecast(steps: 1_000),
            raw: { _ = try await $0.forecastResponse(at: Self.denver) },
            call: { _ = try await $0.forecast(at: Self.denver) })
    }

    @Test func oneCallMappingStopsWhenTheTaskIsCancelled() async throws {
        try await Self.duringMapping(
            .cancel, body: Self.oneCall(hours: 1_000),
            raw: { _ = try await $0.oneCallResponse(at: Self.denver) },
            call: { _ = try await $0.weather(at: Self.denver) })
    }

    @Test func aPastDayWithinItsDeadlineIsSummed() async throws {
        let noon = Self.noon
        let transport = StubTransport { request, _ in
            let asked = Self.instant(of: request)
            return HTTPResponse(statusCode: 200, body: Self.timeMachine(at: asked))
        }
        let day = try await Self.client(transport, clock: TestClock()).pastDay(
            at: Self.denver, on: Date(timeIntervalSince1970: Double(noon)), readings: 2)
        #expect(day.hourly.count == 2)
        #expect(day.daily.count == 1)
    }
}
