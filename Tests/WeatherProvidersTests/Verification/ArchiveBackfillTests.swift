import Foundation
import Testing
import WeatherCore
import WeatherModels
import WeatherProviders
import WeatherStore
import WeatherTesting

/// The archive fills the hours no source observed, within a daily budget of requests.
@Suite("Archive backfill")
struct ArchiveBackfillTests {
    static let home = try! Coordinate(latitude: 48.8566, longitude: 2.3522)
    static let placeKey = VerifyingWeatherProvider.placeKey(for: home)
    /// 2025-06-15 16:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_750_003_200)

    /// An archive that answers every day with 24 hours at 15 °C and 0.2 mm, and counts the days asked for.
    final class CountingArchive: PastWeatherProvider {
        let asked = Locked<[Date]>([])
        let fails: Bool

        init(fails: Bool = false) {
            self.fails = fails
        }

        var earliestPastDate: Date? { nil }

        func pastWeather(at coordinate: Coordinate, on date: Date) async throws -> Weather {
            asked.withLock { $0.append(date) }
            if fails { throw WeatherError(.server, message: "The archive failed.") }
            let start = Date(timeIntervalSince1970: (date.timeIntervalSince1970 / 86_400).rounded(.down) * 86_400)
            let hours = (0..<24).map { index in
                HourForecast(
                    date: start.addingTimeInterval(Double(index) * 3600),
                    temperature: Measurement(value: 15, unit: .celsius), condition: .drizzle,
                    precipitationAmount: Measurement(value: 0.2, unit: .millimeters))
            }
            return Weather(
                coordinate: coordinate, timeZone: TimeZone(identifier: "UTC")!, hourly: hours,
                source: WeatherSource(provider: "archive"), fetchedAt: date)
        }
    }

    /// A store with one sample at noon of each of the `days` days before now, and no observation.
    static func store(days: Int) async throws -> InMemoryWeatherStore {
        let store = InMemoryWeatherStore()
        let today = (now.timeIntervalSince1970 / 86_400).rounded(.down) * 86_400
        for back in 1...days {
            let valid = Date(timeIntervalSince1970: today - Double(back) * 86_400 + 12 * 3600)
            try await store.recordForecasts([
                ForecastSample(
                    source: "openmeteo", placeKey: placeKey, issuedAt: valid.addingTimeInterval(-6 * 3600),
                    validAt: valid, temperature: 14)
            ])
        }
        return store
    }

    @Test func theOldestUnobservedDaysAreAskedForUntilTheBudgetIsSpent() async throws {
        let store = try await Self.store(days: 5)
        let archive = CountingArchive()
        let clock = Locked(Self.now)
        let backfill = ArchiveBackfill(archive: archive, store: store, dailyBudget: 2, now: { clock.current })

        #expect(await backfill.run() == 2)
        // The two oldest days, five and four days back.
        #expect(archive.asked.current.map { Int((Self.now.timeIntervalSince($0) / 86_400).rounded(.down)) } == [5, 4])
        let data = try await store.verificationData(for: Self.placeKey)
        #expect(data.observations.count == 48)
        #expect(data.observations.allSatisfy { $0.kind == .archive && $0.observedBy == "archive" })
        // The samples of those days are now paired and scored.
        let scores = ForecastVerifier.scores(samples: data.samples, observations: data.observations)
        #expect(scores.first?.samples == 2)
        #expect(scores.first?.temperatureBias == -1)

        // Spent for today; the next day has a new budget, and the observed days are not asked again.
        #expect(await backfill.run() == 0)
        #expect(await backfill.remainingToday == 0)
        clock.withLock { $0 = $0.addingTimeInterval(86_400) }
        #expect(await backfill.run() == 2)
        #expect(archive.asked.current.count == 4)
        #expect(Set(archive.asked.current).count == 4)
    }

    @Test func aDayNotYetADayOldIsNotAsked() async throws {
        let store = InMemoryWeatherStore()
        let valid = Self.now.addingTimeInterval(-3 * 3600)
        try await store.recordForecasts([
            ForecastSample(
                source: "openmeteo", placeKey: Self.placeKey, issuedAt: valid.addingTimeInterval(-3600),
                validAt: valid, temperature: 14)
        ])
        let archive = CountingArchive()

        #expect(await ArchiveBackfill(archive: archive, store: store, now: { Self.now }).run() == 0)
        #expect(archive.asked.current.isEmpty)
    }

    @Test func aFailingArchiveSpendsTheRequestAndRecordsNothing() async throws {
        let store = try await Self.store(days: 3)
        let archive = CountingArchive(fails: true)

        let made = await ArchiveBackfill(archive: archive, store: store, dailyBudget: 4, now: { Self.now }).run()

        #expect(made == 3)
        #expect(try await store.verificationData(for: Self.placeKey).observations.isEmpty)
    }
}
