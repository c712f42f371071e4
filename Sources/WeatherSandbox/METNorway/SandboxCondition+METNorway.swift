extension SandboxCondition {
    /// MET Norway's symbol base name for the condition, such as `"lightrain"`; with `showers`, the
    /// shower form that MET Norway uses under a broken sky (`"lightrainshowers"`).
    func metNorwayBase(showers: Bool) -> String {
        let shower = showers ? "showers" : ""
        return switch self {
        case .clearSky: "clearsky"
        case .fewClouds: "fair"
        case .scatteredClouds, .brokenClouds: "partlycloudy"
        case .overcastClouds: "cloudy"
        case .mist, .fog: "fog"
        case .lightDrizzle, .lightRain: "lightrain" + shower
        case .moderateRain: "rain" + shower
        case .heavyRain: "heavyrain" + shower
        case .lightRainAndSnow: "lightsleet" + shower
        case .rainAndSnow: "sleet" + shower
        case .lightSnow: "lightsnow" + shower
        case .snow: "snow" + shower
        case .heavySnow: "heavysnow" + shower
        case .thunderstormWithLightRain: "lightrain" + shower + "andthunder"
        case .thunderstormWithRain: "rain" + shower + "andthunder"
        }
    }

    /// Whether MET Norway draws the symbol with a sun or moon, and so names a `_day`, `_night` or
    /// `_polartwilight` variant: clear to partly cloudy skies and showers.
    static func metNorwayHasVariants(_ base: String) -> Bool {
        ["clearsky", "fair", "partlycloudy"].contains(base) || base.contains("showers")
    }
}
