import Foundation
import Testing
import WeatherNetworking
import WeatherTestSupport

@testable import WeatherProviders

/// Pollen from Open-Meteo's air-quality API: the recorded bodies of Brno (covered, October) and New York (not
/// covered), and hostile bodies that must end in typed errors.
@Suite("Open-Meteo pollen")
struct OpenMeteoPollenTests {
    static let brno = try! Coordinate(latitude: 49.1951, longitude: 16.6068)
    static let newYork = try! Coordinate(latitude: 40.7128, longitude: -74.006)

    static func forecast(_ body: String, days: Int = 3, at place: Coordinate = brno) async throws -> PollenForecast {
        let client = OpenMeteoClient(
            transport: StubTransport(statusCode: 200, body: body), configuration: .init(retryPolicy: .none))
        return try await client.pollenForecast(at: place, days: days)
    }

    static func fixture(_ name: String) throws -> String {
        String(decoding: try Fixtures.data("openmeteo/air-quality/\(name)"), as: UTF8.self)
    }

    @Test func theRequestAsksForTheSixSpeciesHourlyInUnixTime() async throws {
        let transport = StubTransport(
            statusCode: 200, body: try Self.fixture("brno-pollen-europe-unixtime-2026-10-01.json"))
        _ = try await OpenMeteoClient(transport: transport).pollenForecast(at: Self.brno, days: 3)
        let request = try #require(transport.requests.first)
        #expect(request.url.host == "air-quality-api.open-meteo.com")
        #expect(request.url.path == "/v1/air-quality")
        let query = try #require(request.url.query)
        #expect(
            query.contains(
                "hourly=alder_pollen%2Cbirch_pollen%2Cgrass_pollen%2Cmugwort_pollen%2Colive_pollen%2Cragweed_pollen"))
        #expect(query.contains("forecast_days=3"))
        #expect(query.contains("timezone=auto"))
        #expect(query.contains("timeformat=unixtime"))
    }

    @Test func brnoInOctoberIsCoveredWithLittleInTheAir() async throws {
        let forecast = try await Self.forecast(try Self.fixture("brno-pollen-europe-unixtime-2026-10-01.json"))
        #expect(forecast.hourly.count == 72)
        // 1790805600 is 2026-09-30T22:00Z, midnight in Brno.
        #expect(forecast.hourly.first?.date == Date(timeIntervalSince1970: 1_790_805_600))
        #expect(forecast.timeZone.identifier == "Europe/Prague")
        #expect(forecast.coverage == .present)
        let hours = forecast.hourly
        #expect(hours.allSatisfy { $0.concentration(of: .alder) == 0 && $0.concentration(of: .birch) == 0 })
        #expect(hours.allSatisfy { $0.concentration(of: .olive) == 0 })
        #expect(hours.allSatisfy { $0.coverage != .notCovered })
        let days = forecast.daily
        #expect(days.count == 3)
        let peakMugwort = try #require(days.compactMap { $0.concentration(of: .mugwort) }.max())
        #expect(peakMugwort == 5.4)
        let peakRagweed = try #require(days.compactMap { $0.concentration(of: .ragweed) }.max())
        #expect(peakRagweed <= 1.3 && peakRagweed > 0)
        // 5.4 grains of mugwort is low on the scale (below 10).
        #expect(days.allSatisfy { ($0.overallLevel ?? .veryHigh) <= .low })
        let first = try #require(forecast.day(containing: Date(timeIntervalSince1970: 1_790_805_600 + 13 * 3600)))
        #expect(first.date == Date(timeIntervalSince1970: 1_790_805_600))
        #expect(first.level(of: .alder) == PollenLevel.none)
    }

    @Test func newYorkIsNotCovered() async throws {
        let forecast = try await Self.forecast(
            try Self.fixture("new-york-pollen-all-null-outside-europe-2026-10-01.json"), at: Self.newYork)
        #expect(forecast.hourly.count == 72)
        #expect(forecast.coverage == .notCovered)
        #expect(forecast.hourly.allSatisfy { $0.grainsPerCubicMeter.isEmpty })
        #expect(forecast.daily.allSatisfy { $0.coverage == .notCovered && $0.overallLevel == nil })
        #expect(forecast.hourly.first?.date == Date(timeIntervalSince1970: 1_790_827_200))
    }

    @Test func daysOutsideOneToFourAreRefusedBeforeAnyRequest() async throws {
        let transport = StubTransport(statusCode: 200, body: "{}")
        let client = OpenMeteoClient(transport: transport)
        for days in [0, 5, -1] {
            await #expect(throws: WeatherError.self) { try await client.pollenForecast(at: Self.brno, days: days) }
        }
        #expect(transport.requests.isEmpty)
    }

    /// A pollen body whose hourly block is `hourly` (JSON members after `time`).
    static func body(times: String = "[1790805600,1790809200]", _ hourly: String) -> String {
        """
        {"latitude":49.2,"longitude":16.600002,"generationtime_ms":0.5,"utc_offset_seconds":7200,
        "timezone":"Europe/Prague","timezone_abbreviation":"GMT+2","elevation":231.0,
        "hourly_units":{"time":"unixtime"},"hourly":{"time":\(times),\(hourly)}}
        """
    }

    static let goodSpecies = [
        "\"alder_pollen\":[0.0,0.0]", "\"birch_pollen\":[0.0,0.0]", "\"grass_pollen\":[1.0,2.0]",
        "\"mugwort_pollen\":[null,null]", "\"olive_pollen\":[0.0,0.0]", "\"ragweed_pollen\":[0.0,0.1]",
    ]

    @Test func aWellFormedSyntheticBodyKeepsNullsApartFromZeros() async throws {
        let forecast = try await Self.forecast(Self.body(Self.goodSpecies.joined(separator: ",")))
        let hour = try #require(forecast.hourly.last)
        #expect(hour.concentration(of: .mugwort) == nil)
        #expect(hour.concentration(of: .alder) == 0)
        #expect(hour.concentration(of: .grass) == 2)
        #expect(hour.dominantSpecies == .grass)
    }

    static let hostile: [String] = [
        // A species with another length than the times.
        body(
            (goodSpecies.dropLast() + ["\"ragweed_pollen\":[0.0]"]).joined(separator: ",")),
        // Strings where numbers belong.
        body((goodSpecies.dropLast() + ["\"ragweed_pollen\":[\"high\",\"low\"]"]).joined(separator: ",")),
        // A mix of numbers and text.
        body((goodSpecies.dropLast() + ["\"ragweed_pollen\":[1.0,\"x\"]"]).joined(separator: ",")),
        // A species missing.
        body(goodSpecies.dropLast().joined(separator: ",")),
        // No hourly block at all.
        #"{"latitude":49.2,"longitude":16.6,"utc_offset_seconds":7200,"timezone":"Europe/Prague"}"#,
        // Far more hours than the SDK reads.
        body(
            times: "[" + Array(repeating: "1790805600", count: 20_001).joined(separator: ",") + "]",
            goodSpecies.joined(separator: ",")),
        // Nesting deeper than the parser allows.
        body(
            (goodSpecies.dropLast() + [
                "\"ragweed_pollen\":" + String(repeating: "[", count: 600)
                    + String(repeating: "]", count: 600)
            ]).joined(separator: ",")),
        // A time that is not one.
        body(times: "[1790805600,\"tomorrow\"]", goodSpecies.joined(separator: ",")),
        // Not JSON.
        "{\"hourly\":",
    ]

    @Test(arguments: hostile.indices)
    func hostileBodiesAreTypedErrors(index: Int) async throws {
        let error = await #expect(throws: WeatherError.self) { try await Self.forecast(Self.hostile[index]) }
        #expect(error?.code == .decoding || error?.code == .invalidResponse)
    }
}
