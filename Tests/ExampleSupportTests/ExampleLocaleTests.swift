import Foundation
import Testing
import WeatherModels

@testable import ExampleSupport

@Suite("The examples' language and units: --lang, --units and the POSIX environment")
struct ExampleLocaleTests {
    @Test func theEnvironmentFollowsPOSIXPrecedence() throws {
        #expect(try ExampleLocale.locale(lang: nil, environment: ["LANG": "ru_RU.UTF-8"]).identifier == "ru_RU")
        #expect(
            try ExampleLocale.locale(lang: nil, environment: ["LANG": "ru_RU.UTF-8", "LC_ALL": "ja_JP.UTF-8"])
                .identifier == "ja_JP")
        #expect(
            try ExampleLocale.locale(lang: nil, environment: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR"])
                .identifier == "fr_FR")
        #expect(try ExampleLocale.locale(lang: nil, environment: ["LANG": "C.UTF-8"]).identifier == "en_150")
        #expect(try ExampleLocale.locale(lang: nil, environment: [:]).identifier == "en_150")
    }

    @Test func langChoosesTheLanguageAndKeepsTheEnvironmentsRegion() throws {
        #expect(try ExampleLocale.locale(lang: "ja", environment: [:]).identifier == "ja")
        #expect(try ExampleLocale.locale(lang: "en", environment: ["LANG": "ru_RU.UTF-8"]).identifier == "en_RU")
        #expect(try ExampleLocale.locale(lang: "pt-BR", environment: ["LANG": "ru_RU.UTF-8"]).identifier == "pt_BR")
    }

    @Test(arguments: ["", "r", "ru!", "../../etc", "русский"])
    func aLangThatIsNoLanguageCodeIsAUsageError(lang: String) {
        #expect(throws: UsageError.self) { try ExampleLocale.locale(lang: lang, environment: [:]) }
    }

    @Test func unitsAreChosenPerQuantityOnTopOfTheLocales() throws {
        let russian = UnitPreferences(locale: Locale(identifier: "ru_RU"))
        #expect(try ExampleLocale.units("metric", base: russian) == .metric)
        #expect(try ExampleLocale.units("Imperial", base: russian) == .imperial)
        var expected = russian
        expected.windSpeed = .knots
        expected.temperature = .fahrenheit
        #expect(try ExampleLocale.units("kn, f", base: russian) == expected)
        #expect(try ExampleLocale.units("imperial,hpa", base: .metric).pressure == .hectopascals)
        #expect(throws: UsageError.self) { try ExampleLocale.units("kelvin", base: .metric) }
    }

    @Test func wideAndInvisibleCharactersAreCountedByTheColumnsTheyTake() {
        #expect(TerminalStyle.visibleWidth("東京") == 4)
        #expect(TerminalStyle.visibleWidth("Москва") == 6)
        #expect(TerminalStyle.visibleWidth("\u{200E}-3°م") == 4)
        #expect(TerminalStyle.visibleWidth("é") == 1)
        #expect(TerminalStyle.visibleWidth("☁️ Cloudy") == 9)
        #expect(TerminalStyle.visibleWidth("🌧 Rain") == 7)
        var table = TextTable(columns: [.init("City"), .init("Temp", alignment: .right)])
        table.append(["東京", "9°C"])
        table.append(["Berlin", "12°C"])
        let lines = table.render()
        #expect(lines.map(TerminalStyle.visibleWidth) == [12, 12, 12])
        #expect(lines[1] == "東京     9°C")
    }

    @Test func aRetryLineSaysWhichRequestItRetries() {
        #expect(NetworkProgress.request("https://api.openweathermap.org/geo/1.0/reverse?lat=1") == "placeLookup")
        #expect(NetworkProgress.request("https://api.openweathermap.org/data/3.0/onecall?lat=1") == "weather")
        #expect(NetworkProgress.request("https://air-quality-api.open-meteo.com/v1/air-quality") == "airQuality")
        #expect(
            NetworkProgress.request("https://api.openweathermap.org/data/3.0/onecall/timemachine") == "pastWeather")
    }
}
