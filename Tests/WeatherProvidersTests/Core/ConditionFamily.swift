import WeatherModels

/// Condition families, so that each provider table can be checked against the meaning of its codes.
enum Family: CaseIterable {
    case clearOrCloudy, obscured, drizzleOrRain, freezing, snowOrIce, thunder, wind

    static func of(_ condition: WeatherCondition) -> Family? {
        switch condition {
        case .clear, .mostlyClear, .partlyCloudy, .mostlyCloudy, .cloudy: .clearOrCloudy
        case .foggy, .haze, .smoky, .blowingDust: .obscured
        case .drizzle, .rain, .heavyRain, .sunShowers: .drizzleOrRain
        case .freezingDrizzle, .freezingRain: .freezing
        case .sleet, .wintryMix, .flurries, .sunFlurries, .snow, .heavySnow, .blowingSnow, .blizzard, .hail:
            .snowOrIce
        case .isolatedThunderstorms, .scatteredThunderstorms, .thunderstorms, .strongStorms: .thunder
        case .tropicalStorm, .hurricane, .tornado, .squalls, .breezy, .windy: .wind
        case .frigid, .hot, .unknown: nil
        }
    }
}
