extension OpenWeather {
    /// The body of Current Weather Data (`/data/2.5/weather`).
    ///
    /// `rain` and `snow` appear only when something fell; `timezone` is missing from bodies older
    /// than 2018. Temperatures are in the units of the request, wind in m/s (mph for `imperial`).
    package struct CurrentWeatherResponse: Decodable, Sendable, Hashable {
        /// Where the data is for.
        package var coord: OpenWeather.Coordinates
        /// The conditions, primary first.
        package var weather: [OpenWeather.Condition]
        /// An internal parameter (`"stations"`).
        package var base: String?
        /// Temperature, pressure and humidity.
        package var main: Main
        /// Visibility in metres, at most 10 000.
        package var visibility: Double?
        /// The wind.
        package var wind: Wind?
        /// Cloud cover.
        package var clouds: Clouds?
        /// Rain in mm over the last hour (`1h`) or three hours (`3h`).
        package var rain: OpenWeather.Precipitation?
        /// Snow in mm over the last hour (`1h`) or three hours (`3h`).
        package var snow: OpenWeather.Precipitation?
        /// When the data was calculated, Unix seconds (the `dt` key).
        package var time: Int64
        /// Country, sunrise and sunset.
        package var sys: System?
        /// Seconds east of UTC; missing from bodies older than 2018.
        package var timezone: Int?
        /// The city id; `0` when the lookup had none (e.g. by zip code).
        package var id: Int?
        /// The city name, translated when the request set `lang`.
        package var name: String?
        /// The status, `200` on success.
        package var cod: OpenWeather.Code?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case coord, weather, base, main, visibility, wind, clouds, rain, snow
            case time = "dt"
            case sys, timezone, id, name, cod
        }
    }
}

extension OpenWeather.CurrentWeatherResponse {
    /// The `main` object.
    package struct Main: Decodable, Sendable, Hashable {
        /// The temperature.
        package var temp: Double
        /// The apparent temperature; missing from bodies older than 2018.
        package var feelsLike: Double?
        /// The lowest temperature across a large city right now (not the day's minimum).
        package var tempMin: Double?
        /// The highest temperature across a large city right now (not the day's maximum).
        package var tempMax: Double?
        /// Sea-level pressure in hPa.
        package var pressure: Double?
        /// Relative humidity in percent.
        package var humidity: Double?
        /// Sea-level pressure in hPa.
        package var seaLevel: Double?
        /// Ground-level pressure in hPa.
        package var grndLevel: Double?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case temp
            case feelsLike = "feels_like"
            case tempMin = "temp_min"
            case tempMax = "temp_max"
            case pressure, humidity
            case seaLevel = "sea_level"
            case grndLevel = "grnd_level"
        }
    }

    /// The `wind` object.
    package struct Wind: Decodable, Sendable, Hashable {
        /// The wind speed.
        package var speed: Double
        /// The direction the wind comes from, in degrees; sometimes missing.
        package var deg: Double?
        /// The gust speed.
        package var gust: Double?
    }

    /// The `clouds` object.
    package struct Clouds: Decodable, Sendable, Hashable {
        /// Cloud cover in percent.
        package var all: Double
    }

    /// The `sys` object.
    package struct System: Decodable, Sendable, Hashable {
        /// An internal parameter.
        package var type: Int?
        /// An internal parameter.
        package var id: Int?
        /// An internal parameter (old bodies only).
        package var message: Double?
        /// The ISO 3166 country code; missing over the ocean.
        package var country: String?
        /// Sunrise, Unix seconds.
        package var sunrise: Int64?
        /// Sunset, Unix seconds.
        package var sunset: Int64?
    }
}
