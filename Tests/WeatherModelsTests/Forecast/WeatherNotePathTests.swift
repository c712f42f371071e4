import Foundation
import Testing

@testable import WeatherModels

/// Notes name the hour or day they are about; a body can send any number as a time, so naming it
/// must work for every `Date`, including ones no calendar can show.
@Suite struct WeatherNotePathTests {
    @Test func anHourAndADayAreNamedInTheirCalendar() throws {
        let date = Date(timeIntervalSince1970: 1_767_621_600)  // 2026-01-05 14:00 UTC
        #expect(WeatherNote.hourField("temperature", of: date) == "hourly[2026-01-05T14:00Z].temperature")
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        #expect(WeatherNote.dayField("lowTemperature", of: date, in: tokyo) == "daily[2026-01-05].lowTemperature")
        #expect(WeatherNote.hourField("", of: Date(timeIntervalSince1970: -90)) == "hourly[1969-12-31T23:58Z]")
    }

    @Test(arguments: [1e300, -1e300, 1e19, Double.infinity, -Double.infinity, Double.nan])
    func aTimeNoCalendarCanShowIsNamedInSeconds(seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        let hour = WeatherNote.hourField("temperature", of: date)
        #expect(hour == "hourly[\(seconds)s].temperature")
        #expect(WeatherNote.dayField("", of: date, in: .gmt) == "daily[\(seconds)s]")
        let note = WeatherNote.leftOut("hourly", count: 2, of: "hours", because: "no temperature", first: date)
        #expect(note?.detail == "2 hours left out: no temperature (the first at [\(seconds)s])")
    }

    @Test(arguments: [1e300, -1e300, 1e19, Double.nan])
    func aLongitudeOfAnyNumberGivesAZone(longitude: Double) {
        let zone = WeatherDerivation.nauticalZone(longitude: longitude)
        let hours = longitude.isNaN ? 0 : longitude > 0 ? 14 : -12
        #expect(zone.secondsFromGMT() == hours * 3_600)
    }
}
