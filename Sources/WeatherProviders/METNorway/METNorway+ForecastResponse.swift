import Foundation

extension METNorway {
    /// The body of `GET /compact` or `/complete`: a GeoJSON `Feature` whose properties hold the time series.
    package struct ForecastResponse: Decodable, Sendable, Hashable {
        /// The GeoJSON type, `"Feature"`.
        package var type: String?
        /// The point the forecast is for.
        package var geometry: Geometry
        /// The forecast itself: when it was made, the units, and the time series.
        package var properties: Properties

        /// Creates a body from its parts.
        package init(type: String? = "Feature", geometry: Geometry, properties: Properties) {
            self.type = type
            self.geometry = geometry
            self.properties = properties
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case type, geometry, properties
        }
    }

    /// A GeoJSON point: `coordinates` is `[longitude, latitude, altitude]`.
    package struct Geometry: Decodable, Sendable, Hashable {
        /// The GeoJSON type, `"Point"`.
        package var type: String?
        /// Longitude and latitude in degrees, then the altitude in metres (the service supplies its own
        /// elevation when the request gives none).
        package var coordinates: [Double]

        /// Creates a point from `[longitude, latitude, altitude]`.
        package init(type: String? = "Point", coordinates: [Double]) {
            self.type = type
            self.coordinates = coordinates
        }

        /// The longitude, the first coordinate.
        package var longitude: Double? { coordinates.first }
        /// The latitude, the second coordinate.
        package var latitude: Double? { coordinates.count > 1 ? coordinates[1] : nil }
        /// The altitude in metres, the third coordinate.
        package var altitude: Double? { coordinates.count > 2 ? coordinates[2] : nil }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case type, coordinates
        }
    }

    /// The `properties` of a forecast: its metadata and its time series.
    package struct Properties: Decodable, Sendable, Hashable {
        /// When the forecast was made and the unit of each variable.
        package var meta: Meta
        /// The forecast steps, oldest first: hourly for about two and a half days, then every six hours.
        package var timeseries: [TimeStep]

        /// Creates the properties.
        package init(meta: Meta, timeseries: [TimeStep]) {
            self.meta = meta
            self.timeseries = timeseries
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case meta, timeseries
        }
    }

    /// The forecast's metadata.
    package struct Meta: Decodable, Sendable, Hashable {
        /// When the forecast was made (ISO 8601 in UTC, such as `"2024-02-04T01:35:05Z"`).
        package var updatedAt: String
        /// The unit of each variable, by name: `"celsius"`, `"hPa"`, `"%"`, `"mm"`, `"m/s"`, `"degrees"`,
        /// `"1"` for the UV index.
        package var units: [String: String]

        /// Creates metadata.
        package init(updatedAt: String, units: [String: String] = [:]) {
            self.updatedAt = updatedAt
            self.units = units
        }

        /// ``updatedAt`` as an instant, or `nil` when it is not an ISO 8601 time with an offset.
        package var updatedDate: Date? { LocalTime.instant(updatedAt) }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case units
            case updatedAt = "updated_at"
        }
    }

    /// One step of the time series: its time and the values at and after it.
    package struct TimeStep: Decodable, Sendable, Hashable {
        /// The instant the step is for.
        package var time: Date
        /// The values at ``time`` and summaries of the hours after it.
        package var data: StepData

        /// Creates a step.
        package init(time: Date, data: StepData) {
            self.time = time
            self.data = data
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case time, data
        }

        /// Decodes the step; a `time` that is not an ISO 8601 instant is a decoding error naming it.
        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let text = try container.decode(String.self, forKey: .time)
            guard let time = LocalTime.instant(text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .time, in: container, debugDescription: "\"\(text)\" is not an ISO 8601 instant")
            }
            self.time = time
            data = try container.decode(StepData.self, forKey: .data)
        }
    }

    /// The values of one step: the state at its time (``instant``) and the periods that start there.
    ///
    /// Late steps carry only ``instant``; ``next1Hours`` is present while the series is hourly,
    /// ``next6Hours`` and ``next12Hours`` where a step exists that many hours later.
    package struct StepData: Decodable, Sendable, Hashable {
        /// The state at the step's time: temperature, pressure, humidity, wind, clouds.
        package var instant: Instant
        /// The hour after the step: its symbol and precipitation.
        package var next1Hours: Period?
        /// The six hours after the step: symbol, precipitation, and (in `complete`) the temperature range.
        package var next6Hours: Period?
        /// The twelve hours after the step: its symbol (`details` is `{}` since about 2023).
        package var next12Hours: Period?

        /// Creates a step's values.
        package init(instant: Instant, next1Hours: Period? = nil, next6Hours: Period? = nil, next12Hours: Period? = nil)
        {
            self.instant = instant
            self.next1Hours = next1Hours
            self.next6Hours = next6Hours
            self.next12Hours = next12Hours
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case instant
            case next1Hours = "next_1_hours"
            case next6Hours = "next_6_hours"
            case next12Hours = "next_12_hours"
        }
    }

    /// The `instant` block: the values at one moment.
    package struct Instant: Decodable, Sendable, Hashable {
        /// The values, by variable name.
        package var details: Details

        /// Creates an instant.
        package init(details: Details) {
            self.details = details
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case details
        }
    }

    /// A `next_1_hours`, `next_6_hours` or `next_12_hours` block: the period's symbol and values.
    package struct Period: Decodable, Sendable, Hashable {
        /// The weather symbol of the period.
        package var summary: Summary?
        /// The period's values (precipitation, temperature range, probabilities); may be empty.
        package var details: Details?

        /// Creates a period.
        package init(summary: Summary? = nil, details: Details? = nil) {
            self.summary = summary
            self.details = details
        }

        /// The symbol code, such as `"lightrainshowers_day"`.
        package var symbolCode: String? { summary?.symbolCode }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case summary, details
        }
    }

    /// A period's `summary`.
    package struct Summary: Decodable, Sendable, Hashable {
        /// The weather symbol, such as `"partlycloudy_night"` (see `WeatherCondition(metNorwaySymbol:)`).
        package var symbolCode: String

        /// Creates a summary.
        package init(symbolCode: String) {
            self.symbolCode = symbolCode
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case symbolCode = "symbol_code"
        }
    }

    /// A `details` block: numbers by variable name, whatever the variables.
    ///
    /// Which variables appear depends on the endpoint (`complete` adds cloud layers, dew point, fog, UV,
    /// gusts, temperature ranges and probabilities) and on the region; the properties below name the
    /// common ones. Integers and decimals both read as `Double`; a `null` value is left out.
    package struct Details: Decodable, Sendable, Hashable {
        /// Every value of the block, by variable name.
        package var values: [String: Double]

        /// Creates details from values by variable name.
        package init(_ values: [String: Double] = [:]) {
            self.values = values
        }

        /// Decodes an object of numbers; any other value is a decoding error naming its variable.
        package init(from decoder: any Decoder) throws {
            values = try decoder.singleValueContainer().decode([String: Double?].self).compactMapValues { $0 }
        }

        /// The value of the variable `name`, such as `"fog_area_fraction"`.
        package subscript(name: String) -> Double? { values[name] }

        /// `air_temperature`, °C.
        package var airTemperature: Double? { values["air_temperature"] }
        /// `air_temperature_max`, the period's highest temperature, °C (`complete`).
        package var airTemperatureMax: Double? { values["air_temperature_max"] }
        /// `air_temperature_min`, the period's lowest temperature, °C (`complete`).
        package var airTemperatureMin: Double? { values["air_temperature_min"] }
        /// `air_pressure_at_sea_level`, hPa.
        package var airPressureAtSeaLevel: Double? { values["air_pressure_at_sea_level"] }
        /// `relative_humidity`, percent.
        package var relativeHumidity: Double? { values["relative_humidity"] }
        /// `cloud_area_fraction`, percent.
        package var cloudAreaFraction: Double? { values["cloud_area_fraction"] }
        /// `dew_point_temperature`, °C (`complete`).
        package var dewPointTemperature: Double? { values["dew_point_temperature"] }
        /// `wind_speed`, m/s.
        package var windSpeed: Double? { values["wind_speed"] }
        /// `wind_speed_of_gust`, m/s (`complete`).
        package var windSpeedOfGust: Double? { values["wind_speed_of_gust"] }
        /// `wind_from_direction`, degrees clockwise from north.
        package var windFromDirection: Double? { values["wind_from_direction"] }
        /// `ultraviolet_index_clear_sky`: the UV index under a clear sky (`complete`).
        package var ultravioletIndexClearSky: Double? { values["ultraviolet_index_clear_sky"] }
        /// `precipitation_amount` over the period, mm.
        package var precipitationAmount: Double? { values["precipitation_amount"] }
        /// `probability_of_precipitation` over the period, percent (`complete`, recent bodies).
        package var probabilityOfPrecipitation: Double? { values["probability_of_precipitation"] }
    }
}
