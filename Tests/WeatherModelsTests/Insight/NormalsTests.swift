import Foundation
import Testing
import WeatherModels

/// Daily normals from observations, a day against them, and the sentence.
@Suite("Daily normals")
struct NormalsTests {
    /// 30 years of a seasonal cycle (high 10 ± 10 °C, low 8 °C below), with every July of 1991–2000 missing.
    static func observations(julyMissing: Bool = true) -> [DailyNormals.Observation] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        var result: [DailyNormals.Observation] = []
        var date = calendar.date(from: DateComponents(year: 1991, month: 1, day: 1))!
        let end = calendar.date(from: DateComponents(year: 2020, month: 12, day: 31))!
        while date <= end {
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            let dayOfYear = Double(calendar.ordinality(of: .day, in: .year, for: date)!)
            let high = 10 + 10 * sin(2 * .pi * (dayOfYear - 110) / 365.25) + Double(parts.year! % 5 - 2) * 0.3
            let missing = julyMissing && parts.month == 7 && parts.year! <= 2000
            result.append(
                DailyNormals.Observation(
                    year: parts.year!, month: parts.month!, day: parts.day!, high: missing ? nil : high,
                    low: missing ? nil : high - 8, precipitation: 2))
            date = calendar.date(byAdding: .day, value: 1, to: date)!
        }
        return result
    }

    @Test func normalsFollowTheCycleAndSkipMissingDays() throws {
        let normals = try #require(DailyNormals(observations: Self.observations(), source: "test"))
        #expect(normals.years == 1991...2020)
        #expect(normals.highs.count == 366)
        let peak = try #require(normals.normal(month: 7, day: 20))
        // The ±15-day mean flattens the peak by about 1 % of the amplitude; a missing day read as 0 would pull the
        // July normals down by several degrees.
        #expect(abs(peak.high.value - 20) < 0.3)
        #expect(abs(peak.low.value - 12) < 0.3)
        #expect(peak.precipitation?.value == 2)
        let trough = try #require(normals.normal(month: 1, day: 18))
        #expect(abs(trough.high.value - 0) < 0.3)
        let leap = try #require(normals.normal(month: 2, day: 29))
        let before = try #require(normals.normal(month: 2, day: 28))
        let after = try #require(normals.normal(month: 3, day: 1))
        #expect(leap.high.value > before.high.value && leap.high.value < after.high.value)
        #expect(normals.normal(month: 4, day: 31) == nil)
        #expect(normals.normal(month: 13, day: 1) == nil)
    }

    @Test func tooFewObservationsGiveNoNormals() {
        #expect(DailyNormals(observations: [], source: "test") == nil)
        let january = (1...31).map {
            DailyNormals.Observation(year: 2000, month: 1, day: $0, high: 1, low: 0, precipitation: nil)
        }
        #expect(DailyNormals(observations: january, source: "test") == nil)
        #expect(
            DailyNormals(highs: [1], lows: [1], precipitation: nil, years: 1991...2020, source: "test") == nil)
        let nan = [Double](repeating: .nan, count: 366)
        let zero = [Double](repeating: 0, count: 366)
        #expect(DailyNormals(highs: nan, lows: zero, precipitation: nil, years: 1991...2020, source: "test") == nil)
    }

    @Test func theStorageFormatRoundTripsAndRefusesGarbage() throws {
        let normals = try #require(DailyNormals(observations: Self.observations(), source: "test"))
        let decoded = try JSONDecoder().decode(DailyNormals.self, from: JSONEncoder().encode(normals))
        #expect(decoded == normals)
        let garbage = Data(#"{"years":[1991,2020],"source":"x","highs":[1,2],"lows":[1,2]}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(DailyNormals.self, from: garbage) }
    }

    static let normal = DailyNormals.Day(
        month: 11, day: 27, high: Measurement(value: 6, unit: .celsius), low: Measurement(value: 1, unit: .celsius),
        precipitation: nil)

    static func comparison(high: Double, low: Double) -> NormalComparison {
        NormalComparison(
            date: Date(timeIntervalSince1970: 1_795_780_800),  // 2026-11-27 12:00 UTC
            high: Measurement(value: high, unit: .celsius), low: Measurement(value: low, unit: .celsius),
            normal: normal)
    }

    @Test func categoriesAndDifferences() {
        let cases: [(Double, Double, NormalComparison.Category)] = [
            (6, 1, .nearNormal), (7.9, 2.9, .nearNormal), (8, 3, .warmer), (10, 5, .warmer), (11, 6, .muchWarmer),
            (4.1, -0.9, .nearNormal), (4, -1, .colder), (1, -4, .muchColder), (.nan, 1, .nearNormal),
        ]
        for (high, low, category) in cases {
            #expect(Self.comparison(high: high, low: low).category == category, "\(high) \(low)")
        }
        let warm = Self.comparison(high: 11, low: 4)
        #expect(warm.highDifference.value == 5 && warm.lowDifference.value == 3 && warm.difference.value == 4)
        #expect(NormalComparison.Category.muchColder < .nearNormal)
    }

    @Test func theSentenceInCelsiusAndFahrenheit() throws {
        let zone = try #require(TimeZone(identifier: "Europe/Berlin"))
        let english = WeatherFormatter(locale: Locale(identifier: "en_GB"))
        #expect(
            english.normalComparison(Self.comparison(high: 11, low: 4), in: zone) == "4° warmer than normal for 27 Nov")
        #expect(
            english.normalComparison(Self.comparison(high: 2, low: -3), in: zone) == "4° colder than normal for 27 Nov")
        #expect(english.normalComparison(Self.comparison(high: 7, low: 1), in: zone) == "Near normal for 27 Nov")
        let american = WeatherFormatter(locale: Locale(identifier: "en_US"))
        // A difference scales by 1.8 with no offset: 5 °C is 9 °F.
        #expect(
            american.normalComparison(Self.comparison(high: 11, low: 6), in: zone) == "9° warmer than normal for Nov 27"
        )
    }

    @Test(arguments: ["ru", "de", "fr", "es", "it", "pt_BR", "ja", "zh_Hans", "ar"])
    func theSentenceIsTranslated(identifier: String) throws {
        let zone = try #require(TimeZone(identifier: "Europe/Berlin"))
        let formatter = WeatherFormatter(locale: Locale(identifier: identifier))
        let english = WeatherFormatter(locale: Locale(identifier: "en"))
        for comparison in [
            Self.comparison(high: 11, low: 4), Self.comparison(high: 2, low: -3), Self.comparison(high: 7, low: 1),
        ] {
            let sentence = formatter.normalComparison(comparison, in: zone)
            #expect(sentence != english.normalComparison(comparison, in: zone))
            #expect(!sentence.contains("%"))
        }
    }

    @Test func aDayForecastIsComparedWithItsDate() throws {
        let normals = try #require(DailyNormals(observations: Self.observations(julyMissing: false), source: "test"))
        let zone = try #require(TimeZone(identifier: "Europe/Berlin"))
        let day = DayForecast(
            date: Date(timeIntervalSince1970: 1_784_498_400),  // 2026-07-20 00:00 in Berlin
            highTemperature: Measurement(value: 26, unit: .celsius),
            lowTemperature: Measurement(value: 18, unit: .celsius),
            condition: .clear)
        let comparison = normals.comparison(of: day, in: zone)
        #expect(comparison.normal.month == 7 && comparison.normal.day == 20)
        #expect(comparison.category == .muchWarmer)
    }
}
