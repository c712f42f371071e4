import Foundation
import Testing

@testable import WeatherModels

/// Compiles and runs the sample of the Coming from WeatherKit article (WeatherModels.docc).
@Suite("Coming from WeatherKit article")
struct ComingFromWeatherKitArticleTests {
    @Test("a screen, moved over")
    func screenMovedOver() throws {
        func summary(of weather: Weather, at now: Date) -> [String] {
            var lines: [String] = []
            if let current = weather.current {
                lines.append("\(current.condition.description), \(current.temperature.converted(to: .celsius))")
                lines.append(current.condition.symbolName(isDaylight: current.isDaylight))
            }
            for day in weather.days(from: now, count: 3) {
                let name = day.weekdayName(in: weather.timeZone)
                lines.append("\(name): \(day.lowTemperature) to \(day.highTemperature)")
            }
            return lines
        }

        let tokyo = TestValues.timeZone("Asia/Tokyo")
        let now = Date(timeIntervalSince1970: 1_750_000_000)  // Sunday 15 June 2025, 15:06 in Tokyo
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = tokyo
        let today = calendar.startOfDay(for: now)
        let days = (0..<5).map { offset in
            DayForecast(
                date: calendar.date(byAdding: .day, value: offset, to: today)!,
                highTemperature: Measurement(value: 25 + Double(offset), unit: .celsius),
                lowTemperature: Measurement(value: 18, unit: .celsius),
                condition: .rain)
        }
        let weather = Weather(
            coordinate: try Coordinate(latitude: 35.68, longitude: 139.69),
            timeZone: tokyo,
            current: CurrentWeather(
                date: now,
                temperature: Measurement(value: 77, unit: .fahrenheit),
                apparentTemperature: Measurement(value: 26, unit: .celsius),
                humidity: 0.7,
                condition: .partlyCloudy,
                isDaylight: true),
            daily: days,
            source: WeatherSource(provider: .sandbox),
            fetchedAt: now)

        let lines = summary(of: weather, at: now)

        #expect(lines.count == 5)
        #expect(lines[0].hasPrefix("Partly cloudy, 25"))
        #expect(lines[1] == WeatherCondition.partlyCloudy.symbolName(isDaylight: true))
        #expect(lines[2].hasPrefix("\(days[0].weekdayName(in: tokyo)): "))
        #expect(lines[4].hasPrefix("\(days[2].weekdayName(in: tokyo)): "))
    }
}
