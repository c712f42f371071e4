import Foundation
import WeatherModels

/// One local calendar day at a place, summarised from its hourly samples: 24 on most days, 23 or 25 on the
/// day of a daylight-saving change (see ``WeatherGenerator/HourGrid``).
package struct DaySample: Sendable {
    /// The local date.
    package var date: CivilTime
    /// Local midnight in Unix seconds.
    package var start: Int
    /// The next local midnight in Unix seconds: 23, 24 or 25 hours (or 23.5 and 24.5 at Lord Howe Island)
    /// after ``start``.
    package var end: Int
    /// The samples of the day's hours, in the service's ``WeatherGenerator/HourGrid``.
    package var hours: [WeatherSample]
    /// Sunrise, sunset and the kind of day.
    package var solarDay: SolarDay

    /// The lowest temperature, °C.
    package var minimumTemperature: Double { hours.map(\.temperature).min() ?? 0 }
    /// The highest temperature, °C.
    package var maximumTemperature: Double { hours.map(\.temperature).max() ?? 0 }
    /// The mean temperature, °C.
    package var averageTemperature: Double { hours.map(\.temperature).reduce(0, +) / Double(max(hours.count, 1)) }
    /// The local wall-clock hour of each of ``hours``.
    package var wallClockHours: [Int] = []

    /// The sample at the local wall-clock hour `hour`, else the one nearest to it (on the day of a change, an
    /// hour the clocks skip has none).
    package func hour(_ hour: Int) -> WeatherSample {
        guard hours.count == wallClockHours.count, !hours.isEmpty else {
            return hours[min(max(hour, 0), hours.count - 1)]
        }
        let index = wallClockHours.indices.min { abs(wallClockHours[$0] - hour) < abs(wallClockHours[$1] - hour) }
        return hours[index ?? 0]
    }
    /// Rain over the day, mm.
    package var rainTotal: Double { hours.map(\.rain).reduce(0, +) }
    /// Snow (water equivalent) over the day, mm.
    package var snowTotal: Double { hours.map(\.snow).reduce(0, +) }
    /// The highest chance of precipitation.
    package var precipitationChance: Double { hours.map(\.precipitationChance).max() ?? 0 }
    /// The highest UV index.
    package var maximumUVIndex: Double { hours.map(\.uvIndex).max() ?? 0 }
    /// The strongest wind, m/s.
    package var maximumWindSpeed: Double { hours.map(\.windSpeed).max() ?? 0 }
    /// The strongest gust, m/s.
    package var maximumWindGust: Double { hours.map(\.windGust).max() ?? 0 }
    /// The mean relative humidity, percent.
    package var averageHumidity: Double { hours.map(\.humidity).reduce(0, +) / Double(max(hours.count, 1)) }
    /// The mean cloud cover, percent.
    package var averageCloudCover: Int { hours.map(\.cloudCover).reduce(0, +) / max(hours.count, 1) }
    /// The mean visibility, metres.
    package var averageVisibility: Double { hours.map(\.visibility).reduce(0, +) / Double(max(hours.count, 1)) }

    /// The day's condition: the heaviest precipitation when any fell, else fog or mist that
    /// lasted a third of the day, else the cloud band of the mean cover.
    package var condition: SandboxCondition {
        if let wettest = hours.filter({ $0.precipitation > 0 }).max(by: { $0.precipitation < $1.precipitation }) {
            return wettest.condition
        }
        let foggy = hours.filter { $0.condition == .fog || $0.condition == .mist }
        if foggy.count >= 8 { return foggy[0].condition }
        return .clouds(percent: averageCloudCover)
    }

    /// A one-line summary such as "Expect a day of partly cloudy with rain".
    package var summary: String {
        let sky: String
        switch averageCloudCover {
        case ...20: sky = "clear sky"
        case ...60: sky = "partly cloudy"
        default: sky = "cloudy"
        }
        if snowTotal > 0 { return "Expect a day of \(sky) with snow" }
        if rainTotal > 0 { return "Expect a day of \(sky) with rain" }
        if condition == .fog || condition == .mist { return "There will be fog today" }
        return "There will be \(sky) today"
    }
}

extension WeatherGenerator {
    /// The instants a service lists as the hours of a local day, so that a day's summary (its high and low)
    /// is made of the very hours the service's hourly series holds.
    package enum HourGrid: Hashable, Sendable {
        /// The day's whole hours on the wall clock, as WeatherAPI.com lists a day's `hour[]`: 23 on the day
        /// clocks go forward, 25 on the day they go back (the repeated hour twice, at its two instants), and
        /// where a zone changes by half an hour (Lord Howe Island) 23 or 24 hours with one step of 90 minutes.
        case wallClock
        /// Every hour a whole number of hours from `anchor` (Unix seconds) that falls in the day: `anchor` 0
        /// gives the whole UTC hours of OpenWeather and MET Norway.
        case hourly(from: Int)

        /// The instants of the grid from `start` up to `end`, in `zone`.
        func times(from start: Int, to end: Int, zone: SandboxZone) -> [Int] {
            switch self {
            case .hourly(let anchor):
                let first = anchor - CivilTime.floorDivide(anchor - start, 3600) * 3600
                return Array(stride(from: first, to: end, by: 3600))
            case .wallClock:
                // The usual day: one offset throughout, every hour from midnight.
                if zone.offset(at: start) == zone.offset(at: end - 1), (end - start) % 3600 == 0 {
                    return Array(stride(from: start, to: end, by: 3600))
                }
                // The day of a change: every quarter hour whose wall-clock time is a whole hour.
                return stride(from: start, to: end, by: 900).filter { time in
                    (time + zone.offset(at: time)) % 3600 == 0
                }
            }
        }
    }

    /// The local day that starts at `start` (a local midnight) at `coordinate`, with the hours of `grid`
    /// up to the next local midnight; or, when `dateOffset` is given (a service that cuts its days in one
    /// fixed offset), the 24 hours from `start`, dated in that offset.
    package func day(
        at coordinate: Coordinate, start: Int, zone: SandboxZone, dateOffset: Int? = nil, grid: HourGrid = .wallClock
    ) -> DaySample {
        let sampler = sampler(at: coordinate)
        let date = CivilTime(seconds: start, offset: dateOffset ?? zone.offset(at: start))
        let end: Int
        let times: [Int]
        if dateOffset != nil {
            end = start + 86_400
            times = Array(stride(from: start, to: end, by: 3600))
        } else {
            end = zone.startOfDay(dayNumber: date.dayNumber + 1)
            times = grid.times(from: start, to: end, zone: zone)
        }
        // Never an empty day: a day always has its first instant.
        let sampled = times.isEmpty ? [start] : times
        let hours = sampled.map { sampler.sample(time: $0) }
        let noon = start + 12 * 3600
        let solarDay = SolarDay(containing: noon, latitude: coordinate.latitude, longitude: coordinate.longitude)
        var day = DaySample(date: date, start: start, end: end, hours: hours, solarDay: solarDay)
        day.wallClockHours = sampled.map { time in
            CivilTime(seconds: time, offset: dateOffset ?? zone.offset(at: time)).hour
        }
        return day
    }

    /// `count` local days at `coordinate`, starting with the day that contains `time`, each with the hours
    /// of `grid`.
    package func days(
        at coordinate: Coordinate, from time: Int, count: Int, zone: SandboxZone, grid: HourGrid = .wallClock
    ) -> [DaySample] {
        let first = zone.startOfDay(containing: time)
        return (0..<max(0, count)).map { index in
            day(at: coordinate, start: zone.startOfDay(dayNumber: first.dayNumber + index), zone: zone, grid: grid)
        }
    }
}
