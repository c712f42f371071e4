import Foundation
import Testing

@testable import WeatherProviders

@Suite("MET Norway symbol codes")
struct METNorwayConditionTests {
    /// Every base name of api-contracts §10 (metno/weathericons `legend.csv`), legacy spellings included.
    static let symbols: [(String, WeatherCondition)] = [
        ("clearsky", .clear), ("fair", .mostlyClear), ("partlycloudy", .partlyCloudy), ("cloudy", .cloudy),
        ("lightrainshowers", .drizzle), ("rainshowers", .rain), ("heavyrainshowers", .heavyRain),
        ("lightrainshowersandthunder", .isolatedThunderstorms), ("rainshowersandthunder", .thunderstorms),
        ("heavyrainshowersandthunder", .strongStorms),
        ("lightsleetshowers", .wintryMix), ("sleetshowers", .wintryMix), ("heavysleetshowers", .wintryMix),
        ("lightssleetshowersandthunder", .isolatedThunderstorms), ("sleetshowersandthunder", .thunderstorms),
        ("heavysleetshowersandthunder", .strongStorms),
        ("lightsnowshowers", .flurries), ("snowshowers", .snow), ("heavysnowshowers", .heavySnow),
        ("lightssnowshowersandthunder", .isolatedThunderstorms), ("snowshowersandthunder", .thunderstorms),
        ("heavysnowshowersandthunder", .strongStorms),
        ("lightrain", .drizzle), ("rain", .rain), ("heavyrain", .heavyRain),
        ("lightrainandthunder", .isolatedThunderstorms), ("rainandthunder", .thunderstorms),
        ("heavyrainandthunder", .strongStorms),
        ("lightsleet", .wintryMix), ("sleet", .wintryMix), ("heavysleet", .wintryMix),
        ("lightsleetandthunder", .isolatedThunderstorms), ("sleetandthunder", .thunderstorms),
        ("heavysleetandthunder", .strongStorms),
        ("lightsnow", .flurries), ("snow", .snow), ("heavysnow", .heavySnow),
        ("lightsnowandthunder", .isolatedThunderstorms), ("snowandthunder", .thunderstorms),
        ("heavysnowandthunder", .strongStorms),
        ("fog", .foggy),
    ]

    @Test("every base name, alone and with each variant", arguments: symbols)
    func everyCode(base: String, expected: WeatherCondition) {
        for suffix in ["", "_day", "_night", "_polartwilight"] {
            #expect(WeatherCondition(metNorwaySymbol: base + suffix) == expected, "\(base + suffix)")
        }
        #expect(METNorway.Symbol(base + "_day").isDaylight == true)
        #expect(METNorway.Symbol(base + "_night").isDaylight == false)
        #expect(METNorway.Symbol(base + "_polartwilight").isDaylight == false)
        #expect(METNorway.Symbol(base).isDaylight == nil)
    }

    @Test("the table holds exactly the 41 base names; each maps into its family")
    func table() {
        #expect(Self.symbols.count == 41)
        #expect(Set(METNorway.symbolConditions.keys) == Set(Self.symbols.map(\.0)))
        for (base, condition) in Self.symbols {
            let family = Family.of(condition)
            if base.contains("thunder") {
                #expect(family == .thunder, "\(base)")
            } else if base.contains("snow") || base.contains("sleet") {
                #expect(family == .snowOrIce, "\(base)")
            } else if base.contains("rain") {
                #expect(family == .drizzleOrRain, "\(base)")
            } else if base == "fog" {
                #expect(family == .obscured)
            } else {
                #expect(family == .clearOrCloudy, "\(base)")
            }
        }
    }

    @Test("unknown codes map to unknown without failing", arguments: ["", "_day", "sunny", "RAIN", "clear-sky"])
    func unknownCodes(code: String) {
        #expect(WeatherCondition(metNorwaySymbol: code) == .unknown)
    }

    @Test("an unknown variant keeps the base's condition and says nothing about the sun")
    func unknownVariant() {
        #expect(WeatherCondition(metNorwaySymbol: "rain_evening") == .rain)
        #expect(METNorway.Symbol("rain_evening").isDaylight == nil)
    }

    @Test("significance: thunder, then heavier, then snow over sleet over rain, then steady over showers, then sky")
    func significance() {
        let ordered = [
            "sunny", "clearsky_day", "fair_night", "partlycloudy_day", "cloudy", "fog", "lightrainshowers_day",
            "lightrain", "lightsleet", "lightsnowshowers_night", "lightsnow", "rainshowers_day", "rain", "sleet",
            "snow", "heavyrain", "heavysnow", "lightrainandthunder", "lightssnowshowersandthunder_day",
            "rainandthunder", "heavysnowandthunder",
        ]
        let ranks = ordered.map { METNorway.Symbol($0).significance }
        #expect(ranks == ranks.sorted())
        #expect(Set(ranks).count == ranks.count)
    }
}
