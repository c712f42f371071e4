import Foundation
import Testing
import WeatherModels

/// Compiles and runs the example of the WeatherModels.docc landing page, line for line.
@Suite("Documentation examples")
struct DocumentationExampleTests {
    @Test("the landing page example works")
    func landingPage() throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
        let now = Date()
        let weather = Weather(
            coordinate: berlin,
            timeZone: TimeZone(identifier: "Europe/Berlin")!,
            current: CurrentWeather(
                date: now,
                temperature: Measurement(value: 68, unit: .fahrenheit),  // stored as 20 °C
                apparentTemperature: Measurement(value: 19, unit: .celsius),
                humidity: 0.55,
                condition: .partlyCloudy),
            source: WeatherSource(provider: "my-service"),
            fetchedAt: now)

        for hour in weather.hours(from: now) {
            print(hour.date, hour.temperature, hour.condition.description)
        }
        if let today = weather.todayHighLow(at: now) {
            print("High \(today.high), low \(today.low)")
        }

        #expect(printed.isEmpty, "the sample has no hourly or daily forecast")
        #expect(weather.current?.condition == .partlyCloudy)
        #expect(abs((weather.current?.temperature.value ?? 0) - 20) < 1e-9)
        #expect(weather.current?.temperature.unit == .celsius)
    }
}
