import Foundation
import Testing
import WeatherModels

/// The pollen model: the per-species scale, coverage kept apart from zero, day peaks and the sentences.
@Suite("Pollen")
struct PollenTests {
    static let noon = Date(timeIntervalSince1970: 1_747_310_400)

    @Test func eachSpeciesHasItsOwnBands() {
        let cases: [(PollenSpecies, Double, PollenLevel)] = [
            (.birch, 0, .none), (.birch, 0.1, .low), (.birch, 14.9, .low), (.birch, 15, .moderate),
            (.birch, 89.9, .moderate), (.birch, 90, .high), (.birch, 1499, .high), (.birch, 1500, .veryHigh),
            (.alder, 15, .moderate), (.olive, 1500, .veryHigh),
            (.grass, 4.9, .low), (.grass, 5, .moderate), (.grass, 20, .high), (.grass, 200, .veryHigh),
            (.mugwort, 9.9, .low), (.mugwort, 10, .moderate), (.ragweed, 50, .high), (.ragweed, 500, .veryHigh),
            (.grass, -3, .none), (.grass, .nan, .none), (.grass, .infinity, .none),
        ]
        for (species, value, level) in cases {
            #expect(species.level(forGrainsPerCubicMeter: value) == level, "\(species) \(value)")
        }
    }

    @Test func notCoveredIsNotNothingInTheAir() {
        let outside = Pollen(date: Self.noon, grainsPerCubicMeter: [:])
        #expect(outside.coverage == .notCovered)
        #expect(outside.overallLevel == nil && outside.dominantSpecies == nil)
        #expect(outside.concentration(of: .birch) == nil && outside.level(of: .birch) == nil)
        let winter = Pollen(date: Self.noon, grainsPerCubicMeter: [.birch: 0, .grass: 0])
        #expect(winter.coverage == .nothingInTheAir)
        #expect(winter.overallLevel == PollenLevel.none && winter.dominantSpecies == nil)
        #expect(winter.level(of: .birch) == PollenLevel.none && winter.level(of: .olive) == nil)
    }

    @Test func theOverallLevelAndTheDominantSpecies() {
        let pollen = Pollen(date: Self.noon, grainsPerCubicMeter: [.grass: 42, .birch: 3, .olive: 0, .mugwort: -1])
        #expect(pollen.level(of: .grass) == .high)
        #expect(pollen.overallLevel == .high)
        #expect(pollen.dominantSpecies == .grass)
        #expect(pollen.speciesInTheAir == [.grass, .birch])
        #expect(pollen.concentration(of: .mugwort) == nil)  // negative: not a reading
        #expect(pollen.coverage == .present)
        // Two species at the same level: the one with more relative to where its moderate band begins leads
        // (birch 80 is 5.3 times its 15; grass 10 is twice its 5).
        let tie = Pollen(date: Self.noon, grainsPerCubicMeter: [.birch: 80, .grass: 10])
        #expect(tie.dominantSpecies == .birch)
    }

    @Test func aDayIsThePeakOfEachSpecies() throws {
        let zone = try #require(TimeZone(identifier: "Europe/Vienna"))
        let midnight = Date(timeIntervalSince1970: 1_747_260_000)  // 2025-05-15 00:00 in Vienna
        let hours = (0..<48).map { hour in
            Pollen(
                date: midnight.addingTimeInterval(Double(hour) * 3600),
                grainsPerCubicMeter: hour < 24 ? [.grass: Double(hour), .birch: 1] : [.grass: 2, .birch: 0])
        }
        let forecast = PollenForecast(hourly: hours.reversed(), timeZone: zone)
        #expect(forecast.hourly.first?.date == midnight)
        #expect(forecast.daily.count == 2)
        let first = try #require(forecast.day(containing: midnight.addingTimeInterval(5 * 3600)))
        #expect(first.date == midnight)
        #expect(first.concentration(of: .grass) == 23)
        #expect(first.concentration(of: .birch) == 1)
        #expect(forecast.daily[1].concentration(of: .grass) == 2)
        #expect(forecast.day(containing: midnight.addingTimeInterval(-3600)) == nil)
        #expect(PollenForecast(hourly: [], timeZone: zone).coverage == .notCovered)
    }

    @Test func survivesTheStorageFormat() throws {
        let pollen = Pollen(date: Self.noon, grainsPerCubicMeter: [.grass: 42.5, .birch: 0])
        let decoded = try JSONDecoder().decode(Pollen.self, from: JSONEncoder().encode(pollen))
        #expect(decoded == pollen)
    }

    @Test func sentencesInEnglish() {
        let english = WeatherFormatter(locale: Locale(identifier: "en_GB"))
        let pollen = Pollen(date: Self.noon, grainsPerCubicMeter: [.grass: 42, .birch: 3, .olive: 0])
        #expect(english.pollen(pollen) == "Pollen: grass high, birch low")
        #expect(english.pollen(Pollen(date: Self.noon, grainsPerCubicMeter: [.grass: 0])) == "No pollen in the air now")
        #expect(
            english.pollen(Pollen(date: Self.noon, grainsPerCubicMeter: [:]))
                == "Pollen forecasts are not available here")
        #expect(english.pollenSpecies(.ragweed) == "Ragweed")
        #expect(english.pollenLevel(.veryHigh) == "Very high")
    }

    @Test(arguments: ["ru", "de", "fr", "es", "it", "pt_BR", "ja", "zh_Hans", "ar"])
    func sentencesInEveryLanguageAreNotEnglish(identifier: String) {
        let formatter = WeatherFormatter(locale: Locale(identifier: identifier))
        let english = WeatherFormatter(locale: Locale(identifier: "en"))
        let pollen = Pollen(date: Self.noon, grainsPerCubicMeter: [.grass: 42, .birch: 3])
        for value in [pollen, Pollen(date: Self.noon, grainsPerCubicMeter: [.grass: 0])] {
            #expect(formatter.pollen(value) != english.pollen(value))
        }
        // German writes "Olive" as English does.
        for species in PollenSpecies.allCases where !(identifier == "de" && species == .olive) {
            #expect(formatter.pollenSpecies(species) != english.pollenSpecies(species))
        }
        for level in PollenLevel.allCases {
            #expect(formatter.pollenLevel(level) != english.pollenLevel(level))
        }
    }
}
