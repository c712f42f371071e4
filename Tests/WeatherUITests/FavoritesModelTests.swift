import Foundation
import Testing
import WeatherModels
import WeatherProviders
import WeatherStore
import WeatherTesting
import WeatherUI

@Suite("FavoritesModel", .timeLimit(.minutes(1)))
@MainActor
struct FavoritesModelTests {
    let alice: UserID = "alice"
    let bob: UserID = "bob"
    /// Berlin, Paris, Rome, Madrid and Vienna, whose ids are the sandbox's.
    let cities: [Place]

    init() throws {
        cities = try ["Berlin", "Paris", "Rome", "Madrid", "Vienna"].map(ScreenFixtures.city)
    }

    /// A model for `user` over `store` holding `favorites` in that order, loaded.
    func makeModel(
        _ store: any FavoritesStore, favorites: [Place] = [], user: UserID = "alice",
        weather: OfflineFallbackWeatherProvider? = nil
    ) async throws -> FavoritesModel {
        for place in favorites {
            try await store.addFavorite(place, for: user)
        }
        let model = FavoritesModel(store: store, weather: weather, user: user)
        await model.load()
        return model
    }

    func names(_ places: [Place]?) -> [String] {
        (places ?? []).map(\.name)
    }

    @Test func theCurrentPlaceIsPinnedFirst() async throws {
        let model = try await makeModel(InMemoryWeatherStore(), favorites: [cities[0], cities[1]])
        var here = cities[2]
        here.id = "here"

        model.setCurrentPlace(here)

        #expect(model.rows.map(\.id) == ["current:here", cities[0].id, cities[1].id])
        #expect(model.rows.map(\.isCurrentPlace) == [true, false, false])
        #expect(model.rows.first?.place == here)
        #expect(model.favorites.value == [cities[0], cities[1]])

        model.setCurrentPlace(nil)
        #expect(model.rows.map(\.id) == [cities[0].id, cities[1].id])
    }

    @Test func aRowWhoseRefreshFailsShowsTheSavedWeatherWithItsAgeSourceAndReason() async throws {
        let store = InMemoryWeatherStore()
        let network = NetworkSwitch()
        let upstream = ScreenFixtures.openWeather(network.transport(to: ScreenFixtures.sandbox()))
        let saved = OfflineFallbackWeatherProvider(upstream: upstream, cache: store, now: { ScreenFixtures.start })
        // A full forecast of Paris saved by another screen; Rome has nothing saved.
        _ = try await saved.timestampedWeather(for: cities[1])
        try await store.addFavorite(cities[1], for: alice)
        try await store.addFavorite(cities[2], for: alice)
        let model = FavoritesModel(store: store, weather: upstream, user: alice, dataSets: .current, saved: saved)
        await model.load()
        await network.goOffline()

        await model.refreshConditions()

        let paris = try #require(model.rows.first { $0.place == cities[1] })
        #expect(paris.conditions.error?.code == .network)
        let shown = try #require(paris.conditions.value)
        #expect(shown.isStale)
        #expect(shown.fallbackReason?.code == .network)
        #expect(shown.reading.fetchedAt == ScreenFixtures.start)
        #expect(shown.reading.source?.displayName == "OpenWeather")
        #expect(shown.weather.daily.isEmpty == false)  // the saved forecast, not replaced by a narrower answer
        let rome = try #require(model.rows.first { $0.place == cities[2] })
        #expect(rome.conditions.error?.code == .network)
        #expect(rome.conditions.value == nil)
        // Reading the saved weather wrote nothing: Rome still has none.
        #expect(try await saved.savedWeather(for: PlaceKey(place: cities[2])) == nil)
    }

    @Test func addingAppendsAndAddingAgainIsRefused() async throws {
        let store = InMemoryWeatherStore()
        let model = try await makeModel(store)

        #expect(await model.add(cities[0]))
        #expect(await model.add(cities[1]))
        #expect(await model.add(cities[0]) == false)

        #expect(model.favorites.value == [cities[0], cities[1]])
        #expect(try await store.favorites(for: alice) == [cities[0], cities[1]])
        #expect(model.contains(cities[1]))
        #expect(!model.contains(cities[2]))
        #expect(model.lastError == nil)
    }

    @Test func removeAtOffsetsRemovesThoseFavorites() async throws {
        let store = InMemoryWeatherStore()
        let model = try await makeModel(store, favorites: Array(cities[0..<4]))

        await model.remove(atOffsets: IndexSet([0, 2]))

        #expect(try await store.favorites(for: alice) == [cities[1], cities[3]])
        #expect(model.favorites.value == [cities[1], cities[3]])
        #expect(model.lastError == nil)
    }

    struct Move: Sendable, CustomTestStringConvertible {
        var offsets: [Int]
        var destination: Int
        /// The order afterwards as SwiftUI's `move(fromOffsets:toOffset:)` leaves A B C D E.
        var expected: String

        var testDescription: String { "\(offsets) → \(destination) gives \(expected)" }
    }

    @Test(arguments: [
        Move(offsets: [0], destination: 2, expected: "BACDE"),
        Move(offsets: [0], destination: 5, expected: "BCDEA"),
        Move(offsets: [1], destination: 4, expected: "ACDBE"),
        Move(offsets: [4], destination: 0, expected: "EABCD"),
        Move(offsets: [3], destination: 1, expected: "ADBCE"),
        Move(offsets: [2], destination: 2, expected: "ABCDE"),
        Move(offsets: [2], destination: 3, expected: "ABCDE"),
        Move(offsets: [1, 3], destination: 5, expected: "ACEBD"),
        Move(offsets: [0, 2], destination: 4, expected: "BDACE"),
        Move(offsets: [1, 3], destination: 2, expected: "ABDCE"),
        Move(offsets: [1, 4], destination: 0, expected: "BEACD"),
        Move(offsets: [0, 1, 2], destination: 5, expected: "DEABC"),
    ])
    func moveFollowsSwiftUISemantics(_ move: Move) async throws {
        let store = InMemoryWeatherStore()
        let letters = ["A", "B", "C", "D", "E"]
        let places = zip(cities, letters).map { city, letter in
            var place = city
            place.name = letter
            return place
        }
        let model = try await makeModel(store, favorites: places)

        await model.move(fromOffsets: IndexSet(move.offsets), toOffset: move.destination)

        #expect(names(try await store.favorites(for: alice)).joined() == move.expected)
        #expect(names(model.favorites.value).joined() == move.expected)
        #expect(model.lastError == nil)
    }

    @Test func aMoveFromOffsetsThatDoNotExistChangesNothing() async throws {
        let store = InMemoryWeatherStore()
        let model = try await makeModel(store, favorites: Array(cities[0..<3]))

        await model.move(fromOffsets: IndexSet([5]), toOffset: 0)
        #expect(model.lastError?.code == .invalidInput)
        await model.move(fromOffsets: IndexSet([0]), toOffset: 4)
        #expect(model.lastError?.code == .invalidInput)

        #expect(try await store.favorites(for: alice) == Array(cities[0..<3]))
        #expect(model.favorites.value == Array(cities[0..<3]))
    }

    @Test func usersHaveTheirOwnFavorites() async throws {
        let store = InMemoryWeatherStore()
        let model = try await makeModel(store, favorites: [cities[0]])

        await model.switchUser(to: bob)
        #expect(model.user == bob)
        #expect(model.favorites.value == [])
        #expect(await model.add(cities[1]))
        // Bob may add what Alice has: the lists are separate.
        #expect(await model.add(cities[0]))

        await model.switchUser(to: alice)
        #expect(model.favorites.value == [cities[0]])
        #expect(try await store.favorites(for: alice) == [cities[0]])
        #expect(try await store.favorites(for: bob) == [cities[1], cities[0]])
    }

    @Test func aFailedAddSetsLastErrorAndShowsWhatTheStoreHolds() async throws {
        let store = FailingWeatherStore()
        let model = try await makeModel(store, favorites: [cities[0]])
        // Another screen adds a favorite behind this model's back.
        try await store.base.addFavorite(cities[1], for: alice)
        store.fail([.addFavorite])

        #expect(await model.add(cities[2]) == false)

        #expect(model.lastError?.code == .storage)
        #expect(model.favorites.value == [cities[0], cities[1]])

        // The next change that is saved clears the error.
        await model.remove(id: cities[1].id)
        #expect(model.lastError == nil)
        #expect(model.favorites.value == [cities[0]])
    }

    @Test func aMoveThatFailsHalfwayShowsTheOrderTheStoreKept() async throws {
        let store = FailingWeatherStore()
        let model = try await makeModel(store, favorites: Array(cities[0..<4]))
        // Reversing takes several single moves; only the first is saved.
        store.fail([.moveFavorite], after: 1)

        await model.move(fromOffsets: IndexSet([1, 2, 3]), toOffset: 0)

        #expect(model.lastError?.code == .storage)
        let kept = try await store.base.favorites(for: alice)
        #expect(kept != Array(cities[0..<4]))
        #expect(model.favorites.value == kept)
    }

    @Test func aFailedRemoveKeepsTheFavorite() async throws {
        let store = FailingWeatherStore()
        let model = try await makeModel(store, favorites: Array(cities[0..<2]))
        store.fail([.removeFavorite])

        await model.remove(atOffsets: IndexSet(integer: 0))

        #expect(model.lastError?.code == .storage)
        #expect(model.favorites.value == Array(cities[0..<2]))
    }

    @Test func refreshConditionsFillsEveryRow() async throws {
        let store = InMemoryWeatherStore()
        let weather = OfflineFallbackWeatherProvider(upstream: ScreenFixtures.openWeather(), cache: store)
        let model = try await makeModel(store, favorites: cities, weather: weather)
        var here = cities[0]
        here.id = "here"
        model.setCurrentPlace(here)
        #expect(model.rows.allSatisfy { $0.conditions.caseName == "idle" })

        await model.refreshConditions()

        #expect(model.rows.count == 6)
        for row in model.rows {
            #expect(row.conditions.caseName == "loaded", "\(row.id)")
            #expect(row.conditions.value?.place == row.place)
            #expect(row.conditions.value?.weather.current != nil)
            #expect(row.conditions.value?.isSandbox == true)
        }
    }

    @Test func aRowWhoseWeatherFailsKeepsWhatItShowed() async throws {
        let store = InMemoryWeatherStore()
        let upstream = StubWeatherProvider(forwardingTo: ScreenFixtures.openWeather())
        let weather = OfflineFallbackWeatherProvider(upstream: upstream, cache: store)
        let model = try await makeModel(store, favorites: Array(cities[0..<3]), weather: weather)
        await model.refreshConditions()
        upstream.fail(at: cities[1].coordinate, with: WeatherError(.badRequest, message: "no"))

        await model.refreshConditions()

        #expect(model.rows.map(\.conditions.caseName) == ["loaded", "failed", "loaded"])
        #expect(model.rows[1].conditions.error?.code == .badRequest)
        #expect(model.rows[1].conditions.value?.place == cities[1])
    }
}
