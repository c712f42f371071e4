extension OpenWeather {
    /// The body of Current Weather Data (`/data/2.5/weather`).
    ///
    /// `rain` and `snow` appear only when something fell; `timezone` is missing from bodies older
    /// than 2018. Temperatures are in the units of the request, wind in m/s (mph for `imperial`).
    public struct CurrentWeatherResponse: Decodable, Sendable, Hashable {
        /// Where the data is for.
        public var coord: OpenWeather.Coordinates
        /// The conditions, primary first.
        public var weather: [OpenWeather.Condition]
        /// An internal parameter (`"stations"`).
        public var base: String?
        /// Temperature, pressure and humidity.
        public var main: Main
        /// Visibility in metres, at most 10 000.
        public var visibility: Double?
        /// The wind.
        public var wind: Wind?
        /// Cloud cover.
        public var clouds: Clouds?
        /// Rain in mm over the last hour (`1h`) or three hours (`3h`).
        public var rain: OpenWeather.Precipitation?
        /// Snow in mm over the last hour (`1h`) or three hours (`3h`).
        public var snow: OpenWeather.Precipitation?
        /// When the data was calculated, Unix seconds (the `dt` key).
        public var time: Int64
        /// Country, sunrise and sunset.
        public var sys: System?
        /// Seconds east of UTC; missing from bodies older than 2018.
        public var timezone: Int?
        /// The city id; `0` when the lookup had none (e.g. by zip code).
        public var id: Int?
        /// The city name, translated when the request set `lang`.
        public var name: String?
        /// The status, `200` on success.
        public var cod: OpenWeather.Code?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case coord, weather, base, main, visibility, wind, clouds, rain, snow
            case time = "dt"
            case sys, timezone, id, name, cod
        }
    }
}

extension OpenWeather.CurrentWeatherResponse {
    /// The `main` object.
    public struct Main: Decodable, Sendable, Hashable {
        /// The temperature.
        public var temp: Double
        /// The apparent temperature; missing from bodies older than 2018.
        public var feelsLike: Double?
        /// The lowest temperature across a large city right now (not the day's minimum).
        public var tempMin: Double?
        /// The highest temperature across a large city right now (not the day's maximum).
        public var tempMax: Double?
        /// Sea-level pressure in hPa.
        public var pressure: Double?
        /// Relative humidity in percent.
        public var humidity: Double?
        /// Sea-level pressure in hPa.
        public var seaLevel: Double?
        /// Ground-level pressure in hPa.
        public var grndLevel: Double?

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
    public struct Wind: Decodable, Sendable, Hashable {
        /// The wind speed.
        public var speed: Double
        /// The direction the wind comes from, in degrees; sometimes missing.
        public var deg: Double?
        /// The gust speed.
        public var gust: Double?
    }

    /// The `clouds` object.
    public struct Clouds: Decodable, Sendable, Hashable {
        /// Cloud cover in percent.
        public var all: Double
    }

    /// The `sys` object.
    public struct System: Decodable, Sendable, Hashable {
        /// An internal parameter.
        public var type: Int?
        /// An internal parameter.
        public var id: Int?
        /// An internal parameter (old bodies only).
        public var message: Double?
        /// The ISO 3166 country code; missing over the ocean.
        public var country: String?
        /// Sunrise, Unix seconds.
        public var sunrise: Int64?
        /// Sunset, Unix seconds.
        public var sunset: Int64?
    }
}
