import Foundation
import WeatherModels

/// One local calendar day at a place, summarised from its 24 hourly samples.
package struct DaySample: Sendable {
    /// The local date.
    package var date: CivilTime
    /// Local midnight in Unix seconds.
    package var start: Int
    /// The hourly samples from local midnight.
    package var hours: [WeatherSample]
    /// Sunrise, sunset and the kind of day.
    package var solarDay: SolarDay

    /// The lowest temperature, °C.
    package var minimumTemperature: Double { hours.map(\.temperature).min() ?? 0 }
    /// The highest temperature, °C.
    package var maximumTemperature: Double { hours.map(\.temperature).max() ?? 0 }
    /// The mean temperature, °C.
    package var averageTemperature: Double { hours.map(\.temperature).reduce(0, +) / Double(max(hours.count, 1)) }
    /// The sample at a local hour (clamped to the day).
    package func hour(_ hour: Int) -> WeatherSample { hours[min(max(hour, 0), hours.count - 1)] }
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
    /// The local day that starts at `start` (a local midnight) at `coordinate`, dated in `dateOffset` when
    /// given (a service that cuts its days in one fixed offset), else in `zone`'s offset at `start`.
    package func day(at coordinate: Coordinate, start: Int, zone: SandboxZone, dateOffset: Int? = nil) -> DaySample {
        let sampler = sampler(at: coordinate)
        let hours = (0..<24).map { sampler.sample(time: start + $0 * 3600) }
        let date = CivilTime(seconds: start, offset: dateOffset ?? zone.offset(at: start))
        let noon = start + 12 * 3600
        let solarDay = SolarDay(containing: noon, latitude: coordinate.latitude, longitude: coordinate.longitude)
        return DaySample(date: date, start: start, hours: hours, solarDay: solarDay)
    }

    /// `count` local days at `coordinate`, starting with the day that contains `time`.
    package func days(at coordinate: Coordinate, from time: Int, count: Int, zone: SandboxZone) -> [DaySample] {
        let first = zone.startOfDay(containing: time)
        return (0..<max(0, count)).map { index in
            day(at: coordinate, start: zone.startOfDay(dayNumber: first.dayNumber + index), zone: zone)
        }
    }
}
