import Foundation
import Testing
import WeatherCore
import WeatherNetworking
import WeatherTesting

@testable import WeatherProviders

/// Long Open-Meteo series: grouped by day in one pass, cut at the SDK's documented limits, and mapped
/// within the call's deadline and cancellation.
@Suite("Open-Meteo bounded work")
struct OpenMeteoBoundedWorkTests {
    /// A body in Asia/Kolkata (no daylight-saving change) with `hours` hourly temperatures from 1 January
    /// 2024 and `days` daily dates without highs or lows, so every day takes them from its hours.
    /// The temperature of hour `n` is `n % 24 + n / 24 * 0.01`: each day's high is at 23:00.
    static func body(hours: Int, days: Int) -> Data {
        let start = Date(timeIntervalSince1970: 1_704_047_400)  // 2024-01-01T00:00+05:30
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Kolkata")!
        func text(_ date: Date, time: Bool) -> String {
            let parts = calendar.dateComponents([.year, .month, .day, .hour], from: date)
            let day = String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
            return time ? day + String(format: "T%02d:00", parts.hour!) : day
        }
        let times = (0..<hours).map { "\"\(text(start.addingTimeInterval(Double($0) * 3600), time: true))\"" }
        let temperatures = (0..<hours).map { hour -> String in
            let reading: Double = Double(hour % 24) + Double(hour / 24) * 0.01
            return String(reading)
        }
        let dates = (0..<days).map { "\"\(text(start.addingTimeInterval(Double($0) * 86_400), time: false))\"" }
        let json = """
            {"latitude":28.625,"longitude":77.25,"utc_offset_seconds":19800,"timezone":"Asia/Kolkata",
            "hourly_units":{"time":"iso8601","temperature_2m":"°C"},
            "hourly":{"time":[\(times.joined(separator: ","))],"temperature_2m":[\(temperatures.joined(separator: ","))]},
            "daily_units":{"time":"iso8601"},"daily":{"time":[\(dates.joined(separator: ","))]}}
            """
        return Data(json.utf8)
    }

    static let delhi = try! Coordinate(latitude: 28.625, longitude: 77.25)

    static func client(
        _ transport: any HTTPTransport, clock: any Clock<Duration> = TestClock()
    ) -> OpenMeteoClient {
        OpenMeteoClient(
            transport: transport,
            configuration: OpenMeteoClient.Configuration(
                retryPolicy: .none, clock: clock, now: { Date(timeIntervalSince1970: 1_704_047_400) }))
    }

    @Test func everyDayTakesItsHighAndLowFromItsOwnHours() async throws {
        let transport = StubTransport(statusCode: 200, data: Self.body(hours: 2_400, days: 100))
        let weather = try await Self.client(transport).weather(at: Self.delhi)
        #expect(weather.hourly.count == 2_400)
        #expect(weather.daily.count == 100)
        for (index, day) in weather.daily.enumerated() {
            #expect(abs(day.highTemperature.value - (23 + Double(index) * 0.01)) < 1e-9)
            #expect(abs(day.lowTemperature.value - Double(index) * 0.01) < 1e-9)
        }
        let derived = weather.notes.filter { $0.kind == .derived && $0.field.hasSuffix("highTemperature") }
        #expect(derived.count == 100)
        #expect(derived.allSatisfy { $0.detail == "from the day's 24 hourly temperatures" })
    }

    @Test func daysBeyondTheHoursAreLeftOutWithANote() async throws {
        let transport = StubTransport(statusCode: 200, data: Self.body(hours: 48, days: 3))
        let weather = try await Self.client(transport).weather(at: Self.delhi)
        #expect(weather.daily.count == 2)
        #expect(weather.notes.contains { $0.kind == .leftOut && $0.detail.contains("no hours to take them from") })
    }

    @Test func hoursPastTheLimitAreCutWithANote() async throws {
        let limit = Weather.SeriesLimit.hours
        let transport = StubTransport(statusCode: 200, data: Self.body(hours: limit + 30, days: 0))
        let weather = try await Self.client(transport).weather(at: Self.delhi)
        #expect(weather.hourly.count == limit)
        let note = try #require(weather.notes.first { $0.field == "hourly" && $0.kind == .leftOut })
        #expect(note.detail == "30 hours left out: the answer has \(limit + 30), more than the \(limit) the SDK reads")
    }

    @Test func theLimitsCoverTheLongestRealAnswers() {
        // 16 forecast days and 92 past days, hourly and by quarter hour; the 1991–2020 normals, daily.
        #expect(Weather.SeriesLimit.hours >= (92 + 16) * 24)
        #expect(Weather.SeriesLimit.minutes >= (92 + 16) * 96)
        #expect(Weather.SeriesLimit.days >= 10_958)
    }

    @Test func aCallCancelledAsTheAnswerArrivesIsNotMapped() async throws {
        let transport = StubTransport { _, _ in
            withUnsafeCurrentTask { $0?.cancel() }
            return HTTPResponse(statusCode: 200, body: Self.body(hours: 2_400, days: 100))
        }
        // A task of its own, so that the cancellation is the call's and not the test's.
        let call = Task { try await Self.client(transport).weather(at: Self.delhi) }
        await #expect {
            _ = try await call.value
        } throws: { error in
            (error as? WeatherError)?.code == .cancelled
        }
        #expect(transport.requests.count == 1)
    }

    @Test func mappingStopsInACancelledTask() async throws {
        let response = try await Self.client(
            StubTransport(statusCode: 200, data: Self.body(hours: 2_400, days: 100))
        ).forecast(at: Self.delhi)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try response.weather(at: Self.delhi)
        }
        await #expect {
            _ = try await task.value
        } throws: { error in
            (error as? WeatherError)?.code == .cancelled
        }
    }

    /// The error of `call` on a client whose answer arrives `arrival` after the call began, when the clock
    /// moves on 200 ms at every read after it (the work on the answer takes time); `nil` when it succeeds.
    static func error(
        arrivingAfter arrival: Duration, _ call: @escaping @Sendable (OpenMeteoClient) async throws -> Void
    ) async -> WeatherError? {
        let clock = SteppingClock()
        let transport = StubTransport { _, _ in
            clock.advance(by: arrival, thenStepEachRead: .milliseconds(200))
            return HTTPResponse(statusCode: 200, body: Self.body(hours: 2_400, days: 100))
        }
        do {
            try await call(Self.client(transport, clock: clock))
            return nil
        } catch {
            return error as? WeatherError
        }
    }

    @Test func theDeadlineCoversMapping() async throws {
        // The answer arrives just before the call's deadline, and the work on it takes time.
        let error = await Self.error(arrivingAfter: HTTPClientOptions.defaultDeadline - .seconds(2)) {
            _ = try await $0.weather(at: Self.delhi)
        }
        #expect(error?.code == .timeout)
        #expect(error?.message.contains("deadline") == true)
    }

    @Test func aLateAnswerIsReadWhenItsWorkIsShort() async throws {
        // Time spent waiting for a thread after the answer came is not held against it.
        let clock = TestClock()
        let transport = StubTransport { _, _ in
            clock.advance(by: HTTPClientOptions.defaultDeadline + .seconds(10))
            return HTTPResponse(statusCode: 200, body: Self.body(hours: 2_400, days: 100))
        }
        let weather = try await Self.client(transport, clock: clock).weather(at: Self.delhi)
        #expect(weather.daily.count == 100)
    }

    @Test func aLateAnswerWhoseWorkIsLongStopsAfterItsAllowance() async throws {
        let error = await Self.error(arrivingAfter: HTTPClientOptions.defaultDeadline + .seconds(10)) {
            _ = try await $0.weather(at: Self.delhi)
        }
        #expect(error?.code == .timeout)
    }

    @Test func pastWeatherMapsWithinTheDeadline() async throws {
        let error = await Self.error(arrivingAfter: HTTPClientOptions.defaultDeadline - .seconds(2)) {
            _ = try await $0.pastWeather(at: Self.delhi, on: Date(timeIntervalSince1970: 1_700_000_000))
        }
        #expect(error?.code == .timeout)
    }

    @Test func aCoalescedCallWhoseWaitersAllLeftStopsItsSharedWork() async throws {
        let (entered, enter) = AsyncStream.makeStream(of: Void.self)
        let transport = StubTransport { _, _ in
            enter.yield()
            // The answer arrives once the shared call has been cancelled.
            while !Task.isCancelled { await Task.yield() }
            return HTTPResponse(statusCode: 200, body: Self.body(hours: 2_400, days: 100))
        }
        let (outcomes, record) = AsyncStream.makeStream(of: Result<Weather, any Error>.self)
        // Passes calls to the client and reports each call's outcome.
        let client = Self.client(transport)
        let upstream = StubWeatherProvider(forwardingTo: client)
        upstream.answer { call in
            do {
                let weather = try await client.weather(at: call.coordinate, including: call.dataSets)
                record.yield(.success(weather))
                return weather
            } catch {
                record.yield(.failure(error))
                throw error
            }
        }
        let coalesced = upstream.coalesced()
        let waiter = Task { try await coalesced.weather(at: Self.delhi) }
        var enteredCalls = entered.makeAsyncIterator()
        _ = await enteredCalls.next()
        waiter.cancel()
        await #expect(throws: WeatherError.self) { try await waiter.value }
        var recorded = outcomes.makeAsyncIterator()
        let outcome = try #require(await recorded.next())
        // The shared call stopped too: it did not map the answer for no one.
        let error = #expect(throws: WeatherError.self) { try outcome.get() }
        #expect(error?.code == .cancelled)
    }
}

/// A test clock that, once told, moves on by a step each time it is read: work that reads the time
/// takes time. Private because `TestClock` moves only when the test advances it, never on a read.
final class SteppingClock: Clock, Sendable {
    typealias Instant = TestClock.Instant

    private let base = TestClock()
    private let step = Locked<Duration?>(nil)

    var now: Instant {
        if let step = step.current {
            base.advance(by: step)
        }
        return base.now
    }

    var minimumResolution: Duration { base.minimumResolution }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try await base.sleep(until: deadline, tolerance: tolerance)
    }

    /// Moves the clock on by `duration`, then by `step` at every read.
    func advance(by duration: Duration, thenStepEachRead step: Duration) {
        base.advance(by: duration)
        self.step.withLock { $0 = step }
    }
}
