import Foundation

extension WeatherKitREST {
    /// The body of `GET /api/v1/weather/{language}/{latitude}/{longitude}`: one object per data set asked for.
    ///
    /// Units are metric: °C, km/h, millibars (hPa), millimetres, visibility in metres; humidity, cloud cover
    /// and the chance of precipitation are fractions from 0 to 1. Times are ISO 8601 in UTC.
    package struct WeatherResponse: Decodable, Sendable, Hashable {
        /// The conditions now.
        package var currentWeather: CurrentWeather?
        /// The days, from the start of today in the requested time zone.
        package var forecastDaily: DailyForecast?
        /// The hours.
        package var forecastHourly: HourlyForecast?
        /// Precipitation minute by minute for the next hour, where available.
        package var forecastNextHour: NextHourForecast?
        /// The alerts in effect, where available (the request must name a country).
        package var weatherAlerts: AlertCollection?

        /// Creates a body.
        package init(
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
    package struct Metadata: Decodable, Sendable, Hashable {
        /// The page the attribution must link to.
        package var attributionURL: String?
        /// When the data stops being current.
        package var expireTime: String?
        /// The latitude of the answer.
        package var latitude: Double?
        /// The longitude of the answer.
        package var longitude: Double?
        /// When the data was read.
        package var readTime: String?
        /// When the data was reported.
        package var reportedTime: String?
        /// `"m"`: metric.
        package var units: String?
        /// The data's provider, when Apple names one (such as the US National Weather Service).
        package var providerName: String?

        /// Creates metadata.
        package init(
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
    package struct CurrentWeather: Decodable, Sendable, Hashable {
        /// The data set's metadata.
        package var metadata: Metadata?
        /// When the conditions were observed.
        package var asOf: String
        /// Cloud cover, 0–1.
        package var cloudCover: Double?
        /// The condition code, such as `"MostlyCloudy"`.
        package var conditionCode: String?
        /// Whether it is daylight.
        package var daylight: Bool?
        /// Relative humidity, 0–1.
        package var humidity: Double?
        /// Precipitation intensity, mm/h.
        package var precipitationIntensity: Double?
        /// Sea-level pressure, mb.
        package var pressure: Double?
        /// `"rising"`, `"falling"` or `"steady"`.
        package var pressureTrend: String?
        /// The temperature, °C.
        package var temperature: Double
        /// The feels-like temperature, °C.
        package var temperatureApparent: Double?
        /// The dew point, °C.
        package var temperatureDewPoint: Double?
        /// The UV index.
        package var uvIndex: Double?
        /// Visibility, metres.
        package var visibility: Double?
        /// The direction the wind comes from, degrees.
        package var windDirection: Double?
        /// Gusts, km/h.
        package var windGust: Double?
        /// Wind speed, km/h.
        package var windSpeed: Double?
    }

    /// The days (`forecastDaily`).
    package struct DailyForecast: Decodable, Sendable, Hashable {
        /// The data set's metadata.
        package var metadata: Metadata?
        /// The days.
        package var days: [Day]
    }

    /// One day.
    package struct Day: Decodable, Sendable, Hashable {
        /// The start of the day in the requested time zone.
        package var forecastStart: String
        /// The end of the day.
        package var forecastEnd: String?
        /// The condition code.
        package var conditionCode: String?
        /// The highest UV index.
        package var maxUvIndex: Double?
        /// The moon's phase by name, such as `"waningCrescent"`.
        package var moonPhase: String?
        /// Moonrise.
        package var moonrise: String?
        /// Moonset.
        package var moonset: String?
        /// Precipitation, mm.
        package var precipitationAmount: Double?
        /// The chance of precipitation, 0–1.
        package var precipitationChance: Double?
        /// Snowfall, mm of snow.
        package var snowfallAmount: Double?
        /// Sunrise.
        package var sunrise: String?
        /// Sunset.
        package var sunset: String?
        /// The high, °C.
        package var temperatureMax: Double
        /// The low, °C.
        package var temperatureMin: Double
        /// The daytime part (7:00 to 19:00).
        package var daytimeForecast: DayPart?
        /// The overnight part (19:00 to 7:00).
        package var overnightForecast: DayPart?
    }

    /// The daytime or overnight part of a day.
    package struct DayPart: Decodable, Sendable, Hashable {
        /// Cloud cover, 0–1.
        package var cloudCover: Double?
        /// The condition code.
        package var conditionCode: String?
        /// Relative humidity, 0–1.
        package var humidity: Double?
        /// The direction the wind comes from, degrees.
        package var windDirection: Double?
        /// Wind speed, km/h.
        package var windSpeed: Double?
    }

    /// The hours (`forecastHourly`).
    package struct HourlyForecast: Decodable, Sendable, Hashable {
        /// The data set's metadata.
        package var metadata: Metadata?
        /// The hours.
        package var hours: [Hour]
    }

    /// One hour.
    package struct Hour: Decodable, Sendable, Hashable {
        /// The start of the hour.
        package var forecastStart: String
        /// Cloud cover, 0–1.
        package var cloudCover: Double?
        /// The condition code.
        package var conditionCode: String?
        /// Whether it is daylight.
        package var daylight: Bool?
        /// Relative humidity, 0–1.
        package var humidity: Double?
        /// Precipitation, mm.
        package var precipitationAmount: Double?
        /// The chance of precipitation, 0–1.
        package var precipitationChance: Double?
        /// Sea-level pressure, mb.
        package var pressure: Double?
        /// The temperature, °C.
        package var temperature: Double
        /// The feels-like temperature, °C.
        package var temperatureApparent: Double?
        /// The dew point, °C.
        package var temperatureDewPoint: Double?
        /// The UV index.
        package var uvIndex: Double?
        /// Visibility, metres.
        package var visibility: Double?
        /// The direction the wind comes from, degrees.
        package var windDirection: Double?
        /// Gusts, km/h.
        package var windGust: Double?
        /// Wind speed, km/h.
        package var windSpeed: Double?
    }

    /// Precipitation minute by minute for the next hour (`forecastNextHour`).
    package struct NextHourForecast: Decodable, Sendable, Hashable {
        /// The data set's metadata.
        package var metadata: Metadata?
        /// The minutes.
        package var minutes: [Minute]
    }

    /// One minute.
    package struct Minute: Decodable, Sendable, Hashable {
        /// The start of the minute.
        package var startTime: String
        /// The chance of precipitation, 0–1.
        package var precipitationChance: Double?
        /// Precipitation intensity, mm/h.
        package var precipitationIntensity: Double?
    }

    /// The alerts in effect (`weatherAlerts`).
    package struct AlertCollection: Decodable, Sendable, Hashable {
        /// A page listing every alert.
        package var detailsUrl: String?
        /// The alerts.
        package var alerts: [AlertSummary]
    }

    /// One alert as the weather body lists it (`GET /api/v1/weatherAlert/{language}/{id}` has the full text).
    package struct AlertSummary: Decodable, Sendable, Hashable {
        /// The alert's id.
        package var id: String
        /// The area's name, such as `"Southern Sacramento Valley"`.
        package var areaName: String?
        /// The CAP certainty, lower case (`"likely"`).
        package var certainty: String?
        /// The country.
        package var countryCode: String?
        /// A few words, such as `"Heat Advisory"`.
        package var description: String
        /// The page with the alert's full text.
        package var detailsUrl: String?
        /// When the alert takes effect.
        package var effectiveTime: String?
        /// When the event ends.
        package var eventEndTime: String?
        /// When the event begins.
        package var eventOnsetTime: String?
        /// When the alert expires.
        package var expireTime: String?
        /// When it was issued.
        package var issuedTime: String?
        /// The CAP severity, lower case (`"minor"`).
        package var severity: String?
        /// Who issued it, such as `"National Weather Service"`.
        package var source: String?
        /// The CAP urgency, lower case (`"expected"`).
        package var urgency: String?
    }

    /// WeatherKit's error body: `{"timestamp", "status", "error", "message", "path"}`.
    package struct ErrorResponse: Decodable, Sendable, Hashable {
        /// The HTTP status.
        package var status: Double?
        /// The status's words, such as `"Bad Request"`.
        package var error: String?
        /// What went wrong.
        package var message: String?
        /// The path asked for.
        package var path: String?
    }
}
