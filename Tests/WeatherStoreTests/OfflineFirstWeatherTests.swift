import Foundation
import Testing
import WeatherCore
import WeatherModels

@testable import WeatherStore

@Suite("Offline-first weather")
struct OfflineFirstWeatherTests {
    /// A fetch whose answer the test switches between a weather value and an error.
    final class FakeNetwork: Sendable {
        let answer: Locked<Result<Weather, WeatherError>>
        let calls = Locked<[Coordinate]>([])

        init(_ answer: Result<Weather, WeatherError>) {
            self.answer = Locked(answer)
        }

        func fetch(_ coordinate: Coordinate) throws -> Weather {
            calls.withLock { $0.append(coordinate) }
            return try answer.current.get()
        }
    }

    let offline = WeatherError(.network, message: "offline")

    private func makeWeather(
        network: FakeNetwork,
        store: InMemoryWeatherStore,
        history: Bool = true,
        now: Locked<Date>
    ) -> OfflineFirstWeather {
        OfflineFirstWeather(
            cache: store,
            history: history ? store : nil,
            now: { now.current },
            fetch: { coordinate in try network.fetch(coordinate) }
        )
    }

    @Test func freshWeatherIsReturnedCachedAndRecorded() async throws {
        let weather = try Fixtures.weather()
        let place = try Fixtures.place("berlin")
        let network = FakeNetwork(.success(weather))
        let store = InMemoryWeatherStore()
        let now = Locked(Fixtures.start)
        let reading = try await makeWeather(network: network, store: store, now: now).weather(for: place)

        #expect(reading == WeatherReading(weather: weather, savedAt: Fixtures.start, isStale: false))
        #expect(network.calls.current == [place.coordinate])
        #expect(
            try await store.cachedWeather(for: "berlin") == CachedWeather(weather: weather, savedAt: Fixtures.start))
        #expect(try await store.records(for: "berlin").map(\.recordedAt) == [Fixtures.start])
        #expect(try await store.records(for: "berlin").map(\.reading) == [weather.current])
    }

    @Test func whenTheFetchFailsTheCachedWeatherComesBackStaleWithItsAge() async throws {
        let weather = try Fixtures.weather()
        let place = try Fixtures.place("berlin")
        let network = FakeNetwork(.success(weather))
        let store = InMemoryWeatherStore()
        let now = Locked(Fixtures.start)
        let offlineFirst = makeWeather(network: network, store: store, now: now)
        _ = try await offlineFirst.weather(for: place)

        network.answer.withLock { $0 = .failure(offline) }
        now.withLock { $0 = Fixtures.start.addingTimeInterval(45 * 60) }
        let reading = try await offlineFirst.weather(for: place)

        #expect(reading.isStale)
        #expect(reading.weather == weather)
        #expect(reading.savedAt == Fixtures.start)
        #expect(reading.age(at: now.current) == 45 * 60)
        // A stale answer is not recorded again.
        #expect(try await store.records(for: "berlin").count == 1)
    }

    @Test func withoutACachedCopyTheFetchErrorIsThrown() async throws {
        let network = FakeNetwork(.failure(WeatherError(.rateLimited, message: "slow down")))
        let store = InMemoryWeatherStore()
        let error = await #expect(throws: WeatherError.self) {
            _ = try await makeWeather(network: network, store: store, now: Locked(Fixtures.start))
                .weather(for: try Fixtures.place("berlin"))
        }
        #expect(error?.code == .rateLimited)
    }

    @Test func anErrorOfAnotherTypeBecomesANetworkError() async throws {
        struct Unplugged: Error {}
        let store = InMemoryWeatherStore()
        let offlineFirst = OfflineFirstWeather(cache: store) { _ in throw Unplugged() }
        let error = await #expect(throws: WeatherError.self) {
            _ = try await offlineFirst.weather(at: try Coordinate(latitude: 1, longitude: 2))
        }
        #expect(error?.code == .network)
    }

    @Test func cancellationIsNeverAnsweredFromTheCache() async throws {
        let store = InMemoryWeatherStore()
        let coordinate = try Coordinate(latitude: 52.52, longitude: 13.405)
        try await store.saveWeather(try Fixtures.weather(), for: PlaceKey(coordinate: coordinate), at: Fixtures.start)
        let offlineFirst = OfflineFirstWeather(cache: store) { _ in throw CancellationError() }
        await #expect(throws: CancellationError.self) {
            _ = try await offlineFirst.weather(at: coordinate)
        }
    }

    @Test func coordinatesAreCachedUnderTheirRoundedKeyAndHistoryIsOptional() async throws {
        let weather = try Fixtures.weather()
        let network = FakeNetwork(.success(weather))
        let store = InMemoryWeatherStore()
        let offlineFirst = makeWeather(network: network, store: store, history: false, now: Locked(Fixtures.start))
        _ = try await offlineFirst.weather(at: try Coordinate(latitude: 48.856_61, longitude: 2.351_49))

        #expect(try await store.cachedWeather(for: "48.8566,2.3515")?.weather == weather)
        #expect(try await store.records(for: "48.8566,2.3515").isEmpty)

        network.answer.withLock { $0 = .failure(offline) }
        let nearby = try await offlineFirst.weather(at: try Coordinate(latitude: 48.856_58, longitude: 2.351_52))
        #expect(nearby.isStale)
        #expect(nearby.weather == weather)
    }

    @Test func aForecastWithoutCurrentConditionsIsCachedButNotRecorded() async throws {
        var forecastOnly = try Fixtures.weather()
        forecastOnly.current = nil
        let network = FakeNetwork(.success(forecastOnly))
        let store = InMemoryWeatherStore()
        let reading = try await makeWeather(network: network, store: store, now: Locked(Fixtures.start))
            .weather(for: try Fixtures.place("berlin"))

        #expect(reading.weather == forecastOnly)
        #expect(try await store.cachedWeather(for: "berlin")?.weather == forecastOnly)
        #expect(try await store.records(for: "berlin").isEmpty)
    }
}
