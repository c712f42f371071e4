import Foundation
import Testing

@testable import WeatherModels

/// Condition families, so that each provider table can be checked against the meaning of its codes.
enum Family: CaseIterable {
    case clearOrCloudy, obscured, drizzleOrRain, freezing, snowOrIce, thunder, wind

    static func of(_ condition: WeatherCondition) -> Family? {
        switch condition {
        case .clear, .mostlyClear, .partlyCloudy, .mostlyCloudy, .cloudy: .clearOrCloudy
        case .foggy, .haze, .smoky, .blowingDust: .obscured
        case .drizzle, .rain, .heavyRain, .sunShowers: .drizzleOrRain
        case .freezingDrizzle, .freezingRain: .freezing
        case .sleet, .wintryMix, .flurries, .sunFlurries, .snow, .heavySnow, .blowingSnow, .blizzard, .hail:
            .snowOrIce
        case .isolatedThunderstorms, .scatteredThunderstorms, .thunderstorms, .strongStorms: .thunder
        case .tropicalStorm, .hurricane, .tornado, .squalls, .breezy, .windy: .wind
        case .frigid, .hot, .unknown: nil
        }
    }
}

@Suite("WeatherCondition")
struct WeatherConditionTests {
    /// Every OpenWeather id of api-contracts §5 with the condition it stands for.
    static let openWeather: [(Int, WeatherCondition)] = [
        (200, .isolatedThunderstorms), (201, .thunderstorms), (202, .strongStorms), (210, .isolatedThunderstorms),
        (211, .thunderstorms), (212, .strongStorms), (221, .scatteredThunderstorms), (230, .thunderstorms),
        (231, .thunderstorms), (232, .thunderstorms),
        (300, .drizzle), (301, .drizzle), (302, .drizzle), (310, .drizzle), (311, .drizzle), (312, .rain),
        (313, .rain), (314, .heavyRain), (321, .drizzle),
        (500, .rain), (501, .rain), (502, .heavyRain), (503, .heavyRain), (504, .heavyRain), (511, .freezingRain),
        (520, .rain), (521, .rain), (522, .heavyRain), (531, .rain),
        (600, .flurries), (601, .snow), (602, .heavySnow), (611, .sleet), (612, .sleet), (613, .sleet),
        (615, .wintryMix), (616, .wintryMix), (620, .flurries), (621, .snow), (622, .heavySnow),
        (701, .foggy), (711, .smoky), (721, .haze), (731, .blowingDust), (741, .foggy), (751, .blowingDust),
        (761, .blowingDust), (762, .smoky), (771, .squalls), (781, .tornado),
        (800, .clear), (801, .mostlyClear), (802, .partlyCloudy), (803, .mostlyCloudy), (804, .cloudy),
    ]

    @Test("every OpenWeather id", arguments: openWeather)
    func openWeatherID(id: Int, expected: WeatherCondition) {
        let condition = WeatherCondition(openWeatherID: id)
        #expect(condition == expected)
        let family: Family? =
            switch id / 100 {
            case 2: .thunder
            case 3, 5: id == 511 ? .freezing : .drizzleOrRain
            case 6: .snowOrIce
            case 7: id >= 771 ? .wind : .obscured
            default: .clearOrCloudy
            }
        #expect(Family.of(condition) == family)
    }

    @Test("the table holds exactly the documented ids")
    func openWeatherTableIsComplete() {
        #expect(Set(WeatherCondition.openWeatherIDs.keys) == Set(Self.openWeather.map(\.0)))
    }

    @Test(
        "unknown OpenWeather ids fall back by hundred group",
        arguments: [
            (299, WeatherCondition.thunderstorms), (399, .drizzle), (599, .rain), (699, .snow), (799, .haze),
            (899, .cloudy), (400, .unknown), (900, .unknown), (0, .unknown), (-1, .unknown),
        ])
    func openWeatherFallback(id: Int, expected: WeatherCondition) {
        #expect(WeatherCondition(openWeatherID: id) == expected)
    }

    /// Every WeatherAPI.com code of api-contracts §6, including the 10xx additions.
    static let weatherAPI: [(Int, WeatherCondition)] = [
        (1000, .clear), (1003, .partlyCloudy), (1006, .mostlyCloudy), (1009, .cloudy), (1012, .haze),
        (1015, .haze), (1018, .blowingDust), (1021, .blowingDust), (1024, .blowingDust), (1027, .blowingDust),
        (1030, .foggy), (1033, .smoky), (1036, .smoky), (1039, .haze), (1042, .haze), (1045, .blowingDust),
        (1048, .haze), (1063, .rain), (1066, .flurries), (1069, .sleet), (1072, .freezingDrizzle),
        (1087, .isolatedThunderstorms), (1114, .blowingSnow), (1117, .blizzard), (1135, .foggy), (1147, .foggy),
        (1150, .drizzle), (1153, .drizzle), (1168, .freezingDrizzle), (1171, .freezingDrizzle), (1180, .rain),
        (1183, .rain), (1186, .rain), (1189, .rain), (1192, .heavyRain), (1195, .heavyRain),
        (1198, .freezingRain), (1201, .freezingRain), (1204, .sleet), (1207, .sleet), (1210, .flurries),
        (1213, .flurries), (1216, .snow), (1219, .snow), (1222, .heavySnow), (1225, .heavySnow), (1237, .sleet),
        (1240, .rain), (1243, .heavyRain), (1246, .heavyRain), (1249, .sleet), (1252, .sleet), (1255, .flurries),
        (1258, .snow), (1261, .sleet), (1264, .sleet), (1273, .isolatedThunderstorms), (1276, .thunderstorms),
        (1279, .isolatedThunderstorms), (1282, .thunderstorms),
    ]

    @Test("every WeatherAPI.com code", arguments: weatherAPI)
    func weatherAPICode(code: Int, expected: WeatherCondition) {
        #expect(WeatherCondition(weatherAPICode: code) == expected)
        #expect(WeatherCondition(weatherAPICode: code) != .unknown)
    }

    @Test("the WeatherAPI.com table holds exactly the documented codes; others are unknown")
    func weatherAPITable() {
        #expect(Set(WeatherCondition.weatherAPICodes.keys) == Set(Self.weatherAPI.map(\.0)))
        #expect(Self.weatherAPI.count == 60)
        for code in [0, 999, 1001, 1283, 2000] {
            #expect(WeatherCondition(weatherAPICode: code) == .unknown)
        }
    }

    /// Every WMO code of api-contracts §8.
    static let wmo: [(Int, WeatherCondition)] = [
        (0, .clear), (1, .mostlyClear), (2, .partlyCloudy), (3, .cloudy), (45, .foggy), (48, .foggy),
        (51, .drizzle), (53, .drizzle), (55, .drizzle), (56, .freezingDrizzle), (57, .freezingDrizzle),
        (61, .rain), (63, .rain), (65, .heavyRain), (66, .freezingRain), (67, .freezingRain), (71, .flurries),
        (73, .snow), (75, .heavySnow), (77, .flurries), (80, .rain), (81, .rain), (82, .heavyRain),
        (85, .flurries), (86, .snow), (95, .thunderstorms), (96, .hail), (99, .strongStorms),
    ]

    @Test("every WMO code", arguments: wmo)
    func wmoCode(code: Int, expected: WeatherCondition) {
        #expect(WeatherCondition(wmoCode: code) == expected)
    }

    @Test("the WMO table is complete; other codes are unknown")
    func wmoTable() {
        #expect(Set(WeatherCondition.wmoCodes.keys) == Set(Self.wmo.map(\.0)))
        for code in [4, 44, 50, 100, -1] {
            #expect(WeatherCondition(wmoCode: code) == .unknown)
        }
    }

    static let icons: [(String, WeatherCondition)] = [
        ("01", .clear), ("02", .mostlyClear), ("03", .partlyCloudy), ("04", .mostlyCloudy), ("09", .drizzle),
        ("10", .rain), ("11", .thunderstorms), ("13", .snow), ("50", .foggy),
    ]

    @Test("every OpenWeather icon code, day and night, and back", arguments: icons)
    func icon(number: String, expected: WeatherCondition) {
        for (suffix, isDaylight) in [("d", true), ("n", false)] {
            let code = number + suffix
            #expect(WeatherCondition(openWeatherIconCode: code) == expected)
            #expect(WeatherCondition.isDaylight(openWeatherIconCode: code) == isDaylight)
            #expect(expected.openWeatherIconCode(isDaylight: isDaylight) == code)
        }
    }

    @Test("malformed icon codes give nil", arguments: ["", "01", "01x", "99d", "01dd", "1d", "d01"])
    func badIcon(code: String) {
        #expect(WeatherCondition(openWeatherIconCode: code) == nil)
        #expect(WeatherCondition.isDaylight(openWeatherIconCode: code) == nil)
    }

    @Test("the icon of every OpenWeather id's condition is the documented one", arguments: openWeather)
    func iconOfID(id: Int, expected: WeatherCondition) {
        let icon = WeatherCondition(openWeatherID: id).openWeatherIconCode(isDaylight: true)
        // Drizzle and shower ids document "09d"; heavier ones map to rain, whose icon is "10d".
        let documented: Set<String> =
            switch id {
            case 200..<300: ["11d"]
            case 300..<400, 520..<600: ["09d", "10d"]
            case 511, 600..<700: ["13d"]
            case 500..<511: ["10d"]
            case 700..<800: ["50d"]
            case 800: ["01d"]
            case 801: ["02d"]
            case 802: ["03d"]
            default: ["04d"]
            }
        #expect(documented.contains(icon))
    }

    @Test(
        "free text, case-insensitive",
        arguments: [
            ("Partly Cloudy", WeatherCondition.partlyCloudy), ("Partly cloudy", .partlyCloudy),
            ("partly  cloudy ", .partlyCloudy), ("Rain showers", .rain), ("Rainy", .rain), ("Rain", .rain),
            ("Sunny", .clear), ("Clear sky", .clear), ("CLEAR", .clear), ("Scattered clouds", .partlyCloudy),
            ("Cloudy", .cloudy), ("Overcast clouds", .cloudy), ("Patchy rain nearby", .rain),
            ("Moderate or heavy snow with thunder", .thunderstorms), ("Light freezing rain", .freezingRain),
            ("Heavy snow", .heavySnow), ("mist", .foggy), ("Thunderstorm", .thunderstorms),
            ("mostlyCloudy", .mostlyCloudy), ("Blowing dust", .blowingDust),
            ("Isolated thunderstorms", .isolatedThunderstorms),
            ("", .unknown), ("lorem ipsum", .unknown),
        ])
    func text(text: String, expected: WeatherCondition) {
        #expect(WeatherCondition(text: text) == expected)
    }

    @Test("every known phrase is found however it is spelled: case, spacing, underscores")
    func everyPhraseInAnySpelling() {
        for (phrase, condition) in WeatherCondition.phrases {
            let capitalized = phrase.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }
            for spelling in [
                phrase, phrase.uppercased(), capitalized.joined(separator: " "), " \(phrase)",
                phrase.replacingOccurrences(of: " ", with: "  "), phrase.replacingOccurrences(of: " ", with: "_"),
                "\t\(phrase)\n",
            ] {
                #expect(WeatherCondition(text: spelling) == condition, "\(spelling.debugDescription)")
            }
        }
        // A phrase's letters in another script, or one letter off, are not that phrase.
        #expect(WeatherCondition(text: "Sunnyy") == .clear)  // by keyword ("sun"), not as a phrase
        #expect(WeatherCondition(text: "Ѕunny") == .unknown)  // Cyrillic "Ѕ"
    }

    @Test("every condition's description and raw value parse back", arguments: WeatherCondition.allCases)
    func textRoundTrip(condition: WeatherCondition) {
        #expect(WeatherCondition(text: condition.description) == condition)
        #expect(WeatherCondition(text: condition.rawValue) == condition)
        #expect(WeatherCondition(text: condition.description.uppercased()) == condition)
    }

    @Test("descriptions are distinct sentence-case English; symbols are set", arguments: WeatherCondition.allCases)
    func presentation(condition: WeatherCondition) {
        let description = condition.description
        #expect(description.first?.isUppercase == true)
        #expect(description.dropFirst().allSatisfy { !$0.isUppercase })
        #expect(WeatherCondition.allCases.filter { $0.description == description } == [condition])
        #expect(!condition.symbolName(isDaylight: true).isEmpty)
        #expect(!condition.symbolName(isDaylight: false).isEmpty)
    }

    @Test("day and night symbols differ where the sky shows")
    func symbols() {
        #expect(WeatherCondition.clear.symbolName(isDaylight: true) == "sun.max")
        #expect(WeatherCondition.clear.symbolName(isDaylight: false) == "moon.stars")
        #expect(WeatherCondition.partlyCloudy.symbolName(isDaylight: false) == "cloud.moon")
        #expect(
            WeatherCondition.rain.symbolName(isDaylight: true) == WeatherCondition.rain.symbolName(isDaylight: false))
    }

    @Test("codes as raw values, and unknown raw values decode as unknown")
    func coding() throws {
        for condition in WeatherCondition.allCases {
            let data = try JSONEncoder().encode([condition])
            #expect(String(decoding: data, as: UTF8.self) == "[\"\(condition.rawValue)\"]")
            #expect(try JSONDecoder().decode([WeatherCondition].self, from: data) == [condition])
        }
        let future = try JSONDecoder().decode([WeatherCondition].self, from: Data(#"["volcanicEruption"]"#.utf8))
        #expect(future == [.unknown])
    }
}
