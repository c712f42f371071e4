import Foundation

extension WeatherAPI {
    /// Reads WeatherAPI.com's local wall-clock strings into instants, resolved in the location's time zone.
    ///
    /// The service writes `"2023-04-26 2:41"` (unpadded hour) and `"2023-04-26 02:00"` for times, `"2023-04-26"`
    /// for days and `"07:21 AM"` for sun and moon times. Parsing is done by hand, so it neither depends on
    /// the device's locale nor shares a formatter across tasks.
    enum LocalTime {
        /// `"yyyy-MM-dd H:mm"` or `"yyyy-MM-dd HH:mm"` in `timeZone`.
        static func date(_ text: String, in timeZone: TimeZone) -> Date? {
            let parts = text.trimmingCharacters(in: .whitespaces).split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count == 2, let day = dayComponents(parts[0]), let time = clock24(parts[1]) else {
                return nil
            }
            return resolve(day: day, hour: time.hour, minute: time.minute, in: timeZone)
        }

        /// Local midnight of `"yyyy-MM-dd"` in `timeZone`.
        static func day(_ text: String, in timeZone: TimeZone) -> Date? {
            guard let day = dayComponents(Substring(text.trimmingCharacters(in: .whitespaces))) else { return nil }
            return resolve(day: day, hour: 0, minute: 0, in: timeZone)
        }

        /// A 12-hour time such as `"07:21 AM"` on the local day `"yyyy-MM-dd"`, or `nil` for text such as
        /// `"No moonrise"` that is not a time.
        static func time(_ text: String, onDay dayText: String, in timeZone: TimeZone) -> Date? {
            let parts = text.trimmingCharacters(in: .whitespaces).split(separator: " ")
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
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime]
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if let date = formatter.date(from: trimmed) {
                return date
            }
            // `-00:00` ("offset unknown" in RFC 3339) is rejected by some parsers; it means UTC.
            if trimmed.hasSuffix("-00:00") {
                return formatter.date(from: String(trimmed.dropLast(6)) + "Z")
            }
            return nil
        }

        private struct Day {
            var year: Int
            var month: Int
            var day: Int
        }

        private static func dayComponents(_ text: Substring) -> Day? {
            let fields = text.split(separator: "-", omittingEmptySubsequences: false)
            guard fields.count == 3, fields.allSatisfy(isDigits), fields[0].count == 4, let year = Int(fields[0]),
                let month = Int(fields[1]), (1...12).contains(month),
                let day = Int(fields[2]), (1...31).contains(day)
            else { return nil }
            return Day(year: year, month: month, day: day)
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
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            let components = DateComponents(year: day.year, month: day.month, day: day.day, hour: hour, minute: minute)
            guard let date = calendar.date(from: components) else { return nil }
            // Reject impossible dates such as 2023-02-30 instead of rolling them over.
            let check = calendar.dateComponents([.year, .month, .day], from: date)
            guard check.year == day.year, check.month == day.month, check.day == day.day else { return nil }
            return date
        }
    }
}
