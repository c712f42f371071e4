import WeatherModels

extension WeatherCondition {
    /// The condition for a WMO weather interpretation code (Open-Meteo's `weather_code`), or
    /// `WeatherCondition.unknown` for a code outside the table.
    ///
    /// ```
    /// WeatherCondition(wmoCode: 61)  // .rain
    /// ```
    package init(wmoCode code: Int) {
        self = Self.wmoCodes[code] ?? .unknown
    }

    /// The WMO codes Open-Meteo sends.
    static let wmoCodes: [Int: WeatherCondition] = [
        0: .clear, 1: .mostlyClear, 2: .partlyCloudy, 3: .cloudy, 45: .foggy, 48: .foggy,
        51: .drizzle, 53: .drizzle, 55: .drizzle, 56: .freezingDrizzle, 57: .freezingDrizzle,
        61: .rain, 63: .rain, 65: .heavyRain, 66: .freezingRain, 67: .freezingRain,
        71: .flurries, 73: .snow, 75: .heavySnow, 77: .flurries,
        80: .rain, 81: .rain, 82: .heavyRain, 85: .flurries, 86: .snow,
        95: .thunderstorms, 96: .hail, 99: .strongStorms,
    ]
}
