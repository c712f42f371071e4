extension OpenWeather {
    /// The body of the 5 day / 3 hour forecast (`/data/2.5/forecast`).
    ///
    /// Here `cod` is the string `"200"`. Older bodies have no `visibility` or `pop` per step, an
    /// empty `"rain": {}` on every step, and no `timezone`, `sunrise` or `sunset` in `city`.
    public struct ForecastResponse: Decodable, Sendable, Hashable {
        /// The status, `"200"` on success.
        public var cod: OpenWeather.Code?
        /// An internal parameter (`0`, or a fraction in old bodies).
        public var message: Double?
        /// The number of steps in `list`.
        public var cnt: Int?
        /// The 3-hour steps, oldest first.
        public var list: [Step]
        /// The place the forecast is for.
        public var city: City
    }
}

extension OpenWeather.ForecastResponse {
    /// One 3-hour step of `list`.
    public struct Step: Decodable, Sendable, Hashable {
        /// The start of the step, Unix seconds (the `dt` key).
        public var time: Int64
        /// Temperature, pressure and humidity.
        public var main: Main
        /// The conditions, primary first.
        public var weather: [OpenWeather.Condition]
        /// Cloud cover.
        public var clouds: OpenWeather.CurrentWeatherResponse.Clouds?
        /// The wind.
        public var wind: OpenWeather.CurrentWeatherResponse.Wind?
        /// Visibility in metres; missing in old bodies.
        public var visibility: Double?
        /// The probability of precipitation, 0…1; missing in old bodies.
        public var pop: Double?
        /// Rain over the three hours (`3h`), in mm; may be an empty object.
        public var rain: OpenWeather.Precipitation?
        /// Snow over the three hours (`3h`), in mm; may be an empty object.
        public var snow: OpenWeather.Precipitation?
        /// The part of the day.
        public var sys: PartOfDay?
        /// The start of the step as `"yyyy-MM-dd HH:mm:ss"` in UTC.
        public var timeText: String?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case time = "dt"
            case main, weather, clouds, wind, visibility, pop, rain, snow, sys
            case timeText = "dt_txt"
        }
    }

    /// The `main` object of a step.
    public struct Main: Decodable, Sendable, Hashable {
        /// The temperature.
        public var temp: Double
        /// The apparent temperature; missing in old bodies.
        public var feelsLike: Double?
        /// The lowest temperature of the step.
        public var tempMin: Double?
        /// The highest temperature of the step.
        public var tempMax: Double?
        /// Sea-level pressure in hPa.
        public var pressure: Double?
        /// Sea-level pressure in hPa.
        public var seaLevel: Double?
        /// Ground-level pressure in hPa.
        public var grndLevel: Double?
        /// Relative humidity in percent.
        public var humidity: Double?
        /// An internal correction parameter.
        public var tempKf: Double?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case temp
            case feelsLike = "feels_like"
            case tempMin = "temp_min"
            case tempMax = "temp_max"
            case pressure
            case seaLevel = "sea_level"
            case grndLevel = "grnd_level"
            case humidity
            case tempKf = "temp_kf"
        }
    }

    /// The `sys` object of a step.
    public struct PartOfDay: Decodable, Sendable, Hashable {
        /// `"d"` for day, `"n"` for night.
        public var pod: String?
    }

    /// The `city` object.
    ///
    /// For remote points (ocean, Antarctica) `id` is `0` and `name` and `country` are empty.
    public struct City: Decodable, Sendable, Hashable {
        /// The city id, `0` when there is none.
        public var id: Int?
        /// The city name, possibly empty.
        public var name: String?
        /// The coordinate.
        public var coord: OpenWeather.Coordinates
        /// The ISO 3166 country code, possibly empty.
        public var country: String?
        /// The population; missing in some old bodies.
        public var population: Int?
        /// Seconds east of UTC; missing in old bodies.
        public var timezone: Int?
        /// Sunrise, Unix seconds.
        public var sunrise: Int64?
        /// Sunset, Unix seconds.
        public var sunset: Int64?
    }
}
