import Foundation

extension NationalWeatherService {
    /// The body of `GET /gridpoints/{office}/{x},{y}/forecast` (fourteen twelve-hour periods, day and
    /// night) or `/forecast/hourly` (about 156 hours).
    package struct ForecastResponse: Decodable, Sendable, Hashable {
        /// The forecast.
        package var properties: Properties

        /// Creates a body from its properties.
        package init(properties: Properties) {
            self.properties = properties
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case properties
        }

        /// The `properties` of a forecast.
        package struct Properties: Decodable, Sendable, Hashable {
            /// `"us"` (°F, mph) unless the request asked for `"si"`.
            package var units: String?
            /// When the forecast was made, ISO 8601.
            package var generatedAt: String?
            /// When the forecaster last updated the grid, ISO 8601.
            package var updateTime: String?
            /// The grid cell's elevation.
            package var elevation: QuantitativeValue?
            /// The periods, in order.
            package var periods: [Period]

            /// Creates the properties.
            package init(
                units: String? = "us", generatedAt: String? = nil, updateTime: String? = nil,
                elevation: QuantitativeValue? = nil, periods: [Period]
            ) {
                self.units = units
                self.generatedAt = generatedAt
                self.updateTime = updateTime
                self.elevation = elevation
                self.periods = periods
            }

            enum CodingKeys: String, CodingKey, CaseIterable {
                case units, generatedAt, updateTime, elevation, periods
            }
        }
    }

    /// One period of a forecast: a day or a night (twelve hours) in `/forecast`, an hour in
    /// `/forecast/hourly`.
    package struct Period: Decodable, Sendable, Hashable {
        /// The period's number, from 1.
        package var number: Int?
        /// `"Today"`, `"Tonight"`, `"Wednesday Night"`…; empty in hourly forecasts.
        package var name: String?
        /// The start, ISO 8601 with the place's offset (`"2026-01-20T06:00:00-05:00"`).
        package var startTime: String
        /// The end, ISO 8601 with the place's offset.
        package var endTime: String
        /// Whether the period is daytime.
        package var isDaytime: Bool?
        /// The high (day) or low (night) in twelve-hour periods, the temperature in hourly ones.
        package var temperature: Double?
        /// `"F"` or `"C"`.
        package var temperatureUnit: String?
        /// `"rising"`, `"falling"` or `nil`: the temperature moves against the usual daily course.
        package var temperatureTrend: String?
        /// The chance of precipitation, in percent.
        package var probabilityOfPrecipitation: QuantitativeValue?
        /// The dew point (hourly forecasts).
        package var dewpoint: QuantitativeValue?
        /// The relative humidity, in percent (hourly forecasts).
        package var relativeHumidity: QuantitativeValue?
        /// The wind speed as text: `"18 mph"`, `"7 to 15 mph"`.
        package var windSpeed: String?
        /// The gusts as text, when the service sends them.
        package var windGust: String?
        /// The compass point the wind comes from, such as `"WSW"`.
        package var windDirection: String?
        /// The URL of the service's icon, whose path names the conditions (`…/land/day/snow,40`).
        package var icon: String?
        /// A few words, such as `"Chance Light Snow"`.
        package var shortForecast: String?
        /// A forecaster's sentences (empty in hourly forecasts).
        package var detailedForecast: String?

        /// Creates a period.
        package init(
            number: Int? = nil, name: String? = nil, startTime: String, endTime: String, isDaytime: Bool? = nil,
            temperature: Double?, temperatureUnit: String? = "F", temperatureTrend: String? = nil,
            probabilityOfPrecipitation: QuantitativeValue? = nil, dewpoint: QuantitativeValue? = nil,
            relativeHumidity: QuantitativeValue? = nil, windSpeed: String? = nil, windGust: String? = nil,
            windDirection: String? = nil, icon: String? = nil, shortForecast: String? = nil,
            detailedForecast: String? = nil
        ) {
            self.number = number
            self.name = name
            self.startTime = startTime
            self.endTime = endTime
            self.isDaytime = isDaytime
            self.temperature = temperature
            self.temperatureUnit = temperatureUnit
            self.temperatureTrend = temperatureTrend
            self.probabilityOfPrecipitation = probabilityOfPrecipitation
            self.dewpoint = dewpoint
            self.relativeHumidity = relativeHumidity
            self.windSpeed = windSpeed
            self.windGust = windGust
            self.windDirection = windDirection
            self.icon = icon
            self.shortForecast = shortForecast
            self.detailedForecast = detailedForecast
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case number, name, startTime, endTime, isDaytime, temperature, temperatureUnit, temperatureTrend
            case probabilityOfPrecipitation, dewpoint, relativeHumidity, windSpeed, windGust, windDirection, icon
            case shortForecast, detailedForecast
        }
    }
}
