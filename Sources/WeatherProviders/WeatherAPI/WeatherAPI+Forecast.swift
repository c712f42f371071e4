extension WeatherAPI {
    /// The body of `current.json`: `{location, current}`.
    package struct CurrentResponse: Codable, Hashable, Sendable {
        /// The place the query resolved to.
        package var location: Location?
        /// The current conditions.
        package var current: Current?

        /// Creates a response.
        package init(location: Location? = nil, current: Current? = nil) {
            self.location = location
            self.current = current
        }
    }

    /// The body of `forecast.json`: `{location, current, forecast{forecastday[]}, alerts?{alert[]}}`.
    package struct ForecastResponse: Codable, Hashable, Sendable {
        /// The place the query resolved to.
        package var location: Location?
        /// The current conditions.
        package var current: Current?
        /// The forecast days.
        package var forecast: Forecast?
        /// Weather alerts; present only when the request had `alerts=yes`.
        package var alerts: Alerts?

        /// Creates a response.
        package init(
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
    package struct Forecast: Codable, Hashable, Sendable {
        /// The forecast days, today first.
        package var forecastday: [ForecastDay]?

        /// Creates a forecast.
        package init(forecastday: [ForecastDay]? = nil) {
            self.forecastday = forecastday
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case forecastday
        }
    }

    /// One entry of `forecast.forecastday`: the day's summary, sun and moon, and its 24 hours.
    package struct ForecastDay: Codable, Hashable, Sendable {
        /// The local date, `"yyyy-MM-dd"`.
        package var date: String?
        /// Midnight UTC of `date` as a Unix instant (not local midnight).
        package var dateEpoch: Int?
        /// The day's summary.
        package var day: Day?
        /// Sun and moon times.
        package var astro: Astro?
        /// The day's hours (24 entries).
        package var hour: [Hour]?
        /// The day's air quality; present only with `aqi=yes` on some plans.
        package var airQuality: AirQuality?

        /// Creates a forecast day.
        package init(
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
    package struct Day: Codable, Hashable, Sendable {
        /// Maximum temperature in °C.
        package var maxtempC: Double?
        /// Maximum temperature in °F.
        package var maxtempF: Double?
        /// Minimum temperature in °C.
        package var mintempC: Double?
        /// Minimum temperature in °F.
        package var mintempF: Double?
        /// Average temperature in °C.
        package var avgtempC: Double?
        /// Average temperature in °F.
        package var avgtempF: Double?
        /// Maximum wind speed in miles per hour.
        package var maxwindMph: Double?
        /// Maximum wind speed in kilometres per hour.
        package var maxwindKph: Double?
        /// Total precipitation in millimetres.
        package var totalprecipMm: Double?
        /// Total precipitation in inches.
        package var totalprecipIn: Double?
        /// Total snowfall in centimetres.
        package var totalsnowCm: Double?
        /// Average visibility in kilometres.
        package var avgvisKm: Double?
        /// Average visibility in miles.
        package var avgvisMiles: Double?
        /// Average relative humidity in percent (an integer in some bodies).
        package var avghumidity: Double?
        /// `1` when rain is expected, else `0`.
        package var dailyWillItRain: Int?
        /// Chance of rain in percent.
        package var dailyChanceOfRain: Double?
        /// `1` when snow is expected, else `0`.
        package var dailyWillItSnow: Int?
        /// Chance of snow in percent.
        package var dailyChanceOfSnow: Double?
        /// The day's condition.
        package var condition: Condition?
        /// UV index.
        package var uv: Double?
        /// The day's air quality, with `aqi=yes` (where the service sends it for days).
        package var airQuality: AirQuality?

        /// Creates an empty value; set the fields you need.
        package init() {}

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
    package struct Astro: Codable, Hashable, Sendable {
        /// Sunrise, local, `"hh:mm AM"`.
        package var sunrise: String?
        /// Sunset, local, `"hh:mm PM"`.
        package var sunset: String?
        /// Moonrise, local, or `"No moonrise"`.
        package var moonrise: String?
        /// Moonset, local, or `"No moonset"`.
        package var moonset: String?
        /// The moon phase name (`"Waxing Crescent"`).
        package var moonPhase: String?
        /// The illuminated share of the moon in percent; a string in older bodies, a number in newer ones.
        package var moonIllumination: FlexibleNumber?
        /// `1` when the moon is up at request time (missing in some bodies).
        package var isMoonUp: Int?
        /// `1` when the sun is up at request time (missing in some bodies).
        package var isSunUp: Int?

        /// Creates an astro value.
        package init(
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
