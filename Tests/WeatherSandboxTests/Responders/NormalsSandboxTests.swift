import Foundation
import Testing
import WeatherModels
import WeatherNetworking
import WeatherProviders

@testable import WeatherSandbox

/// The sandbox answers the archive's 30-year request for normals offline, with normals that are its own climate's.
@Suite("Climate normals on the sandbox")
struct NormalsSandboxTests {
    static let berlin = try! Coordinate(latitude: 52.52, longitude: 13.405)

    static func berlinNormals(seed: UInt64 = 7) async throws -> DailyNormals {
        try await OpenMeteoClient(transport: SandboxTesting.sandbox(seed: seed)).climateNormals(at: Self.berlin)
    }

    @Test func berlinsNormalsAreTheGazetteersMonths() async throws {
        let normals = try await Self.berlinNormals()
        #expect(normals.years == 1991...2020)
        let table = try #require(ClimateNormalsTable.standard.nearest(to: Self.berlin, within: 1000)?.normals)
        #expect(table.highs[6] == 25 && table.highs[0] == 3)
        let july = try #require(normals.normal(month: 7, day: 15))
        let january = try #require(normals.normal(month: 1, day: 15))
        #expect(abs(july.high.value - table.highs[6]) <= 1.5, "\(july.high)")
        #expect(abs(january.high.value - table.highs[0]) <= 1.5, "\(january.high)")
        #expect(abs(july.low.value - table.lows[6]) <= 1.5, "\(july.low)")
        #expect(abs(january.low.value - table.lows[0]) <= 1.5, "\(january.low)")
        // July's precipitation per day is about the month's 62 mm over 31 days.
        let rain = try #require(july.precipitation?.value)
        #expect(abs(rain - table.precipitation[6] / 31) < 0.8, "\(rain)")
    }

    @Test func theSameSeedGivesTheSameNormals() async throws {
        let first = try await Self.berlinNormals()
        #expect(try await Self.berlinNormals() == first)
    }

    @Test func todayAgainstNormalComparesTheSandboxsForecastWithItsNormals() async throws {
        let client = OpenMeteoClient(transport: SandboxTesting.sandbox())
        let weather = try await client.weather(at: Self.berlin, including: .daily)
        let normals = try await client.climateNormals(at: Self.berlin)
        let today = try #require(weather.daily.first)
        let comparison = normals.comparison(of: today, in: weather.timeZone)
        #expect(comparison.normal.month == 6 && comparison.normal.day == 15)
        #expect(abs(comparison.difference.value) < 12)
        let sentence = WeatherFormatter(locale: Locale(identifier: "en_GB")).normalComparison(
            comparison, in: weather.timeZone)
        #expect(sentence.contains("15 Jun"))
    }

    @Test func longSpansGiveDailyTemperaturesAndPrecipitationOnly() async throws {
        let sandbox = SandboxTesting.sandbox()
        let base = "https://archive-api.open-meteo.com/v1/archive?latitude=52.52&longitude=13.41"
        let hourly = try await SandboxTesting.get(
            base + "&start_date=2000-01-01&end_date=2003-12-31&hourly=temperature_2m", from: sandbox)
        #expect(hourly.statusCode == 400)
        let longest = try await SandboxTesting.get(
            base + "&start_date=1940-01-01&end_date=2024-12-31&daily=temperature_2m_max,temperature_2m_min,"
                + "temperature_2m_mean,precipitation_sum",
            from: sandbox)
        #expect(longest.statusCode == 200)
        let unknown = try await SandboxTesting.get(
            base + "&start_date=2000-01-01&end_date=2003-12-31&daily=sunrise", from: sandbox)
        #expect(unknown.statusCode == 400)
    }
}
