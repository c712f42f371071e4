import Foundation

extension NationalWeatherService {
    /// The body of `GET /points/{latitude},{longitude}`: the forecast office, grid cell, zones and time
    /// zone that cover a place in the United States.
    public struct PointResponse: Decodable, Sendable, Hashable {
        /// What the service knows of the point.
        public var properties: Properties

        /// Creates a body from its properties.
        public init(properties: Properties) {
            self.properties = properties
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case properties
        }

        /// The `properties` of a point.
        public struct Properties: Decodable, Sendable, Hashable {
            /// The forecast office whose grid holds the point, such as `"OKX"` (not always the office's own
            /// code: Anchorage's grid is `"AER"`).
            public var gridId: String
            /// The cell's column in the office's grid.
            public var gridX: Int
            /// The cell's row in the office's grid.
            public var gridY: Int
            /// The URL of the twelve-hour forecast, as the service names it.
            public var forecast: String?
            /// The URL of the hourly forecast, as the service names it.
            public var forecastHourly: String?
            /// The place's IANA time zone, such as `"America/New_York"`.
            public var timeZone: String?
            /// The URL of the public forecast zone, such as `…/zones/forecast/NYZ072`.
            public var forecastZone: String?
            /// The URL of the county zone.
            public var county: String?
            /// The nearest radar, such as `"KDIX"`.
            public var radarStation: String?
            /// The nearest city the service names, with its state: not the place itself.
            public var relativeLocation: RelativeLocation?
            /// Today's sun times at the point (sent since 2026); twilight times are `nil` under the
            /// midnight sun.
            public var astronomicalData: AstronomicalData?

            /// Creates the properties.
            public init(
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
    public struct RelativeLocation: Decodable, Sendable, Hashable {
        /// The city and its state.
        public var properties: Properties?

        /// Creates a relative location.
        public init(properties: Properties?) {
            self.properties = properties
        }

        /// A city and its state.
        public struct Properties: Decodable, Sendable, Hashable {
            /// The city, such as `"Hoboken"`.
            public var city: String?
            /// The state's code, such as `"NJ"`.
            public var state: String?

            /// Creates a city.
            public init(city: String?, state: String?) {
                self.city = city
                self.state = state
            }
        }
    }

    /// Today's sun times at a point, each an ISO 8601 time with the local offset, or `nil` when the
    /// event does not happen that day.
    public struct AstronomicalData: Decodable, Sendable, Hashable {
        /// Sunrise.
        public var sunrise: String?
        /// Sunset.
        public var sunset: String?
        /// The sun's transit (solar noon).
        public var transit: String?
        /// The start of civil twilight.
        public var civilTwilightBegin: String?
        /// The end of civil twilight.
        public var civilTwilightEnd: String?

        /// Creates sun times.
        public init(
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
    public struct QuantitativeValue: Decodable, Sendable, Hashable {
        /// The unit, such as `"wmoUnit:percent"`, `"wmoUnit:degC"`, `"wmoUnit:m"`.
        public var unitCode: String?
        /// The value in that unit.
        public var value: Double?

        /// Creates a value.
        public init(unitCode: String?, value: Double?) {
            self.unitCode = unitCode
            self.value = value
        }
    }
}
