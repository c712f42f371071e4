import Foundation
import Testing
import WeatherModels

@testable import WeatherStore

@Suite("Verification store")
struct VerificationStoreTests {
    static let start = Date(timeIntervalSince1970: 1_750_000_000)

    static func sample(
        _ source: ProviderID, place: String = "home", issuedAfter hours: Int, lead: Int, temperature: Double
    ) -> ForecastSample {
        let issued = start.addingTimeInterval(Double(hours) * 3600)
        return ForecastSample(
            source: source, placeKey: place, issuedAt: issued, validAt: issued.addingTimeInterval(Double(lead) * 3600),
            temperature: temperature, precipitationChance: 0.2, precipitationAmount: 0)
    }

    static func observation(place: String = "home", afterHours hours: Int, temperature: Double) -> WeatherObservation {
        WeatherObservation(
            placeKey: place, time: start.addingTimeInterval(Double(hours) * 3600), temperature: temperature,
            precipitation: 0, observedBy: "truth")
    }

    @Test(arguments: StoreBackend.all)
    func keepsSamplesAndObservationsPerPlaceAndReplacesTheSameHour(_ backend: StoreBackend) async throws {
        try await backend.withStore { store in
            try await store.recordForecasts([
                Self.sample("a", issuedAfter: 0, lead: 1, temperature: 10),
                Self.sample("a", place: "away", issuedAfter: 0, lead: 1, temperature: 30),
                Self.sample("a", issuedAfter: 0, lead: 6, temperature: .nan),
            ])
            // Fetched again ten minutes later: the same source, lead bucket and valid hour replace the first.
            var again = Self.sample("a", issuedAfter: 0, lead: 1, temperature: 11)
            again.issuedAt.addTimeInterval(600)
            again.validAt = Self.start.addingTimeInterval(3600)
            try await store.recordForecasts([again])
            try await store.recordObservations([Self.observation(afterHours: 1, temperature: 12)])
            let data = try await store.verificationData(for: "home")
            #expect(data.samples.map(\.temperature) == [11])
            #expect(data.observations.map(\.temperature) == [12])
            #expect(data.skippedRows == 0)
            #expect(try await store.verifiedPlaceKeys() == ["away", "home"])
            let scores = try await store.scores(for: "home", now: Self.start.addingTimeInterval(7200))
            #expect(scores.map(\.temperatureBias) == [-1])
        }
    }

    @Test(arguments: StoreBackend.all)
    func pruningDropsWhatIsOlderThanTheHorizon(_ backend: StoreBackend) async throws {
        try await backend.withStore { store in
            try await store.recordForecasts([Self.sample("a", issuedAfter: 0, lead: 1, temperature: 10)])
            try await store.recordObservations([Self.observation(afterHours: 1, temperature: 10)])
            let later = Self.start.addingTimeInterval(VerificationLimits.horizon + 2 * 3600)
            #expect(try await store.pruneVerification(now: later) == 2)
            #expect(try await store.verificationData(for: "home") == VerificationData())
        }
    }

    @Test func scoresSurviveARestart() async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("weather.sqlite")
            let now = Self.start.addingTimeInterval(48 * 3600)
            let before: [SourceScore]
            do {
                let store = try SQLiteWeatherStore(path: url)
                for hour in 0..<40 {
                    try await store.recordForecasts([
                        Self.sample("warm", issuedAfter: hour, lead: 1, temperature: 12),
                        Self.sample("good", issuedAfter: hour, lead: 1, temperature: 10.5),
                    ])
                    try await store.recordObservations([Self.observation(afterHours: hour + 1, temperature: 10)])
                }
                before = try await store.scores(for: "home", now: now)
            }
            let reopened = try SQLiteWeatherStore(path: url)
            let after = try await reopened.scores(for: "home", now: now)
            #expect(after == before)
            #expect(after.map(\.source) == ["good", "warm"])
            #expect(after.map(\.samples) == [40, 40])
            #expect(after.first?.confidence == .low)
        }
    }

    @Test func damagedRowsAreSkippedAndCounted() async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("weather.sqlite")
            let store = try SQLiteWeatherStore(path: url)
            try await store.recordForecasts([
                Self.sample("a", issuedAfter: 0, lead: 1, temperature: 10),
                Self.sample("a", issuedAfter: 0, lead: 6, temperature: 11),
            ])
            try await store.recordObservations([
                Self.observation(afterHours: 1, temperature: 10), Self.observation(afterHours: 6, temperature: 10),
            ])
            let writer = try SQLiteConnection(path: url.path)
            try writer.execute("UPDATE forecast_samples SET temperature = 'warm' WHERE lead_hours = 6")
            try writer.execute(
                "INSERT INTO observations VALUES ('home', x'00ff', 'current', 0, 5, NULL)")
            let data = try await store.verificationData(for: "home")
            #expect(data.samples.map(\.temperature) == [10])
            #expect(data.observations.count == 2)
            #expect(data.skippedRows == 2)
            #expect(try await store.scores(for: "home", now: Self.start.addingTimeInterval(86_400)).count == 1)
        }
    }

    /// A year of hourly recording at one place from three sources at five lead times stays within the
    /// documented bounds: the caps in rows, and `maximumBytesPerPlace` on disk.
    @Test func aSimulatedYearStaysWithinTheDocumentedBounds() async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("weather.sqlite")
            let store = try SQLiteWeatherStore(path: url)
            let sources: [ProviderID] = ["openweather", "open-meteo", "metno"]
            for hour in 0..<(365 * 24) {
                let samples = sources.flatMap { source in
                    LeadTime.all.map { lead in
                        Self.sample(
                            source, place: "52.5200,13.4050", issuedAfter: hour, lead: lead.hours,
                            temperature: Double(hour % 30))
                    }
                }
                try await store.recordForecasts(samples)
                try await store.recordObservations(
                    sources.map { source in
                        WeatherObservation(
                            placeKey: "52.5200,13.4050", time: Self.start.addingTimeInterval(Double(hour) * 3600),
                            temperature: 10, precipitation: 0.2, observedBy: source)
                    })
            }
            let end = Self.start.addingTimeInterval(365 * 86_400)
            try await store.pruneVerification(now: end)
            let counts = try await store.verificationRowCounts()
            #expect(counts.samples <= VerificationLimits.samplesPerPlace)
            #expect(counts.samples > VerificationLimits.samplesPerPlace - 100)
            #expect(counts.observations <= VerificationLimits.observationsPerPlace)
            let data = try await store.verificationData(for: "52.5200,13.4050")
            #expect(data.observations.allSatisfy { end.timeIntervalSince($0.time) <= VerificationLimits.horizon })
            try await store.checkpoint()
            let bytes = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? .max
            #expect(bytes <= VerificationLimits.maximumBytesPerPlace, "the file is \(bytes) bytes")
        }
    }
}
