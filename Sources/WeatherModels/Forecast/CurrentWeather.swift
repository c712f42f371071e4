import Foundation

/// The weather right now at one place.
///
/// Measurements are stored in canonical units (°C, m/s, hPa, metres, mm/h); convert them for
/// display with `converted(to:)` or a `MeasurementFormatter`.
public struct CurrentWeather: Hashable, Sendable, Codable {
    /// When the conditions were observed.
    public var date: Date
    /// The air temperature, in degrees Celsius.
    public var temperature: Measurement<UnitTemperature> {
        didSet { temperature = temperature.canonical(in: CanonicalUnits.celsius) }
    }
    /// How warm it feels ("feels like"), in degrees Celsius.
    public var apparentTemperature: Measurement<UnitTemperature> {
        didSet { apparentTemperature = apparentTemperature.canonical(in: CanonicalUnits.celsius) }
    }
    /// The relative humidity as a fraction from 0 to 1.
    public var humidity: Double
    /// The condition, mapped to one vocabulary for every provider.
    public var condition: WeatherCondition
    /// The provider's own wording of the condition, or the condition's English description.
    public var conditionDescription: String
    /// The provider's own condition code, kept beside ``condition`` because that mapping is many to
    /// one: OpenWeather's `"501"`, WeatherAPI.com's `"1189"`, a WMO code such as `"63"`, MET Norway's
    /// `"rain_day"`. `nil` when the provider sent none.
    public var conditionCode: String?
    /// Whether the sun is up.
    public var isDaylight: Bool
    /// The sea-level air pressure, in hectopascals.
    public var pressure: Measurement<UnitPressure>? {
        didSet { pressure = pressure?.canonical(in: CanonicalUnits.hectopascals) }
    }
    /// The wind.
    public var wind: Wind?
    /// The UV index.
    public var uvIndex: Double?
    /// The fraction of the sky covered by cloud, from 0 to 1.
    public var cloudCover: Double?
    /// How far one can see, in metres.
    public var visibility: Measurement<UnitLength>? {
        didSet { visibility = visibility?.canonical(in: CanonicalUnits.meters) }
    }
    /// The dew point, in degrees Celsius.
    public var dewPoint: Measurement<UnitTemperature>? {
        didSet { dewPoint = dewPoint?.canonical(in: CanonicalUnits.celsius) }
    }
    /// How hard it rains or snows now, in millimetres per hour.
    public var precipitationIntensity: Measurement<UnitSpeed>? {
        didSet { precipitationIntensity = precipitationIntensity?.canonical(in: CanonicalUnits.millimetersPerHour) }
    }
    /// The provider's icon code (such as `"10d"`) or icon URL.
    public var icon: String?
    /// The air at the place, when the provider reported it (WeatherAPI.com with `aqi=yes`, say), with the
    /// SDK's US AQI computed from its concentrations.
    public var airQuality: AirQuality?

    /// Creates the current conditions; measurements are converted to canonical units.
    ///
    /// When `conditionDescription` is `nil`, the condition's English ``WeatherCondition/description`` is used.
    public init(
        date: Date,
        temperature: Measurement<UnitTemperature>,
        apparentTemperature: Measurement<UnitTemperature>,
        humidity: Double,
        condition: WeatherCondition,
        conditionDescription: String? = nil,
        isDaylight: Bool = true,
        pressure: Measurement<UnitPressure>? = nil,
        wind: Wind? = nil,
        uvIndex: Double? = nil,
        cloudCover: Double? = nil,
        visibility: Measurement<UnitLength>? = nil,
        dewPoint: Measurement<UnitTemperature>? = nil,
        precipitationIntensity: Measurement<UnitSpeed>? = nil,
        icon: String? = nil,
        conditionCode: String? = nil
    ) {
        self.date = date
        self.temperature = temperature.canonical(in: CanonicalUnits.celsius)
        self.apparentTemperature = apparentTemperature.canonical(in: CanonicalUnits.celsius)
        self.humidity = humidity
        self.condition = condition
        self.conditionDescription = conditionDescription ?? condition.description
        self.conditionCode = conditionCode
        self.isDaylight = isDaylight
        self.pressure = pressure?.canonical(in: CanonicalUnits.hectopascals)
        self.wind = wind
        self.uvIndex = uvIndex
        self.cloudCover = cloudCover
        self.visibility = visibility?.canonical(in: CanonicalUnits.meters)
        self.dewPoint = dewPoint?.canonical(in: CanonicalUnits.celsius)
        self.precipitationIntensity = precipitationIntensity?.canonical(in: CanonicalUnits.millimetersPerHour)
        self.icon = icon
    }

    private enum CodingKeys: String, CodingKey {
        case date
        case temperature
        case apparentTemperature
        case humidity
        case condition
        case conditionDescription
        case conditionCode
        case isDaylight
        case pressure
        case wind
        case uvIndex
        case cloudCover
        case visibility
        case dewPoint
        case precipitationIntensity
        case icon
        case airQuality
    }

    /// Decodes the storage format: measurements as plain numbers in their canonical units.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        date = try container.decode(Date.self, forKey: .date)
        temperature = try container.decodeMeasurement(in: .celsius, forKey: .temperature)
        apparentTemperature = try container.decodeMeasurement(in: .celsius, forKey: .apparentTemperature)
        humidity = try container.decode(Double.self, forKey: .humidity)
        condition = try container.decode(WeatherCondition.self, forKey: .condition)
        conditionDescription = try container.decode(String.self, forKey: .conditionDescription)
        conditionCode = try container.decodeIfPresent(String.self, forKey: .conditionCode)
        isDaylight = try container.decode(Bool.self, forKey: .isDaylight)
        pressure = try container.decodeMeasurementIfPresent(in: .hectopascals, forKey: .pressure)
        wind = try container.decodeIfPresent(Wind.self, forKey: .wind)
        uvIndex = try container.decodeIfPresent(Double.self, forKey: .uvIndex)
        cloudCover = try container.decodeIfPresent(Double.self, forKey: .cloudCover)
        visibility = try container.decodeMeasurementIfPresent(in: .meters, forKey: .visibility)
        dewPoint = try container.decodeMeasurementIfPresent(in: .celsius, forKey: .dewPoint)
        precipitationIntensity = try container.decodeMeasurementIfPresent(
            in: .millimetersPerHour, forKey: .precipitationIntensity)
        icon = try container.decodeIfPresent(String.self, forKey: .icon)
        airQuality = try container.decodeIfPresent(AirQuality.self, forKey: .airQuality)
    }

    /// Encodes the storage format: measurements as plain numbers in their canonical units.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(date, forKey: .date)
        try container.encode(temperature, in: .celsius, forKey: .temperature)
        try container.encode(apparentTemperature, in: .celsius, forKey: .apparentTemperature)
        try container.encode(humidity, forKey: .humidity)
        try container.encode(condition, forKey: .condition)
        try container.encode(conditionDescription, forKey: .conditionDescription)
        try container.encodeIfPresent(conditionCode, forKey: .conditionCode)
        try container.encode(isDaylight, forKey: .isDaylight)
        try container.encodeIfPresent(pressure, in: .hectopascals, forKey: .pressure)
        try container.encodeIfPresent(wind, forKey: .wind)
        try container.encodeIfPresent(uvIndex, forKey: .uvIndex)
        try container.encodeIfPresent(cloudCover, forKey: .cloudCover)
        try container.encodeIfPresent(visibility, in: .meters, forKey: .visibility)
        try container.encodeIfPresent(dewPoint, in: .celsius, forKey: .dewPoint)
        try container.encodeIfPresent(precipitationIntensity, in: .millimetersPerHour, forKey: .precipitationIntensity)
        try container.encodeIfPresent(icon, forKey: .icon)
        try container.encodeIfPresent(airQuality, forKey: .airQuality)
    }
}
