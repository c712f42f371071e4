import Foundation
import Testing
import WeatherCore
import WeatherModels
import WeatherTesting

@testable import WeatherStore

@Suite("Offline fallback")
struct OfflineFallbackWeatherProviderTests {
    /// A cache that cannot be written, as in a read-only data directory.
    static func readOnlyCache() -> FailingWeatherStore {
        let store = FailingWeatherStore()
        store.fail([.saveWeather], with: WeatherError(.storage, message: "read-only"))
        return store
    }

    let offline = WeatherError(.network, message: "offline")

    private func makeProvider(
        _ upstream: StubWeatherProvider, store: InMemoryWeatherStore, history: Bool = true, now: Locked<Date>,
        maximumAge: Duration? = nil, acceptsUnknownOrigin: Bool = false
    ) -> OfflineFallbackWeatherProvider {
        OfflineFallbackWeatherProvider(
            upstream: upstream, cache: store, history: history ? store : nil, maximumAge: maximumAge,
            acceptsUnknownOrigin: acceptsUnknownOrigin, now: { now.current })
    }

    @Test func freshWeatherIsReturnedCachedAndRecordedWithItsSource() async throws {
        let weather = try Fixtures.weather()
        let place = try Fixtures.place("berlin")
        let upstream = StubWeatherProvider(results: [.success(weather)])
        let store = InMemoryWeatherStore()
        let reading = try await makeProvider(upstream, store: store, now: Locked(Fixtures.start))
            .timestampedWeather(for: place)

        #expect(reading == Timestamped(weather, fetchedAt: Fixtures.start))
        #expect(reading.origin == .live)
        #expect(upstream.calls.map(\.coordinate) == [place.coordinate])
        #expect(try await store.cachedWeather(for: "berlin") == Timestamped(weather, fetchedAt: Fixtures.start))
        let records = try await store.records(for: "berlin")
        #expect(records.map(\.fetchedAt) == [Fixtures.start])
        #expect(records.map(\.reading) == [weather.current])
        #expect(records.map(\.origin) == [.live])
    }

    @Test func whenTheUpstreamFailsTheSavedWeatherComesBackStaleWithAgeSourceAndReason() async throws {
        let weather = try Fixtures.weather()
        let place = try Fixtures.place("berlin")
        let upstream = StubWeatherProvider(results: [.success(weather)])
        let store = InMemoryWeatherStore()
        let now = Locked(Fixtures.start)
        let provider = makeProvider(upstream, store: store, now: now)
        _ = try await provider.timestampedWeather(for: place)

        upstream.fail(with: offline)
        now.withLock { $0 = Fixtures.start.addingTimeInterval(45 * 60) }
        let reading = try await provider.timestampedWeather(for: place)

        #expect(reading.isStale)
        #expect(reading.weather == weather)
        #expect(reading.fetchedAt == Fixtures.start)
        #expect(reading.age(at: now.current) == 45 * 60)
        #expect(reading.fallbackReason?.code == .network)
        #expect(reading.source?.provider == weather.source.provider)
        // A stale answer is not recorded again.
        #expect(try await store.records(for: "berlin").count == 1)
        // What the provider would serve offline is exactly that.
        #expect(try await provider.savedWeather(for: "berlin") == Timestamped(weather, fetchedAt: Fixtures.start))
    }

    @Test func aLiveProviderNeverFallsBackToSandboxWeather() async throws {
        let store = InMemoryWeatherStore()
        let place = try Fixtures.place("berlin")
        let sandbox = StubWeatherProvider(results: [.success(try Fixtures.weather())], dataOrigin: .sandbox)
        _ = try await makeProvider(sandbox, store: store, now: Locked(Fixtures.start)).timestampedWeather(for: place)
        #expect(try await store.cachedWeather(for: "berlin")?.origin == .sandbox)

        let live = StubWeatherProvider(results: [.failure(offline)], dataOrigin: .live)
        let error = await #expect(throws: WeatherError.self) {
            _ = try await makeProvider(live, store: store, now: Locked(Fixtures.start)).timestampedWeather(for: place)
        }
        #expect(error?.code == .network)

        // The sandbox itself still falls back to what it saved.
        sandbox.fail(with: offline)
        let reading = try await makeProvider(sandbox, store: store, now: Locked(Fixtures.start))
            .timestampedWeather(for: place)
        #expect(reading.isStale)
        #expect(reading.origin == .sandbox)
    }

    @Test func weatherOfUnknownOriginIsServedOnlyWhenAccepted() async throws {
        let store = InMemoryWeatherStore()
        var legacy = try Fixtures.weather()
        legacy.source.origin = .unknown
        try await store.saveWeather(legacy, for: "berlin", at: Fixtures.start)
        let place = try Fixtures.place("berlin")
        let failing = StubWeatherProvider(results: [.failure(offline)])

        await #expect(throws: WeatherError.self) {
            _ = try await makeProvider(failing, store: store, now: Locked(Fixtures.start))
                .timestampedWeather(for: place)
        }
        let accepted = try await makeProvider(
            failing, store: store, now: Locked(Fixtures.start), acceptsUnknownOrigin: true
        ).timestampedWeather(for: place)
        #expect(accepted.origin == .unknown)
        #expect(accepted.isStale)
    }

    @Test func savedWeatherOlderThanTheMaximumAgeIsNotServed() async throws {
        let store = InMemoryWeatherStore()
        try await store.saveWeather(try Fixtures.weather(), for: "berlin", at: Fixtures.start)
        let place = try Fixtures.place("berlin")
        let failing = StubWeatherProvider(results: [.failure(offline)])
        let now = Locked(Fixtures.start.addingTimeInterval(3 * 3_600))

        let young = try await makeProvider(failing, store: store, now: now, maximumAge: .seconds(4 * 3_600))
            .timestampedWeather(for: place)
        #expect(young.isStale)
        await #expect(throws: WeatherError.self) {
            _ = try await makeProvider(failing, store: store, now: now, maximumAge: .seconds(2 * 3_600))
                .timestampedWeather(for: place)
        }
    }

    @Test func withoutSavedWeatherTheUpstreamErrorIsThrown() async throws {
        let upstream = StubWeatherProvider(results: [.failure(WeatherError(.rateLimited, message: "slow down"))])
        let error = await #expect(throws: WeatherError.self) {
            _ = try await makeProvider(upstream, store: InMemoryWeatherStore(), now: Locked(Fixtures.start))
                .timestampedWeather(for: try Fixtures.place("berlin"))
        }
        #expect(error?.code == .rateLimited)
    }

    @Test func anErrorOfAnotherTypeBecomesANetworkError() async throws {
        struct Unplugged: Error {}
        let upstream = StubWeatherProvider(results: [.failure(Unplugged())])
        let error = await #expect(throws: WeatherError.self) {
            _ = try await makeProvider(upstream, store: InMemoryWeatherStore(), now: Locked(Fixtures.start))
                .timestampedWeather(at: try Coordinate(latitude: 1, longitude: 2))
        }
        #expect(error?.code == .network)
    }

    @Test func definitiveFailuresAreNeverAnsweredFromTheCache() async throws {
        let store = InMemoryWeatherStore()
        let coordinate = try Coordinate(latitude: 52.52, longitude: 13.405)
        try await store.saveWeather(try Fixtures.weather(), for: PlaceKey(coordinate: coordinate), at: Fixtures.start)
        let failures: [any Error] = [
            CancellationError(), WeatherError(.invalidInput, message: "bad"),
            WeatherError(.notFound, message: "not covered"), WeatherError(.badRequest, message: "refused"),
        ]
        for failure in failures {
            let upstream = StubWeatherProvider(results: [.failure(failure)])
            let error = await #expect(throws: WeatherError.self) {
                _ = try await makeProvider(upstream, store: store, now: Locked(Fixtures.start))
                    .timestampedWeather(at: coordinate)
            }
            #expect([.cancelled, .invalidInput, .notFound, .badRequest].contains(error?.code))
        }
    }

    @Test func aStoreThatCannotBeWrittenStillGivesFreshWeatherAndReportsTheFailure() async throws {
        let weather = try Fixtures.weather()
        let failures = Locked<[WeatherError.Code]>([])
        let provider = OfflineFallbackWeatherProvider(
            upstream: StubWeatherProvider(results: [.success(weather)]), cache: Self.readOnlyCache(),
            saveFailureHandler: { error in failures.withLock { $0.append(error.code) } })
        let reading = try await provider.timestampedWeather(for: try Fixtures.place("berlin"))
        #expect(reading.weather == weather)
        #expect(!reading.isStale)
        #expect(failures.current == [.storage])
    }

    @Test func coordinatesAreCachedUnderTheirRoundedKeyAndHistoryIsOptional() async throws {
        let weather = try Fixtures.weather()
        let upstream = StubWeatherProvider(results: [.success(weather)])
        let store = InMemoryWeatherStore()
        let provider = makeProvider(upstream, store: store, history: false, now: Locked(Fixtures.start))
        _ = try await provider.timestampedWeather(at: try Coordinate(latitude: 48.856_61, longitude: 2.351_49))

        #expect(try await store.cachedWeather(for: "48.8566,2.3515")?.weather == weather)
        #expect(try await store.records(for: "48.8566,2.3515").isEmpty)

        upstream.fail(with: offline)
        let nearby = try await provider.timestampedWeather(at: try Coordinate(latitude: 48.856_58, longitude: 2.351_52))
        #expect(nearby.isStale)
        #expect(nearby.weather == weather)
    }

    @Test func aForecastWithoutCurrentConditionsIsCachedButNotRecorded() async throws {
        var forecastOnly = try Fixtures.weather()
        forecastOnly.current = nil
        let store = InMemoryWeatherStore()
        let reading = try await makeProvider(
            StubWeatherProvider(results: [.success(forecastOnly)]), store: store, now: Locked(Fixtures.start)
        )
        .timestampedWeather(for: try Fixtures.place("berlin"))

        #expect(reading.weather == forecastOnly)
        #expect(try await store.cachedWeather(for: "berlin")?.weather == forecastOnly)
        #expect(try await store.records(for: "berlin").isEmpty)
    }
}
