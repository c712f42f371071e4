extension OpenWeather {
    /// The body of the 5 day / 3 hour forecast (`/data/2.5/forecast`).
    ///
    /// Here `cod` is the string `"200"`. Older bodies have no `visibility` or `pop` per step, an
    /// empty `"rain": {}` on every step, and no `timezone`, `sunrise` or `sunset` in `city`.
    package struct ForecastResponse: Decodable, Sendable, Hashable {
        /// The status, `"200"` on success.
        package var cod: OpenWeather.Code?
        /// An internal parameter (`0`, or a fraction in old bodies).
        package var message: Double?
        /// The number of steps in `list`.
        package var cnt: Int?
        /// The 3-hour steps, oldest first.
        package var list: [Step]
        /// The place the forecast is for.
        package var city: City
    }
}

extension OpenWeather.ForecastResponse {
    /// One 3-hour step of `list`.
    package struct Step: Decodable, Sendable, Hashable {
        /// The start of the step, Unix seconds (the `dt` key).
        package var time: Int64
        /// Temperature, pressure and humidity.
        package var main: Main
        /// The conditions, primary first.
        package var weather: [OpenWeather.Condition]
        /// Cloud cover.
        package var clouds: OpenWeather.CurrentWeatherResponse.Clouds?
        /// The wind.
        package var wind: OpenWeather.CurrentWeatherResponse.Wind?
        /// Visibility in metres; missing in old bodies.
        package var visibility: Double?
        /// The probability of precipitation, 0…1; missing in old bodies.
        package var pop: Double?
        /// Rain over the three hours (`3h`), in mm; may be an empty object.
        package var rain: OpenWeather.Precipitation?
        /// Snow over the three hours (`3h`), in mm; may be an empty object.
        package var snow: OpenWeather.Precipitation?
        /// The part of the day.
        package var sys: PartOfDay?
        /// The start of the step as `"yyyy-MM-dd HH:mm:ss"` in UTC.
        package var timeText: String?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case time = "dt"
            case main, weather, clouds, wind, visibility, pop, rain, snow, sys
            case timeText = "dt_txt"
        }
    }

    /// The `main` object of a step.
    package struct Main: Decodable, Sendable, Hashable {
        /// The temperature.
        package var temp: Double
        /// The apparent temperature; missing in old bodies.
        package var feelsLike: Double?
        /// The lowest temperature of the step.
        package var tempMin: Double?
        /// The highest temperature of the step.
        package var tempMax: Double?
        /// Sea-level pressure in hPa.
        package var pressure: Double?
        /// Sea-level pressure in hPa.
        package var seaLevel: Double?
        /// Ground-level pressure in hPa.
        package var grndLevel: Double?
        /// Relative humidity in percent.
        package var humidity: Double?
        /// An internal correction parameter.
        package var tempKf: Double?

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
    package struct PartOfDay: Decodable, Sendable, Hashable {
        /// `"d"` for day, `"n"` for night.
        package var pod: String?
    }

    /// The `city` object.
    ///
    /// For remote points (ocean, Antarctica) `id` is `0` and `name` and `country` are empty.
    package struct City: Decodable, Sendable, Hashable {
        /// The city id, `0` when there is none.
        package var id: Int?
        /// The city name, possibly empty.
        package var name: String?
        /// The coordinate.
        package var coord: OpenWeather.Coordinates
        /// The ISO 3166 country code, possibly empty.
        package var country: String?
        /// The population; missing in some old bodies.
        package var population: Int?
        /// Seconds east of UTC; missing in old bodies.
        package var timezone: Int?
        /// Sunrise, Unix seconds.
        package var sunrise: Int64?
        /// Sunset, Unix seconds.
        package var sunset: Int64?
    }
}
