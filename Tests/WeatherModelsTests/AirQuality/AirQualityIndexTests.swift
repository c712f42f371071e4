import Foundation
import Testing

@testable import WeatherModels

/// Known answers at every breakpoint edge of the EPA's 2024 tables (EPA-454/B-24-002, Table 6).
@Suite("US EPA AQI")
struct AirQualityIndexTests {
    /// A concentration in the table's unit, with the index the EPA gives it.
    struct Edge: Sendable, CustomStringConvertible {
        var pollutant: Pollutant
        /// In the table's unit: µg/m³ for particles, ppm for O₃ and CO, ppb for NO₂ and SO₂.
        var tableValue: Double
        var index: Int
        var description: String { "\(pollutant) \(tableValue) → \(index)" }

        /// The same concentration in µg/m³, as providers report it.
        var microgramsPerCubicMeter: Double {
            switch pollutant {
            case .pm25, .pm10: tableValue
            case .ozone, .carbonMonoxide: tableValue * 1_000 * (pollutant.molarMass ?? 0) / 24.45
            default: tableValue * (pollutant.molarMass ?? 0) / 24.45
            }
        }
    }

    static func edges(_ pollutant: Pollutant, _ rows: [(Double, Double, Int, Int)]) -> [Edge] {
        rows.flatMap { row in
            [
                Edge(pollutant: pollutant, tableValue: row.0, index: row.2),
                Edge(pollutant: pollutant, tableValue: row.1, index: row.3),
            ]
        }
    }

    static let allEdges: [Edge] =
        edges(
            .pm25,
            [
                (0.0, 9.0, 0, 50), (9.1, 35.4, 51, 100), (35.5, 55.4, 101, 150), (55.5, 125.4, 151, 200),
                (125.5, 225.4, 201, 300), (225.5, 325.4, 301, 500),
            ])
        + edges(
            .pm10,
            [
                (0, 54, 0, 50), (55, 154, 51, 100), (155, 254, 101, 150), (255, 354, 151, 200), (355, 424, 201, 300),
                (425, 604, 301, 500),
            ])
        + edges(
            .ozone,
            [
                (0.000, 0.054, 0, 50), (0.055, 0.070, 51, 100), (0.071, 0.085, 101, 150), (0.086, 0.105, 151, 200),
                (0.106, 0.200, 201, 300), (0.405, 0.604, 301, 500),
            ])
        + edges(
            .nitrogenDioxide,
            [
                (0, 53, 0, 50), (54, 100, 51, 100), (101, 360, 101, 150), (361, 649, 151, 200), (650, 1249, 201, 300),
                (1250, 2049, 301, 500),
            ])
        + edges(
            .sulfurDioxide,
            [
                (0, 35, 0, 50), (36, 75, 51, 100), (76, 185, 101, 150), (186, 304, 151, 200), (305, 604, 201, 300),
                (605, 1004, 301, 500),
            ])
        + edges(
            .carbonMonoxide,
            [
                (0.0, 4.4, 0, 50), (4.5, 9.4, 51, 100), (9.5, 12.4, 101, 150), (12.5, 15.4, 151, 200),
                (15.5, 30.4, 201, 300), (30.5, 50.4, 301, 500),
            ])

    @Test("Every breakpoint edge gives the EPA's index", arguments: allEdges)
    func edge(_ edge: Edge) throws {
        let index = try #require(AirQualityIndex.usEPA([edge.pollutant: edge.microgramsPerCubicMeter]))
        #expect(index.value == edge.index)
        #expect(index.dominantPollutant == edge.pollutant)
        #expect(index.category == AirQualityCategory(usAQI: edge.index))
    }

    @Test func concentrationsAreTruncatedBeforeTheLookup() {
        #expect(AirQualityIndex.usEPA([.pm25: 9.09])?.value == 50)
        #expect(AirQualityIndex.usEPA([.pm25: 35.49])?.value == 100)
        #expect(AirQualityIndex.usEPA([.pm10: 54.9])?.value == 50)
    }

    @Test func valuesInsideARowAreInterpolated() {
        // (100 − 51) / (35.4 − 9.1) × (12.0 − 9.1) + 51 = 56.4
        #expect(AirQualityIndex.usEPA([.pm25: 12.0])?.value == 56)
        // (150 − 101) / (55.4 − 35.5) × (40.0 − 35.5) + 101 = 112.08
        #expect(AirQualityIndex.usEPA([.pm25: 40.0])?.value == 112)
    }

    @Test func beyondTheTableIsHazardous500() {
        #expect(AirQualityIndex.usEPA([.pm25: 900])?.value == 500)
        #expect(AirQualityIndex.usEPA([.pm10: 10_000])?.category == .hazardous)
        #expect(AirQualityIndex.usEPA([.pm25: .greatestFiniteMagnitude])?.value == 500)
    }

    @Test func theHighestSubIndexSetsTheIndexAndNamesItsPollutant() throws {
        let index = try #require(AirQualityIndex.usEPA([.pm25: 5, .pm10: 200, .nitrogenMonoxide: 900]))
        #expect(index.dominantPollutant == .pm10)
        // (150 − 101) / (254 − 155) × (200 − 155) + 101 = 123.3
        #expect(index.value == 123)
    }

    @Test func withoutAnAQIPollutantThereIsNoIndex() {
        #expect(AirQualityIndex.usEPA([:]) == nil)
        #expect(AirQualityIndex.usEPA([.ammonia: 20, .nitrogenMonoxide: 3]) == nil)
        #expect(AirQualityIndex.usEPA([.pm25: .nan, .pm10: -4]) == nil)
    }

    @Test func categoriesCoverTheScaleWithoutGaps() {
        var next = 0
        for category in AirQualityCategory.allCases {
            #expect(category.range.lowerBound == next)
            #expect(AirQualityCategory(usAQI: category.range.lowerBound) == category)
            #expect(AirQualityCategory(usAQI: category.range.upperBound) == category)
            next = category.range.upperBound + 1
        }
        #expect(next == 501)
        #expect(AirQualityCategory.unhealthyForSensitiveGroups.description == "Unhealthy for Sensitive Groups")
    }

    @Test func aReadingKeepsWhatCameAndRoundTrips() throws {
        let air = AirQuality(
            date: Date(timeIntervalSince1970: 1_700_000_000),
            concentrations: [.pm25: 12.0, .ozone: 60, .carbonMonoxide: .nan, .ammonia: -1],
            providerIndex: ProviderAirQualityIndex(scale: "openweather", value: 2))
        #expect(air.concentrations.keys.sorted { $0.rawValue < $1.rawValue } == [.ozone, .pm25])
        #expect(air.usAQI?.value == 56)
        #expect(air.concentration(of: .pm25)?.converted(to: .milligramsPerDeciliter).value ?? 0 > 0)
        let decoded = try JSONDecoder().decode(AirQuality.self, from: try JSONEncoder().encode(air))
        #expect(decoded == air)
    }

    @Test func gasesConvertAt25DegreesAndOneAtmosphere() throws {
        // 100 µg/m³ of O₃ is 100 × 24.45 / 48.00 = 50.9 ppb.
        let ppb = try #require(Pollutant.ozone.partsPerBillion(fromMicrogramsPerCubicMeter: 100))
        #expect(abs(ppb - 50.9375) < 1e-9)
        #expect(Pollutant.pm10.partsPerBillion(fromMicrogramsPerCubicMeter: 100) == nil)
    }
}
