import Foundation

extension OpenMeteo {
    /// The body of `GET /v1/forecast`.
    ///
    /// Only the blocks that were requested are present. Data blocks are decoded as dictionaries keyed by
    /// variable name, because the names depend on the request (and carry a model suffix such as
    /// `weather_code_best_match` when several `models` are requested).
    package struct ForecastResponse: Decodable, Sendable, Hashable {
        /// The latitude of the grid cell used, in degrees.
        package var latitude: Double
        /// The longitude of the grid cell used, in degrees.
        package var longitude: Double
        /// How long the server took to generate the body, in milliseconds.
        package var generationTimeMilliseconds: Double?
        /// The offset of ``timezone`` from GMT, in seconds.
        package var utcOffsetSeconds: Int?
        /// The IANA time-zone name the times are in (`"GMT"` unless `timezone` was requested).
        package var timezone: String?
        /// The abbreviation of ``timezone``, such as `"CEST"`.
        package var timezoneAbbreviation: String?
        /// The elevation used for downscaling, in metres (an integer in some bodies, a float in others).
        package var elevation: Double?
        /// The units of the ``current`` variables, keyed by variable name (`"°C"`, `"km/h"`, `"wmo code"`…).
        package var currentUnits: [String: String]?
        /// Current conditions (requested with `current=`).
        package var current: CurrentBlock?
        /// The units of the legacy ``currentWeather`` block, when the body has them.
        package var currentWeatherUnits: [String: String]?
        /// Current conditions in the legacy shape (requested with `current_weather=true`).
        package var currentWeather: LegacyCurrentWeather?
        /// The units of the ``minutely15`` variables.
        package var minutely15Units: [String: String]?
        /// Values every 15 minutes (requested with `minutely_15=`).
        package var minutely15: SeriesBlock?
        /// The units of the ``hourly`` variables.
        package var hourlyUnits: [String: String]?
        /// Hourly values (requested with `hourly=`).
        package var hourly: SeriesBlock?
        /// The units of the ``daily`` variables.
        package var dailyUnits: [String: String]?
        /// Daily values (requested with `daily=`); the times are dates (`"2023-11-13"`).
        package var daily: SeriesBlock?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case latitude, longitude, timezone, elevation, current, hourly, daily
            case generationTimeMilliseconds = "generationtime_ms"
            case utcOffsetSeconds = "utc_offset_seconds"
            case timezoneAbbreviation = "timezone_abbreviation"
            case currentUnits = "current_units"
            case currentWeatherUnits = "current_weather_units"
            case currentWeather = "current_weather"
            case minutely15Units = "minutely_15_units"
            case minutely15 = "minutely_15"
            case hourlyUnits = "hourly_units"
            case dailyUnits = "daily_units"
        }

        /// Decodes the body. Metadata never fails it: a units block with a value that is not text keeps
        /// its text values, and a malformed generation time, abbreviation or elevation reads as absent.
        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            latitude = try container.decode(Double.self, forKey: .latitude)
            longitude = try container.decode(Double.self, forKey: .longitude)
            generationTimeMilliseconds = try? container.decodeIfPresent(
                Double.self, forKey: .generationTimeMilliseconds)
            utcOffsetSeconds = try? container.decodeIfPresent(Int.self, forKey: .utcOffsetSeconds)
            timezone = try? container.decodeIfPresent(String.self, forKey: .timezone)
            timezoneAbbreviation = try? container.decodeIfPresent(String.self, forKey: .timezoneAbbreviation)
            elevation = try? container.decodeIfPresent(Double.self, forKey: .elevation)
            currentUnits = Self.units(in: container, forKey: .currentUnits)
            current = try container.decodeIfPresent(CurrentBlock.self, forKey: .current)
            currentWeatherUnits = Self.units(in: container, forKey: .currentWeatherUnits)
            currentWeather = try container.decodeIfPresent(LegacyCurrentWeather.self, forKey: .currentWeather)
            minutely15Units = Self.units(in: container, forKey: .minutely15Units)
            minutely15 = try container.decodeIfPresent(SeriesBlock.self, forKey: .minutely15)
            hourlyUnits = Self.units(in: container, forKey: .hourlyUnits)
            hourly = try container.decodeIfPresent(SeriesBlock.self, forKey: .hourly)
            dailyUnits = Self.units(in: container, forKey: .dailyUnits)
            daily = try container.decodeIfPresent(SeriesBlock.self, forKey: .daily)
        }

        /// A units block's text values; other values, and a block that is not an object, are skipped.
        private static func units(
            in container: KeyedDecodingContainer<CodingKeys>, forKey key: CodingKeys
        )
            -> [String: String]?
        {
            (try? container.decodeIfPresent([String: UnitText].self, forKey: key))?.compactMapValues(\.text)
        }

        /// One value of a units block: its text, or `nil` when the value is not text.
        private struct UnitText: Decodable {
            let text: String?

            init(from decoder: any Decoder) throws {
                text = try? decoder.singleValueContainer().decode(String.self)
            }
        }

        /// The place's time zone: ``timezone`` when it is a known identifier, else ``utcOffsetSeconds``, else
        /// GMT. The body's ISO times are written in one fixed offset, ``utcOffsetSeconds``, not in this zone.
        package var timeZone: TimeZone {
            if let timezone, let zone = TimeZone(identifier: timezone) {
                return zone
            }
            // Foundation traps on offsets far out of range (Int.min), so only real offsets (±18 h) reach it.
            let offset = utcOffsetSeconds.flatMap { (-18 * 3600...18 * 3600).contains($0) ? $0 : nil }
            return offset.flatMap { TimeZone(secondsFromGMT: $0) } ?? TimeZone(secondsFromGMT: 0) ?? .current
        }

        /// The fixed offset every ISO time of the body is written in: ``utcOffsetSeconds``, the offset of
        /// ``timezone`` when the request was made, which Open-Meteo uses for the whole series even where the
        /// zone changes its offset inside it (its issues 261, 488 and 1255). `nil` when the body has no usable
        /// offset; its times are then read in ``timeZone``.
        var writtenOffset: TimeZone? {
            utcOffsetSeconds.flatMap { (-18 * 3600...18 * 3600).contains($0) ? TimeZone(secondsFromGMT: $0) : nil }
        }
    }

    /// The `current` block: one time, the update interval, and one value per requested variable.
    package struct CurrentBlock: Decodable, Sendable, Hashable {
        /// The time of the values (start of the 15-minute interval).
        package var time: Timestamp
        /// The length of the interval the values describe, in seconds (900).
        package var interval: Double?
        /// Numeric values keyed by variable name; a `null` value is left out.
        package var numbers: [String: Double]
        /// Text values keyed by variable name (times such as `sunrise` in ISO 8601 bodies).
        package var texts: [String: String]

        /// Creates a block from its parts.
        package init(
            time: Timestamp, interval: Double? = nil, numbers: [String: Double] = [:], texts: [String: String] = [:]
        ) {
            self.time = time
            self.interval = interval
            self.numbers = numbers
            self.texts = texts
        }

        /// Decodes every key of the block, whatever the variable names.
        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: VariableKey.self)
            time = try container.decode(Timestamp.self, forKey: VariableKey("time"))
            interval = try? container.decodeIfPresent(Double.self, forKey: VariableKey("interval"))
            numbers = [:]
            texts = [:]
            for key in container.allKeys where key.stringValue != "time" && key.stringValue != "interval" {
                if let number = try? container.decode(Double.self, forKey: key) {
                    numbers[key.stringValue] = number
                } else if let text = try? container.decode(String.self, forKey: key) {
                    texts[key.stringValue] = text
                }
            }
        }
    }

    /// An `hourly`, `daily` or `minutely_15` block: parallel arrays, one per variable, aligned with ``time``.
    package struct SeriesBlock: Decodable, Sendable, Hashable {
        /// The times of the rows.
        package var time: [Timestamp]
        /// Numeric arrays keyed by variable name; `null` entries stay `nil`.
        package var numbers: [String: [Double?]]
        /// Text arrays keyed by variable name (such as `sunrise` and `sunset` in ISO 8601 bodies).
        package var texts: [String: [String?]]

        /// Creates a block from its parts.
        package init(time: [Timestamp], numbers: [String: [Double?]] = [:], texts: [String: [String?]] = [:]) {
            self.time = time
            self.numbers = numbers
            self.texts = texts
        }

        /// Decodes every key of the block, whatever the variable names.
        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: VariableKey.self)
            time = try container.decode([Timestamp].self, forKey: VariableKey("time"))
            numbers = [:]
            texts = [:]
            for key in container.allKeys where key.stringValue != "time" {
                if let values = try? container.decode([Double?].self, forKey: key) {
                    numbers[key.stringValue] = values
                } else if let values = try? container.decode([String?].self, forKey: key) {
                    texts[key.stringValue] = values
                }
            }
        }
    }

    /// The legacy `current_weather` block (requested with `current_weather=true`).
    package struct LegacyCurrentWeather: Decodable, Sendable, Hashable {
        /// The time of the observation.
        package var time: Timestamp
        /// The air temperature at 2 m, in the requested temperature unit.
        package var temperature: Double?
        /// The wind speed at 10 m, in the requested wind-speed unit.
        package var windspeed: Double?
        /// The wind direction at 10 m, in degrees.
        package var winddirection: Double?
        /// The WMO weather interpretation code.
        package var weathercode: Double?
        /// `1` by day, `0` by night (missing from older bodies).
        package var isDay: Double?
        /// The length of the interval the values describe, in seconds (missing from older bodies).
        package var interval: Double?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case time, temperature, windspeed, winddirection, weathercode, interval
            case isDay = "is_day"
        }
    }

    /// A coding key for variable names that are only known at run time.
    struct VariableKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }

        init(_ stringValue: String) {
            self.stringValue = stringValue
        }

        init?(stringValue: String) {
            self.stringValue = stringValue
        }

        init?(intValue: Int) {
            return nil
        }
    }
}

extension OpenMeteo.SeriesBlock {
    /// The numeric array for `variable`, or for its model-suffixed form (`variable_best_match`, then
    /// `variable_<model>` for each model in `models`) when the exact name is absent.
    package func numbers(named variable: String, models: [String] = []) -> [Double?]? {
        for name in OpenMeteo.candidateNames(for: variable, models: models) {
            if let values = numbers[name] { return values }
        }
        return nil
    }

    /// The text array for `variable`, looked up like ``numbers(named:models:)``.
    package func texts(named variable: String, models: [String] = []) -> [String?]? {
        for name in OpenMeteo.candidateNames(for: variable, models: models) {
            if let values = texts[name] { return values }
        }
        return nil
    }
}

extension OpenMeteo.CurrentBlock {
    /// The value of `variable`, or of its model-suffixed form, like ``OpenMeteo/SeriesBlock/numbers(named:models:)``.
    package func number(named variable: String, models: [String] = []) -> Double? {
        for name in OpenMeteo.candidateNames(for: variable, models: models) {
            if let value = numbers[name] { return value }
        }
        return nil
    }
}

extension OpenMeteo {
    /// The keys a variable may appear under: its plain name, then suffixed with each requested model and
    /// with `best_match`.
    static func candidateNames(for variable: String, models: [String]) -> [String] {
        var names = [variable]
        for model in models + ["best_match"] where !names.contains("\(variable)_\(model)") {
            names.append("\(variable)_\(model)")
        }
        return names
    }
}
