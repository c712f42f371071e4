extension WeatherAPI {
    /// One entry of `forecastday[].hour` (24 per day): the fields of ``Current`` plus precipitation chances.
    package struct Hour: Codable, Hashable, Sendable {
        /// The hour's start as a Unix instant (seconds).
        package var timeEpoch: Int?
        /// The hour's start as local wall-clock text, `"yyyy-MM-dd HH:mm"`.
        package var time: String?
        /// Temperature in °C.
        package var tempC: Double?
        /// Temperature in °F.
        package var tempF: Double?
        /// `1` by day, `0` by night.
        package var isDay: Int?
        /// Condition text, icon and code.
        package var condition: Condition?
        /// Wind speed in miles per hour.
        package var windMph: Double?
        /// Wind speed in kilometres per hour.
        package var windKph: Double?
        /// Wind direction in degrees.
        package var windDegree: Double?
        /// Wind direction as a 16-point compass abbreviation.
        package var windDir: String?
        /// Pressure in millibars (hPa).
        package var pressureMb: Double?
        /// Pressure in inches of mercury.
        package var pressureIn: Double?
        /// Precipitation in millimetres.
        package var precipMm: Double?
        /// Precipitation in inches.
        package var precipIn: Double?
        /// Snowfall in centimetres (2025 and later).
        package var snowCm: Double?
        /// Relative humidity in percent.
        package var humidity: Double?
        /// Cloud cover in percent.
        package var cloud: Double?
        /// Feels-like temperature in °C.
        package var feelslikeC: Double?
        /// Feels-like temperature in °F.
        package var feelslikeF: Double?
        /// Wind chill in °C.
        package var windchillC: Double?
        /// Wind chill in °F.
        package var windchillF: Double?
        /// Heat index in °C.
        package var heatindexC: Double?
        /// Heat index in °F.
        package var heatindexF: Double?
        /// Dew point in °C.
        package var dewpointC: Double?
        /// Dew point in °F.
        package var dewpointF: Double?
        /// `1` when rain is expected, else `0`.
        package var willItRain: Int?
        /// Chance of rain in percent.
        package var chanceOfRain: Double?
        /// `1` when snow is expected, else `0`.
        package var willItSnow: Int?
        /// Chance of snow in percent.
        package var chanceOfSnow: Double?
        /// Visibility in kilometres.
        package var visKm: Double?
        /// Visibility in miles.
        package var visMiles: Double?
        /// Wind gust in miles per hour.
        package var gustMph: Double?
        /// Wind gust in kilometres per hour.
        package var gustKph: Double?
        /// UV index (an integer in some bodies).
        package var uv: Double?
        /// Air quality; present only with `aqi=yes`.
        package var airQuality: AirQuality?
        /// Shortwave solar radiation in W/m².
        package var shortRad: Double?
        /// Diffuse horizontal irradiation in W/m².
        package var diffRad: Double?
        /// Direct normal irradiance in W/m².
        package var dni: Double?
        /// Global tilted irradiance in W/m².
        package var gti: Double?

        /// Creates an empty value; set the fields you need.
        package init() {}

        enum CodingKeys: String, CodingKey, CaseIterable {
            case timeEpoch = "time_epoch"
            case time
            case tempC = "temp_c"
            case tempF = "temp_f"
            case isDay = "is_day"
            case condition
            case windMph = "wind_mph"
            case windKph = "wind_kph"
            case windDegree = "wind_degree"
            case windDir = "wind_dir"
            case pressureMb = "pressure_mb"
            case pressureIn = "pressure_in"
            case precipMm = "precip_mm"
            case precipIn = "precip_in"
            case snowCm = "snow_cm"
            case humidity, cloud
            case feelslikeC = "feelslike_c"
            case feelslikeF = "feelslike_f"
            case windchillC = "windchill_c"
            case windchillF = "windchill_f"
            case heatindexC = "heatindex_c"
            case heatindexF = "heatindex_f"
            case dewpointC = "dewpoint_c"
            case dewpointF = "dewpoint_f"
            case willItRain = "will_it_rain"
            case chanceOfRain = "chance_of_rain"
            case willItSnow = "will_it_snow"
            case chanceOfSnow = "chance_of_snow"
            case visKm = "vis_km"
            case visMiles = "vis_miles"
            case gustMph = "gust_mph"
            case gustKph = "gust_kph"
            case uv
            case airQuality = "air_quality"
            case shortRad = "short_rad"
            case diffRad = "diff_rad"
            case dni, gti
        }
    }
}
