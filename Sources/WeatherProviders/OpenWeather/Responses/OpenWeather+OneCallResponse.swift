extension OpenWeather {
    /// The body of One Call (`/data/3.0/onecall`, and the retired `/data/2.5/onecall`).
    ///
    /// Each block is absent when the request excluded it; `alerts` is absent when no alert is
    /// active and `minutely` for some locations. Temperatures are in the units of the request
    /// (Kelvin by default), wind speed in m/s (mph for `imperial`).
    package struct OneCallResponse: Decodable, Sendable, Hashable {
        /// The latitude of the answer.
        package var latitude: Double
        /// The longitude of the answer.
        package var longitude: Double
        /// The IANA time zone name of the location, e.g. `"America/Chicago"`.
        package var timezone: String
        /// Seconds east of UTC at the time of the request; missing in the earliest (2020) bodies.
        package var timezoneOffset: Int?
        /// The current conditions.
        package var current: Current?
        /// Precipitation per minute for the next hour (60 or 61 entries).
        package var minutely: [Minute]?
        /// Forecast per hour (48 entries).
        package var hourly: [Hour]?
        /// Forecast per day (today plus seven).
        package var daily: [Day]?
        /// Active weather warnings from national agencies.
        package var alerts: [Alert]?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case latitude = "lat"
            case longitude = "lon"
            case timezone
            case timezoneOffset = "timezone_offset"
            case current, minutely, hourly, daily, alerts
        }
    }
}

extension OpenWeather.OneCallResponse {
    /// The `current` block.
    package struct Current: Decodable, Sendable, Hashable {
        /// The observation time, Unix seconds (the `dt` key).
        package var time: Int64
        /// Sunrise, Unix seconds; missing during polar day or night.
        package var sunrise: Int64?
        /// Sunset, Unix seconds; missing during polar day or night.
        package var sunset: Int64?
        /// The temperature.
        package var temp: Double
        /// The apparent temperature.
        package var feelsLike: Double?
        /// Sea-level pressure in hPa.
        package var pressure: Double?
        /// Relative humidity in percent.
        package var humidity: Double?
        /// The dew point.
        package var dewPoint: Double?
        /// The UV index.
        package var uvi: Double?
        /// Cloud cover in percent.
        package var clouds: Double?
        /// Visibility in metres, at most 10 000.
        package var visibility: Double?
        /// The wind speed.
        package var windSpeed: Double?
        /// The wind gust speed.
        package var windGust: Double?
        /// The direction the wind comes from, in degrees.
        package var windDeg: Double?
        /// Rain in mm/h (`{"1h": …}`).
        package var rain: OpenWeather.Precipitation?
        /// Snow in mm/h (`{"1h": …}`).
        package var snow: OpenWeather.Precipitation?
        /// The conditions, primary first.
        package var weather: [OpenWeather.Condition]

        enum CodingKeys: String, CodingKey, CaseIterable {
            case time = "dt"
            case sunrise, sunset, temp
            case feelsLike = "feels_like"
            case pressure, humidity
            case dewPoint = "dew_point"
            case uvi, clouds, visibility
            case windSpeed = "wind_speed"
            case windGust = "wind_gust"
            case windDeg = "wind_deg"
            case rain, snow, weather
        }
    }

    /// One entry of `minutely`.
    package struct Minute: Decodable, Sendable, Hashable {
        /// The minute, Unix seconds (the `dt` key).
        package var time: Int64
        /// Precipitation in mm/h.
        package var precipitation: Double

        enum CodingKeys: String, CodingKey, CaseIterable {
            case time = "dt"
            case precipitation
        }
    }

    /// One entry of `hourly`.
    package struct Hour: Decodable, Sendable, Hashable {
        /// The start of the hour, Unix seconds (the `dt` key).
        package var time: Int64
        /// The temperature.
        package var temp: Double
        /// The apparent temperature.
        package var feelsLike: Double?
        /// Sea-level pressure in hPa.
        package var pressure: Double?
        /// Relative humidity in percent.
        package var humidity: Double?
        /// The dew point.
        package var dewPoint: Double?
        /// The UV index; missing in some 2020 bodies.
        package var uvi: Double?
        /// Cloud cover in percent.
        package var clouds: Double?
        /// Visibility in metres.
        package var visibility: Double?
        /// The wind speed.
        package var windSpeed: Double?
        /// The wind gust speed.
        package var windGust: Double?
        /// The direction the wind comes from, in degrees.
        package var windDeg: Double?
        /// The probability of precipitation, 0…1.
        package var pop: Double?
        /// Rain in mm/h (`{"1h": …}`).
        package var rain: OpenWeather.Precipitation?
        /// Snow in mm/h (`{"1h": …}`).
        package var snow: OpenWeather.Precipitation?
        /// The conditions, primary first.
        package var weather: [OpenWeather.Condition]

        enum CodingKeys: String, CodingKey, CaseIterable {
            case time = "dt"
            case temp
            case feelsLike = "feels_like"
            case pressure, humidity
            case dewPoint = "dew_point"
            case uvi, clouds, visibility
            case windSpeed = "wind_speed"
            case windGust = "wind_gust"
            case windDeg = "wind_deg"
            case pop, rain, snow, weather
        }
    }

    /// One entry of `daily`.
    package struct Day: Decodable, Sendable, Hashable {
        /// A time during the day (about local noon), Unix seconds (the `dt` key).
        package var time: Int64
        /// Sunrise, Unix seconds; missing during polar day or night.
        package var sunrise: Int64?
        /// Sunset, Unix seconds; missing during polar day or night.
        package var sunset: Int64?
        /// Moonrise, Unix seconds; missing in 2020 bodies.
        package var moonrise: Int64?
        /// Moonset, Unix seconds; missing in 2020 bodies.
        package var moonset: Int64?
        /// The moon phase: 0 and 1 new moon, 0.25 first quarter, 0.5 full, 0.75 last quarter.
        package var moonPhase: Double?
        /// A human-readable summary of the day; only in recent One Call 3.0 bodies.
        package var summary: String?
        /// The temperatures of the day.
        package var temp: Temperatures
        /// The apparent temperatures of the day.
        package var feelsLike: FeelsLike?
        /// Sea-level pressure in hPa.
        package var pressure: Double?
        /// Relative humidity in percent.
        package var humidity: Double?
        /// The dew point.
        package var dewPoint: Double?
        /// The wind speed.
        package var windSpeed: Double?
        /// The wind gust speed.
        package var windGust: Double?
        /// The direction the wind comes from, in degrees.
        package var windDeg: Double?
        /// Cloud cover in percent.
        package var clouds: Double?
        /// The day's maximum UV index.
        package var uvi: Double?
        /// The probability of precipitation, 0…1.
        package var pop: Double?
        /// Rain over the day in mm — a bare number here, not an object.
        package var rain: Double?
        /// Snow over the day in mm — a bare number here, not an object.
        package var snow: Double?
        /// The conditions, primary first.
        package var weather: [OpenWeather.Condition]

        enum CodingKeys: String, CodingKey, CaseIterable {
            case time = "dt"
            case sunrise, sunset, moonrise, moonset
            case moonPhase = "moon_phase"
            case summary, temp
            case feelsLike = "feels_like"
            case pressure, humidity
            case dewPoint = "dew_point"
            case windSpeed = "wind_speed"
            case windGust = "wind_gust"
            case windDeg = "wind_deg"
            case clouds, uvi, pop, rain, snow, weather
        }
    }

    /// The `temp` object of a day.
    package struct Temperatures: Decodable, Sendable, Hashable {
        /// The morning temperature.
        package var morn: Double?
        /// The daytime temperature.
        package var day: Double?
        /// The evening temperature.
        package var eve: Double?
        /// The night temperature.
        package var night: Double?
        /// The day's minimum.
        package var min: Double
        /// The day's maximum.
        package var max: Double

        enum CodingKeys: String, CodingKey, CaseIterable {
            case morn, day, eve, night, min, max
        }
    }

    /// The `feels_like` object of a day.
    package struct FeelsLike: Decodable, Sendable, Hashable {
        /// The morning apparent temperature.
        package var morn: Double?
        /// The daytime apparent temperature.
        package var day: Double?
        /// The evening apparent temperature.
        package var eve: Double?
        /// The night apparent temperature.
        package var night: Double?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case morn, day, eve, night
        }
    }

    /// One entry of `alerts`.
    package struct Alert: Decodable, Sendable, Hashable {
        /// The agency that issued the alert.
        package var senderName: String?
        /// The event name, e.g. `"Wind Advisory"`.
        package var event: String
        /// The start, Unix seconds.
        package var start: Int64
        /// The end, Unix seconds.
        package var end: Int64
        /// The full text; may contain line breaks and be in the agency's own language.
        package var description: String?
        /// The kinds of severe weather; missing in 2020 bodies and sometimes empty.
        package var tags: [String]?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case senderName = "sender_name"
            case event, start, end, description, tags
        }
    }
}
