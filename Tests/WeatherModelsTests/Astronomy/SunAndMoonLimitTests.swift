import Foundation
import Testing

@testable import WeatherModels

/// `completingSunAndMoon()` works out each date once and at most `Weather.SeriesLimit.astronomyDays` dates,
/// saying how many days it left as the provider sent them.
@Suite("Sun and moon work limit")
struct SunAndMoonLimitTests {
    static func withoutSky(_ days: [DayForecast]) -> [DayForecast] {
        days.map { day in
            var day = day
            day.sunrise = nil
            day.sunset = nil
            return day
        }
    }

    @Test func datesPastTheLimitKeepWhatWasSentWithANote() throws {
        let zone = TestValues.timeZone("Europe/Berlin")
        let limit = Weather.SeriesLimit.astronomyDays
        let days = Self.withoutSky(
            TestValues.days(from: Date(timeIntervalSince1970: 1_704_067_200), count: limit + 5, in: zone))
        let weather = TestValues.weather(timeZone: zone, daily: days).completingSunAndMoon()
        #expect(weather.daily.prefix(limit).allSatisfy { $0.sunrise != nil && $0.moonPhase != nil })
        #expect(weather.daily.suffix(5).allSatisfy { $0.sunrise == nil && $0.moonPhase == nil })
        let note = try #require(weather.notes.first { $0.kind == .missing })
        #expect(note.detail.hasPrefix("sun and moon of 5 day(s) not worked out"))
    }

    @Test func repeatedDatesAreWorkedOutOnceAndFilledAlike() {
        let zone = TestValues.timeZone("Europe/Berlin")
        let day = Self.withoutSky(TestValues.days(from: Date(timeIntervalSince1970: 1_704_067_200), count: 1, in: zone))
        let repeated = Array(repeating: day[0], count: Weather.SeriesLimit.astronomyDays + 10)
        let weather = TestValues.weather(timeZone: zone, daily: repeated).completingSunAndMoon()
        #expect(weather.daily.allSatisfy { $0.sunrise == weather.daily[0].sunrise && $0.sunrise != nil })
        #expect(!weather.notes.contains { $0.kind == .missing })
    }
}
