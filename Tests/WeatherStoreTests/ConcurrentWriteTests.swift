import Foundation
import Testing
import WeatherModels

@testable import WeatherStore

@Suite("Concurrent writes")
struct ConcurrentWriteTests {
    static let writes = 1_000
    static let users = 10

    /// 1,000 tasks add favorites for ten users, record history and set settings at once; nothing is lost.
    @Test(arguments: StoreBackend.all)
    func aThousandConcurrentWritesLoseNothing(backend: StoreBackend) async throws {
        try await backend.withStore { store in
            try await Self.writeConcurrently(to: [store])
            try await Self.expectEverythingWritten(in: store)
        }
    }

    /// Two store instances on one file (two connections) write at once; the busy timeout serialises them.
    @Test func twoSQLiteStoresOnOneFileLoseNothing() async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("weather.sqlite")
            let first = try SQLiteWeatherStore(path: url)
            let second = try SQLiteWeatherStore(path: url)
            try await Self.writeConcurrently(to: [first, second])
            try await Self.expectEverythingWritten(in: first)
            try await Self.expectEverythingWritten(in: SQLiteWeatherStore(path: url))
        }
    }

    private static func writeConcurrently(to stores: [any FullWeatherStore]) async throws {
        let weather = try Fixtures.weather()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<writes {
                let store = stores[index % stores.count]
                group.addTask {
                    let user = UserID("user\(index % users)")
                    switch index % 4 {
                    case 0, 1:
                        try await store.addFavorite(try Fixtures.place("p\(index)"), for: user)
                    case 2:
                        let date = Fixtures.start.addingTimeInterval(Double(index))
                        try await store.recordWeather(weather, for: PlaceKey("place\(index % 3)"), at: date)
                    default:
                        try await store.setValue(index, for: SettingsKey<Int>("setting\(index)"), user: user)
                    }
                }
            }
            try await group.waitForAll()
        }
    }

    private static func expectEverythingWritten(in store: any FullWeatherStore) async throws {
        var favoriteIDs: Set<String> = []
        for user in 0..<users {
            let favorites = try await store.favorites(for: UserID("user\(user)"))
            favoriteIDs.formUnion(favorites.map(\.id))
            #expect(Set(favorites.map(\.id)).count == favorites.count)
        }
        let expectedFavorites = Set((0..<writes).filter { $0 % 4 < 2 }.map { "p\($0)" })
        #expect(favoriteIDs == expectedFavorites)

        var recordCount = 0
        for place in 0..<3 {
            let records = try await store.records(for: PlaceKey("place\(place)"))
            recordCount += records.count
            #expect(records.map(\.fetchedAt) == records.map(\.fetchedAt).sorted(by: >))
        }
        #expect(recordCount == writes / 4)

        for index in (0..<writes).filter({ $0 % 4 == 3 }) {
            let value = try await store.value(
                for: SettingsKey<Int>("setting\(index)"), user: UserID("user\(index % users)"))
            #expect(value == index)
        }
    }
}
