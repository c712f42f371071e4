import Foundation

extension DayForecast {
    /// The name of the day's weekday, such as "Monday", in the place's time zone.
    ///
    /// ```swift
    /// import Foundation
    /// import WeatherProviders
    ///
    /// let weather = try await OpenMeteoClient().weather(at: Coordinate(latitude: 52.52, longitude: 13.405))
    /// if let day = weather.daily.first {
    ///     day.weekdayName(in: weather.timeZone, locale: Locale(identifier: "de_DE"), style: .abbreviated)  // "Mo."
    /// }
    /// ```
    public func weekdayName(
        in timeZone: TimeZone, locale: Locale = .current, style: WeekdayStyle = .full
    ) -> String {
        let formatter = DateFormatter()
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = timeZone
        formatter.locale = locale
        formatter.dateFormat = style.pattern
        return formatter.string(from: date)
    }

    /// How long a weekday name is.
    ///
    /// A struct with static members so that more styles can be added later.
    public struct WeekdayStyle: Hashable, Sendable {
        /// The date-format pattern that produces the name.
        fileprivate let pattern: String

        /// The full name, such as "Monday".
        public static let full = WeekdayStyle(pattern: "EEEE")
        /// The abbreviated name, such as "Mon".
        public static let abbreviated = WeekdayStyle(pattern: "EEE")
        /// The short name, such as "Mo".
        public static let short = WeekdayStyle(pattern: "EEEEEE")
        /// The narrowest name, such as "M".
        public static let narrow = WeekdayStyle(pattern: "EEEEE")
    }
}
