import Foundation
import Testing
import WeatherModels

@testable import WeatherStore

@Suite("Weather history, on every backend")
struct WeatherHistoryTests {
    /// Records at the given minute offsets from the fixture start, for `key`, in that order.
    private func record(_ minutes: [Int], for key: PlaceKey, in store: any FullWeatherStore) async throws {
        for minute in minutes {
            let date = Fixtures.start.addingTimeInterval(Double(minute) * 60)
            try await store.recordWeather(try Fixtures.weather(temperature: Double(minute)), for: key, at: date)
        }
    }

    private func minutes(_ records: [WeatherRecord]) -> [Int] {
        records.map { Int(($0.recordedAt.timeIntervalSince(Fixtures.start) / 60).rounded()) }
    }

    @Test(arguments: StoreBackend.all)
    func recordsComeBackNewestFirstWhateverTheOrderOfRecording(backend: StoreBackend) async throws {
        try await backend.withStore { store in
            try await record([20, 0, 40, 10, 30], for: "berlin", in: store)
            let records = try await store.records(for: "berlin")
            #expect(minutes(records) == [40, 30, 20, 10, 0])
            #expect(records.allSatisfy { $0.key == "berlin" })
            // Each record keeps its own weather, equal to what was recorded.
            #expect(
                try records.map(\.weather) == [40, 30, 20, 10, 0].map { try Fixtures.weather(temperature: Double($0)) })
        }
    }

    @Test(arguments: StoreBackend.all)
    func recordsWithTheSameTimeComeBackLastRecordedFirst(backend: StoreBackend) async throws {
        let first = try Fixtures.weather(temperature: 1)
        let second = try Fixtures.weather(temperature: 2)
        try await backend.withStore { store in
            try await store.recordWeather(first, for: "berlin", at: Fixtures.start)
            try await store.recordWeather(second, for: "berlin", at: Fixtures.start)
            #expect(try await store.records(for: "berlin").map(\.weather) == [second, first])
        }
    }

    @Test(arguments: StoreBackend.all, [0, 1, 3, 5, 9])
    func limitReturnsTheNewestRecords(backend: StoreBackend, limit: Int) async throws {
        try await backend.withStore { store in
            try await record([0, 1, 2, 3, 4], for: "berlin", in: store)
            let records = try await store.records(for: "berlin", limit: limit)
            #expect(minutes(records) == Array([4, 3, 2, 1, 0].prefix(limit)))
        }
    }

    @Test(arguments: StoreBackend.all)
    func aNegativeLimitIsRefused(backend: StoreBackend) async throws {
        try await backend.withStore { store in
            let error = await #expect(throws: WeatherError.self) {
                _ = try await store.records(for: "berlin", limit: -1)
            }
            #expect(error?.code == .invalidInput)
        }
    }

    @Test(arguments: StoreBackend.all)
    func placesKeepSeparateHistories(backend: StoreBackend) async throws {
        try await backend.withStore { store in
            try await record([0, 2], for: "berlin", in: store)
            try await record([1], for: "paris", in: store)
            #expect(minutes(try await store.records(for: "berlin")) == [2, 0])
            #expect(minutes(try await store.records(for: "paris")) == [1])
            #expect(try await store.records(for: "tokyo").isEmpty)
        }
    }

    @Test(arguments: StoreBackend.all)
    func pruningByAgeRemovesOnlyOlderRecordsOfEveryPlace(backend: StoreBackend) async throws {
        try await backend.withStore { store in
            try await record([0, 10, 20, 30], for: "berlin", in: store)
            try await record([5, 25], for: "paris", in: store)
            let removed = try await store.pruneRecords(olderThan: Fixtures.start.addingTimeInterval(20 * 60))
            #expect(removed == 3)
            // A record exactly at the cut-off is not older, so it stays.
            #expect(minutes(try await store.records(for: "berlin")) == [30, 20])
            #expect(minutes(try await store.records(for: "paris")) == [25])
            #expect(try await store.pruneRecords(olderThan: Fixtures.start) == 0)
        }
    }

    @Test(arguments: StoreBackend.all)
    func pruningByCountKeepsTheNewestOfEachPlace(backend: StoreBackend) async throws {
        try await backend.withStore { store in
            try await record([3, 1, 4, 0, 2], for: "berlin", in: store)
            try await record([7, 6], for: "paris", in: store)
            try await record([9], for: "tokyo", in: store)
            let removed = try await store.pruneRecords(keepingNewest: 2)
            #expect(removed == 3)
            #expect(minutes(try await store.records(for: "berlin")) == [4, 3])
            #expect(minutes(try await store.records(for: "paris")) == [7, 6])
            #expect(minutes(try await store.records(for: "tokyo")) == [9])
            #expect(try await store.pruneRecords(keepingNewest: 0) == 5)
            #expect(try await store.records(for: "berlin").isEmpty)
        }
    }

    @Test(arguments: StoreBackend.all)
    func pruningToANegativeCountIsRefused(backend: StoreBackend) async throws {
        try await backend.withStore { store in
            try await record([0], for: "berlin", in: store)
            let error = await #expect(throws: WeatherError.self) {
                try await store.pruneRecords(keepingNewest: -1)
            }
            #expect(error?.code == .invalidInput)
            #expect(try await store.records(for: "berlin").count == 1)
        }
    }
}
