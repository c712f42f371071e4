import Foundation

extension WeatherKit {
    /// The body of `GET /api/v1/weather/{language}/{latitude}/{longitude}`: one object per data set asked for.
    ///
    /// Units are metric: °C, km/h, millibars (hPa), millimetres, visibility in metres; humidity, cloud cover
    /// and the chance of precipitation are fractions from 0 to 1. Times are ISO 8601 in UTC.
    public struct WeatherResponse: Decodable, Sendable, Hashable {
        /// The conditions now.
        public var currentWeather: CurrentWeather?
        /// The days, from the start of today in the requested time zone.
        public var forecastDaily: DailyForecast?
        /// The hours.
        public var forecastHourly: HourlyForecast?
        /// Precipitation minute by minute for the next hour, where available.
        public var forecastNextHour: NextHourForecast?
        /// The alerts in effect, where available (the request must name a country).
        public var weatherAlerts: AlertCollection?

        /// Creates a body.
        public init(
            currentWeather: CurrentWeather? = nil, forecastDaily: DailyForecast? = nil,
            forecastHourly: HourlyForecast? = nil, forecastNextHour: NextHourForecast? = nil,
            weatherAlerts: AlertCollection? = nil
        ) {
            self.currentWeather = currentWeather
            self.forecastDaily = forecastDaily
            self.forecastHourly = forecastHourly
            self.forecastNextHour = forecastNextHour
            self.weatherAlerts = weatherAlerts
        }
    }

    /// What every data set says about itself.
    public struct Metadata: Decodable, Sendable, Hashable {
        /// The page the attribution must link to.
        public var attributionURL: String?
        /// When the data stops being current.
        public var expireTime: String?
        /// The latitude of the answer.
        public var latitude: Double?
        /// The longitude of the answer.
        public var longitude: Double?
        /// When the data was read.
        public var readTime: String?
        /// When the data was reported.
        public var reportedTime: String?
        /// `"m"`: metric.
        public var units: String?
        /// The data's provider, when Apple names one (such as the US National Weather Service).
        public var providerName: String?

        /// Creates metadata.
        public init(
            attributionURL: String? = nil, expireTime: String? = nil, latitude: Double? = nil,
            longitude: Double? = nil, readTime: String? = nil, reportedTime: String? = nil, units: String? = "m",
            providerName: String? = nil
        ) {
            self.attributionURL = attributionURL
            self.expireTime = expireTime
            self.latitude = latitude
            self.longitude = longitude
            self.readTime = readTime
            self.reportedTime = reportedTime
            self.units = units
            self.providerName = providerName
        }
    }

    /// The conditions now (`currentWeather`).
    public struct CurrentWeather: Decodable, Sendable, Hashable {
        /// The data set's metadata.
        public var metadata: Metadata?
        /// When the conditions were observed.
        public var asOf: String
        /// Cloud cover, 0–1.
        public var cloudCover: Double?
        /// The condition code, such as `"MostlyCloudy"`.
        public var conditionCode: String?
        /// Whether it is daylight.
        public var daylight: Bool?
        /// Relative humidity, 0–1.
        public var humidity: Double?
        /// Precipitation intensity, mm/h.
        public var precipitationIntensity: Double?
        /// Sea-level pressure, mb.
        public var pressure: Double?
        /// `"rising"`, `"falling"` or `"steady"`.
        public var pressureTrend: String?
        /// The temperature, °C.
        public var temperature: Double
        /// The feels-like temperature, °C.
        public var temperatureApparent: Double?
        /// The dew point, °C.
        public var temperatureDewPoint: Double?
        /// The UV index.
        public var uvIndex: Double?
        /// Visibility, metres.
        public var visibility: Double?
        /// The direction the wind comes from, degrees.
        public var windDirection: Double?
        /// Gusts, km/h.
        public var windGust: Double?
        /// Wind speed, km/h.
        public var windSpeed: Double?
    }

    /// The days (`forecastDaily`).
    public struct DailyForecast: Decodable, Sendable, Hashable {
        /// The data set's metadata.
        public var metadata: Metadata?
        /// The days.
        public var days: [Day]
    }

    /// One day.
    public struct Day: Decodable, Sendable, Hashable {
        /// The start of the day in the requested time zone.
        public var forecastStart: String
        /// The end of the day.
        public var forecastEnd: String?
        /// The condition code.
        public var conditionCode: String?
        /// The highest UV index.
        public var maxUvIndex: Double?
        /// The moon's phase by name, such as `"waningCrescent"`.
        public var moonPhase: String?
        /// Moonrise.
        public var moonrise: String?
        /// Moonset.
        public var moonset: String?
        /// Precipitation, mm.
        public var precipitationAmount: Double?
        /// The chance of precipitation, 0–1.
        public var precipitationChance: Double?
        /// Snowfall, mm of snow.
        public var snowfallAmount: Double?
        /// Sunrise.
        public var sunrise: String?
        /// Sunset.
        public var sunset: String?
        /// The high, °C.
        public var temperatureMax: Double
        /// The low, °C.
        public var temperatureMin: Double
        /// The daytime part (7:00 to 19:00).
        public var daytimeForecast: DayPart?
        /// The overnight part (19:00 to 7:00).
        public var overnightForecast: DayPart?
    }

    /// The daytime or overnight part of a day.
    public struct DayPart: Decodable, Sendable, Hashable {
        /// Cloud cover, 0–1.
        public var cloudCover: Double?
        /// The condition code.
        public var conditionCode: String?
        /// Relative humidity, 0–1.
        public var humidity: Double?
        /// The direction the wind comes from, degrees.
        public var windDirection: Double?
        /// Wind speed, km/h.
        public var windSpeed: Double?
    }

    /// The hours (`forecastHourly`).
    public struct HourlyForecast: Decodable, Sendable, Hashable {
        /// The data set's metadata.
        public var metadata: Metadata?
        /// The hours.
        public var hours: [Hour]
    }

    /// One hour.
    public struct Hour: Decodable, Sendable, Hashable {
        /// The start of the hour.
        public var forecastStart: String
        /// Cloud cover, 0–1.
        public var cloudCover: Double?
        /// The condition code.
        public var conditionCode: String?
        /// Whether it is daylight.
        public var daylight: Bool?
        /// Relative humidity, 0–1.
        public var humidity: Double?
        /// Precipitation, mm.
        public var precipitationAmount: Double?
        /// The chance of precipitation, 0–1.
        public var precipitationChance: Double?
        /// Sea-level pressure, mb.
        public var pressure: Double?
        /// The temperature, °C.
        public var temperature: Double
        /// The feels-like temperature, °C.
        public var temperatureApparent: Double?
        /// The dew point, °C.
        public var temperatureDewPoint: Double?
        /// The UV index.
        public var uvIndex: Double?
        /// Visibility, metres.
        public var visibility: Double?
        /// The direction the wind comes from, degrees.
        public var windDirection: Double?
        /// Gusts, km/h.
        public var windGust: Double?
        /// Wind speed, km/h.
        public var windSpeed: Double?
    }

    /// Precipitation minute by minute for the next hour (`forecastNextHour`).
    public struct NextHourForecast: Decodable, Sendable, Hashable {
        /// The data set's metadata.
        public var metadata: Metadata?
        /// The minutes.
        public var minutes: [Minute]
    }

    /// One minute.
    public struct Minute: Decodable, Sendable, Hashable {
        /// The start of the minute.
        public var startTime: String
        /// The chance of precipitation, 0–1.
        public var precipitationChance: Double?
        /// Precipitation intensity, mm/h.
        public var precipitationIntensity: Double?
    }

    /// The alerts in effect (`weatherAlerts`).
    public struct AlertCollection: Decodable, Sendable, Hashable {
        /// A page listing every alert.
        public var detailsUrl: String?
        /// The alerts.
        public var alerts: [AlertSummary]
    }

    /// One alert as the weather body lists it (`GET /api/v1/weatherAlert/{language}/{id}` has the full text).
    public struct AlertSummary: Decodable, Sendable, Hashable {
        /// The alert's id.
        public var id: String
        /// The area's name, such as `"Southern Sacramento Valley"`.
        public var areaName: String?
        /// The CAP certainty, lower case (`"likely"`).
        public var certainty: String?
        /// The country.
        public var countryCode: String?
        /// A few words, such as `"Heat Advisory"`.
        public var description: String
        /// The page with the alert's full text.
        public var detailsUrl: String?
        /// When the alert takes effect.
        public var effectiveTime: String?
        /// When the event ends.
        public var eventEndTime: String?
        /// When the event begins.
        public var eventOnsetTime: String?
        /// When the alert expires.
        public var expireTime: String?
        /// When it was issued.
        public var issuedTime: String?
        /// The CAP severity, lower case (`"minor"`).
        public var severity: String?
        /// Who issued it, such as `"National Weather Service"`.
        public var source: String?
        /// The CAP urgency, lower case (`"expected"`).
        public var urgency: String?
    }

    /// WeatherKit's error body: `{"timestamp", "status", "error", "message", "path"}`.
    public struct ErrorResponse: Decodable, Sendable, Hashable {
        /// The HTTP status.
        public var status: Double?
        /// The status's words, such as `"Bad Request"`.
        public var error: String?
        /// What went wrong.
        public var message: String?
        /// The path asked for.
        public var path: String?
    }
}
