import Foundation
import Testing
import WeatherModels

@Suite("WeatherFormatter: values, words and times in the locale's language and units")
struct WeatherFormatterTests {
    let english = WeatherFormatter(locale: Locale(identifier: "en_GB"), units: .metric)
    let american = WeatherFormatter(locale: Locale(identifier: "en_US"))
    let russian = WeatherFormatter(locale: Locale(identifier: "ru_RU"))
    let japanese = WeatherFormatter(locale: Locale(identifier: "ja_JP"))
    let german = WeatherFormatter(locale: Locale(identifier: "de_DE"))
    let arabic = WeatherFormatter(locale: Locale(identifier: "ar_EG"))

    static let northwest = Wind(
        speed: Measurement(value: 5, unit: .metersPerSecond), direction: Measurement(value: 315, unit: .degrees))

    @Test func russianForecastsUseMetresPerSecondAndMillimetresOfMercury() {
        #expect(russian.units.windSpeed == .metersPerSecond)
        #expect(russian.units.pressure == .millimetersOfMercury)
        #expect(russian.wind(Self.northwest) == "5 м/с СЗ")
        #expect(russian.pressure(Measurement(value: 1013.25, unit: .hectopascals)) == "760 мм рт. ст.")
        #expect(russian.temperature(Measurement(value: -3.4, unit: .celsius)) == "-3 °C")
        #expect(russian.condition(.partlyCloudy) == "Переменная облачность")
    }

    @Test func americanForecastsUseFahrenheitMilesPerHourAndInches() {
        let pressure = Measurement(value: 1013.25, unit: UnitPressure.hectopascals)
        #expect(american.temperature(Measurement(value: 21.4, unit: .celsius)) == "71°F")
        #expect(american.wind(Self.northwest) == "11 mph NW")
        #expect(american.pressure(pressure) == "29.92 inHg")
        #expect(american.precipitation(Measurement(value: 25.4, unit: .millimeters)) == "1.00 in")
        #expect(american.distance(Measurement(value: 16_093.44, unit: .meters)) == "10 mi")
    }

    @Test func eachQuantityCanBeChosenApart() {
        var units = UnitPreferences(locale: Locale(identifier: "de_DE"))
        units.windSpeed = .knots
        units.pressure = .inchesOfMercury
        let chosen = WeatherFormatter(locale: Locale(identifier: "de_DE"), units: units)
        #expect(chosen.wind(Self.northwest) == "10 kn NW")
        #expect(chosen.pressure(Measurement(value: 1013.25, unit: .hectopascals)) == "29,92 inHg")
        #expect(chosen.temperature(Measurement(value: 7.6, unit: .celsius)) == "8 °C")
    }

    static let forces: [(Double, String)] = [(0.2, "0"), (1.5, "1"), (3.3, "2"), (10, "5"), (20, "8"), (40, "12")]

    @Test(arguments: forces)
    func beaufortForcesFollowTheWMOLimits(metersPerSecond: Double, force: String) {
        let beaufort = WeatherFormatter(
            locale: Locale(identifier: "en_GB"), units: UnitPreferences(windSpeed: .beaufort))
        #expect(beaufort.windSpeed(Measurement(value: metersPerSecond, unit: .metersPerSecond)) == "\(force) Bft")
    }

    @Test func numbersUseTheLocalesSeparatorsAndNeverShowMinusZero() {
        #expect(german.number(5.43, fractionDigits: 1) == "5,4")
        #expect(english.number(5.43, fractionDigits: 1) == "5.4")
        #expect(english.temperature(Measurement(value: -0.4, unit: .celsius)) == "0°C")
        #expect(english.number(12_345) == "12,345")
        #expect(english.number(1013) == "1013")
        #expect(english.temperature(Measurement(value: 1e300, unit: .celsius)) == "–")
        #expect(english.temperature(nil) == "–")
    }

    @Test func arabicKeepsAMinusSignOnTheLeftOfItsNumber() {
        #expect(arabic.temperature(Measurement(value: -3, unit: .celsius)).hasPrefix("\u{200E}-3"))
        #expect(arabic.isRightToLeft)
        #expect(!english.isRightToLeft)
    }

    @Test func timesFollowTheLocalesClock() throws {
        // 2026-03-29 13:30 UTC.
        let date = Date(timeIntervalSince1970: 1_774_791_000)
        let utc = try #require(TimeZone(identifier: "UTC"))
        // CLDR puts a narrow no-break space before the period of the day.
        #expect(american.time(date, in: utc) == "1:30\u{202F}PM")
        #expect(english.time(date, in: utc) == "13:30")
        #expect(russian.time(date, in: utc) == "13:30")
        #expect(russian.weekday(date, in: utc, abbreviated: false) == "воскресенье")
        #expect(german.dayAndMonth(date, in: utc) == "29. März")
    }

    @Test func theFirstWeekdayComesFromTheLocale() {
        #expect(american.firstWeekday == 1)
        #expect(german.firstWeekday == 2)
    }

    @Test func dayLabelsSayTodayAndTomorrowInThePlacesCalendar() throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let now = Date(timeIntervalSince1970: 1_774_791_000)  // 22:30 in Tokyo
        #expect(russian.dayLabel(now, in: tokyo, now: now) == "Сегодня")
        #expect(russian.dayLabel(now.addingTimeInterval(3_600), in: tokyo, now: now) == "Сегодня")
        #expect(russian.dayLabel(now.addingTimeInterval(7_200), in: tokyo, now: now) == "Завтра")
        #expect(russian.dayLabel(now.addingTimeInterval(-86_400), in: tokyo, now: now) == "Вчера")
        #expect(english.dayLabel(now.addingTimeInterval(3 * 86_400), in: tokyo, now: now) == "Wed")
    }

    static let russianAges: [(Double, String)] = [
        (60, "1 минуту назад"), (120, "2 минуты назад"), (300, "5 минут назад"), (1_260, "21 минуту назад"),
        (39_600, "11 часов назад"), (1_900_800, "22 дня назад"),
    ]

    @Test(arguments: russianAges)
    func russianAgesTakeTheirThreePluralForms(seconds: Double, text: String) {
        #expect(russian.age(seconds) == text)
    }

    @Test func spokenValuesNameTheirUnitsInWords() {
        #expect(english.spokenTemperature(Measurement(value: 8, unit: .celsius)) == "8 degrees Celsius")
        #expect(english.spokenTemperature(Measurement(value: 1, unit: .celsius)) == "1 degree Celsius")
        #expect(english.spokenWind(Self.northwest) == "18 kilometers per hour from the northwest")
        #expect(english.spokenPercent(0.4) == "40 percent")
        #expect(russian.spokenTemperature(Measurement(value: 2, unit: .celsius)).contains("градуса"))
        #expect(english.accessibilityDescription(of: .partlyCloudy) == "Partly cloudy sky")
    }

    @Test func japaneseHasItsOwnWords() {
        #expect(japanese.condition(.rain) != WeatherFormatter(locale: Locale(identifier: "en")).condition(.rain))
        #expect(japanese.compassDirection(of: Self.northwest) == "北西")
    }

    @Test func aLanguageTheSDKLacksGetsEnglishWordsWithItsOwnNumbersAndUnits() throws {
        let polish = WeatherFormatter(locale: Locale(identifier: "pl_PL"))
        #expect(polish.condition(.rain) == "Rain")
        #expect(polish.number(2.5, fractionDigits: 1) == "2,5")
        #expect(polish.units == .metric)
        let utc = try #require(TimeZone(identifier: "UTC"))
        #expect(polish.weekday(Date(timeIntervalSince1970: 1_774_791_000), in: utc) == "Sun")
    }

    @Test func everyWordHasATranslationInEveryLanguage() {
        for identifier in ["en", "ru", "de", "fr", "es", "it", "pt_BR", "ja", "zh_Hans", "ar"] {
            let formatter = WeatherFormatter(locale: Locale(identifier: identifier))
            for condition in WeatherCondition.allCases {
                #expect(!formatter.condition(condition).hasPrefix("condition."), "\(identifier) \(condition)")
            }
            for phase in MoonPhase.allCases {
                #expect(!formatter.moonPhase(phase).hasPrefix("moon."), "\(identifier) \(phase)")
            }
            for category in AirQualityCategory.allCases {
                #expect(!formatter.airQuality(category).hasPrefix("airQuality."), "\(identifier) \(category)")
            }
            for pollutant in Pollutant.allCases {
                #expect(!formatter.pollutant(pollutant).hasPrefix("pollutant."), "\(identifier) \(pollutant)")
            }
            let severities: [String?] = ["Extreme", "severe", "MODERATE", "Minor", "Unknown", nil]
            for severity in severities {
                #expect(
                    !formatter.alertSeverity(severity).hasPrefix("alert."),
                    "\(identifier) \(String(describing: severity))")
            }
        }
        #expect(english.alertSeverity("Catastrophic") == "Catastrophic")
    }

    /// The samples of the article "Showing weather in the user's language", line for line.
    @Test func articleSamples() {
        var printed: [String] = []
        func print(_ text: String) { printed.append(text) }

        let wind = Wind(
            speed: Measurement(value: 5, unit: .metersPerSecond), direction: Measurement(value: 315, unit: .degrees))
        let russian = WeatherFormatter(locale: Locale(identifier: "ru_RU"))
        print(russian.wind(wind))  // 5 м/с СЗ
        print(russian.pressure(Measurement(value: 1013.25, unit: .hectopascals)))  // 760 мм рт. ст.
        print(russian.condition(.partlyCloudy))  // Переменная облачность
        print(russian.age(300))  // 5 минут назад

        let american = WeatherFormatter(locale: Locale(identifier: "en_US"))
        print(american.temperature(Measurement(value: 21.4, unit: .celsius)))  // 71°F
        print(american.spokenWind(wind))  // 11 miles per hour from the northwest

        var units = UnitPreferences(locale: Locale(identifier: "de_DE"))
        units.windSpeed = .beaufort
        let format = WeatherFormatter(locale: Locale(identifier: "de_DE"), units: units)
        print(format.windSpeed(Measurement(value: 10, unit: .metersPerSecond)))  // 5 Bft

        #expect(
            printed == [
                "5 м/с СЗ", "760 мм рт. ст.", "Переменная облачность", "5 минут назад", "71°F",
                "11 miles per hour from the northwest", "5 Bft",
            ])
    }

    @Test func errorsHaveASentenceInTheLanguage() {
        let timeout = WeatherError(.timeout, message: "no answer within 10 s")
        #expect(english.message(for: timeout) == "The service did not answer in time.")
        #expect(russian.message(for: timeout) != english.message(for: timeout))
        let limited = WeatherError(.rateLimited, message: "429", retryAfter: .seconds(290))
        #expect(russian.message(for: limited).contains("5 минут"))
        #expect(english.message(for: CancellationError()) == "Something went wrong.")
    }
}

@Suite("UnitPreferences: what forecasts use in each region")
struct UnitPreferencesTests {
    static let regions: [(String, UnitPreferences)] = [
        ("ru_RU", UnitPreferences(windSpeed: .metersPerSecond, pressure: .millimetersOfMercury)),
        ("ru", UnitPreferences(windSpeed: .metersPerSecond, pressure: .millimetersOfMercury)),
        ("nb_NO", UnitPreferences(windSpeed: .metersPerSecond)),
        ("en_GB", UnitPreferences(windSpeed: .milesPerHour, distance: .miles)),
        ("en_US", UnitPreferences.imperial),
        ("de_DE", UnitPreferences.metric),
        ("ja_JP", UnitPreferences.metric),
        ("en_150", UnitPreferences.metric),
        ("fr_CA", UnitPreferences.metric),
    ]

    @Test(arguments: regions)
    func eachRegionGetsItsCustomaryUnits(identifier: String, expected: UnitPreferences) {
        #expect(UnitPreferences(locale: Locale(identifier: identifier)) == expected)
    }
}
