import WeatherModels

extension WeatherCondition {
    /// A picture of the condition for a terminal, such as `⛅` or `🌧`; a moon for a clear night.
    package func emoji(isDaylight: Bool) -> String {
        switch self {
        case .clear, .hot: isDaylight ? "☀️" : "🌙"
        case .mostlyClear: isDaylight ? "🌤" : "🌙"
        case .partlyCloudy: isDaylight ? "⛅" : "☁️"
        case .mostlyCloudy, .cloudy: "☁️"
        case .foggy, .haze, .smoky, .blowingDust: "🌫"
        case .drizzle, .rain, .heavyRain, .freezingDrizzle, .freezingRain: "🌧"
        case .sunShowers: isDaylight ? "🌦" : "🌧"
        case .sleet, .wintryMix, .hail: "🌨"
        case .flurries, .sunFlurries, .snow, .heavySnow, .blowingSnow, .blizzard, .frigid: "❄️"
        case .isolatedThunderstorms, .scatteredThunderstorms, .thunderstorms, .strongStorms: "⛈"
        case .tropicalStorm, .hurricane: "🌀"
        case .tornado: "🌪"
        case .squalls, .breezy, .windy: "💨"
        case .unknown: "·"
        }
    }
}
