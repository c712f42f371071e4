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
    /// Every name is a filled symbol with a multicolor layer (a yellow sun, blue rain, a white cloud), so symbols
    /// drawn with the multicolor rendering mode look alike across conditions, and every one exists from iOS 16 and
    /// macOS 13 (SF Symbols 4), the oldest systems the SDK supports.
    ///
    /// ```swift
    /// let symbol = WeatherCondition.partlyCloudy.symbolName(isDaylight: false)  // "cloud.moon.fill"
    /// // In SwiftUI: Image(systemName: symbol).symbolRenderingMode(.multicolor)
    /// ```
    public func symbolName(isDaylight: Bool) -> String {
        switch self {
        case .clear, .hot: isDaylight ? "sun.max.fill" : "moon.stars.fill"
        case .mostlyClear: isDaylight ? "sun.min.fill" : "moon.fill"
        case .partlyCloudy, .mostlyCloudy: isDaylight ? "cloud.sun.fill" : "cloud.moon.fill"
        case .cloudy: "cloud.fill"
        case .foggy: "cloud.fog.fill"
        case .haze: isDaylight ? "sun.haze.fill" : "moon.haze.fill"
        case .smoky: "smoke.fill"
        // Night dust as haze: `moon.dust` needs iOS 17.
        case .blowingDust: isDaylight ? "sun.dust.fill" : "moon.haze.fill"
        case .drizzle: "cloud.drizzle.fill"
        case .rain: "cloud.rain.fill"
        case .heavyRain: "cloud.heavyrain.fill"
        case .sunShowers: isDaylight ? "cloud.sun.rain.fill" : "cloud.moon.rain.fill"
        case .freezingDrizzle, .freezingRain, .sleet: "cloud.sleet.fill"
        case .wintryMix: "cloud.snow.fill"
        case .flurries, .sunFlurries, .snow, .heavySnow: "cloud.snow.fill"
        case .blowingSnow: "wind.snow"
        case .blizzard: "snowflake"
        case .hail: "cloud.hail.fill"
        case .isolatedThunderstorms, .scatteredThunderstorms:
            isDaylight ? "cloud.sun.bolt.fill" : "cloud.moon.bolt.fill"
        case .thunderstorms, .strongStorms: "cloud.bolt.rain.fill"
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
