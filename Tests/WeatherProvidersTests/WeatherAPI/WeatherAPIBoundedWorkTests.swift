import Foundation
import Testing
import WeatherCore
import WeatherNetworking
import WeatherTesting

@testable import WeatherProviders

/// Long WeatherAPI.com series are cut at the SDK's limits, only the data sets asked for are mapped, and
/// mapping runs within the call's deadline and cancellation.
@Suite("WeatherAPI.com bounded work")
struct WeatherAPIBoundedWorkTests {
    static let denver = try! Coordinate(latitude: 39.74, longitude: -104.99)

    /// A `forecast.json` body for Denver with one day of `hours` hours from 2024-01-01 00:00 UTC, and
    /// `alerts` alerts.
    static func forecast(hours: Int, alerts: Int = 0) -> Data {
        let start = 1_704_067_200
        let hourly = (0..<hours).map { #"{"time_epoch":\#(start + $0 * 3_600),"temp_c":\#($0 % 30)}"# }
        let warnings = (0..<alerts).map {
            #"{"event":"Wind \#($0)","effective":"2024-01-01T00:00:00Z","expires":"2024-01-02T00:00:00Z"}"#
        }
        let json = """
            {"location":{"name":"Denver","lat":39.74,"lon":-104.99,"tz_id":"America/Denver",
            "localtime_epoch":\(start),"localtime":"2023-12-31 17:00"},
            "forecast":{"forecastday":[{"date":"2023-12-31","day":{"maxtemp_c":10,"mintemp_c":0},
            "hour":[\(hourly.joined(separator: ","))]}]},
            "alerts":{"alert":[\(warnings.joined(separator: ","))]}}
            """
        return Data(json.utf8)
    }

    static func client(
        _ transport: any HTTPTransport, clock: any Clock<Duration> = TestClock()
    ) -> WeatherAPIClient {
        WeatherAPIClient(
            apiKey: WeatherAPITesting.sentinelKey, transport: transport,
            configuration: WeatherAPIClient.Configuration(
                retryPolicy: .none, clock: clock, now: { WeatherAPITesting.now }))
    }

    static func answering(_ body: Data) -> StubTransport {
        StubTransport(responses: [HTTPResponse(statusCode: 200, body: body)])
    }

    // MARK: Limits

    @Test func hoursAndAlertsPastTheLimitsAreCutWithNotes() async throws {
        let body = Self.forecast(hours: Weather.SeriesLimit.hours + 4, alerts: Weather.SeriesLimit.alerts + 1)
        let weather = try await Self.client(Self.answering(body)).forecast(for: .coordinate(Self.denver), days: 3)
        #expect(weather.hourly.count == Weather.SeriesLimit.hours)
        #expect(weather.alerts.count == Weather.SeriesLimit.alerts)
        #expect(weather.daily.count == 1)
        let hourNote = try #require(weather.notes.first { $0.kind == .leftOut && $0.field == "hourly" })
        #expect(hourNote.detail == "4 hours left out: the answer has 20004, more than the 20000 the SDK reads")
        #expect(weather.notes.contains { $0.kind == .leftOut && $0.field == "alerts" && $0.detail.hasPrefix("1 ") })
    }

    @Test func onlyTheDataSetsAskedForAreMapped() async throws {
        let client = Self.client(Self.answering(Self.forecast(hours: 48, alerts: Weather.SeriesLimit.alerts + 1)))
        let daily = try await client.weather(at: Self.denver, including: .daily)
        #expect(daily.daily.count == 1 && daily.hourly.isEmpty && daily.alerts.isEmpty && daily.current == nil)
        // The alerts were not read, so nothing says some of them were left out.
        #expect(!daily.notes.contains { $0.field == "alerts" })
        let alerts = try await client.weather(at: Self.denver, including: .alerts)
        #expect(alerts.alerts.count == Weather.SeriesLimit.alerts && alerts.daily.isEmpty && alerts.hourly.isEmpty)
    }

    // MARK: Cancellation and deadline

    @Test func aCallCancelledAsTheAnswerArrivesIsNotMapped() async throws {
        let transport = StubTransport { _, _ in
            withUnsafeCurrentTask { $0?.cancel() }
            return HTTPResponse(statusCode: 200, body: Self.forecast(hours: 1_000))
        }
        // In a task of its own, so that only the call is cancelled, not the test.
        let call = Task { try await Self.client(transport).weather(at: Self.denver) }
        let error = await #expect(throws: WeatherError.self) { _ = try await call.value }
        #expect(error?.code == .cancelled)
    }

    /// `call` with a clock that fires `event` at the first read after the pipeline's own (counted with the
    /// raw body, which maps nothing): only a mapping within the call's budget sees it.
    static func mappedWhile(
        _ event: ReadCountingClock.Event, call: @escaping @Sendable (WeatherAPIClient) async throws -> Void
    ) async throws -> WeatherError? {
        let clock = ReadCountingClock()
        let body = Self.forecast(hours: 1_000)
        let transport = StubTransport { _, _ in
            clock.answered()
            return HTTPResponse(statusCode: 200, body: body)
        }
        let client = Self.client(transport, clock: clock)
        _ = try await client.forecastResponse(for: .coordinate(Self.denver), days: 3)
        clock.trigger(event, atRead: clock.reads + 1)
        // In a task of its own, so that only the call is cancelled, not the test.
        let task = Task { try await call(client) }
        return await #expect(throws: WeatherError.self) { try await task.value }
    }

    @Test func mappingStopsWhenTheDeadlinePasses() async throws {
        let forecast = try await Self.mappedWhile(.passDeadline) {
            _ = try await $0.forecast(for: .coordinate(Self.denver), days: 3)
        }
        #expect(forecast?.code == .timeout)
        let weather = try await Self.mappedWhile(.passDeadline) { _ = try await $0.weather(at: Self.denver) }
        #expect(weather?.code == .timeout)
        let past = try await Self.mappedWhile(.passDeadline) {
            _ = try await $0.pastWeather(at: Self.denver, on: Date(timeIntervalSince1970: 1_704_067_200))
        }
        #expect(past?.code == .timeout)
    }

    @Test func mappingStopsWhenTheTaskIsCancelled() async throws {
        let error = try await Self.mappedWhile(.cancel) { _ = try await $0.weather(at: Self.denver) }
        #expect(error?.code == .cancelled)
    }
}
