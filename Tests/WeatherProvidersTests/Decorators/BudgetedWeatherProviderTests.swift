import Foundation
import Testing
import WeatherTestSupport

@testable import WeatherProviders

@Suite("Budgeted weather provider")
struct BudgetedWeatherProviderTests {
    @Test func callsBeyondTheBudgetAreRefusedBeforeTheUpstream() async throws {
        let upstream = DecoratorTesting.upstream()
        let budgeted = upstream.budgeted(callsPerMinute: 2)
        _ = try await budgeted.weather(at: DecoratorTesting.berlin)
        _ = try await budgeted.weather(at: DecoratorTesting.paris)

        let error = await #expect(throws: WeatherError.self) {
            try await budgeted.weather(at: DecoratorTesting.berlin)
        }
        #expect(error?.code == .rateLimited)
        let retryAfter = try #require(error?.retryAfter)
        #expect(retryAfter > .zero && retryAfter <= .seconds(30))  // one of two calls a minute refills in 30 s
        #expect(upstream.callCount == 2)
    }

    @Test func failedUpstreamCallsStillSpendTheBudget() async throws {
        let upstream = DecoratorTesting.upstream()
        upstream.fail(with: WeatherError(.server, message: "down"))
        let budgeted = BudgetedWeatherProvider(upstream: upstream, callsPerDay: 1)
        await #expect(throws: WeatherError.self) { try await budgeted.weather(at: DecoratorTesting.berlin) }
        let error = await #expect(throws: WeatherError.self) {
            try await budgeted.weather(at: DecoratorTesting.berlin)
        }
        #expect(error?.code == .rateLimited)
        #expect(upstream.callCount == 1)
    }

    @Test func copiesShareOneBudget() async throws {
        let upstream = DecoratorTesting.upstream()
        let budgeted = upstream.budgeted(callsPerMinute: 1)
        let copy = budgeted
        _ = try await budgeted.weather(at: DecoratorTesting.berlin)
        await #expect(throws: WeatherError.self) { try await copy.weather(at: DecoratorTesting.berlin) }
        #expect(upstream.callCount == 1)
        #expect(copy.cacheNamespace == upstream.cacheNamespace)
    }

    @Test func budgetInFrontOfTheCacheCountsOnlyMisses() async throws {
        let upstream = DecoratorTesting.upstream()
        let provider = upstream.budgeted(callsPerMinute: 1).cached()
        for _ in 0..<5 {
            _ = try await provider.weather(at: DecoratorTesting.berlin)
        }
        #expect(upstream.callCount == 1)
        let error = await #expect(throws: WeatherError.self) {
            try await provider.weather(at: DecoratorTesting.paris)
        }
        #expect(error?.code == .rateLimited)
    }
}

@Suite("Budgeted weather provider with a test clock")
struct BudgetedWeatherProviderClockTests {
    @Test func budgetRefillsAsTheClockAdvances() async throws {
        let clock = TestClock()
        let upstream = DecoratorTesting.upstream()
        let budgeted = upstream.budgeted(callsPerMinute: 1, clock: clock)
        _ = try await budgeted.weather(at: DecoratorTesting.berlin)
        let error = await #expect(throws: WeatherError.self) {
            try await budgeted.weather(at: DecoratorTesting.berlin)
        }
        let wait = try #require(error?.retryAfter)
        #expect(wait == .seconds(60))
        clock.advance(by: wait)
        _ = try await budgeted.weather(at: DecoratorTesting.berlin)
        #expect(upstream.callCount == 2)
        #expect(clock.sleeps.isEmpty)  // refused, never waited
    }
}
