import Foundation
import Testing
import WeatherCore
import WeatherTesting

@testable import WeatherProviders

/// A place searcher that counts its calls and can be made to fail.
private final class CountingSearcher: PlaceSearching {
    private let state = Locked((searches: 0, lookups: 0, failure: WeatherError?.none))

    var searches: Int { state.current.searches }
    var lookups: Int { state.current.lookups }

    func fail(with error: WeatherError?) {
        state.withLock { $0.failure = error }
    }

    func places(matching query: String, limit: Int) async throws -> [Place] {
        let failure = state.withLock { state in
            state.searches += 1
            return state.failure
        }
        if let failure { throw failure }
        return [Place(id: "1", name: query.trimmingCharacters(in: .whitespaces), coordinate: DecoratorTesting.berlin)]
    }

    func place(at coordinate: Coordinate) async throws -> Place? {
        state.withLock { $0.lookups += 1 }
        return Place(id: "2", name: "Here", coordinate: coordinate)
    }
}

@Suite("Caching place searcher")
struct CachingPlaceSearcherTests {
    @Test func searchesAreKeptForThirtyDaysByDefault() async throws {
        let upstream = CountingSearcher()
        let clock = TestClock(start: Date(timeIntervalSince1970: 1_700_000_000))
        let cache = upstream.cachedSearches(now: clock.wallClock)
        #expect(cache.policy.timeToLive == .seconds(30 * 24 * 3600))
        _ = try await cache.places(matching: "Berlin")
        _ = try await cache.places(matching: "  berlin ")
        clock.advance(by: .seconds(29 * 24 * 3600))
        _ = try await cache.places(matching: "BERLIN")
        #expect(upstream.searches == 1)
        clock.advance(by: .seconds(2 * 24 * 3600))
        _ = try await cache.places(matching: "Berlin")
        #expect(upstream.searches == 2)
        _ = try await cache.places(matching: "Berlin", limit: 10)
        #expect(upstream.searches == 3)
    }

    @Test func expiredSearchIsServedStaleWhenTheUpstreamFails() async throws {
        let upstream = CountingSearcher()
        let clock = TestClock(start: Date(timeIntervalSince1970: 1_700_000_000))
        let cache = CachingPlaceSearcher(upstream: upstream, now: clock.wallClock)
        let original = try await cache.places(matching: "Paris")
        clock.advance(by: .seconds(31 * 24 * 3600))
        upstream.fail(with: WeatherError(.network, message: "offline"))
        let result = try await cache.cachedPlaces(matching: "Paris")
        #expect(result.isStale)
        #expect(result.value == original)
        await #expect(throws: WeatherError.self) { try await cache.places(matching: "Rome") }
    }

    @Test func reverseLookupsAreCachedByRoundedCoordinate() async throws {
        let upstream = CountingSearcher()
        let cache = CachingPlaceSearcher(upstream: upstream)
        _ = try await cache.place(at: DecoratorTesting.berlin)
        _ = try await cache.place(at: try Coordinate(latitude: 52.520_01, longitude: 13.405_01))
        #expect(upstream.lookups == 1)
    }
}
