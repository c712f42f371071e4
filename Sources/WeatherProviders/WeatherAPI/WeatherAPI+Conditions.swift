import WeatherModels

extension WeatherCondition {
    /// The condition for a WeatherAPI.com condition code (`condition.code`, 1000–1282), or
    /// `WeatherCondition.unknown` for a code not in the vendor's list.
    ///
    /// Branch on the code, never on `condition.text`: the text is translated and varies.
    package init(weatherAPICode code: Int) {
        self = Self.weatherAPICodes[code] ?? .unknown
    }

    /// The WeatherAPI.com condition codes, including the haze, dust and smoke codes 1012–1048.
    static let weatherAPICodes: [Int: WeatherCondition] = [
        1000: .clear, 1003: .partlyCloudy, 1006: .mostlyCloudy, 1009: .cloudy,
        1012: .haze, 1015: .haze, 1018: .blowingDust, 1021: .blowingDust, 1024: .blowingDust, 1027: .blowingDust,
        1030: .foggy, 1033: .smoky, 1036: .smoky, 1039: .haze, 1042: .haze, 1045: .blowingDust, 1048: .haze,
        1063: .rain, 1066: .flurries, 1069: .sleet, 1072: .freezingDrizzle, 1087: .isolatedThunderstorms,
        1114: .blowingSnow, 1117: .blizzard, 1135: .foggy, 1147: .foggy,
        1150: .drizzle, 1153: .drizzle, 1168: .freezingDrizzle, 1171: .freezingDrizzle,
        1180: .rain, 1183: .rain, 1186: .rain, 1189: .rain, 1192: .heavyRain, 1195: .heavyRain,
        1198: .freezingRain, 1201: .freezingRain, 1204: .sleet, 1207: .sleet,
        1210: .flurries, 1213: .flurries, 1216: .snow, 1219: .snow, 1222: .heavySnow, 1225: .heavySnow,
        1237: .sleet, 1240: .rain, 1243: .heavyRain, 1246: .heavyRain, 1249: .sleet, 1252: .sleet,
        1255: .flurries, 1258: .snow, 1261: .sleet, 1264: .sleet,
        1273: .isolatedThunderstorms, 1276: .thunderstorms, 1279: .isolatedThunderstorms, 1282: .thunderstorms,
    ]
}
