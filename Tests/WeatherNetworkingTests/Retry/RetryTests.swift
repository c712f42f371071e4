import Foundation
import Testing
import WeatherNetworking
import WeatherTestSupport

@Suite("Retry through APIClient")
struct RetryTests {
    @Test func rateLimitWithRetryAfterSecondsRetriesOnceAfterExactlyThatDelay() async throws {
        let clock = TestClock(advancesAutomatically: true)
        let transport = StubTransport(responses: [
            response(429, headers: ["Retry-After": "7"]), response(200, okBody),
        ])
        let value = try await makeClient(transport, clock: clock).send(weatherRequest())
        #expect(value.current.temp == 21.5)
        #expect(transport.requests.count == 2)
        #expect(clock.sleeps == [.seconds(7)])
    }

    @Test func rateLimitWithRetryAfterHTTPDateIsMeasuredFromNow() async throws {
        let clock = TestClock(advancesAutomatically: true)
        let now = try #require(HTTPResponse.parseHTTPDate("Sun, 22 Nov 2026 18:00:00 GMT"))
        let transport = StubTransport(responses: [
            response(429, headers: ["retry-after": "Sun, 22 Nov 2026 18:00:12 GMT"]), response(200, okBody),
        ])
        _ = try await makeClient(transport, clock: clock, now: now).send(weatherRequest())
        #expect(transport.requests.count == 2)
        #expect(clock.sleeps == [.seconds(12)])
    }

    @Test func rateLimitIsNeverRetriedImmediately() async throws {
        let clock = TestClock(advancesAutomatically: true)
        let transport = StubTransport(responses: [
            response(429, headers: ["Retry-After": "0"]), response(429), response(200, okBody),
        ])
        _ = try await makeClient(transport, clock: clock, retryPolicy: RetryPolicy(random: { 0 }))
            .send(weatherRequest())
        #expect(clock.sleeps == [.seconds(1), .seconds(1)])
    }

    @Test func retryAfterBeyondTheMaximumGivesUpAtOnce() async throws {
        let clock = TestClock(advancesAutomatically: true)
        let transport = StubTransport(statusCode: 429, headers: ["Retry-After": "600"], body: "{}")
        let error = await #expect(throws: WeatherError.self) {
            try await makeClient(transport, clock: clock).send(weatherRequest())
        }
        #expect(error?.code == .rateLimited)
        #expect(error?.retryAfter == .seconds(600))
        #expect(transport.requests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test func serverErrorThenSuccessIsRetried() async throws {
        let clock = TestClock(advancesAutomatically: true)
        let transport = StubTransport(responses: [response(500), response(200, okBody)])
        let value = try await makeClient(transport, clock: clock).send(weatherRequest())
        #expect(value.current.temp == 21.5)
        #expect(transport.requests.count == 2)
        #expect(clock.sleeps == [.milliseconds(250)])
    }

    @Test func exhaustedServiceUnavailableEndsWithServer() async throws {
        let clock = TestClock(advancesAutomatically: true)
        let transport = StubTransport(statusCode: 503, body: "{}")
        let error = await #expect(throws: WeatherError.self) {
            try await makeClient(transport, clock: clock).send(weatherRequest())
        }
        #expect(error?.code == .server)
        #expect(error?.statusCode == 503)
        #expect(transport.requests.count == 3)
        #expect(clock.sleeps == [.milliseconds(250), .milliseconds(500)])
    }

    @Test(arguments: [400, 401, 403, 404])
    func clientErrorsAreNeverRetried(status: Int) async throws {
        let clock = TestClock(advancesAutomatically: true)
        let transport = StubTransport(statusCode: status, headers: ["Retry-After": "1"], body: "{}")
        await #expect(throws: WeatherError.self) {
            try await makeClient(transport, clock: clock).send(weatherRequest())
        }
        #expect(transport.requests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test func transientNetworkErrorsAndTimeoutsAreRetried() async throws {
        let clock = TestClock(advancesAutomatically: true)
        let transport = StubTransport { _, index in
            switch index {
            case 0: throw URLError(.networkConnectionLost)
            case 1: throw WeatherError(.timeout, message: "Timed out.")
            default: return response(200, okBody)
            }
        }
        _ = try await makeClient(transport, clock: clock).send(weatherRequest())
        #expect(transport.requests.count == 3)
    }

    @Test func cancellationDuringTheBackoffSleepEndsWithCancelled() async throws {
        let clock = TestClock()
        let transport = StubTransport(statusCode: 503, body: "{}")
        let client = makeClient(transport, clock: clock)
        let task = Task { try await client.send(weatherRequest()) }
        await clock.waitForSleepers(1)
        task.cancel()
        let error = await #expect(throws: WeatherError.self) { try await task.value }
        #expect(error?.code == .cancelled)
        #expect(transport.requests.count == 1)
    }

    @Test func manualClockResumesTheRetryOnlyWhenTimePasses() async throws {
        let clock = TestClock()
        let transport = StubTransport(responses: [response(429, headers: ["Retry-After": "10"]), response(200, okBody)])
        let client = makeClient(transport, clock: clock)
        let task = Task { try await client.send(weatherRequest()) }
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(9))
        #expect(clock.pendingSleepers == 1)
        #expect(transport.requests.count == 1)
        clock.advance(by: .seconds(1))
        #expect(try await task.value.current.temp == 21.5)
        #expect(transport.requests.count == 2)
    }
}
