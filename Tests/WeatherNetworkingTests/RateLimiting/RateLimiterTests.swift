import Foundation
import Testing
import WeatherNetworking
import WeatherTestSupport

@Suite("RateLimiter")
struct RateLimiterTests {
    @Test func refuseThrowsRateLimitedWithRetryAfterOnceTheBudgetIsSpent() async throws {
        let clock = TestClock()
        let limiter = RateLimiter(callsPerMinute: 3, behavior: .refuse, clock: clock)
        for _ in 0..<3 { try await limiter.acquire() }
        let error = await #expect(throws: WeatherError.self) { try await limiter.acquire() }
        #expect(error?.code == .rateLimited)
        #expect(error?.retryAfter == .seconds(20))
        clock.advance(by: .seconds(20))
        try await limiter.acquire()
        await #expect(throws: WeatherError.self) { try await limiter.acquire() }
    }

    @Test func theTightestBudgetDecides() async throws {
        let clock = TestClock()
        let limiter = RateLimiter(callsPerMinute: 60, callsPerDay: 2, behavior: .refuse, clock: clock)
        try await limiter.acquire()
        try await limiter.acquire()
        let error = await #expect(throws: WeatherError.self) { try await limiter.acquire() }
        #expect(error?.retryAfter == .seconds(43_200))
        #expect(await limiter.waitForNextCall() == .seconds(43_200))
    }

    @Test func waitSuspendsUntilATokenIsFree() async throws {
        let clock = TestClock()
        let limiter = RateLimiter(callsPerMinute: 2, behavior: .wait, clock: clock)
        try await limiter.acquire()
        try await limiter.acquire()
        let waiting = Task { try await limiter.acquire() }
        await clock.waitForSleepers(1)
        #expect(clock.sleeps == [.seconds(30)])
        clock.advance(by: .seconds(30))
        try await waiting.value
        #expect(clock.pendingSleepers == 0)
    }

    @Test func cancellingAWaitEndsWithCancelled() async throws {
        let clock = TestClock()
        let limiter = RateLimiter(callsPerMinute: 1, behavior: .wait, clock: clock)
        try await limiter.acquire()
        let waiting = Task { try await limiter.acquire() }
        await clock.waitForSleepers(1)
        waiting.cancel()
        let error = await #expect(throws: WeatherError.self) { try await waiting.value }
        #expect(error?.code == .cancelled)
    }

    @Test func aBudgetWithoutCallsIsInvalidInput() async throws {
        let limiter = RateLimiter(callsPerMinute: 0, clock: TestClock())
        let error = await #expect(throws: WeatherError.self) { try await limiter.acquire() }
        #expect(error?.code == .invalidInput)
    }

    @Test func clientRefusesBeforeSpendingACall() async throws {
        let clock = TestClock(advancesAutomatically: true)
        let limiter = RateLimiter(callsPerMinute: 1, behavior: .refuse, clock: clock)
        let transport = StubTransport(statusCode: 200, body: okBody)
        let client = makeClient(transport, clock: clock, rateLimiter: limiter)
        _ = try await client.send(weatherRequest())
        let error = await #expect(throws: WeatherError.self) { try await client.send(weatherRequest()) }
        #expect(error?.code == .rateLimited)
        #expect(error?.retryAfter == .seconds(60))
        #expect(transport.requests.count == 1)
    }
}
