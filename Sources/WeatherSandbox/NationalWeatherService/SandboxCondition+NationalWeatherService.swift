extension SandboxCondition {
    /// The National Weather Service's icon code for the condition, such as `"rain_showers"`.
    var nationalWeatherServiceIcon: String {
        switch self {
        case .clearSky: "skc"
        case .fewClouds: "few"
        case .scatteredClouds: "sct"
        case .brokenClouds: "bkn"
        case .overcastClouds: "ovc"
        case .mist, .fog: "fog"
        case .lightDrizzle, .lightRain: "rain_showers"
        case .moderateRain, .heavyRain: "rain"
        case .lightRainAndSnow, .rainAndSnow: "rain_snow"
        case .lightSnow, .snow, .heavySnow: "snow"
        case .thunderstormWithLightRain: "tsra_sct"
        case .thunderstormWithRain: "tsra"
        }
    }

    /// Whether the icon carries a chance of precipitation (`rain,40`).
    var nationalWeatherServiceIconTakesChance: Bool {
        isPrecipitation
    }

    /// The service's few words for the condition, by day or by night (`"Mostly Sunny"`, `"Mostly Clear"`).
    func nationalWeatherServiceWords(daytime: Bool) -> String {
        switch self {
        case .clearSky: daytime ? "Sunny" : "Clear"
        case .fewClouds: daytime ? "Mostly Sunny" : "Mostly Clear"
        case .scatteredClouds: daytime ? "Partly Sunny" : "Partly Cloudy"
        case .brokenClouds: "Mostly Cloudy"
        case .overcastClouds: "Cloudy"
        case .mist: "Patchy Fog"
        case .fog: "Areas Of Fog"
        case .lightDrizzle: "Patchy Drizzle"
        case .lightRain: "Light Rain"
        case .moderateRain: "Rain"
        case .heavyRain: "Heavy Rain"
        case .lightRainAndSnow: "Light Rain And Snow"
        case .rainAndSnow: "Rain And Snow"
        case .lightSnow: "Light Snow"
        case .snow: "Snow"
        case .heavySnow: "Heavy Snow"
        case .thunderstormWithLightRain: "Scattered Showers And Thunderstorms"
        case .thunderstormWithRain: "Showers And Thunderstorms"
        }
    }
}
