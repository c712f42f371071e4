import Foundation

/// One city of the freetestapi.com weathers list: its current conditions and the forecast days it carries.
///
/// The type mirrors the service's JSON object (`id`, `city`, `country`, `latitude`, `longitude`, `temperature`,
/// `weather_description`, `humidity`, `wind_speed`, `forecast[]`). The data are static mock values: every city
/// carries the same two forecast dates (2023-07-28 and 2023-07-29).
///
/// ```swift
/// let client = FreeTestWeatherClient()
/// for try await page in client.cities(pageSize: 10) {
///     for city in page { print(city.city, city.temperature) }
/// }
/// ```
///
/// Ids are not unique in the service's data (id 45 is both Canberra and Wellington), so identify a city by
/// ``id`` and ``city`` together, never by ``id`` alone.
public struct CityWeather: Codable, Hashable, Sendable {
    /// The service's id. Not unique: two cities can share it.
    public var id: Int
    /// The city name, possibly non-ASCII (`"São Paulo"`).
    public var city: String
    /// The country name as text (`"United States"`), not an ISO code.
    public var country: String
    /// The city's position, validated while decoding.
    public var coordinate: Coordinate
    /// The current temperature in degrees Celsius (an integer or a decimal in the JSON).
    public var temperature: Double
    /// Free-text conditions such as `"Partly cloudy"` or `"Rainy"`; the case varies between records.
    public var weatherDescription: String
    /// Relative humidity in percent (0–100).
    public var humidity: Double
    /// Wind speed in the service's unit, which it does not document; ``FreeTestWeatherClient`` reads it as km/h.
    public var windSpeed: Double
    /// The forecast days the record carries, in the order sent.
    public var forecast: [ForecastDay]
    /// Whether the record came from the live service or the sandbox; not part of the JSON.
    /// ``FreeTestWeatherClient`` sets it from its transport, and ``weather(fetchedAt:)`` keeps it in the source.
    public var origin: DataOrigin = .live

    /// Creates a city record, for tests and previews.
    public init(
        id: Int, city: String, country: String, coordinate: Coordinate, temperature: Double,
        weatherDescription: String, humidity: Double, windSpeed: Double, forecast: [ForecastDay] = []
    ) {
        self.id = id
        self.city = city
        self.country = country
        self.coordinate = coordinate
        self.temperature = temperature
        self.weatherDescription = weatherDescription
        self.humidity = humidity
        self.windSpeed = windSpeed
        self.forecast = forecast
    }

    /// Decodes the service's JSON object; an out-of-range `latitude`/`longitude` fails with a `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        city = try container.decode(String.self, forKey: .city)
        country = try container.decodeIfPresent(String.self, forKey: .country) ?? ""
        let latitude = try container.decode(Double.self, forKey: .latitude)
        let longitude = try container.decode(Double.self, forKey: .longitude)
        do {
            coordinate = try Coordinate(latitude: latitude, longitude: longitude)
        } catch {
            // Name the field that is out of range, so the error's path points at it.
            throw DecodingError.dataCorruptedError(
                forKey: (-90...90).contains(latitude) ? .longitude : .latitude, in: container,
                debugDescription: "Coordinate out of range: \(latitude), \(longitude).")
        }
        temperature = try container.decode(Double.self, forKey: .temperature)
        weatherDescription = try container.decodeIfPresent(String.self, forKey: .weatherDescription) ?? ""
        humidity = try container.decode(Double.self, forKey: .humidity)
        windSpeed = try container.decode(Double.self, forKey: .windSpeed)
        forecast = try container.decodeIfPresent([ForecastDay].self, forKey: .forecast) ?? []
    }

    /// Encodes the record in the service's JSON shape (`latitude` and `longitude` as separate numbers).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(city, forKey: .city)
        try container.encode(country, forKey: .country)
        try container.encode(coordinate.latitude, forKey: .latitude)
        try container.encode(coordinate.longitude, forKey: .longitude)
        try container.encode(temperature, forKey: .temperature)
        try container.encode(weatherDescription, forKey: .weatherDescription)
        try container.encode(humidity, forKey: .humidity)
        try container.encode(windSpeed, forKey: .windSpeed)
        try container.encode(forecast, forKey: .forecast)
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, city, country, latitude, longitude, temperature
        case weatherDescription = "weather_description"
        case humidity
        case windSpeed = "wind_speed"
        case forecast
    }

    /// One entry of a city's `forecast` array.
    public struct ForecastDay: Codable, Hashable, Sendable {
        /// The day as text, `"yyyy-MM-dd"` (no time zone is given).
        public var date: String
        /// The day's temperature in degrees Celsius; always an integer in the service's data.
        public var temperature: Int
        /// Free-text conditions, as for ``CityWeather/weatherDescription``.
        public var weatherDescription: String
        /// Relative humidity in percent (0–100).
        public var humidity: Double
        /// Wind speed, in the same assumed unit (km/h) as ``CityWeather/windSpeed``.
        public var windSpeed: Double

        /// Creates a forecast day.
        public init(date: String, temperature: Int, weatherDescription: String, humidity: Double, windSpeed: Double) {
            self.date = date
            self.temperature = temperature
            self.weatherDescription = weatherDescription
            self.humidity = humidity
            self.windSpeed = windSpeed
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case date, temperature
            case weatherDescription = "weather_description"
            case humidity
            case windSpeed = "wind_speed"
        }
    }
}
