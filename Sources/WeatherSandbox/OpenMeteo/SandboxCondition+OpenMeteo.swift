extension SandboxCondition {
    /// The WMO weather interpretation code Open-Meteo sends (`weather_code`).
    var wmoCode: Int {
        switch self {
        case .clearSky: 0
        case .fewClouds: 1
        case .scatteredClouds: 2
        case .brokenClouds: 2
        case .overcastClouds: 3
        case .mist: 45
        case .fog: 45
        case .lightDrizzle: 51
        case .lightRain: 61
        case .moderateRain: 63
        case .heavyRain: 65
        case .lightRainAndSnow: 71
        case .rainAndSnow: 73
        case .lightSnow: 71
        case .snow: 73
        case .heavySnow: 75
        case .thunderstormWithLightRain: 95
        case .thunderstormWithRain: 95
        }
    }
}
