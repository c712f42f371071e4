import Foundation
import WeatherModels

/// How a history reading (a `CurrentWeather`) is stored in the columns of the `history` table (schema version 3).
///
/// One column per field, each in the model's canonical unit (°C, hPa, m/s, degrees, metres,
/// mm/h); a missing optional is `NULL`, and no wind at all is a `NULL` wind speed. Dates are
/// seconds since the reference date, so every value reads back bit for bit.
enum ReadingColumns {
    /// The reading columns after `place_key, recorded_at`, in binding and reading order.
    static let names = """
        observed_at, temperature, apparent_temperature, humidity, condition, condition_description, \
        is_daylight, pressure, wind_speed, wind_direction, wind_gust, uv_index, cloud_cover, visibility, \
        dew_point, precipitation_intensity, icon
        """

    /// The `?` parameters matching ``names``.
    static let parameters = Array(repeating: "?", count: Int(count)).joined(separator: ", ")

    /// The number of reading columns.
    static let count: Int32 = 17

    /// The column definitions matching ``names``.
    static let definitions = """
        observed_at REAL NOT NULL,
            temperature REAL NOT NULL,
            apparent_temperature REAL NOT NULL,
            humidity REAL NOT NULL,
            condition TEXT NOT NULL,
            condition_description TEXT NOT NULL,
            is_daylight INTEGER NOT NULL,
            pressure REAL,
            wind_speed REAL,
            wind_direction REAL,
            wind_gust REAL,
            uv_index REAL,
            cloud_cover REAL,
            visibility REAL,
            dew_point REAL,
            precipitation_intensity REAL,
            icon TEXT
        """

    /// Binds the reading's columns to parameters `first`, `first + 1`, … of `statement`.
    ///
    /// `CurrentWeather` keeps its measurements in canonical units (its initialiser and setters
    /// convert), so the values are bound as they are, without a unit conversion per row.
    static func bind(_ reading: CurrentWeather, to statement: SQLiteStatement, from first: Int32) throws {
        try statement.bind(.date(reading.date), at: first)
        try statement.bind(.real(reading.temperature.value), at: first + 1)
        try statement.bind(.real(reading.apparentTemperature.value), at: first + 2)
        try statement.bind(.real(reading.humidity), at: first + 3)
        try statement.bind(.text(reading.condition.rawValue), at: first + 4)
        try statement.bind(.text(reading.conditionDescription), at: first + 5)
        try statement.bind(.integer(reading.isDaylight ? 1 : 0), at: first + 6)
        try statement.bind(reading.pressure?.value, at: first + 7)
        try statement.bind(reading.wind?.speed.value, at: first + 8)
        try statement.bind(reading.wind?.direction?.value, at: first + 9)
        try statement.bind(reading.wind?.gust?.value, at: first + 10)
        try statement.bind(reading.uvIndex, at: first + 11)
        try statement.bind(reading.cloudCover, at: first + 12)
        try statement.bind(reading.visibility?.value, at: first + 13)
        try statement.bind(reading.dewPoint?.value, at: first + 14)
        try statement.bind(reading.precipitationIntensity?.value, at: first + 15)
        try statement.bind(reading.icon, at: first + 16)
    }

    /// Reads a reading from the columns starting at `first`.
    static func read(from row: SQLiteRow, at first: Int32) throws -> CurrentWeather {
        let wind = try row.optionalDouble(first + 8).map { speed in
            Wind(
                speed: Measurement(value: speed, unit: .metersPerSecond),
                direction: try row.optionalDouble(first + 9).map { Measurement(value: $0, unit: .degrees) },
                gust: try row.optionalDouble(first + 10).map { Measurement(value: $0, unit: .metersPerSecond) }
            )
        }
        return CurrentWeather(
            date: try row.date(first),
            temperature: Measurement(value: try row.double(first + 1), unit: .celsius),
            apparentTemperature: Measurement(value: try row.double(first + 2), unit: .celsius),
            humidity: try row.double(first + 3),
            condition: WeatherCondition(rawValue: try row.text(first + 4)) ?? .unknown,
            conditionDescription: try row.text(first + 5),
            isDaylight: try row.int(first + 6) != 0,
            pressure: try row.optionalDouble(first + 7).map { Measurement(value: $0, unit: .hectopascals) },
            wind: wind,
            uvIndex: try row.optionalDouble(first + 11),
            cloudCover: try row.optionalDouble(first + 12),
            visibility: try row.optionalDouble(first + 13).map { Measurement(value: $0, unit: .meters) },
            dewPoint: try row.optionalDouble(first + 14).map { Measurement(value: $0, unit: .celsius) },
            precipitationIntensity: try row.optionalDouble(first + 15).map {
                Measurement(value: $0, unit: .millimetersPerHour)
            },
            icon: try row.optionalText(first + 16)
        )
    }
}
