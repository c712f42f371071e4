import Foundation
import Testing

@testable import WeatherProviders

@Suite("WMO weather codes (Open-Meteo)")
struct WMOConditionTests {
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
}
