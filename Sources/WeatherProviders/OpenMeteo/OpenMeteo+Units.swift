import Foundation

extension OpenMeteo {
    /// A temperature unit Open-Meteo can answer in (`temperature_unit=`).
    package struct TemperatureUnit: Sendable, Hashable, CustomStringConvertible {
        /// The query value, such as `celsius`.
        package let rawValue: String

        /// Creates a unit from its query value.
        package init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Degrees Celsius (the service's default; sent as `°C`).
        package static let celsius = TemperatureUnit(rawValue: "celsius")
        /// Degrees Fahrenheit (sent as `°F`).
        package static let fahrenheit = TemperatureUnit(rawValue: "fahrenheit")

        /// The query value.
        package var description: String { rawValue }

        var unit: UnitTemperature { self == .fahrenheit ? .fahrenheit : .celsius }
    }

    /// A wind-speed unit Open-Meteo can answer in (`wind_speed_unit=`).
    package struct WindSpeedUnit: Sendable, Hashable, CustomStringConvertible {
        /// The query value, such as `ms`.
        package let rawValue: String

        /// Creates a unit from its query value.
        package init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Metres per second (the SDK's canonical unit and this client's default).
        package static let metersPerSecond = WindSpeedUnit(rawValue: "ms")
        /// Kilometres per hour (the service's default).
        package static let kilometersPerHour = WindSpeedUnit(rawValue: "kmh")
        /// Miles per hour.
        package static let milesPerHour = WindSpeedUnit(rawValue: "mph")
        /// Knots.
        package static let knots = WindSpeedUnit(rawValue: "kn")

        /// The query value.
        package var description: String { rawValue }

        var unit: UnitSpeed {
            switch rawValue {
            case "kmh": .kilometersPerHour
            case "mph": .milesPerHour
            case "kn": .knots
            default: .metersPerSecond
            }
        }
    }

    /// A precipitation unit Open-Meteo can answer in (`precipitation_unit=`).
    package struct PrecipitationUnit: Sendable, Hashable, CustomStringConvertible {
        /// The query value, such as `mm`.
        package let rawValue: String

        /// Creates a unit from its query value.
        package init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Millimetres (the service's default).
        package static let millimeters = PrecipitationUnit(rawValue: "mm")
        /// Inches.
        package static let inches = PrecipitationUnit(rawValue: "inch")

        /// The query value.
        package var description: String { rawValue }

        var unit: UnitLength { self == .inches ? .inches : .millimeters }
    }

    /// The units a body's values are in: read from its `*_units` block, else the units that were requested.
    struct Units: Sendable {
        var temperature: UnitTemperature = .celsius
        var windSpeed: UnitSpeed = .metersPerSecond
        var precipitation: UnitLength = .millimeters

        /// The temperature unit a unit string names (`"°C"`, `"°F"`), or the requested one.
        func temperature(_ symbol: String?) -> UnitTemperature {
            switch symbol?.trimmingCharacters(in: .whitespaces) {
            case "°C", "C", "celsius": .celsius
            case "°F", "F", "fahrenheit": .fahrenheit
            case "K": .kelvin
            default: temperature
            }
        }

        /// The speed unit a unit string names (`"km/h"`, `"m/s"`, `"mp/h"`, `"kn"`), or the requested one.
        func speed(_ symbol: String?) -> UnitSpeed {
            switch symbol?.trimmingCharacters(in: .whitespaces) {
            case "km/h", "kmh": .kilometersPerHour
            case "m/s", "ms": .metersPerSecond
            case "mp/h", "mph": .milesPerHour
            case "kn", "kt", "kts", "knots": .knots
            default: windSpeed
            }
        }

        /// The length unit a precipitation unit string names (`"mm"`, `"inch"`, `"cm"`), or the requested one.
        func precipitation(_ symbol: String?) -> UnitLength {
            switch symbol?.trimmingCharacters(in: .whitespaces) {
            case "mm": .millimeters
            case "cm": .centimeters
            case "inch", "in", "\"": .inches
            default: precipitation
            }
        }

        /// The length unit of a visibility unit string (`"m"`, `"ft"`, `"km"`); metres when absent.
        func distance(_ symbol: String?) -> UnitLength {
            switch symbol?.trimmingCharacters(in: .whitespaces) {
            case "ft": .feet
            case "km": .kilometers
            case "mi": .miles
            default: .meters
            }
        }

        /// The pressure unit of a unit string (`"hPa"`, `"inHg"`); hectopascals when absent.
        func pressure(_ symbol: String?) -> UnitPressure {
            switch symbol?.trimmingCharacters(in: .whitespaces) {
            case "inHg": .inchesOfMercury
            case "kPa": .kilopascals
            default: .hectopascals
            }
        }
    }
}
