import Foundation

/// A significant change in the coming days, found in the daily forecast: a jump of the day's high, the first
/// frost, or the start of a rainy spell, as an app shows them above the week ("Much colder on Thursday").
///
/// ```swift
/// import WeatherModels
///
/// func changes(in weather: Weather) {
///     for change in weather.significantChanges() {
///         print(change.day, change.kind)
///     }
/// }
/// ```
public struct WeatherChange: Hashable, Sendable {
    /// What changes.
    public enum Kind: Hashable, Sendable {
        /// The day's high is higher than the day before's by `by` or more.
        case warmer(by: Measurement<UnitTemperature>)
        /// The day's high is lower than the day before's by `by` or more.
        case colder(by: Measurement<UnitTemperature>)
        /// The first day whose low is at or below 0 °C after a day above it.
        case firstFrost(low: Measurement<UnitTemperature>)
        /// The first of `days` wet days in a row (at least two) after a dry day; the spell may go on past the
        /// forecast.
        case rainySpell(days: Int)
    }

    /// What changes.
    public var kind: Kind
    /// The day it happens (the daily forecast's date).
    public var day: Date

    /// Creates a change.
    public init(kind: Kind, day: Date) {
        self.kind = kind
        self.day = day
    }

    /// How much the day's high must rise or fall from one day to the next to count: 5 °C.
    public static let highChangeThreshold = Measurement(value: 5, unit: UnitTemperature.celsius)
    /// The chance of precipitation from which a day counts as wet: 50 %.
    public static let wetChance = 0.5
    /// The precipitation from which a day counts as wet whatever its chance: 1 mm.
    public static let wetAmount = Measurement(value: 1, unit: UnitLength.millimeters)
}

extension Weather {
    /// The significant changes in ``daily``, in the order of their days: each day whose high differs from the day
    /// before's by ``WeatherChange/highChangeThreshold`` or more, the first frost, and the start of each rainy spell
    /// (two or more wet days in a row after a dry one; a day is wet with a chance of precipitation of 50 % or more,
    /// or 1 mm or more).
    ///
    /// Days are compared with the day before in the list only when the two are consecutive local days, so a
    /// gap in the forecast is not taken for a change. A day with no high (a service that sent none) is skipped.
    public func significantChanges(
        threshold: Measurement<UnitTemperature> = WeatherChange.highChangeThreshold
    ) -> [WeatherChange] {
        let calendar = calendar
        let days = daily.sorted { $0.date < $1.date }
        let limit = threshold.converted(to: .celsius).value
        var changes: [WeatherChange] = []
        var frostFound = false
        for index in days.indices {
            let day = days[index]
            let previous = index > 0 ? days[index - 1] : nil
            let follows = previous.map { Self.isNextDay($0.date, day.date, in: calendar) } ?? false
            if let previous, follows {
                let change =
                    day.highTemperature.converted(to: .celsius).value
                    - previous.highTemperature.converted(to: .celsius).value
                if change.isFinite, abs(change) >= limit {
                    let by = Measurement(value: abs(change), unit: UnitTemperature.celsius)
                    changes.append(WeatherChange(kind: change > 0 ? .warmer(by: by) : .colder(by: by), day: day.date))
                }
                let low = day.lowTemperature.converted(to: .celsius).value
                if !frostFound, low <= 0, previous.lowTemperature.converted(to: .celsius).value > 0 {
                    frostFound = true
                    changes.append(WeatherChange(kind: .firstFrost(low: day.lowTemperature), day: day.date))
                }
            }
            // Frost on the first day means the frosts have begun already: none later is the first.
            if previous == nil, day.lowTemperature.converted(to: .celsius).value <= 0 { frostFound = true }
            if let previous, follows, !Self.isWet(previous), Self.isWet(day) {
                var length = 1
                while index + length < days.count, Self.isWet(days[index + length]),
                    Self.isNextDay(days[index + length - 1].date, days[index + length].date, in: calendar)
                {
                    length += 1
                }
                if length >= 2 { changes.append(WeatherChange(kind: .rainySpell(days: length), day: day.date)) }
            }
        }
        return changes
    }

    /// Whether `day` is wet: a chance of precipitation of ``WeatherChange/wetChance`` or more, or an amount of
    /// ``WeatherChange/wetAmount`` or more.
    static func isWet(_ day: DayForecast) -> Bool {
        if let chance = day.precipitationChance, chance >= WeatherChange.wetChance { return true }
        if let amount = day.precipitationAmount, amount.converted(to: .millimeters).value >= 1 { return true }
        return false
    }

    /// Whether `later` is the local day after `earlier`.
    static func isNextDay(_ earlier: Date, _ later: Date, in calendar: Calendar) -> Bool {
        let days = calendar.dateComponents(
            [.day], from: calendar.startOfDay(for: earlier), to: calendar.startOfDay(for: later)
        ).day
        return days == 1
    }
}
