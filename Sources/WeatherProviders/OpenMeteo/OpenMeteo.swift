import Foundation

/// What the SDK knows of Open-Meteo: the attribution its licence asks for (``source``).
///
/// ``OpenMeteoClient`` decodes the service's bodies and maps them to `Weather`, `Place` and `AirQuality`;
/// the body types themselves are internal to the SDK and free to change with the service.
public enum OpenMeteo {}

extension OpenMeteo {
    /// A time as Open-Meteo writes it: an ISO 8601 string without offset (`"2023-11-13T10:45"`,
    /// or a date `"2023-11-13"` in daily blocks) when `timeformat=iso8601`, or Unix seconds when
    /// `timeformat=unixtime`.
    ///
    /// ISO strings are local to the response's `timezone`; Unix seconds are absolute.
    package struct Timestamp: Decodable, Sendable, Hashable, CustomStringConvertible {
        /// The ISO 8601 text, when the body carried a string.
        package var text: String?
        /// The Unix time in seconds, when the body carried a number.
        package var unixTime: Double?

        /// Creates a timestamp from ISO 8601 text local to the response's time zone.
        package init(text: String) {
            self.text = text
        }

        /// Creates a timestamp from Unix seconds.
        package init(unixTime: Double) {
            self.unixTime = unixTime
        }

        /// Decodes a string or a number.
        package init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            // Text first: the client asks for ISO times, so a failed attempt (which builds an error) is rare.
            if let text = try? container.decode(String.self) {
                self.text = text
            } else {
                unixTime = try container.decode(Double.self)
            }
        }

        /// The text, or the Unix seconds written as a number.
        package var description: String {
            text ?? unixTime.map { String($0) } ?? ""
        }

        /// The instant this timestamp names, reading ISO text as wall-clock time in `timeZone`.
        ///
        /// Returns `nil` for text that is neither `yyyy-MM-dd` nor `yyyy-MM-ddTHH:mm[:ss]`.
        package func date(in timeZone: TimeZone) -> Date? {
            if let unixTime {
                return unixTime.isFinite ? Date(timeIntervalSince1970: unixTime) : nil
            }
            guard let text else { return nil }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            return Self.parse(text, using: calendar)
        }

        /// The instant this timestamp names, reading ISO text as wall-clock time in `calendar`'s zone; for
        /// mappers that read many timestamps with one calendar.
        func date(using calendar: Calendar) -> Date? {
            if let unixTime {
                return unixTime.isFinite ? Date(timeIntervalSince1970: unixTime) : nil
            }
            guard let text else { return nil }
            return Self.parse(text, using: calendar)
        }

        private static func parse(_ text: String, using calendar: Calendar) -> Date? {
            let parts = text.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
            let day = parts[0].split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
            guard day.count == 3, let year = day[0], let month = day[1], let dayOfMonth = day[2] else { return nil }
            var components = DateComponents(year: year, month: month, day: dayOfMonth, hour: 0, minute: 0, second: 0)
            if parts.count == 2 {
                let clock = parts[1].split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
                guard (2...3).contains(clock.count), let hour = clock[0], let minute = clock[1] else { return nil }
                components.hour = hour
                components.minute = minute
                if clock.count == 3 {
                    guard let second = clock[2] else { return nil }
                    components.second = second
                }
            }
            guard (1...12).contains(month), (1...31).contains(dayOfMonth),
                let hour = components.hour, (0...23).contains(hour),
                let minute = components.minute, (0...59).contains(minute),
                let second = components.second, (0...60).contains(second)
            else { return nil }
            return calendar.date(from: components)
        }
    }
}

extension ProviderID {
    /// Open-Meteo (open-meteo.com).
    public static let openMeteo = ProviderID("open-meteo")
}
