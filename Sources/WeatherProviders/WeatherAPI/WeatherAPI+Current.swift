extension WeatherAPI {
    /// The `current` object: conditions at `last_updated`, in both metric and imperial fields.
    ///
    /// Any field may be missing: accounts can filter fields out (then `temp_c` can be absent while `temp_f`
    /// is present), and `windchill_*`, `heatindex_*` and `dewpoint_*` only appear in bodies from 2024 on.
    package struct Current: Codable, Hashable, Sendable {
        /// The observation time as a Unix instant (seconds).
        package var lastUpdatedEpoch: Int?
        /// The observation time as local wall-clock text, `"yyyy-MM-dd HH:mm"`.
        package var lastUpdated: String?
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
        /// Wind direction in degrees (meteorological: where the wind comes from).
        package var windDegree: Double?
        /// Wind direction as a 16-point compass abbreviation (`"WNW"`).
        package var windDir: String?
        /// Pressure in millibars (hPa).
        package var pressureMb: Double?
        /// Pressure in inches of mercury.
        package var pressureIn: Double?
        /// Precipitation in millimetres.
        package var precipMm: Double?
        /// Precipitation in inches.
        package var precipIn: Double?
        /// Relative humidity in percent (0–100).
        package var humidity: Double?
        /// Cloud cover in percent (0–100).
        package var cloud: Double?
        /// Feels-like temperature in °C.
        package var feelslikeC: Double?
        /// Feels-like temperature in °F.
        package var feelslikeF: Double?
        /// Wind chill in °C (2024 and later).
        package var windchillC: Double?
        /// Wind chill in °F (2024 and later).
        package var windchillF: Double?
        /// Heat index in °C (2024 and later).
        package var heatindexC: Double?
        /// Heat index in °F (2024 and later).
        package var heatindexF: Double?
        /// Dew point in °C (2024 and later).
        package var dewpointC: Double?
        /// Dew point in °F (2024 and later).
        package var dewpointF: Double?
        /// Visibility in kilometres.
        package var visKm: Double?
        /// Visibility in miles.
        package var visMiles: Double?
        /// UV index.
        package var uv: Double?
        /// Wind gust in miles per hour.
        package var gustMph: Double?
        /// Wind gust in kilometres per hour.
        package var gustKph: Double?
        /// Air quality; present only when the request had `aqi=yes`.
        package var airQuality: AirQuality?
        /// Shortwave solar radiation in W/m² (paid plans, or when filtered in).
        package var shortRad: Double?
        /// Diffuse horizontal irradiation in W/m² (paid plans).
        package var diffRad: Double?
        /// Direct normal irradiance in W/m² (paid plans).
        package var dni: Double?
        /// Global tilted irradiance in W/m² (paid plans).
        package var gti: Double?

        /// Creates an empty value; set the fields you need (handy for tests and previews).
        package init() {}

        enum CodingKeys: String, CodingKey, CaseIterable {
            case lastUpdatedEpoch = "last_updated_epoch"
            case lastUpdated = "last_updated"
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
            case humidity, cloud
            case feelslikeC = "feelslike_c"
            case feelslikeF = "feelslike_f"
            case windchillC = "windchill_c"
            case windchillF = "windchill_f"
            case heatindexC = "heatindex_c"
            case heatindexF = "heatindex_f"
            case dewpointC = "dewpoint_c"
            case dewpointF = "dewpoint_f"
            case visKm = "vis_km"
            case visMiles = "vis_miles"
            case uv
            case gustMph = "gust_mph"
            case gustKph = "gust_kph"
            case airQuality = "air_quality"
            case shortRad = "short_rad"
            case diffRad = "diff_rad"
            case dni, gti
        }
    }

    /// The `condition` object: text (translated when `lang` is set), icon URL and condition code.
    package struct Condition: Codable, Hashable, Sendable {
        /// The condition text, for example `"Partly cloudy"`; may carry a trailing space (`"Overcast "`).
        package var text: String?
        /// The icon URL, protocol-relative: `"//cdn.weatherapi.com/weather/64x64/day/116.png"`.
        package var icon: String?
        /// The WeatherAPI.com condition code (1000 = sunny/clear … 1282); filtered-out on some accounts.
        package var code: Int?

        /// Creates a condition.
        package init(text: String? = nil, icon: String? = nil, code: Int? = nil) {
            self.text = text
            self.icon = icon
            self.code = code
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case text, icon, code
        }
    }

    /// The `air_quality` object, present only with `aqi=yes`. Concentrations are in μg/m³.
    package struct AirQuality: Codable, Hashable, Sendable {
        /// Carbon monoxide.
        package var co: Double?
        /// Ozone.
        package var o3: Double?
        /// Nitrogen dioxide.
        package var no2: Double?
        /// Sulphur dioxide.
        package var so2: Double?
        /// Particulate matter up to 2.5 μm.
        package var pm25: Double?
        /// Particulate matter up to 10 μm.
        package var pm10: Double?
        /// The US EPA index, 1 (good) to 6 (hazardous); JSON key `us-epa-index`.
        package var usEPAIndex: Int?
        /// The UK DEFRA index, 1 to 10; JSON key `gb-defra-index`.
        package var gbDEFRAIndex: Int?

        /// Creates an air-quality value.
        package init(
            co: Double? = nil, o3: Double? = nil, no2: Double? = nil, so2: Double? = nil, pm25: Double? = nil,
            pm10: Double? = nil, usEPAIndex: Int? = nil, gbDEFRAIndex: Int? = nil
        ) {
            self.co = co
            self.o3 = o3
            self.no2 = no2
            self.so2 = so2
            self.pm25 = pm25
            self.pm10 = pm10
            self.usEPAIndex = usEPAIndex
            self.gbDEFRAIndex = gbDEFRAIndex
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case co, o3, no2, so2
            case pm25 = "pm2_5"
            case pm10
            case usEPAIndex = "us-epa-index"
            case gbDEFRAIndex = "gb-defra-index"
        }
    }
}
