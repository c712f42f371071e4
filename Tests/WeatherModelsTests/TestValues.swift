import Foundation

@testable import WeatherModels

/// Builders for the values the tests share.
enum TestValues {
    static func timeZone(_ identifier: String) -> TimeZone {
        guard let timeZone = TimeZone(identifier: identifier) else {
            preconditionFailure("The test's time zone \(identifier) is missing from this system.")
        }
        return timeZone
    }

    /// A local wall-clock time in `timeZone`.
    static func date(
        _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, in timeZone: TimeZone
    ) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
        guard let date = calendar.date(from: components) else {
            preconditionFailure("Invalid test date \(components)")
        }
        return date
    }

    static func celsius(_ value: Double) -> Measurement<UnitTemperature> {
        Measurement(value: value, unit: .celsius)
    }

    /// Hourly forecasts every `3600` seconds from `start`, with the temperature rising by one degree per hour.
    static func hours(from start: Date, count: Int, isDaylight: Bool = true) -> [HourForecast] {
        (0..<count).map { index in
            HourForecast(
                date: start.addingTimeInterval(Double(index) * 3600), temperature: celsius(Double(index)),
                condition: .clear, isDaylight: isDaylight)
        }
    }

    /// Daily forecasts starting at the local midnight of each of `count` days from the day of `start`.
    static func days(from start: Date, count: Int, in timeZone: TimeZone) -> [DayForecast] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let first = calendar.startOfDay(for: start)
        return (0..<count).compactMap { offset in
            guard let date = calendar.date(byAdding: .day, value: offset, to: first) else { return nil }
            return DayForecast(
                date: date, highTemperature: celsius(Double(20 + offset)), lowTemperature: celsius(Double(10 + offset)),
                condition: .partlyCloudy, sunrise: date.addingTimeInterval(6 * 3600),
                sunset: date.addingTimeInterval(18 * 3600))
        }
    }

    static func weather(
        timeZone: TimeZone, hourly: [HourForecast] = [], daily: [DayForecast] = [], current: CurrentWeather? = nil
    ) -> Weather {
        Weather(
            coordinate: berlin, timeZone: timeZone, current: current, hourly: hourly, daily: daily,
            source: WeatherSource(provider: .sandbox), fetchedAt: Date(timeIntervalSince1970: 1_790_000_000))
    }

    static let berlin: Coordinate = {
        guard let coordinate = try? Coordinate(latitude: 52.52, longitude: 13.405) else {
            preconditionFailure("Berlin's coordinate is valid.")
        }
        return coordinate
    }()
}

extension UnitSpeed {
    static var inchesPerHour: UnitSpeed {
        UnitSpeed(symbol: "in/h", converter: UnitConverterLinear(coefficient: 0.0254 / 3600))
    }
}
