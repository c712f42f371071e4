import WeatherModels

/// One weather condition as every provider spells it: OpenWeather's id and texts, the WMO code
/// Open-Meteo sends, WeatherAPI.com's code, icon number and text, and freetestapi's phrase.
package struct SandboxCondition: Hashable, Sendable {
    /// OpenWeather's condition id (`weather[].id`).
    package var openWeatherID: Int
    /// OpenWeather's group name (`weather[].main`), never translated.
    package var group: String
    /// OpenWeather's English description.
    package var description: String
    /// The WMO weather code.
    package var wmoCode: Int
    /// WeatherAPI.com's condition code.
    package var weatherAPICode: Int
    /// WeatherAPI.com's icon file number (`…/64x64/day/116.png`).
    package var weatherAPIIcon: Int
    /// WeatherAPI.com's English text by day.
    package var weatherAPIText: String
    /// freetestapi's phrase.
    package var freeTestText: String

    /// Whether rain, drizzle, sleet or snow falls.
    package var isPrecipitation: Bool { openWeatherID < 700 }

    /// OpenWeather's icon code, such as `"10d"` or `"01n"`.
    package func openWeatherIcon(isDaylight: Bool) -> String {
        WeatherCondition(openWeatherID: openWeatherID).openWeatherIconCode(isDaylight: isDaylight)
    }

    /// OpenWeather's description in `language` (one of its `lang` codes), English when unknown.
    package func openWeatherDescription(language: String?) -> String {
        guard let language, let text = Self.openWeatherTranslations[Self.normalized(language)]?[openWeatherID] else {
            return description
        }
        return text
    }

    /// WeatherAPI.com's text in `language`, English when unknown; clear nights say "Clear".
    package func weatherAPIText(isDaylight: Bool, language: String?) -> String {
        let english = !isDaylight && weatherAPICode == 1000 ? "Clear" : weatherAPIText
        guard let language, let texts = Self.weatherAPITranslations[Self.normalized(language)],
            let text = texts[weatherAPICode]
        else { return english }
        return text
    }

    /// freetestapi's phrase; a clear night is never "Sunny".
    package func freeTestText(isDaylight: Bool) -> String {
        !isDaylight && freeTestText == "Sunny" ? "Clear sky" : freeTestText
    }

    private static func normalized(_ language: String) -> String {
        switch language.lowercased() {
        case "sp": "es"
        default: language.lowercased()
        }
    }

    private init(
        _ openWeatherID: Int, _ group: String, _ description: String, wmo: Int, weatherAPI: Int, icon: Int,
        _ weatherAPIText: String, freeTest: String
    ) {
        self.openWeatherID = openWeatherID
        self.group = group
        self.description = description
        self.wmoCode = wmo
        self.weatherAPICode = weatherAPI
        self.weatherAPIIcon = icon
        self.weatherAPIText = weatherAPIText
        self.freeTestText = freeTest
    }

    package static let clearSky = Self(
        800, "Clear", "clear sky", wmo: 0, weatherAPI: 1000, icon: 113, "Sunny", freeTest: "Clear sky")
    package static let fewClouds = Self(
        801, "Clouds", "few clouds", wmo: 1, weatherAPI: 1003, icon: 116, "Partly cloudy", freeTest: "Sunny")
    package static let scatteredClouds = Self(
        802, "Clouds", "scattered clouds", wmo: 2, weatherAPI: 1003, icon: 116, "Partly cloudy",
        freeTest: "Partly cloudy")
    package static let brokenClouds = Self(
        803, "Clouds", "broken clouds", wmo: 2, weatherAPI: 1006, icon: 119, "Cloudy", freeTest: "Cloudy")
    package static let overcastClouds = Self(
        804, "Clouds", "overcast clouds", wmo: 3, weatherAPI: 1009, icon: 122, "Overcast", freeTest: "Cloudy")
    package static let mist = Self(701, "Mist", "mist", wmo: 45, weatherAPI: 1030, icon: 143, "Mist", freeTest: "Mist")
    package static let fog = Self(741, "Fog", "fog", wmo: 45, weatherAPI: 1135, icon: 248, "Fog", freeTest: "Fog")
    package static let lightDrizzle = Self(
        300, "Drizzle", "light intensity drizzle", wmo: 51, weatherAPI: 1153, icon: 266, "Light drizzle",
        freeTest: "Rain showers")
    package static let lightRain = Self(
        500, "Rain", "light rain", wmo: 61, weatherAPI: 1183, icon: 296, "Light rain", freeTest: "Rain showers")
    package static let moderateRain = Self(
        501, "Rain", "moderate rain", wmo: 63, weatherAPI: 1189, icon: 302, "Moderate rain", freeTest: "Rain")
    package static let heavyRain = Self(
        502, "Rain", "heavy intensity rain", wmo: 65, weatherAPI: 1195, icon: 308, "Heavy rain", freeTest: "Rainy")
    package static let lightRainAndSnow = Self(
        615, "Snow", "light rain and snow", wmo: 71, weatherAPI: 1204, icon: 317, "Light sleet", freeTest: "Sleet")
    package static let rainAndSnow = Self(
        616, "Snow", "rain and snow", wmo: 73, weatherAPI: 1207, icon: 320, "Moderate or heavy sleet",
        freeTest: "Sleet")
    package static let lightSnow = Self(
        600, "Snow", "light snow", wmo: 71, weatherAPI: 1213, icon: 326, "Light snow", freeTest: "Light snow")
    package static let snow = Self(
        601, "Snow", "snow", wmo: 73, weatherAPI: 1219, icon: 332, "Moderate snow", freeTest: "Snow")
    package static let heavySnow = Self(
        602, "Snow", "heavy snow", wmo: 75, weatherAPI: 1225, icon: 338, "Heavy snow", freeTest: "Heavy snow")
    package static let thunderstormWithLightRain = Self(
        200, "Thunderstorm", "thunderstorm with light rain", wmo: 95, weatherAPI: 1273, icon: 386,
        "Patchy light rain with thunder", freeTest: "Thunderstorm")
    package static let thunderstormWithRain = Self(
        201, "Thunderstorm", "thunderstorm with rain", wmo: 95, weatherAPI: 1276, icon: 389,
        "Moderate or heavy rain with thunder", freeTest: "Thunderstorm")

    /// Every condition the generator produces.
    package static let all: [SandboxCondition] = [
        .clearSky, .fewClouds, .scatteredClouds, .brokenClouds, .overcastClouds, .mist, .fog, .lightDrizzle,
        .lightRain, .moderateRain, .heavyRain, .lightRainAndSnow, .rainAndSnow, .lightSnow, .snow, .heavySnow,
        .thunderstormWithLightRain, .thunderstormWithRain,
    ]

    /// The cloud condition for a cloud cover in percent, using OpenWeather's bands.
    package static func clouds(percent: Int) -> SandboxCondition {
        switch percent {
        case ...10: .clearSky
        case ...25: .fewClouds
        case ...50: .scatteredClouds
        case ...84: .brokenClouds
        default: .overcastClouds
        }
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
