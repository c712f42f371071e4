import Foundation
import Testing

@testable import WeatherModels

/// Known answers of the SDK's astronomy: polar days and nights, the equator, the principal phases.
@Suite("Astronomy")
struct AstronomyTests {
    static func date(_ text: String) throws -> Date {
        try #require(ISO8601DateFormatter().date(from: text))
    }

    @Test func tromsoHasPolarDayInJuneAndPolarNightInDecember() throws {
        let tromso = try Coordinate(latitude: 69.6496, longitude: 18.956)
        let zone = try #require(TimeZone(identifier: "Europe/Oslo"))
        let june = Astronomy.day(containing: try Self.date("2025-06-21T12:00:00Z"), at: tromso, in: zone)
        #expect(june.sunrise == nil && june.sunset == nil)
        #expect(june.polar == .day)
        let december = Astronomy.day(containing: try Self.date("2025-12-21T12:00:00Z"), at: tromso, in: zone)
        #expect(december.sunrise == nil && december.sunset == nil)
        #expect(december.polar == .night)
        // In March the sun rises and sets again.
        let march = Astronomy.day(containing: try Self.date("2025-03-20T12:00:00Z"), at: tromso, in: zone)
        #expect(march.sunrise != nil && march.sunset != nil && march.polar == nil)
    }

    @Test func theSouthPoleIsTheOtherWayRound() throws {
        let pole = try Coordinate(latitude: -89.99, longitude: 0)
        let utc = try #require(TimeZone(identifier: "UTC"))
        #expect(Astronomy.day(containing: try Self.date("2025-12-21T12:00:00Z"), at: pole, in: utc).polar == .day)
        #expect(Astronomy.day(containing: try Self.date("2025-06-21T12:00:00Z"), at: pole, in: utc).polar == .night)
    }

    @Test func quitoAtTheEquinoxHasTwelveHoursAndAFewMinutes() throws {
        let quito = try Coordinate(latitude: -0.1807, longitude: -78.4678)
        let zone = try #require(TimeZone(identifier: "America/Guayaquil"))
        let day = Astronomy.day(containing: try Self.date("2025-03-20T17:00:00Z"), at: quito, in: zone)
        let length = try #require(day.sunset).timeIntervalSince(try #require(day.sunrise)) / 60
        // Refraction and the sun's radius add about seven minutes to the twelve hours.
        #expect((724...730).contains(length))
        #expect(day.date == zone.startOfDay(containing: try Self.date("2025-03-20T17:00:00Z")))
    }

    @Test(
        "the principal phases fall on their almanac instants",
        arguments: [
            ("2024-04-08T18:21:00Z", 0.0), ("2024-04-15T19:13:00Z", 0.25), ("2024-09-18T02:34:00Z", 0.5),
            ("2024-09-24T18:50:00Z", 0.75),
        ])
    func principalPhases(instant: String, phase: Double) throws {
        let computed = Astronomy.moonPhase(at: try Self.date(instant))
        let difference = abs(computed - phase)
        #expect(min(difference, 1 - difference) < 0.005)
        #expect(MoonPhase(fraction: computed) == MoonPhase(fraction: phase))
    }

    @Test func illuminationFollowsThePhase() throws {
        let full = try Self.date("2024-09-18T02:34:00Z")
        #expect(Astronomy.moonIllumination(at: full) > 0.999)
        #expect(Astronomy.moonIllumination(at: try Self.date("2024-04-08T18:21:00Z")) < 0.001)
    }

    @Test(
        "fractions are named",
        arguments: [
            (0.0, MoonPhase.new), (0.01, .new), (0.1, .waxingCrescent), (0.25, .firstQuarter), (0.3, .waxingGibbous),
            (0.5, .full), (0.6, .waningGibbous), (0.75, .lastQuarter), (0.9, .waningCrescent), (0.99, .new),
            (1.0, .new), (1.25, .firstQuarter), (-0.25, .lastQuarter), (.nan, .new),
        ])
    func names(fraction: Double, phase: MoonPhase) {
        #expect(MoonPhase(fraction: fraction) == phase)
    }

    @Test func aDaylightSavingDayIsSearchedWhole() throws {
        // 2025-03-30 in Berlin has 23 hours; sunrise and sunset still fall in it.
        let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
        let zone = try #require(TimeZone(identifier: "Europe/Berlin"))
        let day = Astronomy.day(containing: try Self.date("2025-03-30T10:00:00Z"), at: berlin, in: zone)
        let sunrise = try #require(day.sunrise)
        let sunset = try #require(day.sunset)
        #expect(sunrise > day.date && sunset > sunrise && sunset < day.date.addingTimeInterval(23 * 3600))
    }
}

/// The sample of the "Sun and moon" article, line for line.
@Suite("Sun and moon article")
struct SunAndMoonArticleTests {
    @Test func sample() throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        let oslo = try Coordinate(latitude: 59.9139, longitude: 10.7522)
        let zone = TimeZone(identifier: "Europe/Oslo")!
        let day = Astronomy.day(containing: Date(), at: oslo, in: zone)
        print(day.sunrise ?? "no sunrise", day.sunset ?? "no sunset", MoonPhase(fraction: day.moonPhase))

        #expect(printed.count == 1)
        #expect(MoonPhase.allCases.contains { printed[0].hasSuffix($0.description) })
    }
}
