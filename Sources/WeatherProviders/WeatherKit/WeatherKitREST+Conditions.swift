import WeatherModels

extension WeatherCondition {
    /// The condition for a WeatherKit condition code, such as `"MostlyCloudy"`, or `WeatherCondition.unknown`
    /// for a code outside the table.
    ///
    /// The REST API's codes (`Dust`, `Thunderstorm`, `SevereThunderstorm`, `ScatteredShowers`…) and the
    /// names of the Swift framework's conditions (`blowingDust`, `strongStorms`…) are both understood, in
    /// any case.
    ///
    /// ```
    /// WeatherCondition(weatherKitCode: "MostlyCloudy")  // .mostlyCloudy
    /// WeatherCondition(weatherKitCode: "Thunderstorm")  // .thunderstorms
    /// ```
    package init(weatherKitCode code: String) {
        self = WeatherKitREST.conditions[code.lowercased()] ?? .unknown
    }
}

extension WeatherKitREST {
    /// The condition codes, lower-cased.
    static let conditions: [String: WeatherCondition] = [
        "clear": .clear, "mostlyclear": .mostlyClear, "partlycloudy": .partlyCloudy, "mostlycloudy": .mostlyCloudy,
        "cloudy": .cloudy, "foggy": .foggy, "fog": .foggy, "haze": .haze, "smoky": .smoky, "smoke": .smoky,
        "blowingdust": .blowingDust, "dust": .blowingDust, "breezy": .breezy, "windy": .windy,
        "drizzle": .drizzle, "rain": .rain, "showers": .rain, "scatteredshowers": .rain, "heavyrain": .heavyRain,
        "sunshowers": .sunShowers, "freezingdrizzle": .freezingDrizzle, "freezingrain": .freezingRain,
        "sleet": .sleet, "mixedrainandsleet": .wintryMix, "mixedrainandsnow": .wintryMix,
        "mixedsnowandsleet": .wintryMix, "mixedrainfall": .rain, "wintrymix": .wintryMix, "flurries": .flurries,
        "sunflurries": .sunFlurries, "snow": .snow, "snowshowers": .snow, "scatteredsnowshowers": .flurries,
        "heavysnow": .heavySnow, "blowingsnow": .blowingSnow, "blizzard": .blizzard, "hail": .hail,
        "isolatedthunderstorms": .isolatedThunderstorms, "scatteredthunderstorms": .scatteredThunderstorms,
        "thunderstorm": .thunderstorms, "thunderstorms": .thunderstorms, "severethunderstorm": .strongStorms,
        "strongstorms": .strongStorms, "tropicalstorm": .tropicalStorm, "hurricane": .hurricane,
        "tornado": .tornado, "frigid": .frigid, "hot": .hot,
    ]

    /// The moon phase names, as fractions of the cycle (0 new, 0.5 full).
    static let moonPhases: [String: Double] = [
        "new": 0, "waxingcrescent": 0.125, "firstquarter": 0.25, "waxinggibbous": 0.375, "full": 0.5,
        "waninggibbous": 0.625, "thirdquarter": 0.75, "lastquarter": 0.75, "waningcrescent": 0.875,
    ]
}
