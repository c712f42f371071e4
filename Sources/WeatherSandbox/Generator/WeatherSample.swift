import Foundation

/// The weather at one place and instant, in SI units: what every provider's body is written from.
package struct WeatherSample: Hashable, Sendable {
    /// Unix seconds.
    package var time: Int
    /// Air temperature, °C.
    package var temperature: Double
    /// Apparent ("feels like") temperature, °C.
    package var apparentTemperature: Double
    /// Dew point, °C; never above ``temperature``.
    package var dewPoint: Double
    /// Relative humidity, percent (1…100).
    package var humidity: Double
    /// Sea-level pressure, hPa.
    package var pressure: Double
    /// Pressure at the ground, hPa.
    package var groundPressure: Double
    /// Wind speed, m/s.
    package var windSpeed: Double
    /// Gust speed, m/s; never below ``windSpeed``.
    package var windGust: Double
    /// The direction the wind comes from, degrees (0..<360).
    package var windDirection: Double
    /// Cloud cover, percent (0…100).
    package var cloudCover: Int
    /// Visibility, metres (at most 10 000).
    package var visibility: Double
    /// Rain, mm/h.
    package var rain: Double
    /// Snow (water equivalent), mm/h.
    package var snow: Double
    /// The chance of precipitation, 0…1.
    package var precipitationChance: Double
    /// The UV index (0 at night).
    package var uvIndex: Double
    /// The sun's elevation, degrees.
    package var sunElevation: Double
    /// The condition, consistent with the numbers above.
    package var condition: SandboxCondition
    /// Whether it is between sunrise and sunset (always in a polar day, never in a polar night).
    package var isDaylight: Bool

    /// Rain plus snow, mm/h.
    package var precipitation: Double { rain + snow }

    /// Snow depth in centimetres that falls in an hour (about ten times the water equivalent).
    package var snowDepthCentimetres: Double { snow }

    /// Wind speed in km/h.
    package var windSpeedKilometresPerHour: Double { windSpeed * 3.6 }
}

/// Unit conversions the providers' bodies need.
package enum UnitConversion {
    /// °C to Kelvin.
    package static func kelvin(_ celsius: Double) -> Double { celsius + 273.15 }
    /// °C to °F.
    package static func fahrenheit(_ celsius: Double) -> Double { celsius * 9 / 5 + 32 }
    /// m/s to mph.
    package static func milesPerHour(_ metresPerSecond: Double) -> Double { metresPerSecond * 2.236_936 }
    /// m/s to knots.
    package static func knots(_ metresPerSecond: Double) -> Double { metresPerSecond * 1.943_844 }
    /// hPa to inches of mercury.
    package static func inchesOfMercury(_ hectopascals: Double) -> Double { hectopascals * 0.029_53 }
    /// Millimetres to inches.
    package static func inches(_ millimetres: Double) -> Double { millimetres / 25.4 }
    /// Metres to miles.
    package static func miles(_ metres: Double) -> Double { metres / 1609.344 }

    /// The 16-point compass name of a direction, such as `"WNW"`.
    package static func compassPoint(_ degrees: Double) -> String {
        let points = [
            "N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW",
        ]
        let index = Int((degrees / 22.5).rounded()) % 16
        return points[(index + 16) % 16]
    }
}
