/// A weather condition the sandbox's generator produces, in the sandbox's own words.
///
/// Each stand-in spells it as its service does, in its own folder: OpenWeather's ids, groups, texts and
/// icons (`OpenWeather/SandboxCondition+OpenWeather.swift`), WeatherAPI.com's codes, icons and texts, the
/// WMO code Open-Meteo sends, freetestapi's phrase. A new stand-in adds its spelling there, not here.
package enum SandboxCondition: CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Clear sky.
    case clearSky
    /// Few clouds.
    case fewClouds
    /// Scattered clouds.
    case scatteredClouds
    /// Broken clouds.
    case brokenClouds
    /// Overcast.
    case overcastClouds
    /// Mist.
    case mist
    /// Fog.
    case fog
    /// Light drizzle.
    case lightDrizzle
    /// Light rain.
    case lightRain
    /// Moderate rain.
    case moderateRain
    /// Heavy rain.
    case heavyRain
    /// Light rain and snow.
    case lightRainAndSnow
    /// Rain and snow.
    case rainAndSnow
    /// Light snow.
    case lightSnow
    /// Snow.
    case snow
    /// Heavy snow.
    case heavySnow
    /// Thunderstorm with light rain.
    case thunderstormWithLightRain
    /// Thunderstorm with rain.
    case thunderstormWithRain

    /// Every condition the generator produces.
    package static var all: [SandboxCondition] { allCases }

    /// The condition in plain English, such as `"light rain"`.
    package var description: String {
        switch self {
        case .clearSky: "clear sky"
        case .fewClouds: "few clouds"
        case .scatteredClouds: "scattered clouds"
        case .brokenClouds: "broken clouds"
        case .overcastClouds: "overcast"
        case .mist: "mist"
        case .fog: "fog"
        case .lightDrizzle: "light drizzle"
        case .lightRain: "light rain"
        case .moderateRain: "moderate rain"
        case .heavyRain: "heavy rain"
        case .lightRainAndSnow: "light rain and snow"
        case .rainAndSnow: "rain and snow"
        case .lightSnow: "light snow"
        case .snow: "snow"
        case .heavySnow: "heavy snow"
        case .thunderstormWithLightRain: "thunderstorm with light rain"
        case .thunderstormWithRain: "thunderstorm with rain"
        }
    }

    /// Whether rain, drizzle, sleet or snow falls.
    package var isPrecipitation: Bool {
        switch self {
        case .clearSky, .fewClouds, .scatteredClouds, .brokenClouds, .overcastClouds, .mist, .fog: false
        default: true
        }
    }

    /// The cloud condition for a cloud cover in percent, in the bands OpenWeather and others use
    /// (few ≤ 25 %, scattered ≤ 50 %, broken ≤ 84 %).
    package static func clouds(percent: Int) -> SandboxCondition {
        switch percent {
        case ...10: .clearSky
        case ...25: .fewClouds
        case ...50: .scatteredClouds
        case ...84: .brokenClouds
        default: .overcastClouds
        }
    }
}
