import Foundation

extension Weather {
    /// Whether ``timeZone`` is not a zone the service, a geocoder or the caller named: estimated from the
    /// coordinate (`TimeZoneEstimate`), or a fixed offset the service sent without a name. A note with the
    /// field `"timeZone"` says which; screens should say the zone is an estimate.
    public var isTimeZoneEstimated: Bool {
        notes.contains { $0.kind == .derived && $0.field == "timeZone" }
    }

    /// A Gregorian calendar in the place's ``timeZone``; every derived view uses it.
    public var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// The hourly forecast from the hour containing `date` through the end of the following local day.
    ///
    /// The first entry is the one whose period contains `date` (an entry lasts until the next one),
    /// so it also works for data on UTC hours in a zone such as +05:45, and for 3-hour steps.
    ///
    /// "The following local day" is tomorrow in the place's time zone, so the list is right
    /// across daylight-saving changes (23- or 25-hour days) and in zones such as +05:45.
    ///
    /// ```swift
    /// import Foundation
    /// import WeatherProviders
    ///
    /// let weather = try await OpenMeteoClient().weather(at: Coordinate(latitude: 52.52, longitude: 13.405))
    /// for hour in weather.hours(from: .now) { print(hour.date, hour.temperature) }
    /// ```
    public func hours(from date: Date) -> [HourForecast] {
        let calendar = calendar
        let startOfToday = calendar.startOfDay(for: date)
        guard let end = calendar.date(byAdding: .day, value: 2, to: startOfToday) else { return [] }
        let sorted = hourly.sorted { $0.date < $1.date }
        return sorted.indices
            .filter { index in
                sorted[index].date < end && Self.end(ofEntryAt: index, in: sorted) > date
            }
            .map { sorted[$0] }
    }

    /// When the period of the forecast at `index` ends: at the next entry, at most three hours
    /// later (OpenWeather's 3-hour steps), and one hour after the last entry.
    private static func end(ofEntryAt index: Int, in sorted: [HourForecast]) -> Date {
        let start = sorted[index].date
        guard index + 1 < sorted.count else { return start.addingTimeInterval(3600) }
        return min(sorted[index + 1].date, start.addingTimeInterval(3 * 3600))
    }

    /// The highest and lowest temperature of the local day containing `date`.
    ///
    /// It uses that day's daily forecast, or else the hourly forecast within that day; `nil` when
    /// neither covers the day.
    public func todayHighLow(at date: Date) -> TemperatureRange? {
        let calendar = calendar
        if let day = daily.first(where: { calendar.isDate($0.date, inSameDayAs: date) }) {
            return TemperatureRange(high: day.highTemperature, low: day.lowTemperature)
        }
        let temperatures = hourly.filter { calendar.isDate($0.date, inSameDayAs: date) }.map(\.temperature)
        guard let high = temperatures.max(), let low = temperatures.min() else { return nil }
        return TemperatureRange(high: high, low: low)
    }

    /// Up to `count` daily forecasts, starting with the local day containing `date`.
    ///
    /// ```swift
    /// import Foundation
    /// import WeatherProviders
    ///
    /// let weather = try await OpenMeteoClient().weather(at: Coordinate(latitude: 52.52, longitude: 13.405))
    /// for day in weather.days(from: .now) {
    ///     print(day.weekdayName(in: weather.timeZone), day.highTemperature, day.lowTemperature)
    /// }
    /// ```
    public func days(from date: Date, count: Int = 7) -> [DayForecast] {
        let calendar = calendar
        let startOfToday = calendar.startOfDay(for: date)
        return Array(
            daily
                .filter { calendar.startOfDay(for: $0.date) >= startOfToday }
                .sorted { $0.date < $1.date }
                .prefix(max(0, count)))
    }

    /// Whether the sun is up at `date` at this place.
    ///
    /// It uses the sunrise and sunset of that local day when the daily forecast has them, then the
    /// hourly forecast for that hour, then the current conditions, and finally assumes daylight
    /// from 06:00 to 18:00 local time.
    public func isDaylight(at date: Date) -> Bool {
        let calendar = calendar
        if let day = daily.first(where: { calendar.isDate($0.date, inSameDayAs: date) }),
            let sunrise = day.sunrise, let sunset = day.sunset
        {
            return sunrise <= date && date < sunset
        }
        if let hour = hourly.first(where: { $0.date <= date && date < $0.date.addingTimeInterval(3600) }) {
            return hour.isDaylight
        }
        if let current {
            return current.isDaylight
        }
        let hour = calendar.component(.hour, from: date)
        return (6..<18).contains(hour)
    }
}
