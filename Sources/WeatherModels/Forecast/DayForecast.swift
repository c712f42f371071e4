import Foundation

/// The forecast for one day in the place's time zone.
///
/// ``date`` is the start of that local day. Measurements are stored in canonical units.
public struct DayForecast: Hashable, Sendable, Codable {
    /// The start of the day in the place's time zone.
    public var date: Date
    /// The day's highest temperature, in degrees Celsius.
    public var highTemperature: Measurement<UnitTemperature> {
        didSet { highTemperature = highTemperature.canonical(in: CanonicalUnits.celsius) }
    }
    /// The day's lowest temperature, in degrees Celsius.
    public var lowTemperature: Measurement<UnitTemperature> {
        didSet { lowTemperature = lowTemperature.canonical(in: CanonicalUnits.celsius) }
    }
    /// The condition, mapped to one vocabulary for every provider.
    public var condition: WeatherCondition
    /// The provider's own wording of the condition, or the condition's English description.
    public var conditionDescription: String
    /// The provider's own condition code, kept beside ``condition`` because that mapping is many to
    /// one: OpenWeather's `"501"`, WeatherAPI.com's `"1189"`, a WMO code such as `"63"`, MET Norway's
    /// `"rain_day"`. `nil` when the provider sent none.
    public var conditionCode: String?
    /// The daytime temperature, in degrees Celsius.
    public var dayTemperature: Measurement<UnitTemperature>? {
        didSet { dayTemperature = dayTemperature?.canonical(in: CanonicalUnits.celsius) }
    }
    /// The night-time temperature, in degrees Celsius.
    public var nightTemperature: Measurement<UnitTemperature>? {
        didSet { nightTemperature = nightTemperature?.canonical(in: CanonicalUnits.celsius) }
    }
    /// The morning temperature, in degrees Celsius.
    public var morningTemperature: Measurement<UnitTemperature>? {
        didSet { morningTemperature = morningTemperature?.canonical(in: CanonicalUnits.celsius) }
    }
    /// The evening temperature, in degrees Celsius.
    public var eveningTemperature: Measurement<UnitTemperature>? {
        didSet { eveningTemperature = eveningTemperature?.canonical(in: CanonicalUnits.celsius) }
    }
    /// The chance of precipitation as a fraction from 0 to 1.
    public var precipitationChance: Double?
    /// The expected precipitation over the day, in millimetres.
    public var precipitationAmount: Measurement<UnitLength>? {
        didSet { precipitationAmount = precipitationAmount?.canonical(in: CanonicalUnits.millimeters) }
    }
    /// The expected snowfall over the day, in millimetres.
    public var snowfallAmount: Measurement<UnitLength>? {
        didSet { snowfallAmount = snowfallAmount?.canonical(in: CanonicalUnits.millimeters) }
    }
    /// When the sun rises, or `nil` when it does not (polar night or day).
    public var sunrise: Date?
    /// When the sun sets, or `nil` when it does not.
    public var sunset: Date?
    /// When the moon rises, if it does that day.
    public var moonrise: Date?
    /// When the moon sets, if it does that day.
    public var moonset: Date?
    /// The moon phase from 0 to 1: 0 and 1 new moon, 0.25 first quarter, 0.5 full moon, 0.75 last quarter.
    public var moonPhase: Double?
    /// The average relative humidity as a fraction from 0 to 1.
    public var humidity: Double?
    /// The day's strongest or typical wind.
    public var wind: Wind?
    /// The highest UV index of the day.
    public var uvIndex: Double?
    /// The provider's icon code or icon URL.
    public var icon: String?
    /// A sentence describing the day, if the provider sends one.
    public var summary: String?

    /// Creates a day's forecast; measurements are converted to canonical units.
    ///
    /// `date` should be the start of the day in the place's time zone.
    public init(
        date: Date,
        highTemperature: Measurement<UnitTemperature>,
        lowTemperature: Measurement<UnitTemperature>,
        condition: WeatherCondition,
        conditionDescription: String? = nil,
        dayTemperature: Measurement<UnitTemperature>? = nil,
        nightTemperature: Measurement<UnitTemperature>? = nil,
        morningTemperature: Measurement<UnitTemperature>? = nil,
        eveningTemperature: Measurement<UnitTemperature>? = nil,
        precipitationChance: Double? = nil,
        precipitationAmount: Measurement<UnitLength>? = nil,
        snowfallAmount: Measurement<UnitLength>? = nil,
        sunrise: Date? = nil,
        sunset: Date? = nil,
        moonrise: Date? = nil,
        moonset: Date? = nil,
        moonPhase: Double? = nil,
        humidity: Double? = nil,
        wind: Wind? = nil,
        uvIndex: Double? = nil,
        icon: String? = nil,
        summary: String? = nil,
        conditionCode: String? = nil
    ) {
        self.date = date
        self.highTemperature = highTemperature.canonical(in: CanonicalUnits.celsius)
        self.lowTemperature = lowTemperature.canonical(in: CanonicalUnits.celsius)
        self.condition = condition
        self.conditionDescription = conditionDescription ?? condition.description
        self.conditionCode = conditionCode
        self.dayTemperature = dayTemperature?.canonical(in: CanonicalUnits.celsius)
        self.nightTemperature = nightTemperature?.canonical(in: CanonicalUnits.celsius)
        self.morningTemperature = morningTemperature?.canonical(in: CanonicalUnits.celsius)
        self.eveningTemperature = eveningTemperature?.canonical(in: CanonicalUnits.celsius)
        self.precipitationChance = precipitationChance
        self.precipitationAmount = precipitationAmount?.canonical(in: CanonicalUnits.millimeters)
        self.snowfallAmount = snowfallAmount?.canonical(in: CanonicalUnits.millimeters)
        self.sunrise = sunrise
        self.sunset = sunset
        self.moonrise = moonrise
        self.moonset = moonset
        self.moonPhase = moonPhase
        self.humidity = humidity
        self.wind = wind
        self.uvIndex = uvIndex
        self.icon = icon
        self.summary = summary
    }

    private enum CodingKeys: String, CodingKey {
        case date
        case highTemperature
        case lowTemperature
        case condition
        case conditionDescription
        case conditionCode
        case dayTemperature
        case nightTemperature
        case morningTemperature
        case eveningTemperature
        case precipitationChance
        case precipitationAmount
        case snowfallAmount
        case sunrise
        case sunset
        case moonrise
        case moonset
        case moonPhase
        case humidity
        case wind
        case uvIndex
        case icon
        case summary
    }

    /// Decodes the storage format: measurements as plain numbers in their canonical units.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        date = try container.decode(Date.self, forKey: .date)
        highTemperature = try container.decodeMeasurement(in: .celsius, forKey: .highTemperature)
        lowTemperature = try container.decodeMeasurement(in: .celsius, forKey: .lowTemperature)
        condition = try container.decode(WeatherCondition.self, forKey: .condition)
        conditionDescription = try container.decode(String.self, forKey: .conditionDescription)
        conditionCode = try container.decodeIfPresent(String.self, forKey: .conditionCode)
        dayTemperature = try container.decodeMeasurementIfPresent(in: .celsius, forKey: .dayTemperature)
        nightTemperature = try container.decodeMeasurementIfPresent(in: .celsius, forKey: .nightTemperature)
        morningTemperature = try container.decodeMeasurementIfPresent(in: .celsius, forKey: .morningTemperature)
        eveningTemperature = try container.decodeMeasurementIfPresent(in: .celsius, forKey: .eveningTemperature)
        precipitationChance = try container.decodeIfPresent(Double.self, forKey: .precipitationChance)
        precipitationAmount = try container.decodeMeasurementIfPresent(in: .millimeters, forKey: .precipitationAmount)
        snowfallAmount = try container.decodeMeasurementIfPresent(in: .millimeters, forKey: .snowfallAmount)
        sunrise = try container.decodeIfPresent(Date.self, forKey: .sunrise)
        sunset = try container.decodeIfPresent(Date.self, forKey: .sunset)
        moonrise = try container.decodeIfPresent(Date.self, forKey: .moonrise)
        moonset = try container.decodeIfPresent(Date.self, forKey: .moonset)
        moonPhase = try container.decodeIfPresent(Double.self, forKey: .moonPhase)
        humidity = try container.decodeIfPresent(Double.self, forKey: .humidity)
        wind = try container.decodeIfPresent(Wind.self, forKey: .wind)
        uvIndex = try container.decodeIfPresent(Double.self, forKey: .uvIndex)
        icon = try container.decodeIfPresent(String.self, forKey: .icon)
        summary = try container.decodeIfPresent(String.self, forKey: .summary)
    }

    /// Encodes the storage format: measurements as plain numbers in their canonical units.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(date, forKey: .date)
        try container.encode(highTemperature, in: .celsius, forKey: .highTemperature)
        try container.encode(lowTemperature, in: .celsius, forKey: .lowTemperature)
        try container.encode(condition, forKey: .condition)
        try container.encode(conditionDescription, forKey: .conditionDescription)
        try container.encodeIfPresent(conditionCode, forKey: .conditionCode)
        try container.encodeIfPresent(dayTemperature, in: .celsius, forKey: .dayTemperature)
        try container.encodeIfPresent(nightTemperature, in: .celsius, forKey: .nightTemperature)
        try container.encodeIfPresent(morningTemperature, in: .celsius, forKey: .morningTemperature)
        try container.encodeIfPresent(eveningTemperature, in: .celsius, forKey: .eveningTemperature)
        try container.encodeIfPresent(precipitationChance, forKey: .precipitationChance)
        try container.encodeIfPresent(precipitationAmount, in: .millimeters, forKey: .precipitationAmount)
        try container.encodeIfPresent(snowfallAmount, in: .millimeters, forKey: .snowfallAmount)
        try container.encodeIfPresent(sunrise, forKey: .sunrise)
        try container.encodeIfPresent(sunset, forKey: .sunset)
        try container.encodeIfPresent(moonrise, forKey: .moonrise)
        try container.encodeIfPresent(moonset, forKey: .moonset)
        try container.encodeIfPresent(moonPhase, forKey: .moonPhase)
        try container.encodeIfPresent(humidity, forKey: .humidity)
        try container.encodeIfPresent(wind, forKey: .wind)
        try container.encodeIfPresent(uvIndex, forKey: .uvIndex)
        try container.encodeIfPresent(icon, forKey: .icon)
        try container.encodeIfPresent(summary, forKey: .summary)
    }
}
