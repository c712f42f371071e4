import Foundation

/// A part of a local day: the four parts of a day (overnight, morning, afternoon, evening), or the two halves of
/// a twice-daily forecast (daytime and overnight), as WeatherKit's and Home Assistant's twice-daily forecasts split
/// a day.
public enum DayPart: String, CaseIterable, Hashable, Sendable, Codable {
    /// 00:00 to 06:00 local time.
    case overnight
    /// 06:00 to 12:00.
    case morning
    /// 12:00 to 18:00.
    case afternoon
    /// 18:00 to 24:00.
    case evening
    /// 07:00 to 19:00, the day half of a twice-daily forecast.
    case daytime
    /// 19:00 to 07:00 the next morning, the night half of a twice-daily forecast.
    case night

    /// The four parts of a day, in order.
    public static let quarters: [DayPart] = [.overnight, .morning, .afternoon, .evening]
    /// The two halves of a twice-daily forecast, in order.
    public static let halves: [DayPart] = [.daytime, .night]

    /// The local hours the part covers: its start, and its end (24 and more mean the next day).
    public var hours: (start: Int, end: Int) {
        switch self {
        case .overnight: (0, 6)
        case .morning: (6, 12)
        case .afternoon: (12, 18)
        case .evening: (18, 24)
        case .daytime: (7, 19)
        case .night: (19, 31)
        }
    }
}

/// The weather of a part of a day, summarised from the hours of ``Weather/hourly`` that fall in it.
///
/// Parts are cut at local wall-clock hours in the place's time zone, so a part on the day clocks change has its
/// real length (the overnight part of a spring-forward day in Berlin is 5 hours long). A part the hourly
/// forecast covers only partly is kept with what came: ``hourCount`` says how many hours it is made of and
/// ``isComplete`` whether they cover the whole part.
///
/// ```swift
/// import Foundation
/// import WeatherModels
///
/// func parts(of weather: Weather) {
///     for part in weather.dayParts(on: .now) {
///         print(part.part, part.lowTemperature, part.highTemperature, part.condition)
///     }
/// }
/// ```
public struct DayPartForecast: Hashable, Sendable {
    /// Which part of the day.
    public var part: DayPart
    /// When the part starts.
    public var start: Date
    /// When it ends.
    public var end: Date
    /// The condition that describes the part: the one of most hours, and on a tie the more significant
    /// (precipitation and storms over fog, fog over clouds, clouds over a clear sky).
    public var condition: WeatherCondition
    /// The highest hourly temperature.
    public var highTemperature: Measurement<UnitTemperature>
    /// The lowest hourly temperature.
    public var lowTemperature: Measurement<UnitTemperature>
    /// The highest hourly chance of precipitation, from 0 to 1, when any hour gives one.
    public var precipitationChance: Double?
    /// The precipitation of the part's hours added up, when any hour gives an amount.
    public var precipitationAmount: Measurement<UnitLength>?
    /// The strongest hourly wind speed, when any hour gives one.
    public var highestWindSpeed: Measurement<UnitSpeed>?
    /// How many hourly entries the part is made of.
    public var hourCount: Int
    /// Whether the hourly entries cover the whole part, from its start to its end.
    public var isComplete: Bool

    /// Creates a day part's forecast.
    public init(
        part: DayPart, start: Date, end: Date, condition: WeatherCondition,
        highTemperature: Measurement<UnitTemperature>, lowTemperature: Measurement<UnitTemperature>,
        precipitationChance: Double? = nil, precipitationAmount: Measurement<UnitLength>? = nil,
        highestWindSpeed: Measurement<UnitSpeed>? = nil, hourCount: Int, isComplete: Bool
    ) {
        self.part = part
        self.start = start
        self.end = end
        self.condition = condition
        self.highTemperature = highTemperature
        self.lowTemperature = lowTemperature
        self.precipitationChance = precipitationChance
        self.precipitationAmount = precipitationAmount
        self.highestWindSpeed = highestWindSpeed
        self.hourCount = hourCount
        self.isComplete = isComplete
    }
}

extension Weather {
    /// The local day containing `date` in four parts (overnight, morning, afternoon, evening), or in the `parts`
    /// asked for (``DayPart/halves`` for a twice-daily forecast), each summarised from the hourly forecast.
    ///
    /// A part with no hourly entry is left out, so the list can be shorter than `parts`; a part with some of its
    /// hours is kept, with ``DayPartForecast/isComplete`` `false`. An entry belongs to the part its start falls in.
    public func dayParts(on date: Date, parts: [DayPart] = DayPart.quarters) -> [DayPartForecast] {
        let calendar = calendar
        let day = calendar.startOfDay(for: date)
        let sorted = hourly.sorted { $0.date < $1.date }
        return parts.compactMap { part in
            guard let start = Self.wallClock(hour: part.hours.start, of: day, in: calendar),
                let end = Self.wallClock(hour: part.hours.end, of: day, in: calendar), end > start
            else { return nil }
            let hours = sorted.filter { $0.date >= start && $0.date < end }
            return Self.summary(of: hours, as: part, from: start, to: end)
        }
    }

    /// The instant of local wall-clock `hour` (24 and more: of the following days) of the day starting at `day`;
    /// an hour a clock change skips is the first instant after it.
    static func wallClock(hour: Int, of day: Date, in calendar: Calendar) -> Date? {
        guard let base = calendar.date(byAdding: .day, value: hour / 24, to: day) else { return nil }
        guard hour % 24 != 0 else { return calendar.startOfDay(for: base) }
        return calendar.date(
            bySettingHour: hour % 24, minute: 0, second: 0, of: base, matchingPolicy: .nextTime,
            repeatedTimePolicy: .first, direction: .forward)
    }

    /// `hours` summarised as `part`, or `nil` when there are none.
    static func summary(
        of hours: [HourForecast], as part: DayPart, from start: Date, to end: Date
    )
        -> DayPartForecast?
    {
        guard let first = hours.first, let last = hours.last else { return nil }
        let temperatures = hours.map(\.temperature.value)
        let unit = first.temperature.unit
        let chances = hours.compactMap(\.precipitationChance)
        let amounts = hours.compactMap { $0.precipitationAmount?.converted(to: .millimeters).value }
        let winds = hours.compactMap { $0.wind?.speed.converted(to: .metersPerSecond).value }
        // Covered when the first entry starts the part and no step between entries (or after the last, taken as
        // an hour) leaves a gap of more than three hours, the longest step a service sends.
        var covered = first.date <= start
        var reach = first.date
        for hour in hours {
            if hour.date.timeIntervalSince(reach) > 3 * 3600 { covered = false }
            reach = hour.date
        }
        if end.timeIntervalSince(last.date) > 3 * 3600 { covered = false }
        return DayPartForecast(
            part: part, start: start, end: end, condition: Self.describingCondition(of: hours.map(\.condition)),
            highTemperature: Measurement(value: temperatures.max() ?? .nan, unit: unit),
            lowTemperature: Measurement(value: temperatures.min() ?? .nan, unit: unit),
            precipitationChance: chances.max(),
            precipitationAmount: amounts.isEmpty ? nil : Measurement(value: amounts.reduce(0, +), unit: .millimeters),
            highestWindSpeed: winds.max().map { Measurement(value: $0, unit: .metersPerSecond) },
            hourCount: hours.count, isComplete: covered)
    }

    /// The condition of most of `conditions`; on a tie, the more significant one.
    static func describingCondition(of conditions: [WeatherCondition]) -> WeatherCondition {
        var counts: [WeatherCondition: Int] = [:]
        for condition in conditions { counts[condition, default: 0] += 1 }
        return counts.max { left, right in
            if left.value != right.value { return left.value < right.value }
            let (a, b) = (left.key.significance, right.key.significance)
            return a != b ? a < b : left.key.rawValue > right.key.rawValue
        }?.key ?? .unknown
    }
}

extension WeatherCondition {
    /// How much a condition says about a span of time when it ties with another: storms and precipitation most,
    /// then wind, fog and dust, then clouds, then a clear sky.
    var significance: Int {
        switch self {
        case .thunderstorms, .strongStorms, .isolatedThunderstorms, .scatteredThunderstorms, .tropicalStorm,
            .hurricane, .tornado, .blizzard, .hail:
            5
        case .rain, .heavyRain, .drizzle, .sunShowers, .freezingDrizzle, .freezingRain, .sleet, .wintryMix,
            .flurries, .sunFlurries, .snow, .heavySnow, .blowingSnow:
            4
        case .foggy, .haze, .smoky, .blowingDust, .squalls, .windy, .breezy, .frigid, .hot:
            3
        case .cloudy, .mostlyCloudy, .partlyCloudy:
            2
        case .mostlyClear, .clear:
            1
        case .unknown:
            0
        }
    }

    /// Whether the condition is precipitation of some kind (or a storm that brings it).
    var isPrecipitation: Bool { significance >= 4 && self != .tornado && self != .hurricane }

    /// Whether the precipitation it names is frozen: snow, or sleet and mixed.
    var precipitationKind: NextHourPrecipitation.Kind {
        switch self {
        case .flurries, .sunFlurries, .snow, .heavySnow, .blowingSnow, .blizzard: .snow
        case .sleet, .wintryMix, .freezingRain, .freezingDrizzle, .hail: .sleet
        case .rain, .heavyRain, .drizzle, .sunShowers, .thunderstorms, .strongStorms, .isolatedThunderstorms,
            .scatteredThunderstorms, .tropicalStorm:
            .rain
        default: .precipitation
        }
    }
}
