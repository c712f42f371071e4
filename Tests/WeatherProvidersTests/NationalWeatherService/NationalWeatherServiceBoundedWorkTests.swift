import Foundation
import Testing
import WeatherCore
import WeatherNetworking
import WeatherTestSupport
import WeatherTesting

@testable import WeatherProviders

/// Long National Weather Service series are cut at the SDK's limits, and the whole call, its requests and
/// the mapping of their answers, runs within one deadline and the task's cancellation.
@Suite("National Weather Service bounded work")
struct NationalWeatherServiceBoundedWorkTests {
    /// A forecast body with `count` periods of `hours` hours each, from 2026-01-20 05:00 UTC (midnight in
    /// New York), alternately day (60–79 °F) and night (20–39 °F).
    static func forecast(periods count: Int, hours: Int = 1) -> Data {
        let start = Date(timeIntervalSince1970: 1_768_885_200)
        let formatter = ISO8601DateFormatter()
        let periods = (0..<count).map { index in
            let from = formatter.string(from: start.addingTimeInterval(Double(index * hours) * 3_600))
            let to = formatter.string(from: start.addingTimeInterval(Double((index + 1) * hours) * 3_600))
            return #"{"number":\#(index + 1),"startTime":"\#(from)","endTime":"\#(to)","#
                + #""isDaytime":\#(index % 2 == 0),"temperature":\#((index % 2 == 0 ? 60 : 20) + index % 20),"#
                + #""temperatureUnit":"F","#
                + #""shortForecast":"Sunny"}"#
        }
        return Data(#"{"properties":{"units":"us","periods":[\#(periods.joined(separator: ","))]}}"#.utf8)
    }

    /// An alerts body with `count` actual alerts.
    static func alerts(_ count: Int) -> Data {
        let features = (0..<count).map {
            #"{"properties":{"id":"a\#($0)","status":"Actual","messageType":"Alert","event":"Wind","#
                + #""onset":"2026-01-20T05:00:00Z","ends":"2026-01-21T05:00:00Z"}}"#
        }
        return Data(#"{"features":[\#(features.joined(separator: ","))]}"#.utf8)
    }

    static let pointFixture = "nws/points/new-york-40.7128--74.006-2026-01.json"

    /// A transport answering the point from its recording and the forecasts and alerts with the bodies
    /// given; `before` runs first for every request, with the request's path.
    static func transport(
        hourly: Data = forecast(periods: 48), daily: Data = forecast(periods: 14, hours: 12),
        alerts: Data = alerts(0), before: @escaping @Sendable (String) -> Void = { _ in }
    ) -> StubTransport {
        StubTransport { request, _ in
            let path = request.url.path
            before(path)
            let body: Data =
                if path.hasPrefix("/points/") {
                    try Fixtures.data(pointFixture)
                } else if path.hasSuffix("/forecast/hourly") {
                    hourly
                } else if path.hasSuffix("/forecast") {
                    daily
                } else {
                    alerts
                }
            return HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/geo+json"], body: body)
        }
    }

    static func client(
        _ transport: any HTTPTransport, clock: any Clock<Duration> = TestClock()
    ) -> NationalWeatherServiceClient {
        NationalWeatherServiceClient(
            transport: transport,
            configuration: NationalWeatherServiceClient.Configuration(
                userAgent: NWSTesting.userAgent, retryPolicy: .none, clock: clock, now: { NWSTesting.recorded }))
    }

    // MARK: Limits

    @Test func hourlyPeriodsAndAlertsPastTheLimitsAreCutWithNotes() async throws {
        let transport = Self.transport(
            hourly: Self.forecast(periods: Weather.SeriesLimit.hours + 3),
            alerts: Self.alerts(Weather.SeriesLimit.alerts + 2))
        let weather = try await Self.client(transport).weather(
            at: NWSTesting.newYork, including: [.current, .hourly, .alerts])
        #expect(weather.hourly.count == Weather.SeriesLimit.hours)
        #expect(weather.alerts.count == Weather.SeriesLimit.alerts)
        let note = try #require(weather.notes.first { $0.kind == .leftOut && $0.field == "hourly" })
        #expect(
            note.detail == "3 hourly periods left out: the answer has 20003, more than the 20000 the SDK reads")
        #expect(weather.notes.contains { $0.kind == .leftOut && $0.field == "alerts" && $0.detail.hasPrefix("2 ") })
    }

    @Test func daysAreGroupedFromTheirOwnPeriodsAndHours() async throws {
        let transport = Self.transport(
            hourly: Self.forecast(periods: 24 * 60), daily: Self.forecast(periods: 120, hours: 12))
        let weather = try await Self.client(transport).weather(at: NWSTesting.newYork, including: [.hourly, .daily])
        #expect(weather.hourly.count == 24 * 60)
        #expect(weather.daily.count == 60)
        // Each day pairs its own daytime period (the high) with its own night (the low).
        for (index, day) in weather.daily.enumerated() {
            let high = Double(60 + (2 * index) % 20)
            let low = Double(20 + (2 * index + 1) % 20)
            #expect(abs(day.highTemperature.converted(to: .fahrenheit).value - high) < 1e-9)
            #expect(abs(day.lowTemperature.converted(to: .fahrenheit).value - low) < 1e-9)
        }
    }

    // MARK: Cancellation and deadline

    @Test func aCallCancelledAsTheAnswerArrivesIsNotMapped() async throws {
        let transport = Self.transport(before: { path in
            if path.hasSuffix("/forecast/hourly") { withUnsafeCurrentTask { $0?.cancel() } }
        })
        // In a task of its own, so that only the call is cancelled, not the test.
        let call = Task { try await Self.client(transport).weather(at: NWSTesting.newYork, including: .hourly) }
        let error = await #expect(throws: WeatherError.self) { _ = try await call.value }
        #expect(error?.code == .cancelled)
    }

    @Test func aChainWithinItsDeadlineIsMapped() async throws {
        let clock = TestClock()
        let transport = Self.transport(before: { path in
            let share = path.hasPrefix("/points/") ? 0.6 : 0.3
            clock.advance(by: HTTPClientOptions.defaultDeadline * share)
        })
        let weather = try await Self.client(transport, clock: clock).weather(
            at: NWSTesting.newYork, including: .hourly)
        #expect(weather.hourly.count == 48)
    }

    @Test func mappingStopsWhenTheTaskIsCancelled() async throws {
        let clock = ReadCountingClock()
        let transport = Self.transport(
            hourly: Self.forecast(periods: 1_000), before: { _ in clock.answered() })
        let client = Self.client(transport, clock: clock)
        // The point is kept after the first call, so each later call sends the hourly forecast alone.
        _ = try await client.answers(at: NWSTesting.newYork, including: .hourly)
        _ = try await client.answers(at: NWSTesting.newYork, including: .hourly)
        clock.trigger(.cancel, atRead: clock.reads + 1)
        // In a task of its own, so that only the call is cancelled, not the test.
        let call = Task { try await client.weather(at: NWSTesting.newYork, including: .hourly) }
        let error = await #expect(throws: WeatherError.self) { _ = try await call.value }
        #expect(error?.code == .cancelled)
    }
}
