import Testing
import WeatherModels
import WeatherProviders

@testable import WeatherSandbox

@Suite("Conditions")
struct SandboxConditionTests {
    @Test("Every provider's code for a condition maps to a known condition of the same kind")
    func providerCodesAgree() {
        let wet: Set<WeatherCondition> = [
            .drizzle, .rain, .heavyRain, .freezingRain, .sleet, .wintryMix, .flurries, .snow, .heavySnow,
            .isolatedThunderstorms, .thunderstorms, .strongStorms,
        ]
        for condition in SandboxCondition.all {
            let mapped = [
                WeatherCondition(openWeatherID: condition.openWeatherID),
                WeatherCondition(wmoCode: condition.wmoCode),
                WeatherCondition(weatherAPICode: condition.weatherAPICode),
                WeatherCondition(text: condition.freeTestText),
            ]
            #expect(!mapped.contains(.unknown), "\(condition.description): \(mapped)")
            #expect(
                mapped.allSatisfy { wet.contains($0) == condition.isPrecipitation },
                "\(condition.description): \(mapped)")
        }
    }

    @Test("OpenWeather icons are the ones the client's table gives for the same id, by day and by night")
    func openWeatherIcons() {
        for condition in SandboxCondition.all {
            let mapped = WeatherCondition(openWeatherID: condition.openWeatherID)
            #expect(condition.openWeatherIcon(isDaylight: true) == mapped.openWeatherIconCode(isDaylight: true))
            #expect(condition.openWeatherIcon(isDaylight: false) == mapped.openWeatherIconCode(isDaylight: false))
        }
    }

    @Test("Descriptions are translated for German, French and Spanish, English otherwise")
    func translations() {
        for condition in SandboxCondition.all {
            for language in ["de", "fr", "es", "sp"] {
                #expect(condition.openWeatherDescription(language: language) != condition.openWeatherEnglish)
                #expect(condition.weatherAPIText(isDaylight: true, language: language) != condition.weatherAPIText)
            }
            #expect(condition.openWeatherDescription(language: "kr") == condition.openWeatherEnglish)
            #expect(condition.openWeatherDescription(language: nil) == condition.openWeatherEnglish)
        }
        #expect(SandboxCondition.clearSky.weatherAPIText(isDaylight: false, language: nil) == "Clear")
    }

    @Test(
        "Cloud bands follow OpenWeather's percentages",
        arguments: [
            (0, 800), (10, 800), (11, 801), (25, 801), (26, 802), (50, 802), (51, 803), (84, 803), (85, 804),
            (100, 804),
        ])
    func cloudBands(percent: Int, id: Int) {
        #expect(SandboxCondition.clouds(percent: percent).openWeatherID == id)
    }
}
