extension SandboxCondition {
    /// WeatherKit's condition code for the condition, such as `"MostlyCloudy"`.
    var weatherKitCode: String {
        switch self {
        case .clearSky: "Clear"
        case .fewClouds: "MostlyClear"
        case .scatteredClouds: "PartlyCloudy"
        case .brokenClouds: "MostlyCloudy"
        case .overcastClouds: "Cloudy"
        case .mist: "Haze"
        case .fog: "Foggy"
        case .lightDrizzle: "Drizzle"
        case .lightRain, .moderateRain: "Rain"
        case .heavyRain: "HeavyRain"
        case .lightRainAndSnow, .rainAndSnow: "MixedRainAndSnow"
        case .lightSnow: "Flurries"
        case .snow: "Snow"
        case .heavySnow: "HeavySnow"
        case .thunderstormWithLightRain: "ScatteredThunderstorms"
        case .thunderstormWithRain: "Thunderstorms"
        }
    }
}
