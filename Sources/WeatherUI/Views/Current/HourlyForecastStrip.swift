#if canImport(SwiftUI)
import SwiftUI
import WeatherModels

/// The hourly forecast as a strip that scrolls sideways: each hour's time in the place's time zone, its
/// condition, the chance of rain when there is one, and the temperature.
///
/// ```swift
/// struct HoursView: View {
///     let shown: PlaceWeather
///
///     var body: some View {
///         HourlyForecastStrip(shown.weather)   // from this hour to the end of tomorrow, at most 24 hours
///     }
/// }
/// ```
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct HourlyForecastStrip: View {
    private let hours: [HourForecast]
    private let timeZone: TimeZone

    /// A strip of `hours`, their times written in `timeZone`.
    public init(hours: [HourForecast], timeZone: TimeZone) {
        self.hours = hours
        self.timeZone = timeZone
    }

    /// A strip of `weather`'s hours from the one containing `date`, at most `limit` of them.
    public init(_ weather: Weather, from date: Date = .now, limit: Int = 24) {
        self.init(hours: Array(weather.hours(from: date).prefix(max(0, limit))), timeZone: weather.timeZone)
    }

    /// The strip.
    public var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 20) {
                ForEach(hours, id: \.date) { hour in
                    HourForecastCell(hour, timeZone: timeZone)
                }
            }
            .padding(.vertical, 4)
        }
        .scrollIndicators(.hidden)
    }
}
#endif
