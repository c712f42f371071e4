import Foundation

/// A place's climate normals for every day of the year: the mean daily high, mean daily low and mean precipitation
/// of each calendar day (366 of them, 29 February included), over a span of years such as 1991–2020.
///
/// Named `DailyNormals` (not "climate normals") because it holds one normal per calendar day rather than the
/// WMO's monthly tables.
///
/// Each day's normal is the mean of every observation within ``smoothingHalfWidth`` (15) days either side of it,
/// the year wrapping around (a 31-day moving mean, each observation counted once), so that one hot or cold year
/// does not make the curve jagged and 29 February, seen one year in four, borrows from its neighbours. The mean of a
/// 31-day window flattens a seasonal cycle's peak by about 1 % of its amplitude (0.1 °C for Berlin). A missing
/// (`null`) value is skipped, never counted as zero.
///
/// ```swift
/// import Foundation
/// import WeatherModels
///
/// func todayAgainstNormal(_ weather: Weather, normals: DailyNormals) -> String? {
///     guard let today = weather.daily.first else { return nil }
///     let comparison = normals.comparison(of: today, in: weather.timeZone)
///     return WeatherFormatter().normalComparison(comparison, in: weather.timeZone)  // "4° warmer than normal for 27 Nov"
/// }
/// ```
public struct DailyNormals: Hashable, Sendable, Codable {
    /// The normal of one calendar day.
    public struct Day: Hashable, Sendable {
        /// The month, 1–12.
        public var month: Int
        /// The day of the month, 1–31.
        public var day: Int
        /// The mean daily high.
        public var high: Measurement<UnitTemperature>
        /// The mean daily low.
        public var low: Measurement<UnitTemperature>
        /// The mean precipitation of a day (water equivalent), or `nil` when the source had none.
        public var precipitation: Measurement<UnitLength>?

        /// Creates a day's normal.
        public init(
            month: Int, day: Int, high: Measurement<UnitTemperature>, low: Measurement<UnitTemperature>,
            precipitation: Measurement<UnitLength>?
        ) {
            self.month = month
            self.day = day
            self.high = high
            self.low = low
            self.precipitation = precipitation
        }
    }

    /// One day's observed values, the input of ``init(observations:source:)``: `nil` for a value that is missing.
    public struct Observation: Hashable, Sendable {
        /// The year.
        public var year: Int
        /// The month, 1–12.
        public var month: Int
        /// The day of the month.
        public var day: Int
        /// The day's highest temperature, °C.
        public var high: Double?
        /// The day's lowest temperature, °C.
        public var low: Double?
        /// The day's precipitation, mm.
        public var precipitation: Double?

        /// Creates an observation; temperatures in °C, precipitation in millimetres.
        public init(year: Int, month: Int, day: Int, high: Double?, low: Double?, precipitation: Double?) {
            self.year = year
            self.month = month
            self.day = day
            self.high = high
            self.low = low
            self.precipitation = precipitation
        }
    }

    /// The number of days either side of a day that its normal is the mean over: 15.
    public static let smoothingHalfWidth = 15

    /// The years the normals were computed from (those of the first and last observation), such as 1991...2020.
    public var years: ClosedRange<Int>
    /// Where the observations came from, such as "Open-Meteo archive (ERA5)".
    public var source: String
    /// The mean daily high of each calendar day, °C, 1 January first (index 59 is 29 February).
    public private(set) var highs: [Double]
    /// The mean daily low of each calendar day, °C.
    public private(set) var lows: [Double]
    /// The mean precipitation of each calendar day, mm; `nil` when the source had none.
    public private(set) var precipitation: [Double]?

    /// Normals from values already computed: 366 finite values per series (1 January first, 29 February at index
    /// 59), or `nil` when a series has another length or a value that is not finite.
    public init?(highs: [Double], lows: [Double], precipitation: [Double]?, years: ClosedRange<Int>, source: String) {
        let series = [highs, lows] + (precipitation.map { [$0] } ?? [])
        guard series.allSatisfy({ $0.count == 366 && $0.allSatisfy(\.isFinite) }) else { return nil }
        self.highs = highs
        self.lows = lows
        self.precipitation = precipitation
        self.years = years
        self.source = source
    }

    /// Normals computed from daily observations: each calendar day the mean of the observations within
    /// ``smoothingHalfWidth`` days of it, missing values skipped. ``years`` spans the observations' years.
    ///
    /// `nil` when a day has no high or no low within its window (too few observations), or when observations with
    /// precipitation leave a window without any; precipitation is `nil` when no observation has it. Observations
    /// with an impossible date or a value that is not finite are skipped.
    public init?(observations: [Observation], source: String) {
        var sums = [[Double]](repeating: [Double](repeating: 0, count: 366), count: 3)
        var counts = [[Int]](repeating: [Int](repeating: 0, count: 366), count: 3)
        var firstYear = Int.max
        var lastYear = Int.min
        for observation in observations {
            guard let slot = Self.slot(month: observation.month, day: observation.day) else { continue }
            for (series, value) in [observation.high, observation.low, observation.precipitation].enumerated() {
                guard let value, value.isFinite else { continue }
                sums[series][slot] += value
                counts[series][slot] += 1
                firstYear = min(firstYear, observation.year)
                lastYear = max(lastYear, observation.year)
            }
        }
        guard firstYear <= lastYear else { return nil }
        let width = Self.smoothingHalfWidth
        func smoothed(_ series: Int) -> [Double]? {
            var values: [Double] = []
            values.reserveCapacity(366)
            for slot in 0..<366 {
                var sum = 0.0
                var count = 0
                for offset in -width...width {
                    let other = (slot + offset + 366) % 366
                    sum += sums[series][other]
                    count += counts[series][other]
                }
                guard count > 0 else { return nil }
                values.append(sum / Double(count))
            }
            return values
        }
        guard let highs = smoothed(0), let lows = smoothed(1) else { return nil }
        var precipitation: [Double]?
        if counts[2].contains(where: { $0 > 0 }) {
            guard let values = smoothed(2) else { return nil }
            precipitation = values
        }
        self.init(highs: highs, lows: lows, precipitation: precipitation, years: firstYear...lastYear, source: source)
    }

    /// The normal of a calendar day, or `nil` for a date that does not exist in a leap year (31 April).
    public func normal(month: Int, day: Int) -> Day? {
        guard let slot = Self.slot(month: month, day: day) else { return nil }
        return Day(
            month: month, day: day, high: Measurement(value: highs[slot], unit: .celsius),
            low: Measurement(value: lows[slot], unit: .celsius),
            precipitation: precipitation.map { Measurement(value: $0[slot], unit: .millimeters) })
    }

    /// The normal of the calendar day `date` falls on in `timeZone`.
    public func normal(on date: Date, in timeZone: TimeZone) -> Day {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.month, .day], from: date)
        // Every Gregorian date exists in a leap year, so only a broken calendar falls back to 1 January.
        return normal(month: parts.month ?? 1, day: parts.day ?? 1) ?? normal(month: 1, day: 1)!
    }

    /// `day`'s high and low against the normal of its date in `timeZone`.
    public func comparison(of day: DayForecast, in timeZone: TimeZone) -> NormalComparison {
        NormalComparison(
            date: day.date, high: day.highTemperature, low: day.lowTemperature,
            normal: normal(on: day.date, in: timeZone))
    }

    /// The index of a calendar day in a leap year (1 January 0, 29 February 59, 31 December 365), or `nil` for a
    /// day that does not exist.
    static func slot(month: Int, day: Int) -> Int? {
        let starts = [0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335, 366]
        guard (1...12).contains(month), day >= 1, day <= starts[month] - starts[month - 1] else { return nil }
        return starts[month - 1] + day - 1
    }

    private enum CodingKeys: String, CodingKey {
        case years, source, highs, lows, precipitation
    }

    /// Decodes normals, refusing series that are not 366 finite values each.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let normals = Self(
            highs: try container.decode([Double].self, forKey: .highs),
            lows: try container.decode([Double].self, forKey: .lows),
            precipitation: try container.decodeIfPresent([Double].self, forKey: .precipitation),
            years: try container.decode(ClosedRange<Int>.self, forKey: .years),
            source: try container.decode(String.self, forKey: .source))
        guard let normals else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "Normals need 366 finite values per series."))
        }
        self = normals
    }
}
