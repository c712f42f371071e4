import Foundation
import Testing
import WeatherCore
import WeatherTesting

@testable import WeatherProviders

@Suite("Caching place searcher")
struct CachingPlaceSearcherTests {
    @Test func searchesAreKeptForThirtyDaysByDefault() async throws {
        let upstream = StubPlaceSearcher(results: [
            "Berlin": [Place(id: "1", name: "Berlin", coordinate: DecoratorTesting.berlin)]
        ])
        let clock = TestClock(start: Date(timeIntervalSince1970: 1_700_000_000))
        let cache = upstream.cachedSearches(now: clock.wallClock)
        #expect(cache.policy.timeToLive == .seconds(30 * 24 * 3600))
        _ = try await cache.places(matching: "Berlin")
        _ = try await cache.places(matching: "  berlin ")
        clock.advance(by: .seconds(29 * 24 * 3600))
        _ = try await cache.places(matching: "BERLIN")
        #expect(upstream.queries.count == 1)
        clock.advance(by: .seconds(2 * 24 * 3600))
        _ = try await cache.places(matching: "Berlin")
        #expect(upstream.queries.count == 2)
        _ = try await cache.places(matching: "Berlin", limit: 10)
        #expect(upstream.queries.count == 3)
    }

    @Test func expiredSearchIsServedStaleWhenTheUpstreamFails() async throws {
        let upstream = StubPlaceSearcher(results: [
            "Paris": [Place(id: "1", name: "Paris", coordinate: DecoratorTesting.paris)]
        ])
        let clock = TestClock(start: Date(timeIntervalSince1970: 1_700_000_000))
        let cache = CachingPlaceSearcher(upstream: upstream, now: clock.wallClock)
        let original = try await cache.places(matching: "Paris")
        clock.advance(by: .seconds(31 * 24 * 3600))
        for query in ["Paris", "Rome"] {
            upstream.fail(query, with: WeatherError(.network, message: "offline"))
        }
        let result = try await cache.cachedPlaces(matching: "Paris")
        #expect(result.isStale)
        #expect(result.value == original)
        await #expect(throws: WeatherError.self) { try await cache.places(matching: "Rome") }
    }

    @Test func reverseLookupsAreCachedByRoundedCoordinate() async throws {
        let upstream = StubPlaceSearcher()
        upstream.answerLookups { Place(id: "2", name: "Here", coordinate: $0) }
        let cache = CachingPlaceSearcher(upstream: upstream)
        _ = try await cache.place(at: DecoratorTesting.berlin)
        _ = try await cache.place(at: try Coordinate(latitude: 52.520_01, longitude: 13.405_01))
        #expect(upstream.lookups.count == 1)
    }
}
