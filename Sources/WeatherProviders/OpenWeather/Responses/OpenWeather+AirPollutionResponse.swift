import Foundation

extension OpenWeather {
    /// The body of the Air Pollution API (`/data/2.5/air_pollution`, `/forecast` and `/history`): the point
    /// and one entry per hour.
    ///
    /// `coord` can be a pair of integers, and `no` and `nh3` can be `0`; every number is read as a `Double`.
    package struct AirPollutionResponse: Decodable, Hashable, Sendable {
        /// The point the service answered for.
        package var coord: Coordinates?
        /// One entry per hour, oldest first.
        package var list: [Entry]

        /// Creates a response, for tests.
        package init(coord: Coordinates? = nil, list: [Entry]) {
            self.coord = coord
            self.list = list
        }

        /// One hour of the Air Pollution API.
        package struct Entry: Decodable, Hashable, Sendable {
            /// The service's index, 1 (good) to 5 (very poor).
            package var main: Index?
            /// Concentrations in µg/m³.
            package var components: Components?
            /// The time, in seconds since 1970 (UTC).
            package var dt: Int64

            /// Creates an entry, for tests.
            package init(main: Index? = nil, components: Components? = nil, dt: Int64) {
                self.main = main
                self.components = components
                self.dt = dt
            }

            enum CodingKeys: String, CodingKey, CaseIterable {
                case main
                case components
                case dt
            }
        }

        /// OpenWeather's own air-quality index.
        package struct Index: Decodable, Hashable, Sendable {
            /// 1 good, 2 fair, 3 moderate, 4 poor, 5 very poor.
            package var aqi: Int?

            /// Creates an index, for tests.
            package init(aqi: Int? = nil) {
                self.aqi = aqi
            }

            enum CodingKeys: String, CodingKey, CaseIterable {
                case aqi
            }
        }

        /// Pollutant concentrations in µg/m³.
        package struct Components: Decodable, Hashable, Sendable {
            /// Carbon monoxide.
            package var co: Double?
            /// Nitrogen monoxide.
            package var no: Double?
            /// Nitrogen dioxide.
            package var no2: Double?
            /// Ozone.
            package var o3: Double?
            /// Sulphur dioxide.
            package var so2: Double?
            /// Fine particles (2.5 µm); JSON key `pm2_5`.
            package var pm25: Double?
            /// Coarse particles (10 µm).
            package var pm10: Double?
            /// Ammonia.
            package var nh3: Double?

            /// Creates concentrations, for tests.
            package init(
                co: Double? = nil, no: Double? = nil, no2: Double? = nil, o3: Double? = nil, so2: Double? = nil,
                pm25: Double? = nil, pm10: Double? = nil, nh3: Double? = nil
            ) {
                self.co = co
                self.no = no
                self.no2 = no2
                self.o3 = o3
                self.so2 = so2
                self.pm25 = pm25
                self.pm10 = pm10
                self.nh3 = nh3
            }

            enum CodingKeys: String, CodingKey, CaseIterable {
                case co
                case no
                case no2
                case o3
                case so2
                case pm25 = "pm2_5"
                case pm10
                case nh3
            }
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case coord
            case list
        }

        /// The entries as the SDK's `AirQuality` values, oldest first; the service's 1–5 index is kept as the
        /// provider's index (scale `"openweather"`). An entry without any concentration is left out.
        package var airQualities: [AirQuality] {
            list.compactMap(Self.airQuality(from:))
        }

        /// `entry` as the SDK's `AirQuality`, or `nil` when it holds no concentration.
        static func airQuality(from entry: Entry) -> AirQuality? {
            guard let components = entry.components else { return nil }
            let values: [(Pollutant, Double?)] = [
                (.carbonMonoxide, components.co), (.nitrogenMonoxide, components.no),
                (.nitrogenDioxide, components.no2), (.ozone, components.o3), (.sulfurDioxide, components.so2),
                (.pm25, components.pm25), (.pm10, components.pm10), (.ammonia, components.nh3),
            ]
            var concentrations: [Pollutant: Double] = [:]
            for case (let pollutant, let value?) in values {
                concentrations[pollutant] = value
            }
            guard !concentrations.isEmpty else { return nil }
            return AirQuality(
                date: Date(timeIntervalSince1970: TimeInterval(entry.dt)), concentrations: concentrations,
                providerIndex: entry.main?.aqi.map {
                    ProviderAirQualityIndex(scale: "openweather", value: Double($0))
                })
        }
    }
}
