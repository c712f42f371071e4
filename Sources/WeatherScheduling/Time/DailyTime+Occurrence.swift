import Foundation

extension DailyTime {
    /// The first moment strictly after `date` at which the clocks in `timeZone` show this time.
    ///
    /// The result is right on days when the clocks change:
    /// - When the time does not exist that day (the clocks jump over it, as 02:30 in Berlin on the last
    ///   Sunday of March), it occurs at the first valid minute after the jump (03:00 that day).
    /// - When the time exists twice (the clocks go back over it, as 02:30 in Berlin on the last Sunday
    ///   of October), it occurs once, at the first of the two.
    ///
    /// At exactly this time the answer is the next day's occurrence. The zone is read at each call, so
    /// pass the zone in force now (the place's, or `TimeZone.current` after the device moved).
    ///
    /// ```swift
    /// import Foundation
    /// import WeatherModels
    ///
    /// let place = Place(id: "2950159", name: "Berlin", coordinate: try Coordinate(latitude: 52.52, longitude: 13.405))
    /// let next = DailyTime.tenInTheMorning.nextOccurrence(after: Date(), in: place.timeZone ?? .current)
    /// ```
    public func nextOccurrence(after date: Date, in timeZone: TimeZone) -> Date {
        let seconds = date.timeIntervalSince1970
        // Dates beyond ±3 million years (or not a number) have no meaningful wall-clock time.
        guard seconds.isFinite, abs(seconds) < 1e14 else { return date.addingTimeInterval(86_400) }
        let zone = ZoneOffsets(timeZone)
        let localNow = seconds + Double(zone.offset(at: seconds))
        let today = Int((localNow / 86_400).rounded(.down))
        for day in today...(today + 3) {
            let occurrence = self.occurrence(onLocalDay: day, in: zone)
            if occurrence > date.timeIntervalSince1970 {
                return Date(timeIntervalSince1970: occurrence)
            }
        }
        // Unreachable for real zones: every local day has an occurrence. Fall back to a plain day later.
        return date.addingTimeInterval(86_400)
    }

    /// The first instant (seconds since 1970) on local day `day` showing this time, or the end of the
    /// clock jump that skipped it.
    private func occurrence(onLocalDay day: Int, in zone: ZoneOffsets) -> Double {
        let wallClock = Double(day) * 86_400 + Double(secondsFromMidnight)
        // Every instant that shows `wallClock` lies within 15 hours of it; gather the offsets in force there.
        let offsets = Set(stride(from: -54_000.0, through: 54_000, by: 3_600).map { zone.offset(at: wallClock + $0) })
        let matches = offsets.map { wallClock - Double($0) }.filter { zone.offset(at: $0) == Int(wallClock - $0) }
        if let first = matches.min() {
            return first
        }
        // The clocks jumped over `wallClock`: fire when the jump ends, the first valid minute after it.
        let before = zone.offset(at: wallClock - 54_000)
        let after = zone.offset(at: wallClock + 54_000)
        return zone.firstInstant(
            withOffsetOtherThan: before, from: wallClock - Double(after), to: wallClock - Double(before))
    }
}

/// A time zone's offsets from UTC, read through `TimeZone` only, so every platform agrees.
private struct ZoneOffsets {
    let timeZone: TimeZone

    init(_ timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// The offset in seconds in force at `seconds` since 1970.
    func offset(at seconds: Double) -> Int {
        timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds))
    }

    /// The first whole second in `lower...upper` whose offset differs from `original` (a binary search
    /// for the transition), rounded up to a whole minute; `upper` when there is none.
    func firstInstant(withOffsetOtherThan original: Int, from lower: Double, to upper: Double) -> Double {
        var low = lower.rounded(.down)
        var high = upper.rounded(.up)
        guard low < high, offset(at: high) != original else { return upper }
        // Invariant: offset(low) may equal `original`; offset(high) differs.
        while high - low > 1 {
            let middle = ((low + high) / 2).rounded(.down)
            if offset(at: middle) == original {
                low = middle
            } else {
                high = middle
            }
        }
        if offset(at: low) != original {
            high = low
        }
        return (high / 60).rounded(.up) * 60
    }
}
