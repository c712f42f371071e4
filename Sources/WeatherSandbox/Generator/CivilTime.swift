import Foundation

/// A wall-clock date and time, computed from Unix seconds and a UTC offset with integer
/// arithmetic (Howard Hinnant's civil-date algorithms), identically on every platform.
package struct CivilTime: Hashable, Sendable {
    package var year: Int
    package var month: Int
    package var day: Int
    package var hour: Int
    package var minute: Int
    package var second: Int

    /// The wall-clock time of `seconds` since 1970 at `offset` seconds from UTC.
    package init(seconds: Int, offset: Int = 0) {
        let local = seconds + offset
        let days = Self.floorDivide(local, 86_400)
        let secondOfDay = local - days * 86_400
        (year, month, day) = Self.civil(fromDays: days)
        hour = secondOfDay / 3600
        minute = secondOfDay % 3600 / 60
        second = secondOfDay % 60
    }

    /// The day number of a `yyyy-MM-dd` date, or `nil` when the text is not a valid date.
    package static func dayNumber(dateText text: String) -> Int? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), (1...12).contains(month),
            day >= 1
        else { return nil }
        let number = days(year: year, month: month, day: day)
        // A day past the month's end (2023-02-30) would land in the next month.
        guard civil(fromDays: number) == (year, month, day) else { return nil }
        return number
    }

    /// Days since 1970-01-01 of the civil date `year-month-day`.
    package static func days(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = floorDivide(shiftedYear, 400)
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The civil date of `days` since 1970-01-01.
    package static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = floorDivide(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// `floor(value / divisor)` for a positive divisor.
    package static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }

    /// Days since 1970-01-01 of this date.
    package var dayNumber: Int { Self.days(year: year, month: month, day: day) }

    /// `yyyy-MM-dd`.
    package var dateText: String {
        Self.pad(year, 4) + "-" + Self.pad(month, 2) + "-" + Self.pad(day, 2)
    }

    /// `yyyy-MM-dd HH:mm`, or with `padsHour: false` the one-digit hour WeatherAPI.com uses in
    /// `localtime` (`2023-04-26 2:41`).
    package func minuteText(separator: String = " ", padsHour: Bool = true) -> String {
        dateText + separator + (padsHour ? Self.pad(hour, 2) : String(hour)) + ":" + Self.pad(minute, 2)
    }

    /// `yyyy-MM-dd HH:mm:ss`.
    package var secondText: String {
        minuteText() + ":" + Self.pad(second, 2)
    }

    /// A 12-hour clock time such as `07:21 AM`.
    package var twelveHourText: String {
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        return Self.pad(twelve, 2) + ":" + Self.pad(minute, 2) + (hour < 12 ? " AM" : " PM")
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(abs(value))
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
