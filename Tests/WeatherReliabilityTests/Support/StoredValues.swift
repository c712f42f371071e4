import Foundation
import WeatherModels

/// Places and readings to persist, built in code: the crash and corruption tests need real rows.
enum StoredValues {
    static let start = Date(timeIntervalSinceReferenceDate: 785_000_000)

    static func place(_ id: String) throws -> Place {
        Place(
            id: id, name: "City \(id)", coordinate: try Coordinate(latitude: 48.14, longitude: 11.58),
            localizedNames: ["de": "Stadt \(id)"], country: "DE", timeZone: TimeZone(identifier: "Europe/Berlin"))
    }

    /// A reading with current conditions and one day, fetched at `date`.
    static func weather(at date: Date, temperature: Double = 18.5) throws -> Weather {
        let place = try place("munich")
        let current = CurrentWeather(
            date: date, temperature: Measurement(value: temperature, unit: .celsius),
            apparentTemperature: Measurement(value: temperature - 1, unit: .celsius), humidity: 0.5,
            condition: .partlyCloudy, isDaylight: true)
        let day = DayForecast(
            date: date, highTemperature: Measurement(value: temperature + 4, unit: .celsius),
            lowTemperature: Measurement(value: temperature - 6, unit: .celsius), condition: .cloudy)
        return Weather(
            place: place, coordinate: place.coordinate, timeZone: TimeZone(identifier: "Europe/Berlin") ?? .current,
            current: current, daily: [day], source: WeatherSource(provider: .openMeteo, attribution: "Open-Meteo"),
            fetchedAt: date)
    }
}
