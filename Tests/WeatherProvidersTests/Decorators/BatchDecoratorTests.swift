import Foundation
import Testing
import WeatherCore
import WeatherNetworking
import WeatherTestSupport
import WeatherTesting

@testable import WeatherProviders

/// The decorators with many places at once: the cache asks only for its misses, in one batch.
@Suite("Decorators with many places")
struct BatchDecoratorTests {
    private let upstream = BatchRecordingProvider(DecoratorTesting.upstream())
    let clock = TestClock(start: Date(timeIntervalSince1970: 1_700_000_000))
    static let places = BatchTesting.places(5)

    private func cache(_ policy: CachePolicy = .weather) -> CachingWeatherProvider {
        CachingWeatherProvider(upstream: upstream, policy: policy, now: clock.wallClock)
    }

    @Test func cachedPlacesAreServedAndOnlyTheMissesGoUpstreamInOneBatch() async throws {
        let cache = cache()
        let places = Self.places
        _ = try await cache.weather(at: places[0])
        _ = try await cache.weather(at: places[2])

        let results = try await cache.weather(at: [places[0], places[1], places[2], places[3], places[1]])

        #expect(upstream.batches == [[places[1], places[3]]])
        #expect(upstream.stub.callCount == 4)
        #expect(try results.map { try $0.get().coordinate } == [places[0], places[1], places[2], places[3], places[1]])
    }

    @Test func theSameScreenAgainWithinTheTimeToLiveCallsNothing() async throws {
        let cache = cache()
        let first = try await cache.cachedWeather(at: Self.places)
        clock.advance(by: .seconds(599))
        let again = try await cache.cachedWeather(at: Self.places)

        #expect(upstream.batches.count == 1)
        #expect(upstream.stub.callCount == 5)
        #expect(try again.map { try $0.get().value } == first.map { try $0.get().value })
        #expect(try again.allSatisfy { try $0.get().isStale == false })
    }

    @Test func expiredPlacesAreFetchedAgain() async throws {
        let cache = cache()
        _ = try await cache.weather(at: Self.places)
        clock.advance(by: .seconds(600))
        upstream.stub.answer { call in DecoratorTesting.weather(at: call.coordinate, temperature: 30) }
        let renewed = try await cache.weather(at: Self.places)

        #expect(upstream.batches == [Self.places, Self.places])
        #expect(try renewed.allSatisfy { try $0.get().current?.temperature.value == 30 })
    }

    @Test func aFailingUpstreamServesStaleAnswersAndFailsOnlyThePlacesWithout() async throws {
        let cache = cache()
        let places = Self.places
        let original = try await cache.weather(at: places[0])
        clock.advance(by: .seconds(3600))
        upstream.stub.fail(with: WeatherError(.network, message: "offline"))

        let results = try await cache.cachedWeather(at: [places[0], places[1]])

        let stale = try results[0].get()
        #expect(stale.isStale)
        #expect(stale.value == original)
        #expect(stale.fallbackReason?.code == .network)
        #expect(BatchTesting.error(results[1])?.code == .network)
    }

    @Test func aLimitBelowOneIsInvalidInputWithoutCallingTheUpstream() async throws {
        let error = await #expect(throws: WeatherError.self) {
            try await cache().weather(at: Self.places, including: .all, maximumConcurrentRequests: 0)
        }
        #expect(error?.code == .invalidInput)
        #expect(upstream.stub.callCount == 0)
    }

    @Test func cachedOpenMeteoScreenCostsOneRequestThenNone() async throws {
        let objects = try OpenMeteoBatchTests.fixtures.map { String(decoding: try Fixtures.data($0), as: UTF8.self) }
        let transport = StubTransport(statusCode: 200, body: "[" + objects.joined(separator: ",") + "]")
        let cache = OpenMeteoTesting.client(transport).cached(ttl: .seconds(600), now: clock.wallClock)

        let first = try await cache.weather(at: OpenMeteoBatchTests.places)
        #expect(transport.requests.count == 1)
        let again = try await cache.weather(at: OpenMeteoBatchTests.places)

        #expect(transport.requests.count == 1)
        #expect(try again.map { try $0.get() } == first.map { try $0.get() })
    }

    @Test func theBudgetSpendsOneUnitPerPlaceAndRefusesTheRest() async throws {
        let budgeted = upstream.budgeted(callsPerMinute: 3, clock: ContinuousClock())
        let results = try await budgeted.weather(at: Self.places)

        #expect(upstream.batches == [Array(Self.places.prefix(3))])
        #expect(results.map { BatchTesting.error($0)?.code } == [nil, nil, nil, .rateLimited, .rateLimited])
        #expect(BatchTesting.error(results[3])?.retryAfter != nil)
    }

    @Test(.timeLimit(.minutes(1)))
    func identicalConcurrentBatchesShareOneRequest() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let objects = try OpenMeteoBatchTests.fixtures.map { String(decoding: try Fixtures.data($0), as: UTF8.self) }
        server.enqueue(
            ScriptedResponse.json("[" + objects.joined(separator: ",") + "]").delayed(by: .milliseconds(500)))
        let provider = OpenMeteoClient(
            transport: URLSessionTransport(), baseURL: server.baseURL.appendingPathComponent("v1"),
            configuration: OpenMeteoClient.Configuration(retryPolicy: .none)
        ).coalesced()

        let batches = try await withThrowingTaskGroup(of: [Result<Weather, WeatherError>].self) { group in
            for _ in 0..<20 {
                group.addTask { try await provider.weather(at: OpenMeteoBatchTests.places) }
            }
            var batches: [[Result<Weather, WeatherError>]] = []
            for try await batch in group { batches.append(batch) }
            return batches
        }

        #expect(server.requestCount == 1)
        #expect(batches.count == 20)
        #expect(batches.allSatisfy { $0.count == 3 && $0.allSatisfy { (try? $0.get()) != nil } })
    }
}

/// Records the batches that reach it and answers their places one by one from `stub`.
/// Private because `StubWeatherProvider` records single calls, not the batches a decorator groups them in.
private struct BatchRecordingProvider: WeatherProvider {
    let stub: StubWeatherProvider
    private let recorded = Locked<[[Coordinate]]>([])

    init(_ stub: StubWeatherProvider) {
        self.stub = stub
    }

    /// The coordinates of every batch call, in order.
    var batches: [[Coordinate]] { recorded.current }

    var cacheNamespace: String { stub.cacheNamespace }

    func weather(at coordinate: Coordinate, including dataSets: WeatherDataSet) async throws -> Weather {
        try await stub.weather(at: coordinate, including: dataSets)
    }

    func weather(
        at coordinates: [Coordinate],
        including dataSets: WeatherDataSet,
        maximumConcurrentRequests: Int
    ) async throws -> [Result<Weather, WeatherError>] {
        recorded.withLock { $0.append(coordinates) }
        var results: [Result<Weather, WeatherError>] = []
        for coordinate in coordinates {
            do {
                results.append(.success(try await stub.weather(at: coordinate, including: dataSets)))
            } catch let error as WeatherError {
                results.append(.failure(error))
            }
        }
        return results
    }
}
