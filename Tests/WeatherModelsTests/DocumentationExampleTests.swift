import Foundation
import Testing

@testable import WeatherModels

/// Compiles and runs the example of the WeatherModels.docc landing page.
@Suite("Documentation examples")
struct DocumentationExampleTests {
    @Test("the landing page example works")
    func landingPage() throws {
        let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        let weather = Weather(
            coordinate: berlin,
            timeZone: TestValues.timeZone("Europe/Berlin"),
            current: CurrentWeather(
                date: now,
                temperature: Measurement(value: 68, unit: .fahrenheit),
                apparentTemperature: Measurement(value: 19, unit: .celsius),
                humidity: 0.55,
                condition: WeatherCondition(openWeatherID: 802)),
            source: WeatherSource(provider: .openWeather),
            fetchedAt: now)

        #expect(weather.hours(from: now).isEmpty)
        #expect(weather.todayHighLow(at: now) == nil)
        #expect(weather.current?.condition == .partlyCloudy)
        #expect(abs((weather.current?.temperature.value ?? 0) - 20) < 1e-9)
        #expect(weather.current?.temperature.unit == .celsius)
    }
}
