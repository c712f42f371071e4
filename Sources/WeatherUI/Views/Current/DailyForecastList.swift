#if canImport(SwiftUI)
import SwiftUI
import WeatherModels

/// The forecast of the coming days, one row each: the weekday, the condition, the low, a bar of the day's
/// range on the scale of the whole list, and the high.
///
/// ```swift
/// struct WeekView: View {
///     let shown: PlaceWeather
///
///     var body: some View {
///         DailyForecastList(shown.weather)   // today and the six days after it
///     }
/// }
/// ```
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct DailyForecastList: View {
    @Environment(\.locale) private var locale
    @Environment(\.weatherUnits) private var units
    private var text: ViewText { ViewText(locale: locale, units: units) }
    private let days: [DayForecast]
    private let timeZone: TimeZone
    private let now: Date

    /// A list of `days`, named in `timeZone`; the day containing `now` is called "Today".
    public init(days: [DayForecast], timeZone: TimeZone, now: Date = .now) {
        self.days = days
        self.timeZone = timeZone
        self.now = now
    }

    /// A list of `count` days of `weather`, from the day containing `date`.
    public init(_ weather: Weather, from date: Date = .now, count: Int = 7) {
        self.init(days: weather.days(from: date, count: count), timeZone: weather.timeZone, now: date)
    }

    /// The rows.
    public var body: some View {
        let scale = Self.scale(of: days)
        VStack(spacing: 0) {
            ForEach(Array(days.enumerated()), id: \.element.date) { index, day in
                if index > 0 {
                    Divider()
                }
                DayForecastRow(day, title: title(of: day), scale: scale)
                    .padding(.vertical, 8)
            }
        }
    }

    private func title(of day: DayForecast) -> String {
        text.format.dayLabel(day.date, in: timeZone, now: now)
    }

    /// The lowest low and highest high of `days`, in °C: the scale of every row's bar.
    static func scale(of days: [DayForecast]) -> ClosedRange<Double> {
        let lows = days.map(\.lowTemperature.celsius).filter(\.isFinite)
        let highs = days.map(\.highTemperature.celsius).filter(\.isFinite)
        guard let low = lows.min(), let high = highs.max(), low <= high else { return 0...1 }
        return low...high
    }
}
#endif
