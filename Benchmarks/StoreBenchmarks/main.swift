// Measures the SQLite store on the operations an app repeats: favorites, cache, history.
// Run: swift run -c release StoreBenchmarks [--in-memory]
import Foundation
import WeatherModels
import WeatherStore

let useMemory = CommandLine.arguments.contains("--in-memory")
let directory = FileManager.default.temporaryDirectory.appendingPathComponent("StoreBenchmarks-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: directory) }

let store: any FavoritesStore & WeatherCache & WeatherHistory & SettingsStore =
    useMemory ? InMemoryWeatherStore() : try SQLiteWeatherStore(path: directory.appendingPathComponent("bench.sqlite"))
let user: UserID = "bench"
let clock = ContinuousClock()
let start = Date(timeIntervalSinceReferenceDate: 785_000_000)

let coordinate = try Coordinate(latitude: 52.52, longitude: 13.405)
let weather = Weather(
    coordinate: coordinate,
    timeZone: TimeZone(identifier: "Europe/Berlin") ?? .current,
    current: CurrentWeather(
        date: start,
        temperature: Measurement(value: 21.5, unit: .celsius),
        apparentTemperature: Measurement(value: 20.1, unit: .celsius),
        humidity: 0.6,
        condition: .partlyCloudy
    ),
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
let weatherBytes = try JSONEncoder().encode(weather).count

/// Runs `body` `count` times and prints the mean time per call.
func measure(_ name: String, count: Int, _ body: (Int) async throws -> Void) async throws {
    let elapsed = try await clock.measure {
        for index in 0..<count {
            try await body(index)
        }
    }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let micros = seconds / Double(count) * 1e6
    print(
        name.padding(toLength: 44, withPad: " ", startingAt: 0), String(format: "%9.1f µs/op  (%d ops)", micros, count))
}

print("Backend: \(useMemory ? "in-memory" : "SQLite (WAL, synchronous=NORMAL)"); weather JSON \(weatherBytes) bytes")
try await measure("addFavorite (1 transaction each)", count: 1_000) { index in
    try await store.addFavorite(
        Place(id: "p\(index)", name: "Place \(index)", coordinate: coordinate),
        for: user
    )
}
try await measure("favorites(for:) with 1,000 places", count: 100) { _ in
    _ = try await store.favorites(for: user)
}
try await measure("moveFavorite(from: 999, to: 0)", count: 100) { _ in
    try await store.moveFavorite(from: 999, to: 0, for: user)
}
try await measure("saveWeather (48 h + 7 days)", count: 1_000) { index in
    try await store.saveWeather(weather, for: PlaceKey("place\(index % 20)"), at: start)
}
try await measure("cachedWeather(for:)", count: 1_000) { index in
    _ = try await store.cachedWeather(for: PlaceKey("place\(index % 20)"))
}
try await measure("recordWeather", count: 10_000) { index in
    try await store.recordWeather(
        weather, for: PlaceKey("place\(index % 20)"), at: start.addingTimeInterval(Double(index)))
}
try await measure("records(for:limit: 50) of 500", count: 1_000) { index in
    _ = try await store.records(for: PlaceKey("place\(index % 20)"), limit: 50)
}
try await measure("setValue + value(for:)", count: 1_000) { index in
    try await store.setValue(index, for: SettingsKey<Int>("counter"), user: user)
    _ = try await store.value(for: SettingsKey<Int>("counter"), user: user)
}
try await measure("pruneRecords(keepingNewest: 100), 10,000 rows", count: 1) { _ in
    try await store.pruneRecords(keepingNewest: 100)
}
try await measure("pruneRecords(olderThan:)", count: 1) { _ in
    try await store.pruneRecords(olderThan: start.addingTimeInterval(9_990))
}
