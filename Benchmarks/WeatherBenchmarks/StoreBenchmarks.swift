import Foundation
import WeatherCore
import WeatherModels
import WeatherStore

/// WeatherStore on SQLite: the operations an app repeats, with the targets of the store.
///
/// Each benchmark works in its own temporary directory, removed when it ends.
let storeBenchmarks: [Benchmark] = [
    Benchmark(
        "store.history append 100,000 (1 transaction)",
        target: .atLeast(100_000, "rows/s", workPerRun: 100_000),
        runs: 10,
        warmUpRuns: 2
    ) {
        let directory = try StoreFixtures.temporaryDirectory()
        let store = try SQLiteWeatherStore(path: directory.appendingPathComponent("weather.sqlite"))
        let records = try StoreFixtures.records(100_000, places: 20)
        return BenchmarkIteration(
            prepare: { try await store.pruneRecords(keepingNewest: 0) },
            measure: { try await store.recordReadings(records) },
            tearDown: { try FileManager.default.removeItem(at: directory) }
        )
    },
    Benchmark("store.favorites load 1,000", target: .atMost(milliseconds: 2), runs: 50, warmUpRuns: 5) {
        let directory = try StoreFixtures.temporaryDirectory()
        let store = try SQLiteWeatherStore(path: directory.appendingPathComponent("weather.sqlite"))
        for place in try StoreFixtures.places(1_000) {
            try await store.addFavorite(place, for: StoreFixtures.user)
        }
        return BenchmarkIteration(
            measure: {
                let places = try await store.favorites(for: StoreFixtures.user)
                precondition(places.count == 1_000)
            },
            tearDown: { try FileManager.default.removeItem(at: directory) }
        )
    },
    Benchmark(
        "store.favorites load 1,000 with localized names", target: .atMost(milliseconds: 2), runs: 50, warmUpRuns: 5
    ) {
        let directory = try StoreFixtures.temporaryDirectory()
        let store = try SQLiteWeatherStore(path: directory.appendingPathComponent("weather.sqlite"))
        for place in try StoreFixtures.places(1_000, localized: true) {
            try await store.addFavorite(place, for: StoreFixtures.user)
        }
        return BenchmarkIteration(
            measure: { _ = try await store.favorites(for: StoreFixtures.user) },
            tearDown: { try FileManager.default.removeItem(at: directory) }
        )
    },
    Benchmark("store.open existing file (new instance)", target: .atMost(milliseconds: 10), runs: 30) {
        let directory = try StoreFixtures.temporaryDirectory()
        let url = directory.appendingPathComponent("weather.sqlite")
        do {
            let store = try SQLiteWeatherStore(path: url)
            for place in try StoreFixtures.places(1_000) {
                try await store.addFavorite(place, for: StoreFixtures.user)
            }
            try await store.recordReadings(try StoreFixtures.records(10_000, places: 20))
            try await store.saveWeather(try StoreFixtures.weather(), for: "berlin", at: StoreFixtures.start)
        }
        // The store opened by the last run; released before the next one, untimed, like a process ending.
        let opened = Locked<SQLiteWeatherStore?>(nil)
        return BenchmarkIteration(
            prepare: { opened.withLock { $0 = nil } },
            measure: {
                let store = try SQLiteWeatherStore(path: url)
                opened.withLock { $0 = store }
            },
            tearDown: {
                opened.withLock { $0 = nil }
                try FileManager.default.removeItem(at: directory)
            }
        )
    },
    Benchmark("store.favorites add (1 transaction)", target: .none, runs: 200, warmUpRuns: 20) {
        let directory = try StoreFixtures.temporaryDirectory()
        let store = try SQLiteWeatherStore(path: directory.appendingPathComponent("weather.sqlite"))
        let places = try StoreFixtures.places(220)
        let next = Locked(0)
        return BenchmarkIteration(
            measure: {
                let index = next.withLock { index in
                    defer { index += 1 }
                    return index
                }
                try await store.addFavorite(places[index % places.count], for: UserID("user\(index / places.count)"))
            },
            tearDown: { try FileManager.default.removeItem(at: directory) }
        )
    },
    Benchmark("store.cache save (48 h + 7 days)", target: .none, runs: 100, warmUpRuns: 10) {
        let directory = try StoreFixtures.temporaryDirectory()
        let store = try SQLiteWeatherStore(path: directory.appendingPathComponent("weather.sqlite"))
        let weather = try StoreFixtures.weather()
        return BenchmarkIteration(
            measure: { try await store.saveWeather(weather, for: "berlin", at: StoreFixtures.start) },
            tearDown: { try FileManager.default.removeItem(at: directory) }
        )
    },
    Benchmark("store.cache load (48 h + 7 days)", target: .none, runs: 100, warmUpRuns: 10) {
        let directory = try StoreFixtures.temporaryDirectory()
        let store = try SQLiteWeatherStore(path: directory.appendingPathComponent("weather.sqlite"))
        try await store.saveWeather(try StoreFixtures.weather(), for: "berlin", at: StoreFixtures.start)
        return BenchmarkIteration(
            measure: {
                let cached = try await store.cachedWeather(for: "berlin")
                precondition(cached != nil)
            },
            tearDown: { try FileManager.default.removeItem(at: directory) }
        )
    },
    Benchmark("store.history records 100 of 10,000", target: .none, runs: 100, warmUpRuns: 10) {
        let directory = try StoreFixtures.temporaryDirectory()
        let store = try SQLiteWeatherStore(path: directory.appendingPathComponent("weather.sqlite"))
        try await store.recordReadings(try StoreFixtures.records(10_000, places: 20))
        return BenchmarkIteration(
            measure: {
                let records = try await store.records(for: "place7", limit: 100)
                precondition(records.count == 100)
            },
            tearDown: { try FileManager.default.removeItem(at: directory) }
        )
    },
]

/// The values the store benchmarks write: built in code, like an app's.
enum StoreFixtures {
    static let user: UserID = "bench"
    static let start = Date(timeIntervalSinceReferenceDate: 785_000_000)
    static let zones = ["Europe/Berlin", "Europe/Paris", "America/New_York", "Asia/Tokyo", "Australia/Sydney"]

    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("WeatherBenchmarks-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Places in a handful of time zones; with `localized`, each has names in two other languages.
    static func places(_ count: Int, localized: Bool = false) throws -> [Place] {
        try (0..<count).map { index in
            Place(
                id: "place-\(index)",
                name: "Place \(index)",
                coordinate: try Coordinate(
                    latitude: Double(index % 170) - 85 + 0.123_4, longitude: Double(index % 350) - 175 + 0.567_8),
                localizedNames: localized ? ["de": "Ort \(index)", "fr": "Lieu \(index)"] : [:],
                state: "State \(index % 50)",
                country: "DE",
                timeZone: TimeZone(identifier: zones[index % zones.count])
            )
        }
    }

    /// A full reading, as a provider returns it.
    static func reading(at date: Date, temperature: Double) -> CurrentWeather {
        CurrentWeather(
            date: date,
            temperature: Measurement(value: temperature, unit: .celsius),
            apparentTemperature: Measurement(value: temperature - 1.5, unit: .celsius),
            humidity: 0.62,
            condition: .partlyCloudy,
            isDaylight: true,
            pressure: Measurement(value: 1_013.2, unit: .hectopascals),
            wind: Wind(
                speed: Measurement(value: 4.2, unit: .metersPerSecond),
                direction: Measurement(value: 240, unit: .degrees),
                gust: Measurement(value: 9.1, unit: .metersPerSecond)
            ),
            uvIndex: 3.1,
            cloudCover: 0.4,
            visibility: Measurement(value: 10_000, unit: .meters),
            icon: "02d"
        )
    }

    /// `count` records spread over `places` place keys, one minute apart.
    static func records(_ count: Int, places: Int) throws -> [WeatherRecord] {
        (0..<count).map { index in
            let date = start.addingTimeInterval(Double(index) * 60)
            return WeatherRecord(
                key: PlaceKey("place\(index % places)"),
                reading: reading(at: date, temperature: 10 + Double(index % 20) * 0.5),
                fetchedAt: date
            )
        }
    }

    /// Weather with current conditions, 48 hours and 7 days.
    static func weather() throws -> Weather {
        Weather(
            coordinate: try Coordinate(latitude: 52.52, longitude: 13.405),
            timeZone: TimeZone(identifier: "Europe/Berlin") ?? .current,
            current: reading(at: start, temperature: 21.5),
            hourly: (0..<48).map { hour in
                HourForecast(
                    date: start.addingTimeInterval(Double(hour) * 3_600),
                    temperature: Measurement(value: 15 + Double(hour % 10), unit: .celsius),
                    condition: .cloudy
                )
            },
            daily: (0..<7).map { day in
                DayForecast(
                    date: start.addingTimeInterval(Double(day) * 86_400),
                    highTemperature: Measurement(value: 24, unit: .celsius),
                    lowTemperature: Measurement(value: 12, unit: .celsius),
                    condition: .clear
                )
            },
            source: WeatherSource(provider: .sandbox),
            fetchedAt: start
        )
    }
}
