import Foundation
import Testing
import WeatherModels

/// Places and weather to store, built in code (they are values, not recorded responses).
enum Fixtures {
    static let start = Date(timeIntervalSinceReferenceDate: 785_000_000.125)

    static func place(_ id: String, latitude: Double = 52.52, longitude: Double = 13.405) throws -> Place {
        Place(
            id: id,
            name: "City \(id)",
            coordinate: try Coordinate(latitude: latitude, longitude: longitude),
            localizedNames: ["de": "Stadt \(id)", "fr": "Ville \(id)"],
            state: "State",
            country: "DE",
            timeZone: TimeZone(identifier: "Europe/Berlin")
        )
    }

    static func places(_ count: Int) throws -> [Place] {
        try (0..<count).map { try place("p\($0)") }
    }

    /// The current conditions of ``weather(temperature:fetchedAt:)``: what a history record keeps.
    static func reading(temperature: Double = 21.7, fetchedAt: Date = start) throws -> CurrentWeather {
        try #require(try weather(temperature: temperature, fetchedAt: fetchedAt).current)
    }

    /// A full reading: current, hourly, daily and an alert, with fractional values that must read back exactly.
    static func weather(temperature: Double = 21.7, fetchedAt: Date = start) throws -> Weather {
        let place = try place("berlin")
        let wind = Wind(
            speed: Measurement(value: 4.3, unit: .metersPerSecond),
            direction: Measurement(value: 247, unit: .degrees),
            gust: Measurement(value: 9.1, unit: .metersPerSecond)
        )
        let current = CurrentWeather(
            date: fetchedAt,
            temperature: Measurement(value: temperature, unit: .celsius),
            apparentTemperature: Measurement(value: temperature - 1.3, unit: .celsius),
            humidity: 0.63,
            condition: .partlyCloudy,
            isDaylight: true,
            pressure: Measurement(value: 1013.2, unit: .hectopascals),
            wind: wind,
            uvIndex: 3.4,
            cloudCover: 0.41,
            visibility: Measurement(value: 10_000, unit: .meters),
            dewPoint: Measurement(value: 9.8, unit: .celsius),
            precipitationIntensity: Measurement(value: 0.4, unit: .millimetersPerHour),
            icon: "02d"
        )
        let hourly = (0..<3).map { hour in
            HourForecast(
                date: fetchedAt.addingTimeInterval(Double(hour) * 3_600),
                temperature: Measurement(value: temperature + Double(hour) * 0.1, unit: .celsius),
                condition: .cloudy,
                humidity: 0.7,
                wind: wind,
                precipitationChance: 0.25
            )
        }
        let daily = [
            DayForecast(
                date: fetchedAt,
                highTemperature: Measurement(value: 24.9, unit: .celsius),
                lowTemperature: Measurement(value: 12.1, unit: .celsius),
                condition: .drizzle,
                precipitationChance: 0.6,
                sunrise: fetchedAt.addingTimeInterval(-18_000.5),
                sunset: fetchedAt.addingTimeInterval(25_000.25)
            )
        ]
        let alert = WeatherAlert(
            sender: "DWD",
            event: "Wind",
            start: fetchedAt,
            end: fetchedAt.addingTimeInterval(7_200),
            description: "Gusts up to 60 km/h — “take care”"
        )
        return Weather(
            place: place,
            coordinate: place.coordinate,
            timeZone: TimeZone(identifier: "Europe/Berlin") ?? .current,
            current: current,
            hourly: hourly,
            daily: daily,
            alerts: [alert],
            source: WeatherSource(provider: ProviderID("open-meteo"), attribution: "Weather data by Open-Meteo.com"),
            fetchedAt: fetchedAt
        )
    }
}
