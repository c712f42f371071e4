import Foundation
import Testing
import WeatherCore
import WeatherModels
import WeatherNetworking
import WeatherProviders
import WeatherTesting

@testable import WeatherStore

/// Normals kept for a year: a second call within the year makes no request, and a store that fails or holds
/// garbage falls back to fetching.
@Suite("Stored climate normals")
struct StoredClimateNormalsTests {
    static let berlin = try! Coordinate(latitude: 52.52, longitude: 13.405)
    static let start = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01

    /// 366 days of a flat climate: every day's high 10 °C and low 2 °C, precipitation 1 mm, as an archive body.
    static let body: String = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        var times: [String] = []
        var date = calendar.date(from: DateComponents(year: 2000, month: 1, day: 1))!
        for _ in 0..<366 {
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            times.append(String(format: "\"%04d-%02d-%02d\"", parts.year!, parts.month!, parts.day!))
            date = calendar.date(byAdding: .day, value: 1, to: date)!
        }
        func repeated(_ value: String) -> String { Array(repeating: value, count: 366).joined(separator: ",") }
        return """
            {"latitude":52.5,"longitude":13.4,"utc_offset_seconds":3600,"timezone":"Europe/Berlin",
            "daily_units":{"temperature_2m_max":"°C","temperature_2m_min":"°C","precipitation_sum":"mm"},
            "daily":{"time":[\(times.joined(separator: ","))],"temperature_2m_max":[\(repeated("10.0"))],
            "temperature_2m_min":[\(repeated("2.0"))],"precipitation_sum":[\(repeated("1.0"))]}}
            """
    }()

    /// A clock the test moves by hand.
    final class Clock: Sendable {
        let date: Locked<Date>
        init(_ date: Date) { self.date = Locked(date) }
        func advance(days: Double) { date.withLock { $0 += days * 86_400 } }
        var now: @Sendable () -> Date { { [date] in date.withLock { $0 } } }
    }

    @Test func aSecondCallWithinAYearMakesNoRequest() async throws {
        let transport = StubTransport(statusCode: 200, body: Self.body)
        let clock = Clock(Self.start)
        let normals = StoredClimateNormals(
            upstream: OpenMeteoClient(transport: transport), store: InMemoryWeatherStore(), now: clock.now)
        let first = try await normals.climateNormals(at: Self.berlin)
        #expect(transport.requests.count == 1)
        #expect(first.normal(month: 6, day: 1)?.high.value == 10)
        clock.advance(days: 364)
        let second = try await normals.climateNormals(at: Self.berlin)
        #expect(transport.requests.count == 1)
        #expect(second == first)
        clock.advance(days: 2)
        _ = try await normals.climateNormals(at: Self.berlin)
        #expect(transport.requests.count == 2)
        // Another place is another request.
        _ = try await normals.climateNormals(at: try Coordinate(latitude: 48.14, longitude: 11.58))
        #expect(transport.requests.count == 3)
    }

    /// A snapshot store whose every call fails.
    struct FailingStore: SnapshotStore {
        func snapshot<Element>(for key: SnapshotKey<Element>) async throws -> Timestamped<[Element]>? {
            throw WeatherError(.storage, message: "The disk is gone.")
        }
        func saveSnapshot<Element>(_ items: [Element], for key: SnapshotKey<Element>, at date: Date) async throws {
            throw WeatherError(.storage, message: "The disk is gone.")
        }
        func removeSnapshot<Element>(for key: SnapshotKey<Element>) async throws {}
    }

    @Test func aFailingStoreFallsBackToFetching() async throws {
        let transport = StubTransport(statusCode: 200, body: Self.body)
        let normals = StoredClimateNormals(
            upstream: OpenMeteoClient(transport: transport), store: FailingStore(), now: { Self.start })
        _ = try await normals.climateNormals(at: Self.berlin)
        _ = try await normals.climateNormals(at: Self.berlin)
        #expect(transport.requests.count == 2)
    }

    @Test func garbageInTheStoreFallsBackToFetchingAndIsReplaced() async throws {
        let transport = StubTransport(statusCode: 200, body: Self.body)
        let store = InMemoryWeatherStore()
        let key = StoredClimateNormals.key(for: Self.berlin, origin: .live)
        try await store.saveSnapshot(["not normals"], for: SnapshotKey<String>(key.name), at: Self.start)
        let normals = StoredClimateNormals(
            upstream: OpenMeteoClient(transport: transport), store: store, now: { Self.start })
        _ = try await normals.climateNormals(at: Self.berlin)
        #expect(transport.requests.count == 1)
        _ = try await normals.climateNormals(at: Self.berlin)
        #expect(transport.requests.count == 1)
    }

    @Test func aCopyFromTheFutureOrAnotherOriginIsNotServed() async throws {
        let transport = StubTransport(statusCode: 200, body: Self.body)
        let store = InMemoryWeatherStore()
        let later = StoredClimateNormals(
            upstream: OpenMeteoClient(transport: transport), store: store, now: { Self.start + 86_400 })
        _ = try await later.climateNormals(at: Self.berlin)
        let earlier = StoredClimateNormals(
            upstream: OpenMeteoClient(transport: transport), store: store, now: { Self.start })
        _ = try await earlier.climateNormals(at: Self.berlin)
        #expect(transport.requests.count == 2)
        let sandbox = StubTransport(statusCode: 200, body: Self.body, dataOrigin: .sandbox)
        let fromSandbox = StoredClimateNormals(
            upstream: OpenMeteoClient(transport: sandbox), store: store, now: { Self.start })
        _ = try await fromSandbox.climateNormals(at: Self.berlin)
        #expect(sandbox.requests.count == 1)
    }

    @Test func theUpstreamsErrorsReachTheCaller() async throws {
        let transport = StubTransport(statusCode: 200, body: "{}")
        let normals = StoredClimateNormals(
            upstream: OpenMeteoClient(transport: transport, configuration: .init(retryPolicy: .none)),
            store: InMemoryWeatherStore())
        await #expect(throws: WeatherError.self) { try await normals.climateNormals(at: Self.berlin) }
    }
}
