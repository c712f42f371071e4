import Foundation

/// What the precipitation does in the next hour, read from a minute-by-minute series (OpenWeather's `minutely`,
/// WeatherKit's next hour, Open-Meteo's 15-minute steps, MET Norway's nowcast): when it starts, peaks and stops,
/// and how hard it falls, as "Light rain starting in 12 min, stopping around 14:40".
///
/// A step counts as wet from ``wetIntensity`` (0.1 mm/h). Intensity follows the American Meteorological Society's
/// rain-rate classes: light below 2.5 mm/h, moderate to 7.6 mm/h, heavy above. The kind (rain, snow, sleet)
/// comes from the hourly forecast at the time (its condition, else its temperature), since minute series give only
/// an intensity.
///
/// ```swift
/// import Foundation
/// import WeatherModels
///
/// func nextHour(_ weather: Weather) {
///     guard let next = weather.nextHourPrecipitation(at: .now) else { return }  // no minute data
///     print(WeatherFormatter(locale: Locale(identifier: "en_GB")).nextHour(next, in: weather.timeZone))
/// }
/// ```
public struct NextHourPrecipitation: Hashable, Sendable {
    /// What falls.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Rain or drizzle.
        case rain
        /// Snow.
        case snow
        /// Sleet, freezing rain, hail or a wintry mix.
        case sleet
        /// Precipitation of a kind the forecast does not say.
        case precipitation
    }

    /// How hard it falls.
    public enum Intensity: String, Hashable, Sendable, CaseIterable, Comparable {
        /// Below 2.5 mm/h.
        case light
        /// From 2.5 to 7.6 mm/h.
        case moderate
        /// Above 7.6 mm/h.
        case heavy

        /// The class of an intensity in millimetres per hour.
        public init(millimetersPerHour rate: Double) {
            self = rate > 7.6 ? .heavy : rate >= 2.5 ? .moderate : .light
        }

        /// Light before moderate before heavy.
        public static func < (left: Self, right: Self) -> Bool {
            allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
        }
    }

    /// What the next hour brings.
    public enum Outlook: Hashable, Sendable {
        /// No step of the hour is wet.
        case dry
        /// Dry now, wet from `start`; it stops at `end`, or goes on past the hour when `end` is `nil`.
        case starting(start: Date, end: Date?)
        /// Wet now, stopping at `end` within the hour.
        case stopping(end: Date)
        /// Wet now and through the hour.
        case continuing
    }

    /// The intensity from which a step counts as wet: 0.1 mm/h.
    public static let wetIntensity = Measurement(value: 0.1, unit: UnitSpeed.millimetersPerHour)

    /// What the hour brings (the first spell of precipitation in it, when there are several).
    public var outlook: Outlook
    /// What falls, when anything does.
    public var kind: Kind
    /// The strongest intensity of the spell, in millimetres per hour (0 when dry).
    public var peakIntensity: Measurement<UnitSpeed>
    /// When the peak is, when anything falls.
    public var peakTime: Date?
    /// The class of ``peakIntensity``.
    public var intensity: Intensity
    /// The span the minute series covers, from `now` to its last step's end, at most an hour.
    public var window: DateInterval

    /// Creates a next-hour summary.
    public init(
        outlook: Outlook, kind: Kind, peakIntensity: Measurement<UnitSpeed>, peakTime: Date?, window: DateInterval
    ) {
        self.outlook = outlook
        self.kind = kind
        self.peakIntensity = peakIntensity.converted(to: .millimetersPerHour)
        self.peakTime = peakTime
        intensity = Intensity(millimetersPerHour: self.peakIntensity.value)
        self.window = window
    }
}

extension Weather {
    /// The next hour's precipitation from `now`, read from ``minutely``; `nil` when the minute series does not
    /// cover `now` (no minute data, or only old data).
    ///
    /// Each step lasts until the next one (so a 15-minute series works as well as a 1-minute one), and the last
    /// for the spacing before it. Only the first spell of precipitation within the hour is described.
    public func nextHourPrecipitation(at now: Date) -> NextHourPrecipitation? {
        let steps = minutely.sorted { $0.date < $1.date }
        guard steps.count >= 2 else { return nil }
        let spacing = steps[steps.count - 1].date.timeIntervalSince(steps[steps.count - 2].date)
        func end(of index: Int) -> Date {
            index + 1 < steps.count ? steps[index + 1].date : steps[index].date.addingTimeInterval(max(spacing, 60))
        }
        guard let first = steps.indices.first(where: { end(of: $0) > now }), steps[first].date <= now else {
            return nil
        }
        let horizon = min(now.addingTimeInterval(3600), end(of: steps.count - 1))
        let window = DateInterval(start: now, end: max(horizon, now))
        let inWindow = steps.indices.filter { $0 >= first && steps[$0].date < window.end }
        let threshold = NextHourPrecipitation.wetIntensity.value
        func isWet(_ index: Int) -> Bool {
            steps[index].precipitationIntensity.converted(to: .millimetersPerHour).value >= threshold
        }
        guard let spellStart = inWindow.first(where: isWet) else {
            return NextHourPrecipitation(
                outlook: .dry, kind: .precipitation, peakIntensity: Measurement(value: 0, unit: .millimetersPerHour),
                peakTime: nil, window: window)
        }
        let spell = inWindow.drop { $0 < spellStart }.prefix { isWet($0) }
        let spellEnd = spell.last.map(end(of:)) ?? window.end
        let stopsWithin = spellEnd < window.end
        let peak =
            spell.max {
                steps[$0].precipitationIntensity.value < steps[$1].precipitationIntensity.value
            } ?? spellStart
        let outlook: NextHourPrecipitation.Outlook
        if spellStart == first {
            outlook = stopsWithin ? .stopping(end: spellEnd) : .continuing
        } else {
            outlook = .starting(start: steps[spellStart].date, end: stopsWithin ? spellEnd : nil)
        }
        let kind = precipitationKind(at: steps[peak].date)
        return NextHourPrecipitation(
            outlook: outlook, kind: kind, peakIntensity: steps[peak].precipitationIntensity,
            peakTime: steps[peak].date, window: window)
    }

    /// What falls at `date`: the kind of the hourly forecast's condition then (or the current conditions'), and
    /// when that condition is not precipitation, snow at or below 0 °C and rain above; `.precipitation` when
    /// neither says.
    private func precipitationKind(at date: Date) -> NextHourPrecipitation.Kind {
        let hours = hourly.sorted { $0.date < $1.date }
        let hour = hours.last { $0.date <= date && date.timeIntervalSince($0.date) < 3 * 3600 }
        let condition = hour?.condition ?? current?.condition
        if let condition, condition.isPrecipitation { return condition.precipitationKind }
        guard let temperature = hour?.temperature ?? current?.temperature else { return .precipitation }
        return temperature.converted(to: .celsius).value <= 0 ? .snow : .rain
    }
}
