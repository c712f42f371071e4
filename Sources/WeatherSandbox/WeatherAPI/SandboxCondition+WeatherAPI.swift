extension SandboxCondition {
    /// WeatherAPI.com's condition code.
    var weatherAPICode: Int {
        switch self {
        case .clearSky: 1000
        case .fewClouds: 1003
        case .scatteredClouds: 1003
        case .brokenClouds: 1006
        case .overcastClouds: 1009
        case .mist: 1030
        case .fog: 1135
        case .lightDrizzle: 1153
        case .lightRain: 1183
        case .moderateRain: 1189
        case .heavyRain: 1195
        case .lightRainAndSnow: 1204
        case .rainAndSnow: 1207
        case .lightSnow: 1213
        case .snow: 1219
        case .heavySnow: 1225
        case .thunderstormWithLightRain: 1273
        case .thunderstormWithRain: 1276
        }
    }

    /// WeatherAPI.com's icon file number (`…/64x64/day/116.png`).
    var weatherAPIIcon: Int {
        switch self {
        case .clearSky: 113
        case .fewClouds: 116
        case .scatteredClouds: 116
        case .brokenClouds: 119
        case .overcastClouds: 122
        case .mist: 143
        case .fog: 248
        case .lightDrizzle: 266
        case .lightRain: 296
        case .moderateRain: 302
        case .heavyRain: 308
        case .lightRainAndSnow: 317
        case .rainAndSnow: 320
        case .lightSnow: 326
        case .snow: 332
        case .heavySnow: 338
        case .thunderstormWithLightRain: 386
        case .thunderstormWithRain: 389
        }
    }

    /// WeatherAPI.com's English text by day.
    var weatherAPIText: String {
        switch self {
        case .clearSky: "Sunny"
        case .fewClouds: "Partly cloudy"
        case .scatteredClouds: "Partly cloudy"
        case .brokenClouds: "Cloudy"
        case .overcastClouds: "Overcast"
        case .mist: "Mist"
        case .fog: "Fog"
        case .lightDrizzle: "Light drizzle"
        case .lightRain: "Light rain"
        case .moderateRain: "Moderate rain"
        case .heavyRain: "Heavy rain"
        case .lightRainAndSnow: "Light sleet"
        case .rainAndSnow: "Moderate or heavy sleet"
        case .lightSnow: "Light snow"
        case .snow: "Moderate snow"
        case .heavySnow: "Heavy snow"
        case .thunderstormWithLightRain: "Patchy light rain with thunder"
        case .thunderstormWithRain: "Moderate or heavy rain with thunder"
        }
    }

    /// WeatherAPI.com's text in `language`, English when unknown; clear nights say "Clear".
    func weatherAPIText(isDaylight: Bool, language: String?) -> String {
        let english = !isDaylight && self == .clearSky ? "Clear" : weatherAPIText
        guard let language, let texts = Self.weatherAPITranslations[WeatherAPIStandIn.language(language)],
            let text = texts[weatherAPICode]
        else { return english }
        return text
    }

    private static let weatherAPITranslations: [String: [Int: String]] = [
        "de": [
            1000: "Sonnig", 1003: "Leicht bewölkt", 1006: "Bewölkt", 1009: "Bedeckt", 1030: "Nebel",
            1135: "Nebel", 1153: "Leichter Nieselregen", 1183: "Leichter Regen", 1189: "Mäßiger Regen",
            1195: "Starker Regen", 1204: "Leichter Schneeregen", 1207: "Mäßiger oder starker Schneeregen",
            1213: "Leichter Schneefall", 1219: "Mäßiger Schneefall", 1225: "Starker Schneefall",
            1273: "Stellenweise leichter Regen mit Gewitter", 1276: "Mäßiger oder starker Regen mit Gewitter",
        ],
        "fr": [
            1000: "Ensoleillé", 1003: "Partiellement nuageux", 1006: "Nuageux", 1009: "Couvert", 1030: "Brume",
            1135: "Brouillard", 1153: "Bruine légère", 1183: "Pluie légère", 1189: "Pluie modérée",
            1195: "Forte pluie", 1204: "Neige fondante légère", 1207: "Neige fondante modérée ou forte",
            1213: "Neige légère", 1219: "Neige modérée", 1225: "Forte neige",
            1273: "Pluie légère éparse avec tonnerre", 1276: "Pluie modérée ou forte avec tonnerre",
        ],
        "es": [
            1000: "Soleado", 1003: "Parcialmente nublado", 1006: "Nublado", 1009: "Cubierto", 1030: "Neblina",
            1135: "Niebla", 1153: "Llovizna", 1183: "Ligeras lluvias", 1189: "Lluvia moderada",
            1195: "Fuertes lluvias", 1204: "Ligeras precipitaciones de aguanieve",
            1207: "Aguanieve moderada o fuerte", 1213: "Nevadas ligeras", 1219: "Nieve moderada",
            1225: "Fuertes nevadas", 1273: "Lluvias con tormenta en la región",
            1276: "Lluvias con tormenta fuertes o moderadas",
        ],
    ]
}
