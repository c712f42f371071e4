import Foundation
import WeatherModels

extension WeatherCondition {
    /// The condition for a National Weather Service forecast: its `shortForecast` words when they name
    /// one, else the icon's first condition code, else `WeatherCondition.unknown`.
    ///
    /// Only the first phase of the words counts ("Mostly Cloudy then Chance Light Snow" is mostly cloudy),
    /// and chance words ("Slight Chance", "Likely") do not: the chance of precipitation says how likely.
    ///
    /// ```
    /// WeatherCondition(nationalWeatherServiceForecast: "Chance Light Snow", icon: nil)  // .flurries
    /// WeatherCondition(nationalWeatherServiceForecast: nil, icon: "https://api.weather.gov/icons/land/day/tsra_hi,40")
    /// // .isolatedThunderstorms
    /// ```
    package init(nationalWeatherServiceForecast words: String?, icon: String?) {
        if let words, let condition = NationalWeatherService.condition(forWords: words) {
            self = condition
        } else if let code = icon.flatMap(NationalWeatherService.iconCodes)?.first {
            self = NationalWeatherService.iconConditions[code] ?? .unknown
        } else {
            self = .unknown
        }
    }
}

extension NationalWeatherService {
    /// The condition codes in an icon URL's path, in order: `…/icons/land/night/rain_showers,30/tsra,60?size=small`
    /// gives `["rain_showers", "tsra"]`. Empty for a URL without the `land` or `marine` part.
    static func iconCodes(_ icon: String) -> [String] {
        let path = icon.split(separator: "?", maxSplits: 1).first.map(String.init) ?? icon
        let parts = path.split(separator: "/")
        guard let area = parts.firstIndex(where: { $0 == "land" || $0 == "marine" }), area + 2 < parts.count else {
            return []
        }
        return parts[(area + 2)...].compactMap { $0.split(separator: ",").first.map(String.init) }
    }

    /// Whether an icon URL draws the night sky.
    static func iconIsNight(_ icon: String) -> Bool {
        icon.contains("/night/")
    }

    /// The icon API's condition codes (https://api.weather.gov/icons).
    static let iconConditions: [String: WeatherCondition] = [
        "skc": .clear, "few": .mostlyClear, "sct": .partlyCloudy, "bkn": .mostlyCloudy, "ovc": .cloudy,
        "wind_skc": .windy, "wind_few": .windy, "wind_sct": .windy, "wind_bkn": .windy, "wind_ovc": .windy,
        "snow": .snow, "rain_snow": .wintryMix, "rain_sleet": .wintryMix, "snow_sleet": .wintryMix,
        "fzra": .freezingRain, "rain_fzra": .freezingRain, "snow_fzra": .wintryMix, "sleet": .sleet,
        "rain": .rain, "rain_showers": .rain, "rain_showers_hi": .rain, "tsra": .thunderstorms,
        "tsra_sct": .scatteredThunderstorms, "tsra_hi": .isolatedThunderstorms, "tornado": .tornado,
        "hurricane": .hurricane, "tropical_storm": .tropicalStorm, "dust": .blowingDust, "smoke": .smoky,
        "haze": .haze, "hot": .hot, "cold": .frigid, "blizzard": .blizzard, "fog": .foggy,
    ]

    /// The condition the first phase of `words` names, or `nil` when it names none the table knows.
    static func condition(forWords words: String) -> WeatherCondition? {
        let lowered = words.lowercased()
        let phase = lowered.components(separatedBy: " then ").first ?? lowered
        func has(_ part: String) -> Bool { phase.contains(part) }
        if has("tornado") { return .tornado }
        if has("hurricane") { return .hurricane }
        if has("tropical storm") { return .tropicalStorm }
        if has("thunderstorm") || has("t-storm") {
            if has("severe") { return .strongStorms }
            if has("isolated") || has("slight chance") { return .isolatedThunderstorms }
            if has("scattered") || has("chance") { return .scatteredThunderstorms }
            return .thunderstorms
        }
        if has("blizzard") { return .blizzard }
        if has("blowing snow") { return .blowingSnow }
        if has("freezing fog") { return .foggy }
        if has("freezing drizzle") { return .freezingDrizzle }
        if has("freezing rain") { return .freezingRain }
        if has("hail") { return .hail }
        if has("sleet") || has("ice pellets") { return .sleet }
        if has("wintry mix") || (has("rain") && has("snow")) { return .wintryMix }
        if has("heavy snow") { return .heavySnow }
        if has("light snow") || has("flurries") || has("snow showers") { return .flurries }
        if has("snow") { return .snow }
        if has("heavy rain") { return .heavyRain }
        if has("drizzle") { return .drizzle }
        if has("rain") || has("showers") { return .rain }
        if has("fog") { return .foggy }
        if has("smoke") { return .smoky }
        if has("haze") { return .haze }
        if has("dust") || has("sand") { return .blowingDust }
        if has("mostly sunny") || has("mostly clear") { return .mostlyClear }
        if has("partly sunny") || has("partly cloudy") { return .partlyCloudy }
        if has("mostly cloudy") { return .mostlyCloudy }
        if has("cloudy") || has("overcast") { return .cloudy }
        if has("sunny") || has("clear") || has("fair") { return .clear }
        if has("windy") { return .windy }
        if has("breezy") { return .breezy }
        if has("hot") { return .hot }
        if has("cold") { return .frigid }
        return nil
    }
}

extension NationalWeatherService {
    /// A wind speed written as text, such as `"18 mph"` or `"7 to 15 mph"`.
    struct WindText: Equatable {
        /// The lowest speed named.
        let low: Measurement<UnitSpeed>
        /// The highest speed named (the same as `low` for a single speed).
        let high: Measurement<UnitSpeed>

        /// Whether the text gives a range.
        var isRange: Bool { low != high }

        /// Reads `"N unit"`, `"N to M unit"` and `"Calm"` (0); the unit is `mph`, `km/h`, `kt` or `m/s`, and
        /// `mph` when none is named. `nil` for anything else (empty text, a negative or non-finite number).
        init?(_ text: String) {
            let words = text.lowercased().split(whereSeparator: \.isWhitespace)
            if words == ["calm"] {
                low = Measurement(value: 0, unit: .milesPerHour)
                high = low
                return
            }
            var unit = UnitSpeed.milesPerHour
            var numbers: [Double] = []
            for word in words {
                if let number = Double(word), number.isFinite, number >= 0, number < 1_000 {
                    numbers.append(number)
                } else if let named = Self.unit(named: word) {
                    unit = named
                } else if word != "to" {
                    return nil
                }
            }
            guard let first = numbers.first, numbers.count <= 2 else { return nil }
            let last = numbers.last ?? first
            low = Measurement(value: min(first, last), unit: unit)
            high = Measurement(value: max(first, last), unit: unit)
        }

        /// The unit a word names, or `nil`.
        private static func unit(named word: Substring) -> UnitSpeed? {
            switch word {
            case "mph": .milesPerHour
            case "km/h", "kph": .kilometersPerHour
            case "kt", "kts", "knots": .knots
            case "m/s": .metersPerSecond
            default: nil
            }
        }
    }

    /// The direction in degrees of a compass point (`"N"`, `"WSW"`…), or `nil` for anything else.
    static func degrees(ofCompassPoint point: String) -> Measurement<UnitAngle>? {
        guard let index = compassPoints.firstIndex(of: point.uppercased()) else { return nil }
        return Measurement(value: Double(index) * 22.5, unit: .degrees)
    }

    private static let compassPoints = [
        "N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW",
    ]
}
