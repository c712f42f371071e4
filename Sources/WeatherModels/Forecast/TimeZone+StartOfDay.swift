import Foundation

extension TimeZone {
    /// The start of the local day that contains `date` in this time zone: `Calendar.startOfDay(for:)`
    /// without the calendar's cost, which is large when a forecast maps many days.
    ///
    /// The start is found from the zone's offsets; on the rare day whose midnight does not exist (a
    /// clock change at midnight) or where the offset changes before it, the calendar answers.
    package func startOfDay(containing date: Date) -> Date {
        let instant = date.timeIntervalSince1970
        guard instant.isFinite, abs(instant) < 1e11 else { return Self.calendarStartOfDay(date, in: self) }
        let offset = Double(secondsFromGMT(for: date))
        let localMidnight = ((instant + offset) / 86_400).rounded(.down) * 86_400
        let candidate = Date(timeIntervalSince1970: localMidnight - offset)
        // The same offset at the candidate midnight means no clock change between it and `date`.
        guard Double(secondsFromGMT(for: candidate)) == offset else { return Self.calendarStartOfDay(date, in: self) }
        return candidate
    }

    private static func calendarStartOfDay(_ date: Date, in zone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.startOfDay(for: date)
    }
}
