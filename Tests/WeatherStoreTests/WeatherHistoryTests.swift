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
        records.map { Int(($0.fetchedAt.timeIntervalSince(Fixtures.start) / 60).rounded()) }
    }

    @Test(arguments: StoreBackend.all)
    func recordsComeBackNewestFirstWhateverTheOrderOfRecording(backend: StoreBackend) async throws {
        try await backend.withStore { store in
            try await record([20, 0, 40, 10, 30], for: "berlin", in: store)
            let records = try await store.records(for: "berlin")
            #expect(minutes(records) == [40, 30, 20, 10, 0])
            #expect(records.allSatisfy { $0.key == "berlin" })
            // Each record keeps its own reading, equal to the current conditions that were recorded.
            #expect(
                try records.map(\.reading) == [40, 30, 20, 10, 0].map { try Fixtures.reading(temperature: Double($0)) })
        }
    }

    @Test(arguments: StoreBackend.all)
    func recordsWithTheSameTimeComeBackLastRecordedFirst(backend: StoreBackend) async throws {
        let first = try Fixtures.weather(temperature: 1)
        let second = try Fixtures.weather(temperature: 2)
        try await backend.withStore { store in
            try await store.recordWeather(first, for: "berlin", at: Fixtures.start)
            try await store.recordWeather(second, for: "berlin", at: Fixtures.start)
            #expect(try await store.records(for: "berlin").map(\.reading) == [second.current, first.current])
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

    @Test(arguments: StoreBackend.all)
    func aBatchIsAppendedInItsOrderAcrossPlaces(backend: StoreBackend) async throws {
        let batch = try [(0, "berlin"), (5, "paris"), (5, "berlin"), (5, "berlin"), (9, "berlin")].enumerated().map {
            offset, entry in
            WeatherRecord(
                key: PlaceKey(entry.1),
                reading: try Fixtures.reading(temperature: Double(offset)),
                fetchedAt: Fixtures.start.addingTimeInterval(Double(entry.0) * 60)
            )
        }
        try await backend.withStore { store in
            try await record([7], for: "berlin", in: store)
            try await store.recordReadings(batch)
            let berlin = try await store.records(for: "berlin")
            #expect(minutes(berlin) == [9, 7, 5, 5, 0])
            // The two records at minute 5 come back last recorded first: batch entries 3, then 2.
            #expect(berlin.map(\.reading.temperature.value) == [4, 7, 3, 2, 0])
            #expect(try await store.records(for: "paris") == [batch[1]])
        }
    }

    @Test(arguments: StoreBackend.all)
    func anEmptyBatchAppendsNothing(backend: StoreBackend) async throws {
        try await backend.withStore { store in
            try await store.recordReadings([])
            #expect(try await store.records(for: "berlin").isEmpty)
        }
    }

    @Test(arguments: StoreBackend.all, InvalidReading.all)
    func aBatchWithAReadingThatCannotBeStoredAppendsNothing(backend: StoreBackend, invalid: InvalidReading) async throws
    {
        let valid = WeatherRecord(key: "berlin", reading: try Fixtures.reading(), fetchedAt: Fixtures.start)
        var broken = valid
        invalid.change(&broken)
        try await backend.withStore { store in
            let refusal = await #expect(throws: WeatherError.self) {
                try await store.recordReadings([valid, broken, valid])
            }
            #expect(refusal?.code == .invalidInput)
            #expect(refusal?.message.contains(invalid.name) == true)
            let remaining = try await store.records(for: "berlin")
            #expect(remaining.isEmpty)
        }
    }

    @Test(arguments: StoreBackend.all)
    func weatherWithoutCurrentConditionsIsRefused(backend: StoreBackend) async throws {
        var forecastOnly = try Fixtures.weather()
        forecastOnly.current = nil
        try await backend.withStore { store in
            let refusal = await #expect(throws: WeatherError.self) {
                try await store.recordWeather(forecastOnly, for: "berlin", at: Fixtures.start)
            }
            #expect(refusal?.code == .invalidInput)
            let remaining = try await store.records(for: "berlin")
            #expect(remaining.isEmpty)
        }
    }

    /// Every optional field missing, wind without direction or gust, a provider's own wording, night.
    @Test(arguments: StoreBackend.all)
    func aSparseReadingReadsBackEqual(backend: StoreBackend) async throws {
        let sparse = CurrentWeather(
            date: Fixtures.start.addingTimeInterval(-0.375),
            temperature: Measurement(value: -3.25, unit: .celsius),
            apparentTemperature: Measurement(value: -7.5, unit: .celsius),
            humidity: 0,
            condition: .snow,
            conditionDescription: "Light snow — “flurries”",
            isDaylight: false,
            wind: Wind(speed: Measurement(value: 0.5, unit: .metersPerSecond))
        )
        var noWind = sparse
        noWind.wind = nil
        noWind.icon = ""
        let records = [sparse, noWind].map { WeatherRecord(key: "oslo", reading: $0, fetchedAt: Fixtures.start) }
        try await backend.withStore { store in
            try await store.recordReadings(records)
            #expect(try await store.records(for: "oslo") == records.reversed())
        }
    }
}

/// A change that makes a record impossible to store, with the word its error message names.
struct InvalidReading: Sendable, CustomTestStringConvertible {
    let name: String
    let change: @Sendable (inout WeatherRecord) -> Void

    var testDescription: String { name }

    static let all = [
        InvalidReading(name: "temperature") { $0.reading.temperature = Measurement(value: .nan, unit: .celsius) },
        InvalidReading(name: "humidity") { $0.reading.humidity = .infinity },
        InvalidReading(name: "wind gust") {
            $0.reading.wind?.gust = Measurement(value: -.infinity, unit: .metersPerSecond)
        },
        InvalidReading(name: "recorded time") { $0.fetchedAt = Date(timeIntervalSinceReferenceDate: .nan) },
    ]
}
