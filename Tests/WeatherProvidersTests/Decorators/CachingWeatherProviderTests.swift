import Foundation
import Testing
import WeatherTesting

@testable import WeatherProviders

@Suite("Caching weather provider")
struct CachingWeatherProviderTests {
    let upstream = DecoratorTesting.upstream()
    let clock = TestClock(start: Date(timeIntervalSince1970: 1_700_000_000))

    private func cache(_ policy: CachePolicy = .weather) -> CachingWeatherProvider {
        CachingWeatherProvider(upstream: upstream, policy: policy, now: clock.wallClock)
    }

    @Test func freshAnswerIsServedWithoutCallingTheUpstream() async throws {
        let cache = cache()
        let first = try await cache.weather(at: DecoratorTesting.berlin)
        clock.advance(by: .seconds(599))
        let second = try await cache.cachedWeather(at: DecoratorTesting.berlin)
        #expect(upstream.callCount == 1)
        #expect(second.value == first)
        #expect(second.isStale == false)
        #expect(second.fetchedAt == Date(timeIntervalSince1970: 1_700_000_000))
    }

    @Test func expiredAnswerIsFetchedAgain() async throws {
        let cache = cache()
        _ = try await cache.weather(at: DecoratorTesting.berlin)
        clock.advance(by: .seconds(600))
        upstream.answer { call in DecoratorTesting.weather(at: call.coordinate, temperature: 20) }
        let renewed = try await cache.cachedWeather(at: DecoratorTesting.berlin)
        #expect(upstream.callCount == 2)
        #expect(renewed.value.current?.temperature.value == 20)
        #expect(renewed.isStale == false)
        #expect(renewed.fetchedAt == Date(timeIntervalSince1970: 1_700_000_600))
    }

    @Test func failureAfterExpiryServesTheStaleAnswerAndSaysSo() async throws {
        let cache = cache()
        let original = try await cache.weather(at: DecoratorTesting.berlin)
        clock.advance(by: .seconds(3600))
        upstream.fail(with: WeatherError(.network, message: "offline"))

        let result = try await cache.cachedWeather(at: DecoratorTesting.berlin)
        #expect(result.isStale)
        #expect(result.weather == original)
        #expect(result.fetchedAt == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(result.fallbackReason?.code == .network)
        // The plain protocol method returns the stale weather too.
        #expect(try await cache.weather(at: DecoratorTesting.berlin) == original)
        #expect(upstream.callCount == 3)
    }

    @Test func failureWithNothingCachedIsThrown() async throws {
        upstream.fail(with: WeatherError(.rateLimited, message: "slow down", statusCode: 429))
        let error = await #expect(throws: WeatherError.self) {
            try await cache().weather(at: DecoratorTesting.berlin)
        }
        #expect(error?.code == .rateLimited)
        #expect(upstream.callCount == 1)
    }

    @Test func staleAnswerBeyondTheMaximumAgeIsNotServed() async throws {
        let cache = cache(CachePolicy(maximumStaleAge: .seconds(3600)))
        _ = try await cache.weather(at: DecoratorTesting.berlin)
        clock.advance(by: .seconds(3601))
        upstream.fail(with: WeatherError(.server, message: "down"))
        let error = await #expect(throws: WeatherError.self) {
            try await cache.weather(at: DecoratorTesting.berlin)
        }
        #expect(error?.code == .server)
    }

    @Test func staleFallbackCanBeTurnedOff() async throws {
        let cache = cache(CachePolicy(servesStaleOnFailure: false))
        _ = try await cache.weather(at: DecoratorTesting.berlin)
        clock.advance(by: .seconds(601))
        upstream.fail(with: WeatherError(.timeout, message: "slow"))
        await #expect(throws: WeatherError.self) { try await cache.weather(at: DecoratorTesting.berlin) }
    }

    @Test func keysRoundCoordinatesAndSeparateDataSets() async throws {
        let cache = cache()
        // Both round to 52.5200,13.4050 (4 decimals, about 11 m).
        _ = try await cache.weather(at: try Coordinate(latitude: 52.520_01, longitude: 13.404_96))
        _ = try await cache.weather(at: try Coordinate(latitude: 52.520_04, longitude: 13.405_01))
        #expect(upstream.callCount == 1)
        _ = try await cache.weather(at: DecoratorTesting.berlin, including: .daily)
        #expect(upstream.callCount == 2)
        _ = try await cache.weather(at: DecoratorTesting.paris)
        #expect(upstream.callCount == 3)
    }

    @Test func namespacesKeepProvidersApart() async throws {
        let other = DecoratorTesting.upstream(namespace: "other")
        let first = CachingWeatherProvider(upstream: upstream, now: clock.wallClock)
        let second = CachingWeatherProvider(upstream: other, now: clock.wallClock)
        #expect(first.cacheNamespace != second.cacheNamespace)
        _ = try await first.weather(at: DecoratorTesting.berlin)
        _ = try await second.weather(at: DecoratorTesting.berlin)
        #expect(upstream.callCount == 1)
        #expect(other.callCount == 1)
    }

    @Test func leastRecentlyUsedAnswerIsEvicted() async throws {
        let cache = cache(CachePolicy(maximumEntries: 2))
        let rome = try Coordinate(latitude: 41.9, longitude: 12.5)
        _ = try await cache.weather(at: DecoratorTesting.berlin)
        _ = try await cache.weather(at: DecoratorTesting.paris)
        _ = try await cache.weather(at: DecoratorTesting.berlin)  // Paris is now the least recently used
        _ = try await cache.weather(at: rome)
        #expect(cache.count == 2)
        #expect(upstream.callCount == 3)
        _ = try await cache.weather(at: DecoratorTesting.berlin)
        #expect(upstream.callCount == 3)
        _ = try await cache.weather(at: DecoratorTesting.paris)
        #expect(upstream.callCount == 4)
    }

    @Test func dataSetsCanHaveTheirOwnTimeToLive() async throws {
        var policy = CachePolicy.weather
        policy.setTimeToLive(.seconds(60), for: .current)
        #expect(policy.timeToLive(for: [.current, .hourly]) == .seconds(60))
        #expect(policy.timeToLive(for: .daily) == .seconds(600))
        let cache = cache(policy)
        _ = try await cache.weather(at: DecoratorTesting.berlin, including: .current)
        _ = try await cache.weather(at: DecoratorTesting.berlin, including: .daily)
        clock.advance(by: .seconds(61))
        _ = try await cache.weather(at: DecoratorTesting.berlin, including: .current)
        _ = try await cache.weather(at: DecoratorTesting.berlin, including: .daily)
        #expect(upstream.callCount == 3)
    }

    @Test func invalidInputIsNeverAnsweredFromStaleData() async throws {
        let cache = cache()
        _ = try await cache.weather(at: DecoratorTesting.berlin)
        clock.advance(by: .seconds(601))
        upstream.fail(with: WeatherError(.invalidInput, message: "bad"))
        await #expect(throws: WeatherError.self) { try await cache.weather(at: DecoratorTesting.berlin) }
    }

    @Test func convenienceMethodsWrapTheProvider() async throws {
        let cached = upstream.cached(ttl: .seconds(30), now: clock.wallClock)
        #expect(cached.policy.timeToLive == .seconds(30))
        #expect(cached.cacheNamespace == upstream.cacheNamespace)
        _ = try await cached.weather(at: DecoratorTesting.berlin)
        clock.advance(by: .seconds(31))
        _ = try await cached.weather(at: DecoratorTesting.berlin)
        #expect(upstream.callCount == 2)
        cached.removeAll()
        #expect(cached.count == 0)
    }
}
