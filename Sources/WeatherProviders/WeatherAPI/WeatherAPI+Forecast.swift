extension WeatherAPI {
    /// The body of `current.json`: `{location, current}`.
    public struct CurrentResponse: Codable, Hashable, Sendable {
        /// The place the query resolved to.
        public var location: Location?
        /// The current conditions.
        public var current: Current?

        /// Creates a response.
        public init(location: Location? = nil, current: Current? = nil) {
            self.location = location
            self.current = current
        }
    }

    /// The body of `forecast.json`: `{location, current, forecast{forecastday[]}, alerts?{alert[]}}`.
    public struct ForecastResponse: Codable, Hashable, Sendable {
        /// The place the query resolved to.
        public var location: Location?
        /// The current conditions.
        public var current: Current?
        /// The forecast days.
        public var forecast: Forecast?
        /// Weather alerts; present only when the request had `alerts=yes`.
        public var alerts: Alerts?

        /// Creates a response.
        public init(
            location: Location? = nil, current: Current? = nil, forecast: Forecast? = nil, alerts: Alerts? = nil
        ) {
            self.location = location
            self.current = current
            self.forecast = forecast
            self.alerts = alerts
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case location, current, forecast, alerts
        }
    }

    /// The `forecast` object: a wrapper around the list of days.
    public struct Forecast: Codable, Hashable, Sendable {
        /// The forecast days, today first.
        public var forecastday: [ForecastDay]?

        /// Creates a forecast.
        public init(forecastday: [ForecastDay]? = nil) {
            self.forecastday = forecastday
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case forecastday
        }
    }

    /// One entry of `forecast.forecastday`: the day's summary, sun and moon, and its 24 hours.
    public struct ForecastDay: Codable, Hashable, Sendable {
        /// The local date, `"yyyy-MM-dd"`.
        public var date: String?
        /// Midnight UTC of `date` as a Unix instant (not local midnight).
        public var dateEpoch: Int?
        /// The day's summary.
        public var day: Day?
        /// Sun and moon times.
        public var astro: Astro?
        /// The day's hours (24 entries).
        public var hour: [Hour]?
        /// The day's air quality; present only with `aqi=yes` on some plans.
        public var airQuality: AirQuality?

        /// Creates a forecast day.
        public init(
            date: String? = nil, dateEpoch: Int? = nil, day: Day? = nil, astro: Astro? = nil, hour: [Hour]? = nil,
            airQuality: AirQuality? = nil
        ) {
            self.date = date
            self.dateEpoch = dateEpoch
            self.day = day
            self.astro = astro
            self.hour = hour
            self.airQuality = airQuality
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case date
            case dateEpoch = "date_epoch"
            case day, astro, hour
            case airQuality = "air_quality"
        }
    }

    /// The `day` object: highs, lows, totals and chances for one forecast day.
    public struct Day: Codable, Hashable, Sendable {
        /// Maximum temperature in °C.
        public var maxtempC: Double?
        /// Maximum temperature in °F.
        public var maxtempF: Double?
        /// Minimum temperature in °C.
        public var mintempC: Double?
        /// Minimum temperature in °F.
        public var mintempF: Double?
        /// Average temperature in °C.
        public var avgtempC: Double?
        /// Average temperature in °F.
        public var avgtempF: Double?
        /// Maximum wind speed in miles per hour.
        public var maxwindMph: Double?
        /// Maximum wind speed in kilometres per hour.
        public var maxwindKph: Double?
        /// Total precipitation in millimetres.
        public var totalprecipMm: Double?
        /// Total precipitation in inches.
        public var totalprecipIn: Double?
        /// Total snowfall in centimetres.
        public var totalsnowCm: Double?
        /// Average visibility in kilometres.
        public var avgvisKm: Double?
        /// Average visibility in miles.
        public var avgvisMiles: Double?
        /// Average relative humidity in percent (an integer in some bodies).
        public var avghumidity: Double?
        /// `1` when rain is expected, else `0`.
        public var dailyWillItRain: Int?
        /// Chance of rain in percent.
        public var dailyChanceOfRain: Double?
        /// `1` when snow is expected, else `0`.
        public var dailyWillItSnow: Int?
        /// Chance of snow in percent.
        public var dailyChanceOfSnow: Double?
        /// The day's condition.
        public var condition: Condition?
        /// UV index.
        public var uv: Double?
        /// The day's air quality, with `aqi=yes` (where the service sends it for days).
        public var airQuality: AirQuality?

        /// Creates an empty value; set the fields you need.
        public init() {}

        enum CodingKeys: String, CodingKey, CaseIterable {
            case maxtempC = "maxtemp_c"
            case maxtempF = "maxtemp_f"
            case mintempC = "mintemp_c"
            case mintempF = "mintemp_f"
            case avgtempC = "avgtemp_c"
            case avgtempF = "avgtemp_f"
            case maxwindMph = "maxwind_mph"
            case maxwindKph = "maxwind_kph"
            case totalprecipMm = "totalprecip_mm"
            case totalprecipIn = "totalprecip_in"
            case totalsnowCm = "totalsnow_cm"
            case avgvisKm = "avgvis_km"
            case avgvisMiles = "avgvis_miles"
            case avghumidity
            case dailyWillItRain = "daily_will_it_rain"
            case dailyChanceOfRain = "daily_chance_of_rain"
            case dailyWillItSnow = "daily_will_it_snow"
            case dailyChanceOfSnow = "daily_chance_of_snow"
            case condition, uv
            case airQuality = "air_quality"
        }
    }

    /// The `astro` object. Times are local 12-hour strings (`"07:21 AM"`); the moon times can be the literal
    /// `"No moonrise"` / `"No moonset"`.
    public struct Astro: Codable, Hashable, Sendable {
        /// Sunrise, local, `"hh:mm AM"`.
        public var sunrise: String?
        /// Sunset, local, `"hh:mm PM"`.
        public var sunset: String?
        /// Moonrise, local, or `"No moonrise"`.
        public var moonrise: String?
        /// Moonset, local, or `"No moonset"`.
        public var moonset: String?
        /// The moon phase name (`"Waxing Crescent"`).
        public var moonPhase: String?
        /// The illuminated share of the moon in percent; a string in older bodies, a number in newer ones.
        public var moonIllumination: FlexibleNumber?
        /// `1` when the moon is up at request time (missing in some bodies).
        public var isMoonUp: Int?
        /// `1` when the sun is up at request time (missing in some bodies).
        public var isSunUp: Int?

        /// Creates an astro value.
        public init(
            sunrise: String? = nil, sunset: String? = nil, moonrise: String? = nil, moonset: String? = nil,
            moonPhase: String? = nil, moonIllumination: FlexibleNumber? = nil, isMoonUp: Int? = nil,
            isSunUp: Int? = nil
        ) {
            self.sunrise = sunrise
            self.sunset = sunset
            self.moonrise = moonrise
            self.moonset = moonset
            self.moonPhase = moonPhase
            self.moonIllumination = moonIllumination
            self.isMoonUp = isMoonUp
            self.isSunUp = isSunUp
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case sunrise, sunset, moonrise, moonset
            case moonPhase = "moon_phase"
            case moonIllumination = "moon_illumination"
            case isMoonUp = "is_moon_up"
            case isSunUp = "is_sun_up"
        }
    }
}
