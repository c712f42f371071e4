extension WeatherCondition: CustomStringConvertible {
    /// The condition in English, in sentence case, such as `"Partly cloudy"`.
    public var description: String {
        switch self {
        case .clear: "Clear"
        case .mostlyClear: "Mostly clear"
        case .partlyCloudy: "Partly cloudy"
        case .mostlyCloudy: "Mostly cloudy"
        case .cloudy: "Cloudy"
        case .foggy: "Foggy"
        case .haze: "Haze"
        case .smoky: "Smoky"
        case .blowingDust: "Blowing dust"
        case .drizzle: "Drizzle"
        case .rain: "Rain"
        case .heavyRain: "Heavy rain"
        case .sunShowers: "Sun showers"
        case .freezingDrizzle: "Freezing drizzle"
        case .freezingRain: "Freezing rain"
        case .sleet: "Sleet"
        case .wintryMix: "Wintry mix"
        case .flurries: "Flurries"
        case .sunFlurries: "Sun flurries"
        case .snow: "Snow"
        case .heavySnow: "Heavy snow"
        case .blowingSnow: "Blowing snow"
        case .blizzard: "Blizzard"
        case .hail: "Hail"
        case .isolatedThunderstorms: "Isolated thunderstorms"
        case .scatteredThunderstorms: "Scattered thunderstorms"
        case .thunderstorms: "Thunderstorms"
        case .strongStorms: "Strong storms"
        case .tropicalStorm: "Tropical storm"
        case .hurricane: "Hurricane"
        case .tornado: "Tornado"
        case .squalls: "Squalls"
        case .breezy: "Breezy"
        case .windy: "Windy"
        case .frigid: "Frigid"
        case .hot: "Hot"
        case .unknown: "Unknown"
        }
    }

    /// The name of an SF Symbols image for this condition, with a day or night variant where one exists.
    ///
    /// ```swift
    /// let symbol = WeatherCondition.partlyCloudy.symbolName(isDaylight: false)  // "cloud.moon"
    /// // In SwiftUI: Image(systemName: symbol)
    /// ```
    public func symbolName(isDaylight: Bool) -> String {
        switch self {
        case .clear, .hot: isDaylight ? "sun.max" : "moon.stars"
        case .mostlyClear: isDaylight ? "sun.min" : "moon"
        case .partlyCloudy, .mostlyCloudy: isDaylight ? "cloud.sun" : "cloud.moon"
        case .cloudy: "cloud"
        case .foggy: "cloud.fog"
        case .haze: isDaylight ? "sun.haze" : "moon.haze"
        case .smoky: "smoke"
        case .blowingDust: isDaylight ? "sun.dust" : "moon.dust"
        case .drizzle: "cloud.drizzle"
        case .rain: "cloud.rain"
        case .heavyRain: "cloud.heavyrain"
        case .sunShowers: isDaylight ? "cloud.sun.rain" : "cloud.moon.rain"
        case .freezingDrizzle, .freezingRain, .sleet: "cloud.sleet"
        case .wintryMix: "cloud.snow"
        case .flurries, .sunFlurries, .snow, .heavySnow: "cloud.snow"
        case .blowingSnow: "wind.snow"
        case .blizzard: "snowflake"
        case .hail: "cloud.hail"
        case .isolatedThunderstorms, .scatteredThunderstorms:
            isDaylight ? "cloud.sun.bolt" : "cloud.moon.bolt"
        case .thunderstorms, .strongStorms: "cloud.bolt.rain"
        case .tropicalStorm: "tropicalstorm"
        case .hurricane: "hurricane"
        case .tornado: "tornado"
        case .squalls, .windy: "wind"
        case .breezy: "wind"
        case .frigid: "thermometer.snowflake"
        case .unknown: "questionmark"
        }
    }
}
