import Foundation
import Testing
import WeatherModels
import WeatherNetworking
import WeatherProviders

@testable import WeatherSandbox

/// Pollen from the sandbox's Open-Meteo air-quality stand-in: Europe only, each species in its season.
@Suite("Pollen on the sandbox")
struct PollenSandboxTests {
    static let vienna = try! Coordinate(latitude: 48.2082, longitude: 16.3738)
    static let newYork = try! Coordinate(latitude: 40.7128, longitude: -74.006)
    static let athens = try! Coordinate(latitude: 37.9838, longitude: 23.7275)
    /// 2025-05-15 12:00:00 UTC.
    static let may = Date(timeIntervalSince1970: 1_747_310_400)
    /// 2025-12-10 12:00:00 UTC.
    static let december = Date(timeIntervalSince1970: 1_765_368_000)

    static func pollen(at place: Coordinate, on date: Date, seed: UInt64 = 7) async throws -> PollenForecast {
        try await OpenMeteoClient(transport: SandboxTesting.sandbox(seed: seed, at: date)).pollenForecast(at: place)
    }

    @Test func aEuropeanCityInMayHasBirchAndGrass() async throws {
        let forecast = try await Self.pollen(at: Self.vienna, on: Self.may)
        #expect(forecast.hourly.count == 96)
        let today = try #require(forecast.day(containing: Self.may))
        #expect((today.concentration(of: .birch) ?? 0) > 0)
        #expect((today.concentration(of: .grass) ?? 0) > 0)
        #expect(today.concentration(of: .ragweed) == 0)
        #expect(today.coverage == .present)
    }

    @Test func inDecemberEverySpeciesIsAtZero() async throws {
        let forecast = try await Self.pollen(at: Self.vienna, on: Self.december)
        #expect(forecast.coverage == .nothingInTheAir)
        #expect(forecast.hourly.allSatisfy { $0.grainsPerCubicMeter.count == 6 })
        #expect(forecast.hourly.allSatisfy { $0.grainsPerCubicMeter.values.allSatisfy { $0 == 0 } })
    }

    @Test func newYorkIsNotCovered() async throws {
        let forecast = try await Self.pollen(at: Self.newYork, on: Self.may)
        #expect(forecast.hourly.count == 96)
        #expect(forecast.coverage == .notCovered)
    }

    @Test func oliveFlowersAroundTheMediterraneanOnly() async throws {
        let athens = try #require(try await Self.pollen(at: Self.athens, on: Self.may).day(containing: Self.may))
        let vienna = try #require(try await Self.pollen(at: Self.vienna, on: Self.may).day(containing: Self.may))
        #expect((athens.concentration(of: .olive) ?? 0) > 0)
        #expect(vienna.concentration(of: .olive) == 0)
    }

    @Test func theAfternoonHasMoreThanTheNightAndTheSeedDecides() async throws {
        let forecast = try await Self.pollen(at: Self.vienna, on: Self.may)
        let calendar = { () -> Calendar in
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = forecast.timeZone
            return calendar
        }()
        let grass = { (hour: Int) in
            forecast.hourly.filter { calendar.component(.hour, from: $0.date) == hour }
                .compactMap { $0.concentration(of: .grass) }.reduce(0, +)
        }
        #expect(grass(15) > grass(3))
        let again = try await Self.pollen(at: Self.vienna, on: Self.may)
        #expect(again == forecast)
        let other = try await Self.pollen(at: Self.vienna, on: Self.may, seed: 8)
        #expect(other != forecast)
    }

    @Test func pastTheFourthDayPollenIsNull() async throws {
        let response = try await SandboxTesting.get(
            "https://air-quality-api.open-meteo.com/v1/air-quality?latitude=48.2&longitude=16.37"
                + "&hourly=grass_pollen&forecast_days=6&timezone=auto&timeformat=unixtime",
            from: SandboxTesting.sandbox(at: Self.may))
        let hourly = try #require(try SandboxTesting.object(response)["hourly"] as? [String: Any])
        let grass = try #require(hourly["grass_pollen"] as? [Any])
        #expect(grass.count == 144)
        #expect(grass[..<96].allSatisfy { $0 is NSNumber })
        #expect(grass[96...].allSatisfy { $0 is NSNull })
        #expect((hourly["time"] as? [Any])?.first is NSNumber)
    }
}
