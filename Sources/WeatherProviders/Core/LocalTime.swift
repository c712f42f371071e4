import Foundation
import WeatherCore

/// Reads the wall-clock strings services send into instants, resolved in the location's time zone.
///
/// WeatherAPI.com writes `"2023-04-26 2:41"` (unpadded hour) and `"2023-04-26 02:00"` for times, `"2023-04-26"`
/// for days and `"07:21 AM"` for sun and moon times. Parsing is done by hand, so it does not depend on
/// the device's locale; the rare forms left to Foundation share one formatter (under a lock) and one
/// calendar per time zone, so no row of a forecast pays for creating them.
enum LocalTime {
    /// `"yyyy-MM-dd H:mm"` or `"yyyy-MM-dd HH:mm"` in `timeZone`.
    static func date(_ text: String, in timeZone: TimeZone) -> Date? {
        let parts = trimmed(text).split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 2, let day = dayComponents(parts[0]), let time = clock24(parts[1]) else {
            return nil
        }
        return resolve(day: day, hour: time.hour, minute: time.minute, in: timeZone)
    }

    /// Local midnight of `"yyyy-MM-dd"` in `timeZone`.
    static func day(_ text: String, in timeZone: TimeZone) -> Date? {
        guard let day = dayComponents(Substring(trimmed(text))) else { return nil }
        return resolve(day: day, hour: 0, minute: 0, in: timeZone)
    }

    /// A 12-hour time such as `"07:21 AM"` on the local day `"yyyy-MM-dd"`, or `nil` for text such as
    /// `"No moonrise"` that is not a time.
    static func time(_ text: String, onDay dayText: String, in timeZone: TimeZone) -> Date? {
        let parts = trimmed(text).split(separator: " ")
        guard parts.count == 2, let day = dayComponents(Substring(dayText)),
            let clock = clockParts(parts[0]), (1...12).contains(clock.hour)
        else { return nil }
        let hour: Int
        switch parts[1].uppercased() {
        case "AM": hour = clock.hour == 12 ? 0 : clock.hour
        case "PM": hour = clock.hour == 12 ? 12 : clock.hour + 12
        default: return nil
        }
        return resolve(day: day, hour: hour, minute: clock.minute, in: timeZone)
    }

    /// An ISO-8601 instant with an offset (`"2025-04-05T08:21:00-00:00"`, `"…Z"`, `"…+03:00"`).
    static func instant(_ text: String) -> Date? {
        if let date = simpleInstant(text) {
            return date
        }
        let trimmed = Self.trimmed(text)
        return formatter.withLock { formatter in
            if let date = formatter.date(from: trimmed) {
                return date
            }
            // `-00:00` ("offset unknown" in RFC 3339) is rejected by some parsers; it means UTC.
            if trimmed.hasSuffix("-00:00") {
                return formatter.date(from: String(trimmed.dropLast(6)) + "Z")
            }
            return nil
        }
    }

    /// The formatter for the instants ``simpleInstant(_:)`` leaves, made once: creating one costs far more
    /// than reading a row. Used only under its lock.
    private static let formatter: Locked<ISO8601DateFormatter> = {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return Locked(formatter)
    }()

    /// `yyyy-MM-ddTHH:mm:ss` followed by `Z` or `±HH:mm`, read without a formatter (creating one
    /// costs far more than a forecast's other work); `nil` for any other form, which
    /// ``instant(_:)`` leaves to `ISO8601DateFormatter`.
    private static func simpleInstant(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20 || bytes.count == 25 else { return nil }
        func number(_ start: Int, _ length: Int) -> Int? {
            var value = 0
            for byte in bytes[start..<start + length] {
                guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        let separators: [(Int, UInt8)] = [
            (4, UInt8(ascii: "-")), (7, UInt8(ascii: "-")), (10, UInt8(ascii: "T")), (13, UInt8(ascii: ":")),
            (16, UInt8(ascii: ":")),
        ]
        guard separators.allSatisfy({ bytes[$0.0] == $0.1 }),
            let year = number(0, 4), year >= 1583, let month = number(5, 2), (1...12).contains(month),
            let day = number(8, 2), day >= 1, day <= daysInMonth(year, month),
            let hour = number(11, 2), hour <= 23, let minute = number(14, 2), minute <= 59,
            let second = number(17, 2), second <= 59
        else { return nil }
        var offset = 0
        if bytes.count == 25 {
            guard bytes[19] == UInt8(ascii: "+") || bytes[19] == UInt8(ascii: "-"), bytes[22] == UInt8(ascii: ":"),
                let offsetHours = number(20, 2), offsetHours <= 23, let offsetMinutes = number(23, 2),
                offsetMinutes <= 59
            else { return nil }
            offset = (offsetHours * 3_600 + offsetMinutes * 60) * (bytes[19] == UInt8(ascii: "-") ? -1 : 1)
        } else if bytes[19] != UInt8(ascii: "Z") {
            return nil
        }
        let seconds =
            daysSince1970(Day(year: year, month: month, day: day)) * 86_400 + hour * 3_600
            + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds))
    }

    /// `text` without surrounding spaces; text that starts and ends with a visible ASCII
    /// character is returned as is, without Foundation's slower trimming.
    private static func trimmed(_ text: String) -> String {
        if let first = text.utf8.first, let last = text.utf8.last, (0x21...0x7E).contains(first),
            (0x21...0x7E).contains(last)
        {
            return text
        }
        return text.trimmingCharacters(in: .whitespaces)
    }

    private struct Day {
        var year: Int
        var month: Int
        var day: Int
    }

    /// `"yyyy-M-d"`: three fields of ASCII digits split by `-`, a four-digit year, a month and a day in range.
    private static func dayComponents(_ text: Substring) -> Day? {
        var fields = (0, 0, 0)
        var field = 0
        var value = 0
        var digits = 0
        func finish() -> Bool {
            guard digits > 0, field < 3 else { return false }
            switch field {
            case 0: fields.0 = value
            case 1: fields.1 = value
            default: fields.2 = value
            }
            return field != 0 || digits == 4
        }
        for byte in text.utf8 {
            if byte == UInt8(ascii: "-") {
                guard finish() else { return nil }
                field += 1
                value = 0
                digits = 0
                continue
            }
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(Int(digit))
            guard !overflow, !carry else { return nil }
            value = sum
            digits += 1
        }
        guard field == 2, finish(), (1...12).contains(fields.1), (1...31).contains(fields.2) else { return nil }
        return Day(year: fields.0, month: fields.1, day: fields.2)
    }

    private static func clock24(_ text: Substring) -> (hour: Int, minute: Int)? {
        guard let clock = clockParts(text), (0...23).contains(clock.hour) else { return nil }
        return clock
    }

    private static func clockParts(_ text: Substring) -> (hour: Int, minute: Int)? {
        let fields = text.split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 2, (1...2).contains(fields[0].count), fields[1].count == 2,
            fields.allSatisfy(isDigits),
            let hour = Int(fields[0]), let minute = Int(fields[1]), (0...59).contains(minute)
        else { return nil }
        return (hour, minute)
    }

    private static func isDigits(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
    }

    private static func resolve(day: Day, hour: Int, minute: Int, in timeZone: TimeZone) -> Date? {
        if let date = resolveArithmetically(day: day, hour: hour, minute: minute, in: timeZone) {
            return date
        }
        // An impossible Gregorian date such as 2023-02-30, which the calendar would reject below.
        if day.year >= 1583, day.day > daysInMonth(day.year, day.month) {
            return nil
        }
        let calendar = gregorian(in: timeZone)
        let components = DateComponents(year: day.year, month: day.month, day: day.day, hour: hour, minute: minute)
        guard let date = calendar.date(from: components) else { return nil }
        // Reject impossible dates such as 2023-02-30 instead of rolling them over.
        let check = calendar.dateComponents([.year, .month, .day], from: date)
        guard check.year == day.year, check.month == day.month, check.day == day.day else { return nil }
        return date
    }

    /// The Gregorian calendars of the zones seen lately, by zone: made once per zone, since a `Calendar` is
    /// slow to create on Linux. At most ``keptCalendars`` are kept.
    private static let calendars = Locked<[TimeZone: Calendar]>([:])

    /// The most calendars ``calendars`` keeps.
    private static let keptCalendars = 32

    /// A Gregorian calendar in `timeZone`, made once per zone.
    private static func gregorian(in timeZone: TimeZone) -> Calendar {
        if let kept = calendars.withLock({ $0[timeZone] }) {
            return kept
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendars.withLock { kept in
            if kept.count >= keptCalendars { kept.removeAll() }
            kept[timeZone] = calendar
        }
        return calendar
    }

    /// The instant without a `Calendar` (which is slow to create on Linux), for Gregorian dates
    /// away from a change of the zone's offset; `nil` where ``resolve(day:hour:minute:in:)``
    /// must decide (impossible dates, dates before 1583, near DST changes).
    private static func resolveArithmetically(day: Day, hour: Int, minute: Int, in timeZone: TimeZone) -> Date? {
        guard day.year >= 1583, day.day <= daysInMonth(day.year, day.month) else { return nil }
        let wall = Double(daysSince1970(day) * 86_400 + hour * 3_600 + minute * 60)
        let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: wall))
        let instant = wall - Double(offset)
        guard timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: instant - 86_400)) == offset,
            timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: instant + 86_400)) == offset
        else { return nil }
        return Date(timeIntervalSince1970: instant)
    }

    private static func daysInMonth(_ year: Int, _ month: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to `day` in the proleptic Gregorian calendar (H. Hinnant's `days_from_civil`).
    private static func daysSince1970(_ day: Day) -> Int {
        let year = day.month <= 2 ? day.year - 1 : day.year
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * ((day.month + 9) % 12) + 2) / 5 + day.day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
