import Foundation

/// The forecast for one hour.
///
/// Measurements are stored in canonical units (°C, m/s, hPa, metres, mm).
public struct HourForecast: Hashable, Sendable, Codable {
    /// The start of the hour.
    public var date: Date
    /// The air temperature, in degrees Celsius.
    public var temperature: Measurement<UnitTemperature> {
        didSet { temperature = temperature.canonical(in: CanonicalUnits.celsius) }
    }
    /// The condition, mapped to one vocabulary for every provider.
    public var condition: WeatherCondition
    /// The provider's own wording of the condition, or the condition's English description.
    public var conditionDescription: String
    /// The provider's own condition code, kept beside ``condition`` because that mapping is many to
    /// one: OpenWeather's `"501"`, WeatherAPI.com's `"1189"`, a WMO code such as `"63"`, MET Norway's
    /// `"rain_day"`. `nil` when the provider sent none.
    public var conditionCode: String?
    /// Whether the sun is up at the start of the hour.
    public var isDaylight: Bool
    /// How warm it feels, in degrees Celsius.
    public var apparentTemperature: Measurement<UnitTemperature>? {
        didSet { apparentTemperature = apparentTemperature?.canonical(in: CanonicalUnits.celsius) }
    }
    /// The relative humidity as a fraction from 0 to 1.
    public var humidity: Double?
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
    /// The chance of precipitation as a fraction from 0 to 1.
    public var precipitationChance: Double?
    /// The expected precipitation over the hour, in millimetres.
    public var precipitationAmount: Measurement<UnitLength>? {
        didSet { precipitationAmount = precipitationAmount?.canonical(in: CanonicalUnits.millimeters) }
    }
    /// The provider's icon code or icon URL.
    public var icon: String?

    /// Creates an hour's forecast; measurements are converted to canonical units.
    public init(
        date: Date,
        temperature: Measurement<UnitTemperature>,
        condition: WeatherCondition,
        conditionDescription: String? = nil,
        isDaylight: Bool = true,
        apparentTemperature: Measurement<UnitTemperature>? = nil,
        humidity: Double? = nil,
        pressure: Measurement<UnitPressure>? = nil,
        wind: Wind? = nil,
        uvIndex: Double? = nil,
        cloudCover: Double? = nil,
        visibility: Measurement<UnitLength>? = nil,
        dewPoint: Measurement<UnitTemperature>? = nil,
        precipitationChance: Double? = nil,
        precipitationAmount: Measurement<UnitLength>? = nil,
        icon: String? = nil,
        conditionCode: String? = nil
    ) {
        self.date = date
        self.temperature = temperature.canonical(in: CanonicalUnits.celsius)
        self.condition = condition
        self.conditionDescription = conditionDescription ?? condition.description
        self.conditionCode = conditionCode
        self.isDaylight = isDaylight
        self.apparentTemperature = apparentTemperature?.canonical(in: CanonicalUnits.celsius)
        self.humidity = humidity
        self.pressure = pressure?.canonical(in: CanonicalUnits.hectopascals)
        self.wind = wind
        self.uvIndex = uvIndex
        self.cloudCover = cloudCover
        self.visibility = visibility?.canonical(in: CanonicalUnits.meters)
        self.dewPoint = dewPoint?.canonical(in: CanonicalUnits.celsius)
        self.precipitationChance = precipitationChance
        self.precipitationAmount = precipitationAmount?.canonical(in: CanonicalUnits.millimeters)
        self.icon = icon
    }

    private enum CodingKeys: String, CodingKey {
        case date
        case temperature
        case condition
        case conditionDescription
        case conditionCode
        case isDaylight
        case apparentTemperature
        case humidity
        case pressure
        case wind
        case uvIndex
        case cloudCover
        case visibility
        case dewPoint
        case precipitationChance
        case precipitationAmount
        case icon
    }

    /// Decodes the storage format: measurements as plain numbers in their canonical units.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        date = try container.decode(Date.self, forKey: .date)
        temperature = try container.decodeMeasurement(in: .celsius, forKey: .temperature)
        condition = try container.decode(WeatherCondition.self, forKey: .condition)
        conditionDescription = try container.decode(String.self, forKey: .conditionDescription)
        conditionCode = try container.decodeIfPresent(String.self, forKey: .conditionCode)
        isDaylight = try container.decode(Bool.self, forKey: .isDaylight)
        apparentTemperature = try container.decodeMeasurementIfPresent(in: .celsius, forKey: .apparentTemperature)
        humidity = try container.decodeIfPresent(Double.self, forKey: .humidity)
        pressure = try container.decodeMeasurementIfPresent(in: .hectopascals, forKey: .pressure)
        wind = try container.decodeIfPresent(Wind.self, forKey: .wind)
        uvIndex = try container.decodeIfPresent(Double.self, forKey: .uvIndex)
        cloudCover = try container.decodeIfPresent(Double.self, forKey: .cloudCover)
        visibility = try container.decodeMeasurementIfPresent(in: .meters, forKey: .visibility)
        dewPoint = try container.decodeMeasurementIfPresent(in: .celsius, forKey: .dewPoint)
        precipitationChance = try container.decodeIfPresent(Double.self, forKey: .precipitationChance)
        precipitationAmount = try container.decodeMeasurementIfPresent(in: .millimeters, forKey: .precipitationAmount)
        icon = try container.decodeIfPresent(String.self, forKey: .icon)
    }

    /// Encodes the storage format: measurements as plain numbers in their canonical units.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(date, forKey: .date)
        try container.encode(temperature, in: .celsius, forKey: .temperature)
        try container.encode(condition, forKey: .condition)
        try container.encode(conditionDescription, forKey: .conditionDescription)
        try container.encodeIfPresent(conditionCode, forKey: .conditionCode)
        try container.encode(isDaylight, forKey: .isDaylight)
        try container.encodeIfPresent(apparentTemperature, in: .celsius, forKey: .apparentTemperature)
        try container.encodeIfPresent(humidity, forKey: .humidity)
        try container.encodeIfPresent(pressure, in: .hectopascals, forKey: .pressure)
        try container.encodeIfPresent(wind, forKey: .wind)
        try container.encodeIfPresent(uvIndex, forKey: .uvIndex)
        try container.encodeIfPresent(cloudCover, forKey: .cloudCover)
        try container.encodeIfPresent(visibility, in: .meters, forKey: .visibility)
        try container.encodeIfPresent(dewPoint, in: .celsius, forKey: .dewPoint)
        try container.encodeIfPresent(precipitationChance, forKey: .precipitationChance)
        try container.encodeIfPresent(precipitationAmount, in: .millimeters, forKey: .precipitationAmount)
        try container.encodeIfPresent(icon, forKey: .icon)
    }
}
