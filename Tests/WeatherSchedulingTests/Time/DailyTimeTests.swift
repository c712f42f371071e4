import Foundation
import Testing
import WeatherModels

@testable import WeatherScheduling

@Suite("DailyTime")
struct DailyTimeTests {
    /// One expectation: the next occurrence of `time` after `after` in `zone` is `expected`.
    struct Case: CustomTestStringConvertible, Sendable {
        var zone: String
        var hour: Int
        var minute: Int
        var after: String
        var expected: String
        var note: String

        var testDescription: String { "\(zone) \(hour):\(minute) after \(after): \(note)" }
    }

    static let cases: [Case] = [
        // Europe/Berlin: the clocks jump 02:00 CET -> 03:00 CEST on 2026-03-29 and go back 03:00 CEST -> 02:00 CET on 2026-10-25.
        Case(
            zone: "Europe/Berlin", hour: 10, minute: 0, after: "2026-03-28T23:00:00Z", expected: "2026-03-29T08:00:00Z",
            note: "10:00 on the gap day is summer time"),
        Case(
            zone: "Europe/Berlin", hour: 10, minute: 0, after: "2026-03-27T23:00:00Z", expected: "2026-03-28T09:00:00Z",
            note: "10:00 the day before is winter time"),
        Case(
            zone: "Europe/Berlin", hour: 2, minute: 30, after: "2026-03-28T23:00:00Z", expected: "2026-03-29T01:00:00Z",
            note: "02:30 does not exist: fires at 03:00 CEST"),
        Case(
            zone: "Europe/Berlin", hour: 2, minute: 30, after: "2026-03-27T23:00:00Z", expected: "2026-03-28T01:30:00Z",
            note: "02:30 the day before the gap"),
        Case(
            zone: "Europe/Berlin", hour: 2, minute: 30, after: "2026-03-29T01:00:00Z", expected: "2026-03-30T00:30:00Z",
            note: "exactly at the shifted 02:30 -> next day"),
        Case(
            zone: "Europe/Berlin", hour: 2, minute: 30, after: "2026-10-24T22:00:00Z", expected: "2026-10-25T00:30:00Z",
            note: "02:30 exists twice: the first one"),
        Case(
            zone: "Europe/Berlin", hour: 2, minute: 30, after: "2026-10-25T00:30:00Z", expected: "2026-10-26T01:30:00Z",
            note: "after the first 02:30 the second is skipped"),
        Case(
            zone: "Europe/Berlin", hour: 2, minute: 30, after: "2026-10-25T01:00:00Z", expected: "2026-10-26T01:30:00Z",
            note: "between the two 02:30s"),
        Case(
            zone: "Europe/Berlin", hour: 10, minute: 0, after: "2026-10-25T00:00:00Z", expected: "2026-10-25T09:00:00Z",
            note: "10:00 on the overlap day is winter time"),
        Case(
            zone: "Europe/Berlin", hour: 10, minute: 0, after: "2026-10-24T07:59:59Z", expected: "2026-10-24T08:00:00Z",
            note: "one second before 10:00"),
        Case(
            zone: "Europe/Berlin", hour: 10, minute: 0, after: "2026-10-24T08:00:00Z", expected: "2026-10-25T09:00:00Z",
            note: "exactly 10:00 -> tomorrow"),
        Case(
            zone: "Europe/Berlin", hour: 0, minute: 0, after: "2026-03-28T23:00:00Z", expected: "2026-03-29T22:00:00Z",
            note: "midnight exactly -> next midnight"),
        // America/New_York: 02:00 EST -> 03:00 EDT on 2026-03-08, 02:00 EDT -> 01:00 EST on 2026-11-01.
        Case(
            zone: "America/New_York", hour: 10, minute: 0, after: "2026-03-08T05:00:00Z",
            expected: "2026-03-08T14:00:00Z", note: "10:00 EDT on the gap day"),
        Case(
            zone: "America/New_York", hour: 2, minute: 30, after: "2026-03-08T05:00:00Z",
            expected: "2026-03-08T07:00:00Z", note: "02:30 does not exist: fires at 03:00 EDT"),
        Case(
            zone: "America/New_York", hour: 1, minute: 30, after: "2026-11-01T04:00:00Z",
            expected: "2026-11-01T05:30:00Z", note: "01:30 twice: the EDT one"),
        Case(
            zone: "America/New_York", hour: 1, minute: 30, after: "2026-11-01T05:30:00Z",
            expected: "2026-11-02T06:30:00Z", note: "the EST 01:30 is skipped"),
        Case(
            zone: "America/New_York", hour: 10, minute: 0, after: "2026-11-01T04:00:00Z",
            expected: "2026-11-01T15:00:00Z", note: "10:00 EST on the overlap day"),
        // Australia/Lord_Howe: +10:30 and +11:00; 02:00 -> 02:30 on 2026-10-04, 02:00 -> 01:30 on 2026-04-05.
        Case(
            zone: "Australia/Lord_Howe", hour: 2, minute: 15, after: "2026-10-03T13:30:00Z",
            expected: "2026-10-03T15:30:00Z", note: "02:15 does not exist: fires at 02:30 +11"),
        Case(
            zone: "Australia/Lord_Howe", hour: 10, minute: 0, after: "2026-10-03T13:30:00Z",
            expected: "2026-10-03T23:00:00Z", note: "10:00 +11 on the gap day"),
        Case(
            zone: "Australia/Lord_Howe", hour: 1, minute: 45, after: "2026-04-04T13:00:00Z",
            expected: "2026-04-04T14:45:00Z", note: "01:45 twice: the +11 one"),
        Case(
            zone: "Australia/Lord_Howe", hour: 1, minute: 45, after: "2026-04-04T14:45:00Z",
            expected: "2026-04-05T15:15:00Z", note: "the +10:30 01:45 is skipped"),
        Case(
            zone: "Australia/Lord_Howe", hour: 10, minute: 0, after: "2026-04-04T13:00:00Z",
            expected: "2026-04-04T23:30:00Z", note: "10:00 +10:30 on the overlap day"),
        // No daylight-saving time.
        Case(
            zone: "Asia/Tokyo", hour: 10, minute: 0, after: "2026-03-29T00:59:59Z", expected: "2026-03-29T01:00:00Z",
            note: "Tokyo, before 10:00"),
        Case(
            zone: "Asia/Tokyo", hour: 10, minute: 0, after: "2026-03-29T01:00:00Z", expected: "2026-03-30T01:00:00Z",
            note: "Tokyo, exactly 10:00"),
        Case(
            zone: "America/Phoenix", hour: 10, minute: 0, after: "2026-03-08T07:00:00Z",
            expected: "2026-03-08T17:00:00Z", note: "Phoenix keeps -07:00 when New York changes"),
        Case(
            zone: "Asia/Kathmandu", hour: 10, minute: 0, after: "2026-06-01T00:00:00Z",
            expected: "2026-06-01T04:15:00Z", note: "+05:45"),
    ]

    @Test("next occurrence across DST changes and boundaries", arguments: cases)
    func nextOccurrence(_ example: Case) throws {
        let time = DailyTime(hour: example.hour, minute: example.minute)
        let next = time.nextOccurrence(after: try Fixtures.date(example.after), in: try Fixtures.zone(example.zone))
        #expect(next == (try Fixtures.date(example.expected)))
    }

    @Test(
        "a daily chain through a year shows 10:00 local time every day, once a day",
        arguments: [
            "Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Asia/Tokyo",
        ])
    func yearOfOccurrences(zoneIdentifier: String) throws {
        let zone = try Fixtures.zone(zoneIdentifier)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        var previous = try Fixtures.date("2026-01-01T00:00:00Z")
        var days = Set<DateComponents>()
        for _ in 0..<366 {
            let next = DailyTime.tenInTheMorning.nextOccurrence(after: previous, in: zone)
            let local = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: next)
            #expect(local.hour == 10 && local.minute == 0, "\(next) is \(local) in \(zoneIdentifier)")
            let gap = next.timeIntervalSince(previous)
            #expect(gap > 0 && gap <= 25 * 3_600)
            days.insert(DateComponents(year: local.year, month: local.month, day: local.day))
            previous = next
        }
        #expect(days.count == 366)
    }

    @Test("the zone is read at each call, so a change of zone moves the next occurrence")
    func zoneChange() throws {
        let now = try Fixtures.date("2026-06-01T12:00:00Z")
        let time = DailyTime.tenInTheMorning
        #expect(
            time.nextOccurrence(after: now, in: try Fixtures.zone("Europe/Berlin"))
                == (try Fixtures.date("2026-06-02T08:00:00Z")))
        #expect(
            time.nextOccurrence(after: now, in: try Fixtures.zone("America/New_York"))
                == (try Fixtures.date("2026-06-01T14:00:00Z")))
    }

    @Test(
        "out-of-range hours and minutes from outside throw invalidInput",
        arguments: [(24, 0), (-1, 0), (10, 60), (10, -1), (Int.max, 0)])
    func validation(hour: Int, minute: Int) {
        #expect {
            try DailyTime(validatingHour: hour, minute: minute)
        } throws: { error in
            (error as? WeatherError)?.code == .invalidInput
        }
    }

    @Test("the edges of the day are valid and print as HH:mm")
    func edges() throws {
        #expect(DailyTime(hour: 0, minute: 0).description == "00:00")
        #expect(DailyTime(hour: 23, minute: 59).description == "23:59")
        #expect(DailyTime(hour: 9, minute: 5) < DailyTime.tenInTheMorning)
        #expect(try DailyTime(validatingHour: 23, minute: 59) == DailyTime(hour: 23, minute: 59))
    }

    @Test("extreme dates give an answer after them instead of crashing", arguments: [Date.distantPast, .distantFuture])
    func extremeDates(date: Date) throws {
        let next = DailyTime.tenInTheMorning.nextOccurrence(after: date, in: try Fixtures.zone("Europe/Berlin"))
        #expect(next > date)
        #expect(next.timeIntervalSince(date) <= 25 * 3_600)
        let notANumber = Date(timeIntervalSince1970: .nan)
        #expect(DailyTime.tenInTheMorning.nextOccurrence(after: notANumber, in: .current).timeIntervalSince1970.isNaN)
    }

    @Test("JSON round trip, and an out-of-range stored time fails to decode")
    func coding() throws {
        let time = DailyTime(hour: 7, minute: 30)
        let decoded = try JSONDecoder().decode(DailyTime.self, from: try JSONEncoder().encode(time))
        #expect(decoded == time)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(DailyTime.self, from: Data(#"{"hour":25,"minute":0}"#.utf8))
        }
    }
}
