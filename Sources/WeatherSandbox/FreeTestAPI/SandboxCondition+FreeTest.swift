extension SandboxCondition {
    /// freetestapi's phrase.
    var freeTestText: String {
        switch self {
        case .clearSky: "Clear sky"
        case .fewClouds: "Sunny"
        case .scatteredClouds: "Partly cloudy"
        case .brokenClouds: "Cloudy"
        case .overcastClouds: "Cloudy"
        case .mist: "Mist"
        case .fog: "Fog"
        case .lightDrizzle: "Rain showers"
        case .lightRain: "Rain showers"
        case .moderateRain: "Rain"
        case .heavyRain: "Rainy"
        case .lightRainAndSnow: "Sleet"
        case .rainAndSnow: "Sleet"
        case .lightSnow: "Light snow"
        case .snow: "Snow"
        case .heavySnow: "Heavy snow"
        case .thunderstormWithLightRain: "Thunderstorm"
        case .thunderstormWithRain: "Thunderstorm"
        }
    }

    /// freetestapi's phrase; a clear night is never "Sunny".
    func freeTestText(isDaylight: Bool) -> String {
        !isDaylight && freeTestText == "Sunny" ? "Clear sky" : freeTestText
    }
}
