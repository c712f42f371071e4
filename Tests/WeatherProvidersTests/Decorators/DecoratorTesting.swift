import Foundation
import WeatherCore
import WeatherProviders
import WeatherTesting

/// The places, weather and upstream provider the decorator tests share.
enum DecoratorTesting {
    static let berlin = try! Coordinate(latitude: 52.52, longitude: 13.405)
    static let paris = try! Coordinate(latitude: 48.8566, longitude: 2.3522)

    /// An upstream for a decorator: it records its calls and answers each with current conditions of 10 °C at
    /// the coordinate asked for, until the test scripts another answer.
    static func upstream(namespace: String = "scripted") -> StubWeatherProvider {
        StubWeatherProvider(cacheNamespace: namespace) { call in weather(at: call.coordinate, temperature: 10) }
    }

    static func weather(at coordinate: Coordinate, temperature: Double) -> Weather {
        Weather(
            coordinate: coordinate,
            timeZone: TimeZone(identifier: "Europe/Berlin") ?? .current,
            current: CurrentWeather(
                date: Date(timeIntervalSince1970: 1_700_000_000),
                temperature: Measurement(value: temperature, unit: .celsius),
                apparentTemperature: Measurement(value: temperature, unit: .celsius),
                humidity: 0.5,
                condition: .clear
            ),
            source: WeatherSource(provider: "scripted"),
            fetchedAt: Date(timeIntervalSince1970: 1_700_000_000)
        )
    }
}
