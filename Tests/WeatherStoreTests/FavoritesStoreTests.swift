import Foundation
import Testing
import WeatherModels

@testable import WeatherStore

@Suite("Favorites, on every backend")
struct FavoritesStoreTests {
    let alice: UserID = "alice"
    let bob: UserID = "bob"

    @Test(arguments: StoreBackend.all)
    func aNewUserHasNoFavorites(backend: StoreBackend) async throws {
        try await backend.withStore { store in
            let favorites = try await store.favorites(for: alice)
            let contains = try await store.containsFavorite(id: "p0", for: alice)
            #expect(favorites.isEmpty)
            #expect(contains == false)
        }
    }

    @Test(arguments: StoreBackend.all)
    func favoritesKeepTheOrderTheyWereAddedIn(backend: StoreBackend) async throws {
        let places = try Fixtures.places(4)
        try await backend.withStore { store in
            for place in places {
                try await store.addFavorite(place, for: alice)
            }
            #expect(try await store.favorites(for: alice) == places)
            #expect(try await store.containsFavorite(id: "p2", for: alice))
        }
    }

    @Test(arguments: StoreBackend.all)
    func addingAPlaceTwiceIsRefusedAndChangesNothing(backend: StoreBackend) async throws {
        let places = try Fixtures.places(2)
        try await backend.withStore { store in
            try await store.addFavorite(places[0], for: alice)
            try await store.addFavorite(places[1], for: alice)
            var renamed = places[0]
            renamed.name = "Same id, other name"
            let error = await #expect(throws: WeatherError.self) {
                try await store.addFavorite(renamed, for: alice)
            }
            #expect(error?.code == .conflict)
            #expect(try await store.favorites(for: alice) == places)
        }
    }

    /// Every (from, to) pair on a five-item list, checked against `Array.remove` + `insert`.
    @Test(arguments: StoreBackend.all)
    func movesLandWhereAListDragWouldPutThem(backend: StoreBackend) async throws {
        let places = try Fixtures.places(5)
        for source in 0..<5 {
            for destination in 0..<5 {
                try await backend.withStore { store in
                    for place in places {
                        try await store.addFavorite(place, for: alice)
                    }
                    try await store.moveFavorite(from: source, to: destination, for: alice)
                    var expected = places
                    expected.insert(expected.remove(at: source), at: destination)
                    #expect(
                        try await store.favorites(for: alice) == expected,
                        "move \(source) → \(destination)"
                    )
                }
            }
        }
    }

    @Test(arguments: StoreBackend.all)
    func aSequenceOfMovesAndRemovalsKeepsAConsistentOrder(backend: StoreBackend) async throws {
        let places = try Fixtures.places(6)
        try await backend.withStore { store in
            var expected: [Place] = []
            for place in places {
                try await store.addFavorite(place, for: alice)
                expected.append(place)
            }
            try await store.moveFavorite(from: 5, to: 0, for: alice)
            expected.insert(expected.remove(at: 5), at: 0)
            try await store.removeFavorite(id: "p2", for: alice)
            expected.removeAll { $0.id == "p2" }
            try await store.moveFavorite(from: 1, to: 4, for: alice)
            expected.insert(expected.remove(at: 1), at: 4)
            let late = try Fixtures.place("late")
            try await store.addFavorite(late, for: alice)
            expected.append(late)
            try await store.moveFavorite(from: 5, to: 2, for: alice)
            expected.insert(expected.remove(at: 5), at: 2)
            #expect(try await store.favorites(for: alice) == expected)
        }
    }

    @Test(arguments: StoreBackend.all)
    func removingAnAbsentFavoriteDoesNothing(backend: StoreBackend) async throws {
        let places = try Fixtures.places(2)
        try await backend.withStore { store in
            for place in places {
                try await store.addFavorite(place, for: alice)
            }
            try await store.removeFavorite(id: "unknown", for: alice)
            try await store.removeFavorite(id: "p0", for: bob)
            #expect(try await store.favorites(for: alice) == places)
        }
    }

    @Test(
        arguments: StoreBackend.all,
        [
            (source: 3, destination: 0), (source: 0, destination: 3), (source: -1, destination: 0),
            (source: 0, destination: -1),
        ]
    )
    func movesOutOfRangeAreRefused(backend: StoreBackend, move: (source: Int, destination: Int)) async throws {
        let places = try Fixtures.places(3)
        try await backend.withStore { store in
            for place in places {
                try await store.addFavorite(place, for: alice)
            }
            let error = await #expect(throws: WeatherError.self) {
                try await store.moveFavorite(from: move.source, to: move.destination, for: alice)
            }
            #expect(error?.code == .invalidInput)
            #expect(try await store.favorites(for: alice) == places)
        }
    }

    @Test(arguments: StoreBackend.all)
    func movingInAnEmptyListIsRefused(backend: StoreBackend) async throws {
        try await backend.withStore { store in
            let error = await #expect(throws: WeatherError.self) {
                try await store.moveFavorite(from: 0, to: 0, for: alice)
            }
            #expect(error?.code == .invalidInput)
        }
    }

    @Test(arguments: StoreBackend.all)
    func oneUserNeverSeesOrChangesAnothersFavorites(backend: StoreBackend) async throws {
        let places = try Fixtures.places(3)
        try await backend.withStore { store in
            try await store.addFavorite(places[0], for: alice)
            try await store.addFavorite(places[1], for: alice)
            // The same place may be a favorite of both users.
            try await store.addFavorite(places[1], for: bob)
            try await store.addFavorite(places[2], for: bob)

            #expect(try await store.favorites(for: alice) == [places[0], places[1]])
            #expect(try await store.favorites(for: bob) == [places[1], places[2]])
            #expect(try await store.containsFavorite(id: "p0", for: bob) == false)

            try await store.removeFavorite(id: "p1", for: bob)
            try await store.moveFavorite(from: 0, to: 1, for: alice)
            #expect(try await store.favorites(for: alice) == [places[1], places[0]])
            #expect(try await store.favorites(for: bob) == [places[2]])
        }
    }

    /// Text is bound with `SQLITE_TRANSIENT` and its byte length, so any string survives, even one with NUL.
    @Test(arguments: StoreBackend.all)
    func idsAndNamesInAnyScriptReadBackExactly(backend: StoreBackend) async throws {
        var place = try Fixtures.place("zürich-🌦-\u{0}-東京")
        place.name = "Zürich \u{0} 🌦 東京 \"quoted\" 'single'; DROP TABLE favorites; --"
        let user = UserID("ünïcode \u{0} user")
        try await backend.withStore { store in
            try await store.addFavorite(place, for: user)
            #expect(try await store.favorites(for: user) == [place])
            #expect(try await store.containsFavorite(id: place.id, for: user))
            #expect(try await store.favorites(for: UserID("ünïcode ")).isEmpty)
            try await store.removeFavorite(id: place.id, for: user)
            #expect(try await store.favorites(for: user).isEmpty)
        }
    }

    /// Every field of a place reads back equal, whether it is missing, empty or full of characters JSON escapes.
    @Test(arguments: StoreBackend.all)
    func everyFieldOfAPlaceReadsBackEqual(backend: StoreBackend) async throws {
        let coordinate = try Coordinate(latitude: -89.999_999_9, longitude: 179.123_456_789)
        let places = [
            Place(id: "bare", name: "", coordinate: coordinate),
            Place(
                id: "quoted \"id\"",
                name: "Zürich \\ “Züri”\n",
                coordinate: coordinate,
                localizedNames: ["de": "Zürich", "fr": "Zurich \"la\"", "ja": "チューリッヒ", "": "\u{1}\t"],
                state: "",
                country: "CH",
                timeZone: TimeZone(identifier: "Europe/Zurich")
            ),
            Place(
                id: "tz", name: "Kathmandu", coordinate: coordinate, timeZone: TimeZone(identifier: "Asia/Kathmandu")),
        ]
        try await backend.withStore { store in
            for place in places {
                try await store.addFavorite(place, for: alice)
            }
            #expect(try await store.favorites(for: alice) == places)
        }
    }
}
