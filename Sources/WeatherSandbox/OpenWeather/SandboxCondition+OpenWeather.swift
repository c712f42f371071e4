extension SandboxCondition {
    /// OpenWeather's condition id (`weather[].id`).
    var openWeatherID: Int {
        switch self {
        case .clearSky: 800
        case .fewClouds: 801
        case .scatteredClouds: 802
        case .brokenClouds: 803
        case .overcastClouds: 804
        case .mist: 701
        case .fog: 741
        case .lightDrizzle: 300
        case .lightRain: 500
        case .moderateRain: 501
        case .heavyRain: 502
        case .lightRainAndSnow: 615
        case .rainAndSnow: 616
        case .lightSnow: 600
        case .snow: 601
        case .heavySnow: 602
        case .thunderstormWithLightRain: 200
        case .thunderstormWithRain: 201
        }
    }

    /// OpenWeather's group name (`weather[].main`), never translated.
    var openWeatherGroup: String {
        switch self {
        case .clearSky: "Clear"
        case .fewClouds: "Clouds"
        case .scatteredClouds: "Clouds"
        case .brokenClouds: "Clouds"
        case .overcastClouds: "Clouds"
        case .mist: "Mist"
        case .fog: "Fog"
        case .lightDrizzle: "Drizzle"
        case .lightRain: "Rain"
        case .moderateRain: "Rain"
        case .heavyRain: "Rain"
        case .lightRainAndSnow: "Snow"
        case .rainAndSnow: "Snow"
        case .lightSnow: "Snow"
        case .snow: "Snow"
        case .heavySnow: "Snow"
        case .thunderstormWithLightRain: "Thunderstorm"
        case .thunderstormWithRain: "Thunderstorm"
        }
    }

    /// OpenWeather's description in `language` (one of its `lang` codes), English when unknown.
    func openWeatherDescription(language: String?) -> String {
        guard let language,
            let text = Self.openWeatherTranslations[OpenWeatherStandIn.language(language)]?[openWeatherID]
        else { return openWeatherEnglish }
        return text
    }

    /// OpenWeather's English description.
    var openWeatherEnglish: String {
        switch self {
        case .clearSky: "clear sky"
        case .fewClouds: "few clouds"
        case .scatteredClouds: "scattered clouds"
        case .brokenClouds: "broken clouds"
        case .overcastClouds: "overcast clouds"
        case .mist: "mist"
        case .fog: "fog"
        case .lightDrizzle: "light intensity drizzle"
        case .lightRain: "light rain"
        case .moderateRain: "moderate rain"
        case .heavyRain: "heavy intensity rain"
        case .lightRainAndSnow: "light rain and snow"
        case .rainAndSnow: "rain and snow"
        case .lightSnow: "light snow"
        case .snow: "snow"
        case .heavySnow: "heavy snow"
        case .thunderstormWithLightRain: "thunderstorm with light rain"
        case .thunderstormWithRain: "thunderstorm with rain"
        }
    }

    /// OpenWeather's icon code, such as `"10d"` or `"01n"`.
    func openWeatherIcon(isDaylight: Bool) -> String {
        let number: String =
            switch self {
            case .clearSky: "01"
            case .fewClouds: "02"
            case .scatteredClouds: "03"
            case .brokenClouds: "04"
            case .overcastClouds: "04"
            case .mist: "50"
            case .fog: "50"
            case .lightDrizzle: "09"
            case .lightRain: "10"
            case .moderateRain: "10"
            case .heavyRain: "10"
            case .lightRainAndSnow: "13"
            case .rainAndSnow: "13"
            case .lightSnow: "13"
            case .snow: "13"
            case .heavySnow: "13"
            case .thunderstormWithLightRain: "11"
            case .thunderstormWithRain: "11"
            }
        return number + (isDaylight ? "d" : "n")
    }

    private static let openWeatherTranslations: [String: [Int: String]] = [
        "de": [
            800: "Klarer Himmel", 801: "Ein paar Wolken", 802: "Mäßig bewölkt", 803: "Überwiegend bewölkt",
            804: "Bedeckt", 701: "Trüb", 741: "Nebel", 300: "Leichter Nieselregen", 500: "Leichter Regen",
            501: "Mäßiger Regen", 502: "Sehr starker Regen", 615: "Leichter Schneeregen", 616: "Schneeregen",
            600: "Mäßiger Schnee", 601: "Schnee", 602: "Starker Schneefall", 200: "Gewitter mit leichtem Regen",
            201: "Gewitter mit Regen",
        ],
        "fr": [
            800: "ciel dégagé", 801: "peu nuageux", 802: "partiellement nuageux", 803: "nuageux", 804: "couvert",
            701: "brume", 741: "brouillard", 300: "bruine légère", 500: "légère pluie", 501: "pluie modérée",
            502: "forte pluie", 615: "pluie et neige légère", 616: "pluie et neige", 600: "légères chutes de neige",
            601: "neige", 602: "fortes chutes de neige", 200: "orage et pluie fine", 201: "orage et pluie",
        ],
        "es": [
            800: "cielo claro", 801: "algo de nubes", 802: "nubes dispersas", 803: "muy nuboso", 804: "nubes",
            701: "bruma", 741: "niebla", 300: "llovizna ligera", 500: "lluvia ligera", 501: "lluvia moderada",
            502: "lluvia de gran intensidad", 615: "lluvia y nieve ligera", 616: "lluvia y nieve",
            600: "nevada ligera", 601: "nieve", 602: "nevada intensa", 200: "tormenta con lluvia ligera",
            201: "tormenta con lluvia",
        ],
    ]
}
