import WeatherModels

extension WeatherCondition {
    /// The condition for a MET Norway symbol code (`summary.symbol_code`), such as `"rainshowers_day"`,
    /// or `WeatherCondition.unknown` for a code outside the table.
    ///
    /// The `_day`, `_night` and `_polartwilight` variants map like their base name; the legacy spellings
    /// `lightssleetshowersandthunder` and `lightssnowshowersandthunder` are understood.
    ///
    /// ```
    /// WeatherCondition(metNorwaySymbol: "lightrainshowers_night")  // .drizzle
    /// WeatherCondition(metNorwaySymbol: "heavysnowandthunder")     // .strongStorms
    /// ```
    package init(metNorwaySymbol code: String) {
        self = METNorway.Symbol(code).condition
    }
}

extension METNorway {
    /// A symbol code read into its base name and its variant (the part after `_`).
    struct Symbol: Hashable, Sendable {
        /// The code as sent.
        let code: String
        /// The base name, such as `lightrainshowers`.
        let base: Substring
        /// `day`, `night`, `polartwilight`, or `nil` for symbols without variants.
        let variant: Substring?

        init(_ code: String) {
            self.code = code
            let parts = code.split(separator: "_", maxSplits: 1, omittingEmptySubsequences: false)
            base = parts[0]
            variant = parts.count > 1 ? parts[1] : nil
        }

        /// The condition of the base name, `.unknown` outside the table.
        var condition: WeatherCondition { METNorway.symbolConditions[String(base)] ?? .unknown }

        /// Whether the sun is up: `true` for `_day`, `false` for `_night` and `_polartwilight`, `nil` for a
        /// symbol without a variant (`cloudy`, `rain`, `fog`…).
        var isDaylight: Bool? {
            switch variant {
            case "day": true
            case "night", "polartwilight": false
            default: nil
            }
        }

        /// How much the symbol matters in a summary of several periods: thunder above precipitation (heavy
        /// above light, snow above sleet above rain, steady above showers), precipitation above fog and
        /// cloud, cloud above a clear sky; an unknown code least of all.
        var significance: Int {
            // The legacy spellings (`lightssleet…`, `lightssnow…`) still start with `light`.
            let name = String(base)
            guard METNorway.symbolConditions[name] != nil else { return -1 }
            let sky = ["clearsky", "fair", "partlycloudy", "cloudy", "fog"]
            if let rank = sky.firstIndex(of: name) { return rank }
            let intensity = name.hasPrefix("heavy") ? 3 : name.hasPrefix("light") ? 1 : 2
            let kind = name.contains("snow") ? 3 : name.contains("sleet") ? 2 : 1
            let steady = name.contains("showers") ? 0 : 1
            let thunder = name.hasSuffix("andthunder") ? 1000 : 0
            return thunder + 100 + intensity * 20 + kind * 3 + steady
        }
    }

    /// The condition of every base name in MET Norway's symbol list (metno/weathericons `legend.csv`).
    static let symbolConditions: [String: WeatherCondition] = [
        "clearsky": .clear, "fair": .mostlyClear, "partlycloudy": .partlyCloudy, "cloudy": .cloudy, "fog": .foggy,
        "lightrainshowers": .drizzle, "rainshowers": .rain, "heavyrainshowers": .heavyRain,
        "lightrainshowersandthunder": .isolatedThunderstorms, "rainshowersandthunder": .thunderstorms,
        "heavyrainshowersandthunder": .strongStorms,
        "lightsleetshowers": .wintryMix, "sleetshowers": .wintryMix, "heavysleetshowers": .wintryMix,
        "lightssleetshowersandthunder": .isolatedThunderstorms, "sleetshowersandthunder": .thunderstorms,
        "heavysleetshowersandthunder": .strongStorms,
        "lightsnowshowers": .flurries, "snowshowers": .snow, "heavysnowshowers": .heavySnow,
        "lightssnowshowersandthunder": .isolatedThunderstorms, "snowshowersandthunder": .thunderstorms,
        "heavysnowshowersandthunder": .strongStorms,
        "lightrain": .drizzle, "rain": .rain, "heavyrain": .heavyRain,
        "lightrainandthunder": .isolatedThunderstorms, "rainandthunder": .thunderstorms,
        "heavyrainandthunder": .strongStorms,
        "lightsleet": .wintryMix, "sleet": .wintryMix, "heavysleet": .wintryMix,
        "lightsleetandthunder": .isolatedThunderstorms, "sleetandthunder": .thunderstorms,
        "heavysleetandthunder": .strongStorms,
        "lightsnow": .flurries, "snow": .snow, "heavysnow": .heavySnow,
        "lightsnowandthunder": .isolatedThunderstorms, "snowandthunder": .thunderstorms,
        "heavysnowandthunder": .strongStorms,
    ]
}
