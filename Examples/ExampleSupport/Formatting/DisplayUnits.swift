import Foundation

/// The units the examples show: metric (°C, km/h, hPa) or imperial (°F, mph, inHg).
package struct DisplayUnits: Sendable, Hashable {
    /// The temperature unit.
    package var temperature: UnitTemperature
    /// The symbol written after a temperature, such as `°C`.
    package var temperatureSymbol: String
    /// The wind speed unit.
    package var speed: UnitSpeed
    /// The symbol written after a speed, such as `km/h`.
    package var speedSymbol: String
    /// The pressure unit.
    package var pressure: UnitPressure

    /// °C, km/h and hPa.
    package static let metric = DisplayUnits(
        temperature: .celsius, temperatureSymbol: "°C", speed: .kilometersPerHour, speedSymbol: "km/h",
        pressure: .hectopascals)
    /// °F, mph and inHg.
    package static let imperial = DisplayUnits(
        temperature: .fahrenheit, temperatureSymbol: "°F", speed: .milesPerHour, speedSymbol: "mph",
        pressure: .inchesOfMercury)

    /// `.imperial` for `"imperial"`, `.metric` for `"metric"`, else `nil`.
    package init?(name: String) {
        switch name.lowercased() {
        case "metric": self = .metric
        case "imperial": self = .imperial
        default: return nil
        }
    }

    private init(
        temperature: UnitTemperature, temperatureSymbol: String, speed: UnitSpeed, speedSymbol: String,
        pressure: UnitPressure
    ) {
        self.temperature = temperature
        self.temperatureSymbol = temperatureSymbol
        self.speed = speed
        self.speedSymbol = speedSymbol
        self.pressure = pressure
    }
}
