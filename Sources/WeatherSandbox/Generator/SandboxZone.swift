import Foundation
import WeatherCore

/// A place's time zone: its IANA identifier and the offsets it uses.
package struct SandboxZone: Hashable, Sendable {
    /// The IANA identifier, such as `Europe/Berlin` or `Etc/GMT-3`.
    package let identifier: String
    /// The Foundation time zone.
    package var timeZone: TimeZone { resolved.timeZone }
    private let resolved: Resolved

    /// The zone named `identifier`, or `nil` when the system does not know it.
    package init?(identifier: String) {
        guard let timeZone = TimeZone(identifier: identifier) else { return nil }
        self.identifier = identifier
        resolved = Resolved(timeZone)
    }

    /// The zone the gazetteer names for a city at `longitude`, made into a Foundation time zone on first use:
    /// the gazetteer names one for each of its cities at start-up, and reading a zone's rules costs more
    /// than parsing the city. A name the system does not know reads as the nautical zone of the longitude.
    package init(catalogued identifier: String, longitude: Double) {
        self.identifier = identifier
        resolved = Resolved {
            TimeZone(identifier: identifier) ?? SandboxZone.nautical(longitude: longitude).timeZone
        }
    }

    /// The nautical zone for `longitude` (`Etc/GMT±N`, whose sign is inverted by convention),
    /// used far from every known city.
    package static func nautical(longitude: Double) -> SandboxZone {
        let hours = Int((longitude / 15).rounded())
        let identifier = hours == 0 ? "Etc/GMT" : hours > 0 ? "Etc/GMT-\(hours)" : "Etc/GMT+\(-hours)"
        if let zone = SandboxZone(identifier: identifier) {
            return zone
        }
        return SandboxZone(fixed: hours * 3600, identifier: identifier)
    }

    private init(fixed offset: Int, identifier: String) {
        self.identifier = identifier
        resolved = Resolved(TimeZone(secondsFromGMT: offset) ?? TimeZone(secondsFromGMT: 0) ?? .current)
    }

    /// Zones are the same when their identifiers are.
    package static func == (lhs: SandboxZone, rhs: SandboxZone) -> Bool {
        lhs.identifier == rhs.identifier
    }

    /// Hashes the identifier.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }

    /// A time zone made once, on first use.
    private final class Resolved: Sendable {
        private let make: @Sendable () -> TimeZone
        private let made = Locked<TimeZone?>(nil)

        init(_ timeZone: TimeZone) {
            make = { timeZone }
            made.withLock { $0 = timeZone }
        }

        init(_ make: @escaping @Sendable () -> TimeZone) {
            self.make = make
        }

        var timeZone: TimeZone {
            if let timeZone = made.current { return timeZone }
            let timeZone = make()
            made.withLock { $0 = timeZone }
            return timeZone
        }
    }

    /// The offset from UTC in seconds at `seconds`.
    package func offset(at seconds: Int) -> Int {
        timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }

    /// The local wall-clock time at `seconds`.
    package func civilTime(at seconds: Int) -> CivilTime {
        CivilTime(seconds: seconds, offset: offset(at: seconds))
    }

    /// The local date that contains `seconds`.
    package func startOfDay(containing seconds: Int) -> CivilTime {
        var date = civilTime(at: seconds)
        date.hour = 0
        date.minute = 0
        date.second = 0
        return date
    }

    /// Local midnight (Unix seconds) of the local date numbered `dayNumber` (days since 1970).
    package func startOfDay(dayNumber: Int) -> Int {
        instant(dayNumber: dayNumber, hour: 0)
    }

    /// The instant (Unix seconds) the wall clock reads `hour`:00 on the local date numbered `dayNumber`, in
    /// the offset in force then (also on the day of a daylight-saving change): the earlier of two when the
    /// clocks go back over it, and the first instant after the gap when they skip it (Havana's midnight on
    /// its spring day is 01:00).
    package func instant(dayNumber: Int, hour: Int) -> Int {
        let wallClock = dayNumber * 86_400 + hour * 3600
        // The wall clock read in the offsets in force a day before and a day after: one of them is right.
        let before = wallClock - offset(at: wallClock - 86_400)
        let after = wallClock - offset(at: wallClock + 86_400)
        let readings = [min(before, after), max(before, after)].filter { candidate in
            let time = civilTime(at: candidate)
            return time.dayNumber == dayNumber && time.hour == hour && time.minute == 0
        }
        return readings.first ?? max(before, after)
    }

    /// An abbreviation built from the offset, such as `GMT`, `GMT+2` or `GMT+5:30`.
    package func abbreviation(at seconds: Int) -> String {
        let offset = offset(at: seconds)
        guard offset != 0 else { return "GMT" }
        let sign = offset > 0 ? "+" : "-"
        let hours = abs(offset) / 3600
        let minutes = abs(offset) % 3600 / 60
        return "GMT" + sign + String(hours) + (minutes == 0 ? "" : ":" + (minutes < 10 ? "0" : "") + String(minutes))
    }
}
