import Foundation

extension NationalWeatherService {
    /// The body of `GET /points/{latitude},{longitude}`: the forecast office, grid cell, zones and time
    /// zone that cover a place in the United States.
    package struct PointResponse: Decodable, Sendable, Hashable {
        /// What the service knows of the point.
        package var properties: Properties

        /// Creates a body from its properties.
        package init(properties: Properties) {
            self.properties = properties
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case properties
        }

        /// The `properties` of a point.
        package struct Properties: Decodable, Sendable, Hashable {
            /// The forecast office whose grid holds the point, such as `"OKX"` (not always the office's own
            /// code: Anchorage's grid is `"AER"`).
            package var gridId: String
            /// The cell's column in the office's grid.
            package var gridX: Int
            /// The cell's row in the office's grid.
            package var gridY: Int
            /// The URL of the twelve-hour forecast, as the service names it.
            package var forecast: String?
            /// The URL of the hourly forecast, as the service names it.
            package var forecastHourly: String?
            /// The place's IANA time zone, such as `"America/New_York"`.
            package var timeZone: String?
            /// The URL of the public forecast zone, such as `…/zones/forecast/NYZ072`.
            package var forecastZone: String?
            /// The URL of the county zone.
            package var county: String?
            /// The nearest radar, such as `"KDIX"`.
            package var radarStation: String?
            /// The nearest city the service names, with its state: not the place itself.
            package var relativeLocation: RelativeLocation?
            /// Today's sun times at the point (sent since 2026); twilight times are `nil` under the
            /// midnight sun.
            package var astronomicalData: AstronomicalData?

            /// Creates the properties.
            package init(
                gridId: String, gridX: Int, gridY: Int, forecast: String? = nil, forecastHourly: String? = nil,
                timeZone: String? = nil, forecastZone: String? = nil, county: String? = nil,
                radarStation: String? = nil, relativeLocation: RelativeLocation? = nil,
                astronomicalData: AstronomicalData? = nil
            ) {
                self.gridId = gridId
                self.gridX = gridX
                self.gridY = gridY
                self.forecast = forecast
                self.forecastHourly = forecastHourly
                self.timeZone = timeZone
                self.forecastZone = forecastZone
                self.county = county
                self.radarStation = radarStation
                self.relativeLocation = relativeLocation
                self.astronomicalData = astronomicalData
            }

            enum CodingKeys: String, CodingKey, CaseIterable {
                case gridId, gridX, gridY, forecast, forecastHourly, timeZone, forecastZone, county, radarStation
                case relativeLocation, astronomicalData
            }
        }
    }

    /// The nearest city to a point, as a GeoJSON feature.
    package struct RelativeLocation: Decodable, Sendable, Hashable {
        /// The city and its state.
        package var properties: Properties?

        /// Creates a relative location.
        package init(properties: Properties?) {
            self.properties = properties
        }

        /// A city and its state.
        package struct Properties: Decodable, Sendable, Hashable {
            /// The city, such as `"Hoboken"`.
            package var city: String?
            /// The state's code, such as `"NJ"`.
            package var state: String?

            /// Creates a city.
            package init(city: String?, state: String?) {
                self.city = city
                self.state = state
            }
        }
    }

    /// Today's sun times at a point, each an ISO 8601 time with the local offset, or `nil` when the
    /// event does not happen that day.
    package struct AstronomicalData: Decodable, Sendable, Hashable {
        /// Sunrise.
        package var sunrise: String?
        /// Sunset.
        package var sunset: String?
        /// The sun's transit (solar noon).
        package var transit: String?
        /// The start of civil twilight.
        package var civilTwilightBegin: String?
        /// The end of civil twilight.
        package var civilTwilightEnd: String?

        /// Creates sun times.
        package init(
            sunrise: String? = nil, sunset: String? = nil, transit: String? = nil, civilTwilightBegin: String? = nil,
            civilTwilightEnd: String? = nil
        ) {
            self.sunrise = sunrise
            self.sunset = sunset
            self.transit = transit
            self.civilTwilightBegin = civilTwilightBegin
            self.civilTwilightEnd = civilTwilightEnd
        }
    }

    /// A value with its WMO unit code, such as `{"unitCode": "wmoUnit:degC", "value": -14.4}`; `value` is
    /// `nil` when the service has none.
    package struct QuantitativeValue: Decodable, Sendable, Hashable {
        /// The unit, such as `"wmoUnit:percent"`, `"wmoUnit:degC"`, `"wmoUnit:m"`.
        package var unitCode: String?
        /// The value in that unit.
        package var value: Double?

        /// Creates a value.
        package init(unitCode: String?, value: Double?) {
            self.unitCode = unitCode
            self.value = value
        }
    }
}
