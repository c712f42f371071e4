import Foundation
import Testing

@testable import WeatherProviders

@Suite("OpenWeather condition ids and icons")
struct OpenWeatherConditionTests {
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
}
