/// The weather condition, in one vocabulary for every provider, modelled on WeatherKit's.
///
/// Each provider's codes map onto it where the provider lives, in WeatherProviders; the code itself
/// stays in each value's `conditionCode`. For display use ``description`` or
/// ``symbolName(isDaylight:)``.
///
/// ```swift
/// let condition = WeatherCondition.partlyCloudy
/// condition.description                                // "Partly cloudy"
/// ```
///
/// Decoding an unknown raw value gives ``unknown`` rather than an error, so stored values
/// written by a newer version still load.
public enum WeatherCondition: String, CaseIterable, Hashable, Sendable, Codable {
    /// A clear sky.
    case clear
    /// A mostly clear sky, with few clouds.
    case mostlyClear
    /// A partly cloudy sky.
    case partlyCloudy
    /// A mostly cloudy sky.
    case mostlyCloudy
    /// An overcast sky.
    case cloudy
    /// Fog or mist.
    case foggy
    /// Haze: dry particles (dust, smog) that dim the air.
    case haze
    /// Smoke from fires or volcanic ash in the air.
    case smoky
    /// Dust or sand raised by the wind, up to dust storms and sandstorms.
    case blowingDust
    /// Drizzle: light rain of fine drops.
    case drizzle
    /// Rain.
    case rain
    /// Heavy rain.
    case heavyRain
    /// Rain showers while the sun shines.
    case sunShowers
    /// Drizzle that freezes on contact.
    case freezingDrizzle
    /// Rain that freezes on contact.
    case freezingRain
    /// Sleet or ice pellets.
    case sleet
    /// A mix of rain and snow.
    case wintryMix
    /// Light snow.
    case flurries
    /// Light snow while the sun shines.
    case sunFlurries
    /// Snow.
    case snow
    /// Heavy snow.
    case heavySnow
    /// Snow lifted and blown by the wind.
    case blowingSnow
    /// A blizzard: heavy snow with strong wind.
    case blizzard
    /// Hail.
    case hail
    /// Isolated thunderstorms.
    case isolatedThunderstorms
    /// Scattered thunderstorms.
    case scatteredThunderstorms
    /// Thunderstorms.
    case thunderstorms
    /// Strong or severe thunderstorms.
    case strongStorms
    /// A tropical storm.
    case tropicalStorm
    /// A hurricane or typhoon.
    case hurricane
    /// A tornado.
    case tornado
    /// Squalls: sudden, sharp increases in wind.
    case squalls
    /// A light breeze.
    case breezy
    /// Strong wind.
    case windy
    /// Extreme cold.
    case frigid
    /// Extreme heat.
    case hot
    /// A condition the provider reported that the SDK cannot map.
    case unknown

    /// Decodes a raw value; an unrecognised one becomes ``unknown``.
    public init(from decoder: any Decoder) throws {
        let rawValue = try decoder.singleValueContainer().decode(String.self)
        self = WeatherCondition(rawValue: rawValue) ?? .unknown
    }
}
