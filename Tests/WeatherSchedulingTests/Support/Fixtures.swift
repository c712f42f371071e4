import Foundation
import Testing
import WeatherModels

/// Zones, dates and places built in code for the scheduling tests.
enum Fixtures {
    /// The zone with this IANA identifier; fails the test when the system does not know it.
    static func zone(_ identifier: String) throws -> TimeZone {
        try #require(TimeZone(identifier: identifier), "unknown time zone \(identifier)")
    }

    /// The instant written in ISO 8601 with an offset, such as `2026-03-29T08:00:00Z`.
    static func date(_ text: String) throws -> Date {
        try #require(ISO8601DateFormatter().date(from: text), "bad date \(text)")
    }

    static func berlin() throws -> Place {
        Place(
            id: "2950159", name: "Berlin", coordinate: try Coordinate(latitude: 52.52, longitude: 13.405),
            country: "DE", timeZone: try zone("Europe/Berlin"))
    }

    /// The start of the local day `offset` days after `first` in `timeZone`.
    static func startOfDay(_ offset: Int, after first: Date, in timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let start = calendar.startOfDay(for: first)
        return calendar.date(byAdding: .day, value: offset, to: start) ?? start
    }

    /// Weather for `place` with daily forecasts for `days` local days from `firstDay`, whose high and low
    /// come from `temperatures(dayIndex)`.
    static func weather(
        at place: Place, firstDay: Date, days: Int = 10, fetchedAt: Date,
        temperatures: (Int) -> (high: Double, low: Double)
    ) -> Weather {
        let zone = place.timeZone ?? TimeZone(secondsFromGMT: 0) ?? .current
        let daily = (0..<days).map { index in
            let (high, low) = temperatures(index)
            return DayForecast(
                date: startOfDay(index, after: firstDay, in: zone),
                highTemperature: Measurement(value: high, unit: .celsius),
                lowTemperature: Measurement(value: low, unit: .celsius),
                condition: .clear)
        }
        return Weather(
            place: place, coordinate: place.coordinate, timeZone: zone, daily: daily,
            source: WeatherSource(provider: "stub"), fetchedAt: fetchedAt)
    }
}
