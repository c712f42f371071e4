import Foundation
import Testing
import WeatherModels

@testable import WeatherStore

@Suite("SQLite store opened for reading only")
struct ReadOnlyStoreTests {
    let alice: UserID = "alice"

    @Test func itReadsWhatWasSavedAndRefusesEveryChangeWithoutTouchingTheFile() async throws {
        let places = try Fixtures.places(2)
        let weather = try Fixtures.weather()
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("weather.sqlite")
            do {
                let store = try SQLiteWeatherStore(path: url)
                try await store.addFavorite(places[0], for: alice)
                try await store.saveWeather(weather, for: "berlin", at: Fixtures.start)
            }
            let before = try Data(contentsOf: url)
            let reader = try SQLiteWeatherStore(readingOnly: url)
            #expect(try await reader.favorites(for: alice) == [places[0]])
            #expect(try await reader.cachedWeather(for: "berlin") == Timestamped(weather, fetchedAt: Fixtures.start))

            let error = await #expect(throws: WeatherError.self) {
                try await reader.addFavorite(places[1], for: alice)
            }
            #expect(error?.code == .storage)
            #expect(error?.message.contains("open for reading only") == true)
            #expect(try Data(contentsOf: url) == before)
            #expect(!FileManager.default.fileExists(atPath: url.path + "-journal"))
        }
    }

    @Test func aMissingOrForeignFileIsAStorageErrorAndIsNotCreated() async throws {
        try await withTemporaryDirectory { directory in
            let missing = directory.appendingPathComponent("missing.sqlite")
            let error = #expect(throws: WeatherError.self) { try SQLiteWeatherStore(readingOnly: missing) }
            #expect(error?.code == .storage)
            #expect(!FileManager.default.fileExists(atPath: missing.path))

            let text = directory.appendingPathComponent("notes.txt")
            try Data("not a database".utf8).write(to: text)
            #expect(throws: WeatherError.self) { try SQLiteWeatherStore(readingOnly: text) }
        }
    }

    @Test func aPathWithURICharactersOpens() async throws {
        try await withTemporaryDirectory { directory in
            let folder = directory.appendingPathComponent("odd ?#% name", isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let url = folder.appendingPathComponent("weather.sqlite")
            let place = try Fixtures.places(1)[0]
            do { try await SQLiteWeatherStore(path: url).addFavorite(place, for: alice) }
            #expect(try await SQLiteWeatherStore(readingOnly: url).favorites(for: alice) == [place])
        }
    }
}
