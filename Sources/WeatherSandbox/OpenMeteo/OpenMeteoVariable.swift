/// One Open-Meteo variable the sandbox can send, with its unit and its value for a sample.
package struct OpenMeteoVariable: Sendable {
    /// The units a request asks for.
    package struct Units: Sendable {
        var fahrenheit = false
        var windUnit = "kmh"
        var inches = false

        func temperature(_ celsius: Double) -> Double {
            fahrenheit ? UnitConversion.fahrenheit(celsius) : celsius
        }

        func speed(_ metresPerSecond: Double) -> Double {
            switch windUnit {
            case "ms": metresPerSecond
            case "mph": UnitConversion.milesPerHour(metresPerSecond)
            case "kn": UnitConversion.knots(metresPerSecond)
            default: metresPerSecond * 3.6
            }
        }

        var speedUnit: String {
            switch windUnit {
            case "ms": "m/s"
            case "mph": "mp/h"
            case "kn": "kn"
            default: "km/h"
            }
        }

        func precipitation(_ millimetres: Double) -> Double {
            inches ? UnitConversion.inches(millimetres) : millimetres
        }
    }

    /// The unit string for the request's units.
    package var unit: @Sendable (Units) -> String
    /// The value of an hourly (or current, or 15-minute) sample.
    package var value: @Sendable (WeatherSample, Units) -> Double
    /// Decimal places.
    package var places: Int

    /// The variables of `current`, `hourly` and `minutely_15`, by name (old spellings included).
    package static func sampled(_ name: String) -> OpenMeteoVariable? {
        let temperatureUnit: @Sendable (Units) -> String = { $0.fahrenheit ? "°F" : "°C" }
        let speedUnit: @Sendable (Units) -> String = { $0.speedUnit }
        let millimetres: @Sendable (Units) -> String = { $0.inches ? "inch" : "mm" }
        switch name {
        case "temperature_2m":
            return Self(unit: temperatureUnit, value: { $1.temperature($0.temperature) }, places: 1)
        case "apparent_temperature":
            return Self(unit: temperatureUnit, value: { $1.temperature($0.apparentTemperature) }, places: 1)
        case "dew_point_2m", "dewpoint_2m":
            return Self(unit: temperatureUnit, value: { $1.temperature($0.dewPoint) }, places: 1)
        case "relative_humidity_2m", "relativehumidity_2m":
            return Self(unit: { _ in "%" }, value: { sample, _ in sample.humidity }, places: 0)
        case "is_day":
            return Self(unit: { _ in "" }, value: { sample, _ in sample.isDaylight ? 1 : 0 }, places: 0)
        case "precipitation":
            return Self(unit: millimetres, value: { $1.precipitation($0.precipitation) }, places: 2)
        case "rain":
            return Self(unit: millimetres, value: { $1.precipitation($0.rain) }, places: 2)
        case "showers":
            return Self(unit: millimetres, value: { _, _ in 0 }, places: 2)
        case "snowfall":
            return Self(
                unit: { $0.inches ? "inch" : "cm" },
                value: { sample, units in units.inches ? UnitConversion.inches(sample.snow * 10) : sample.snow },
                places: 2)
        case "weather_code", "weathercode":
            return Self(unit: { _ in "wmo code" }, value: { sample, _ in Double(sample.condition.wmoCode) }, places: 0)
        case "cloud_cover", "cloudcover":
            return Self(unit: { _ in "%" }, value: { sample, _ in Double(sample.cloudCover) }, places: 0)
        case "pressure_msl":
            return Self(unit: { _ in "hPa" }, value: { sample, _ in sample.pressure }, places: 1)
        case "surface_pressure":
            return Self(unit: { _ in "hPa" }, value: { sample, _ in sample.groundPressure }, places: 1)
        case "wind_speed_10m", "windspeed_10m":
            return Self(unit: speedUnit, value: { $1.speed($0.windSpeed) }, places: 1)
        case "wind_gusts_10m", "windgusts_10m":
            return Self(unit: speedUnit, value: { $1.speed($0.windGust) }, places: 1)
        case "wind_direction_10m", "winddirection_10m":
            return Self(unit: { _ in "°" }, value: { sample, _ in sample.windDirection.rounded() }, places: 0)
        case "visibility":
            return Self(unit: { _ in "m" }, value: { sample, _ in sample.visibility }, places: 1)
        case "uv_index":
            return Self(unit: { _ in "" }, value: { sample, _ in sample.uvIndex }, places: 2)
        case "precipitation_probability":
            return Self(
                unit: { _ in "%" }, value: { sample, _ in (sample.precipitationChance * 100).rounded() }, places: 0)
        default:
            return nil
        }
    }
}

/// One daily Open-Meteo variable: a number, or a local time such as `sunrise`.
package struct OpenMeteoDailyVariable: Sendable {
    /// The kind of unit a daily value is in.
    package enum Unit: Sendable {
        case temperature
        case speed
        case millimetres
        case centimetres
        case fixed(String)

        func text(for units: OpenMeteoVariable.Units) -> String {
            switch self {
            case .temperature: units.fahrenheit ? "°F" : "°C"
            case .speed: units.speedUnit
            case .millimetres: units.inches ? "inch" : "mm"
            case .centimetres: units.inches ? "inch" : "cm"
            case .fixed(let text): text
            }
        }
    }

    /// The unit string for the request's units.
    package var unit: @Sendable (OpenMeteoVariable.Units) -> String
    /// The value for a day, or `nil` for a time variable.
    package var value: (@Sendable (DaySample, OpenMeteoVariable.Units) -> Double)?
    /// The instant for a time variable (sunrise, sunset); in a polar day the day's bounds, in a
    /// polar night its start.
    package var time: (@Sendable (DaySample) -> Int)?
    /// Decimal places.
    package var places: Int

    /// The daily variables, by name.
    package static func named(_ name: String) -> OpenMeteoDailyVariable? {
        typealias Units = OpenMeteoVariable.Units
        func number(
            _ unit: Unit, places: Int, _ value: @escaping @Sendable (DaySample, Units) -> Double
        ) -> OpenMeteoDailyVariable {
            OpenMeteoDailyVariable(unit: { unit.text(for: $0) }, value: value, time: nil, places: places)
        }
        switch name {
        case "weather_code", "weathercode":
            return number(.fixed("wmo code"), places: 0) { day, _ in Double(day.condition.wmoCode) }
        case "temperature_2m_max":
            return number(.temperature, places: 1) { $1.temperature($0.maximumTemperature) }
        case "temperature_2m_min":
            return number(.temperature, places: 1) { $1.temperature($0.minimumTemperature) }
        case "apparent_temperature_max":
            return number(.temperature, places: 1) { $1.temperature($0.hours.map(\.apparentTemperature).max() ?? 0) }
        case "apparent_temperature_min":
            return number(.temperature, places: 1) { $1.temperature($0.hours.map(\.apparentTemperature).min() ?? 0) }
        case "sunrise":
            return OpenMeteoDailyVariable(
                unit: { _ in "iso8601" }, value: nil, time: { $0.solarDay.sunrise ?? $0.start }, places: 0)
        case "sunset":
            return OpenMeteoDailyVariable(
                unit: { _ in "iso8601" }, value: nil,
                time: { day in
                    day.solarDay.sunset ?? (day.solarDay.kind == .polarDay ? day.start + 86_400 : day.start)
                }, places: 0)
        case "daylight_duration":
            return number(.fixed("s"), places: 2) { day, _ in
                switch day.solarDay.kind {
                case .polarDay: 86_400
                case .polarNight: 0
                case .normal: Double((day.solarDay.sunset ?? 0) - (day.solarDay.sunrise ?? 0))
                }
            }
        case "uv_index_max":
            return number(.fixed(""), places: 2) { day, _ in day.maximumUVIndex }
        case "precipitation_sum":
            return number(.millimetres, places: 2) { $1.precipitation($0.rainTotal + $0.snowTotal) }
        case "rain_sum":
            return number(.millimetres, places: 2) { $1.precipitation($0.rainTotal) }
        case "showers_sum":
            return number(.millimetres, places: 2) { _, _ in 0 }
        case "snowfall_sum":
            return number(.centimetres, places: 2) { day, units in
                units.inches ? UnitConversion.inches(day.snowTotal * 10) : day.snowTotal
            }
        case "precipitation_hours":
            return number(.fixed("h"), places: 1) { day, _ in Double(day.hours.filter { $0.precipitation > 0 }.count) }
        case "precipitation_probability_max":
            return number(.fixed("%"), places: 0) { day, _ in (day.precipitationChance * 100).rounded() }
        case "wind_speed_10m_max", "windspeed_10m_max":
            return number(.speed, places: 1) { $1.speed($0.maximumWindSpeed) }
        case "wind_gusts_10m_max", "windgusts_10m_max":
            return number(.speed, places: 1) { $1.speed($0.maximumWindGust) }
        case "wind_direction_10m_dominant", "winddirection_10m_dominant":
            return number(.fixed("°"), places: 0) { day, _ in day.hour(12).windDirection.rounded() }
        default:
            return nil
        }
    }
}
