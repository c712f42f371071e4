import WeatherModels

extension WeatherCondition {
    /// The condition for an OpenWeather condition id (`weather[].id`, 200–804).
    ///
    /// Every documented id has its own mapping; an undocumented id falls back to its hundred
    /// group (2xx thunderstorms, 3xx drizzle, 5xx rain, 6xx snow, 7xx haze, 8xx cloudy), and
    /// anything else is `WeatherCondition.unknown`.
    package init(openWeatherID id: Int) {
        if let condition = Self.openWeatherIDs[id] {
            self = condition
            return
        }
        switch id / 100 {
        case 2: self = .thunderstorms
        case 3: self = .drizzle
        case 5: self = .rain
        case 6: self = .snow
        case 7: self = .haze
        case 8: self = .cloudy
        default: self = .unknown
        }
    }

    /// The documented OpenWeather condition ids.
    static let openWeatherIDs: [Int: WeatherCondition] = [
        // Thunderstorm
        200: .isolatedThunderstorms, 201: .thunderstorms, 202: .strongStorms, 210: .isolatedThunderstorms,
        211: .thunderstorms, 212: .strongStorms, 221: .scatteredThunderstorms, 230: .thunderstorms,
        231: .thunderstorms, 232: .thunderstorms,
        // Drizzle
        300: .drizzle, 301: .drizzle, 302: .drizzle, 310: .drizzle, 311: .drizzle, 312: .rain, 313: .rain,
        314: .heavyRain, 321: .drizzle,
        // Rain
        500: .rain, 501: .rain, 502: .heavyRain, 503: .heavyRain, 504: .heavyRain, 511: .freezingRain,
        520: .rain, 521: .rain, 522: .heavyRain, 531: .rain,
        // Snow
        600: .flurries, 601: .snow, 602: .heavySnow, 611: .sleet, 612: .sleet, 613: .sleet, 615: .wintryMix,
        616: .wintryMix, 620: .flurries, 621: .snow, 622: .heavySnow,
        // Atmosphere
        701: .foggy, 711: .smoky, 721: .haze, 731: .blowingDust, 741: .foggy, 751: .blowingDust,
        761: .blowingDust, 762: .smoky, 771: .squalls, 781: .tornado,
        // Clear and clouds
        800: .clear, 801: .mostlyClear, 802: .partlyCloudy, 803: .mostlyCloudy, 804: .cloudy,
    ]

    /// The condition for an OpenWeather icon code such as `"10d"`, or `nil` for an unknown code.
    ///
    /// The icon says less than the condition id (`"04d"` covers broken and overcast clouds), so
    /// prefer ``WeatherCondition/init(openWeatherID:)`` when the id is at hand.
    package init?(openWeatherIconCode code: String) {
        guard let parts = Self.openWeatherIconParts(code) else { return nil }
        self = parts.condition
    }

    /// Whether an OpenWeather icon code is the day (`d`) or night (`n`) form, or `nil` for an unknown code.
    ///
    /// ```
    /// WeatherCondition.isDaylight(openWeatherIconCode: "01n")  // false
    /// ```
    package static func isDaylight(openWeatherIconCode code: String) -> Bool? {
        openWeatherIconParts(code)?.isDaylight
    }

    /// The condition and the day or night of an icon code, read from its three bytes (forecasts
    /// read one per hour, so no `String` is made).
    private static func openWeatherIconParts(_ code: String) -> (condition: WeatherCondition, isDaylight: Bool)? {
        var code = code
        return code.withUTF8 { bytes -> (WeatherCondition, Bool)? in
            guard bytes.count == 3 else { return nil }
            let condition: WeatherCondition
            switch (bytes[0], bytes[1]) {
            case (0x30, 0x31): condition = .clear  // 01
            case (0x30, 0x32): condition = .mostlyClear  // 02
            case (0x30, 0x33): condition = .partlyCloudy  // 03
            case (0x30, 0x34): condition = .mostlyCloudy  // 04
            case (0x30, 0x39): condition = .drizzle  // 09
            case (0x31, 0x30): condition = .rain  // 10
            case (0x31, 0x31): condition = .thunderstorms  // 11
            case (0x31, 0x33): condition = .snow  // 13
            case (0x35, 0x30): condition = .foggy  // 50
            default: return nil
            }
            switch bytes[2] {
            case UInt8(ascii: "d"): return (condition, true)
            case UInt8(ascii: "n"): return (condition, false)
            default: return nil
            }
        }
    }

    /// The OpenWeather icon code for this condition, such as `"01d"` by day and `"01n"` by night.
    ///
    /// Use it to show OpenWeather's icons (`https://openweathermap.org/img/wn/01d@2x.png`) for data
    /// from any provider.
    package func openWeatherIconCode(isDaylight: Bool) -> String {
        let number: String
        switch self {
        case .clear, .hot, .frigid: number = "01"
        case .mostlyClear, .breezy: number = "02"
        case .partlyCloudy, .windy, .unknown: number = "03"
        case .mostlyCloudy, .cloudy: number = "04"
        case .drizzle, .sunShowers, .freezingDrizzle: number = "09"
        case .rain, .heavyRain: number = "10"
        case .isolatedThunderstorms, .scatteredThunderstorms, .thunderstorms, .strongStorms, .tropicalStorm,
            .hurricane:
            number = "11"
        case .freezingRain, .sleet, .wintryMix, .flurries, .sunFlurries, .snow, .heavySnow, .blowingSnow,
            .blizzard, .hail:
            number = "13"
        case .foggy, .haze, .smoky, .blowingDust, .tornado, .squalls: number = "50"
        }
        return number + (isDaylight ? "d" : "n")
    }
}
