import Foundation
import Testing

@testable import WeatherModels

@Suite("Insight: the day in parts, significant changes and the next hour")
struct InsightTests {
    let berlin = TestValues.timeZone("Europe/Berlin")
    let utc = TestValues.timeZone("UTC")

    /// Midnight of `year-month-day` in `zone`.
    func midnight(_ year: Int, _ month: Int, _ day: Int, in zone: TimeZone) throws -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return try #require(calendar.date(from: DateComponents(year: year, month: month, day: day)))
    }

    /// One hour per hour from `start` for `count` hours, the temperature and condition of each from the closures.
    func hours(
        from start: Date, count: Int, temperature: (Int) -> Double = { Double($0) },
        condition: (Int) -> WeatherCondition = { _ in .cloudy }, chance: (Int) -> Double? = { _ in nil }
    ) -> [HourForecast] {
        (0..<count).map { index in
            HourForecast(
                date: start.addingTimeInterval(Double(index) * 3600),
                temperature: Measurement(value: temperature(index), unit: .celsius), condition: condition(index),
                precipitationChance: chance(index))
        }
    }

    // MARK: - Day parts

    @Test func aDayInFourPartsTakesEachPartsHighLowAndMostFrequentCondition() throws {
        let day = try midnight(2026, 11, 27, in: berlin)
        let weather = TestValues.weather(
            timeZone: berlin,
            hourly: hours(
                from: day, count: 24, temperature: { Double($0) },
                condition: { $0 >= 12 && $0 < 15 ? .rain : $0 >= 15 && $0 < 18 ? .cloudy : .clear },
                chance: { $0 == 13 ? 0.8 : 0.1 }))

        let parts = weather.dayParts(on: day.addingTimeInterval(10 * 3600))

        #expect(parts.map(\.part) == DayPart.quarters)
        #expect(parts.map(\.lowTemperature.value) == [0, 6, 12, 18])
        #expect(parts.map(\.highTemperature.value) == [5, 11, 17, 23])
        #expect(parts.map(\.hourCount) == [6, 6, 6, 6])
        #expect(parts.allSatisfy { $0.isComplete })
        // Three hours of rain and three of cloud: the tie goes to the more significant rain.
        #expect(parts[2].condition == .rain)
        #expect(parts[2].precipitationChance == 0.8)
        #expect(parts[0].condition == .clear)
    }

    @Test func onTheSpringForwardDayTheNightPartIsFiveHoursLong() throws {
        // Berlin, 29 March 2026: 02:00 becomes 03:00, so the day has 23 hours.
        let day = try midnight(2026, 3, 29, in: berlin)
        let weather = TestValues.weather(timeZone: berlin, hourly: hours(from: day, count: 23))

        let parts = weather.dayParts(on: day)

        #expect(parts[0].end.timeIntervalSince(parts[0].start) == 5 * 3600)
        #expect(parts[0].hourCount == 5)
        #expect(parts[1].end.timeIntervalSince(parts[1].start) == 6 * 3600)
        #expect(parts.map(\.hourCount) == [5, 6, 6, 6])
        #expect(parts.allSatisfy { $0.isComplete })
    }

    @Test func onTheFallBackDayTheNightPartIsSevenHoursLong() throws {
        // Berlin, 25 October 2026: 03:00 becomes 02:00 again, so the day has 25 hours.
        let day = try midnight(2026, 10, 25, in: berlin)
        let weather = TestValues.weather(timeZone: berlin, hourly: hours(from: day, count: 25))

        let parts = weather.dayParts(on: day)

        #expect(parts[0].end.timeIntervalSince(parts[0].start) == 7 * 3600)
        #expect(parts.map(\.hourCount) == [7, 6, 6, 6])
    }

    @Test func aPartWithSomeHoursIsKeptAndSaysItIsIncompleteAndOneWithNoneIsLeftOut() throws {
        let day = try midnight(2026, 11, 27, in: berlin)
        // The forecast starts at 09:00 and ends at 20:00.
        let weather = TestValues.weather(
            timeZone: berlin, hourly: hours(from: day.addingTimeInterval(9 * 3600), count: 11))

        let parts = weather.dayParts(on: day)

        #expect(parts.map(\.part) == [.morning, .afternoon, .evening])
        #expect(parts.map(\.isComplete) == [false, true, false])
        #expect(parts.map(\.hourCount) == [3, 6, 2])
    }

    @Test func twiceDailyHalvesRunFromSevenToSevenAcrossMidnight() throws {
        let day = try midnight(2026, 11, 27, in: berlin)
        let weather = TestValues.weather(timeZone: berlin, hourly: hours(from: day, count: 48))

        let halves = weather.dayParts(on: day, parts: DayPart.halves)

        #expect(halves.map(\.part) == [.daytime, .night])
        #expect(halves[0].start == day.addingTimeInterval(7 * 3600))
        #expect(halves[1].end == day.addingTimeInterval(31 * 3600))
        #expect(halves[1].hourCount == 12)
        #expect(halves[1].highTemperature.value == 30)
    }

    @Test func threeHourStepsCoverAPart() throws {
        let day = try midnight(2026, 11, 27, in: utc)
        let steps = (0..<8).map { index in
            HourForecast(
                date: day.addingTimeInterval(Double(index) * 3 * 3600),
                temperature: Measurement(value: Double(index), unit: .celsius), condition: .cloudy)
        }
        let weather = TestValues.weather(timeZone: utc, hourly: steps)

        let parts = weather.dayParts(on: day)

        #expect(parts.map(\.hourCount) == [2, 2, 2, 2])
        #expect(parts.allSatisfy { $0.isComplete })
    }

    // MARK: - Significant changes

    /// Consecutive local days from 27 November 2026 in Berlin with these highs, lows and chances.
    func days(highs: [Double], lows: [Double]? = nil, chances: [Double?]? = nil) throws -> [DayForecast] {
        let first = try midnight(2026, 11, 27, in: berlin)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = berlin
        return try highs.indices.map { index in
            DayForecast(
                date: try #require(calendar.date(byAdding: .day, value: index, to: first)),
                highTemperature: Measurement(value: highs[index], unit: .celsius),
                lowTemperature: Measurement(value: lows?[index] ?? highs[index] - 6, unit: .celsius),
                condition: .cloudy, precipitationChance: chances?[index] ?? 0)
        }
    }

    @Test func aJumpOfTheHighByFiveDegreesOrMoreIsAChange() throws {
        let daily = try days(highs: [10, 10, 3, 4.5, 12, 8], lows: [2, 2, 1, 1, 3, 3])
        let weather = TestValues.weather(timeZone: berlin, daily: daily)

        let changes = weather.significantChanges()

        #expect(changes.count == 2)
        #expect(changes[0].day == daily[2].date)
        #expect(changes[0].kind == .colder(by: Measurement(value: 7, unit: .celsius)))
        #expect(changes[1].day == daily[4].date)
        #expect(changes[1].kind == .warmer(by: Measurement(value: 7.5, unit: .celsius)))
    }

    @Test func theFirstFrostIsTheFirstLowAtOrBelowZeroAfterAMildNight() throws {
        let daily = try days(highs: [8, 8, 7, 7, 8, 8], lows: [3, 1, -1, -3, 2, -2])
        let changes = TestValues.weather(timeZone: berlin, daily: daily).significantChanges()

        #expect(changes == [WeatherChange(kind: .firstFrost(low: daily[2].lowTemperature), day: daily[2].date)])
    }

    @Test func frostOnTheFirstDayMeansNoLaterFrostIsTheFirst() throws {
        let daily = try days(highs: [3, 3, 3, 3], lows: [-1, 2, -2, -3])
        #expect(TestValues.weather(timeZone: berlin, daily: daily).significantChanges().isEmpty)
    }

    @Test func twoOrMoreWetDaysAfterADryOneStartARainySpell() throws {
        let daily = try days(highs: [8, 8, 8, 8, 8, 8, 8], chances: [0.1, 0.8, 0.9, 0.6, 0.2, 0.7, 0.1])
        let changes = TestValues.weather(timeZone: berlin, daily: daily).significantChanges()

        // One wet day (the sixth) is a shower, not a spell.
        #expect(changes == [WeatherChange(kind: .rainySpell(days: 3), day: daily[1].date)])
    }

    @Test func daysWithAGapBetweenThemAreNotCompared() throws {
        var daily = try days(highs: [10, 2])
        daily[1].date = daily[1].date.addingTimeInterval(2 * 86_400)
        #expect(TestValues.weather(timeZone: berlin, daily: daily).significantChanges().isEmpty)
    }

    // MARK: - Next hour

    /// A minute series from `start`, one step each `step` seconds, with `rates` in mm/h.
    func minutes(from start: Date, step: Double = 60, rates: [Double]) -> [MinuteForecast] {
        rates.indices.map { index in
            MinuteForecast(
                date: start.addingTimeInterval(Double(index) * step),
                precipitationIntensity: Measurement(value: rates[index], unit: .millimetersPerHour))
        }
    }

    func weather(
        minutely: [MinuteForecast], condition: WeatherCondition = .rain, temperature: Double = 8
    )
        -> Weather
    {
        var weather = TestValues.weather(
            timeZone: utc,
            hourly: hours(
                from: minutely.first?.date ?? .now, count: 3, temperature: { _ in temperature },
                condition: { _ in condition }))
        weather.minutely = minutely
        return weather
    }

    let now = Date(timeIntervalSince1970: 1_795_003_200)  // 2026-11-18T12:00:00Z

    @Test func rainThatStartsAndStopsWithinTheHourSaysWhenAndHowHard() throws {
        let rates = (0..<61).map { $0 >= 12 && $0 < 40 ? ($0 == 25 ? 3.0 : 0.8) : 0 }
        let next = try #require(weather(minutely: minutes(from: now, rates: rates)).nextHourPrecipitation(at: now))

        #expect(
            next.outlook
                == .starting(start: now.addingTimeInterval(12 * 60), end: now.addingTimeInterval(40 * 60)))
        #expect(next.kind == .rain)
        #expect(next.intensity == .moderate)
        #expect(next.peakTime == now.addingTimeInterval(25 * 60))
        #expect(next.peakIntensity.value == 3)

        let english = WeatherFormatter(locale: Locale(identifier: "en_GB"))
        #expect(english.nextHour(next, in: utc) == "Moderate rain starting in 12 min, stopping around 12:40")
        let russian = WeatherFormatter(locale: Locale(identifier: "ru_RU"))
        #expect(russian.nextHour(next, in: utc) == "Умеренный дождь через 12 мин, примерно до 12:40")
    }

    @Test func rainFallingNowStopsOrContinues() throws {
        let stopping = try #require(
            weather(minutely: minutes(from: now, rates: (0..<61).map { $0 < 20 ? 0.5 : 0 }))
                .nextHourPrecipitation(at: now))
        #expect(stopping.outlook == .stopping(end: now.addingTimeInterval(20 * 60)))
        #expect(stopping.intensity == .light)

        let continuing = try #require(
            weather(minutely: minutes(from: now, rates: Array(repeating: 9, count: 61)))
                .nextHourPrecipitation(at: now))
        #expect(continuing.outlook == .continuing)
        #expect(continuing.intensity == .heavy)
        #expect(
            WeatherFormatter(locale: Locale(identifier: "en_US")).nextHour(continuing, in: utc)
                == "Heavy rain for the next hour")
    }

    @Test func aDryHourAndMissingMinuteDataAreToldApart() throws {
        let dry = try #require(
            weather(minutely: minutes(from: now, rates: Array(repeating: 0.05, count: 61)))
                .nextHourPrecipitation(at: now))
        #expect(dry.outlook == .dry)
        #expect(
            WeatherFormatter(locale: Locale(identifier: "de_DE")).nextHour(dry, in: utc)
                == "Kein Niederschlag in der nächsten Stunde")

        // No minute data, or data that ended before now: nothing is said.
        #expect(weather(minutely: []).nextHourPrecipitation(at: now) == nil)
        let old = minutes(from: now.addingTimeInterval(-7200), rates: Array(repeating: 1, count: 61))
        #expect(weather(minutely: old).nextHourPrecipitation(at: now) == nil)
    }

    @Test func fifteenMinuteStepsAndSnowAreRead() throws {
        // Open-Meteo's quarter hours: dry, then snow from 12:30 to the end of the hour.
        let series = minutes(from: now, step: 900, rates: [0, 0, 1.2, 1.5, 1.5])
        let next = try #require(
            weather(minutely: series, condition: .cloudy, temperature: -3).nextHourPrecipitation(at: now))

        #expect(next.outlook == .starting(start: now.addingTimeInterval(30 * 60), end: nil))
        #expect(next.kind == .snow)
        #expect(
            WeatherFormatter(locale: Locale(identifier: "en_GB")).nextHour(next, in: utc)
                == "Light snow starting in 30 min")
    }

    // MARK: - Words

    @Test func changesReadAsSentencesWithDifferencesInTheUsersUnit() throws {
        let daily = try days(highs: [10, 3])
        let colder = WeatherChange(kind: .colder(by: Measurement(value: 7, unit: .celsius)), day: daily[1].date)
        let spell = WeatherChange(kind: .rainySpell(days: 3), day: daily[1].date)
        let english = WeatherFormatter(locale: Locale(identifier: "en_GB"))
        let american = WeatherFormatter(locale: Locale(identifier: "en_US"))
        let russian = WeatherFormatter(locale: Locale(identifier: "ru_RU"))

        #expect(english.change(colder, in: berlin, now: daily[0].date) == "Tomorrow: 7° colder than the day before")
        // A difference of 7 °C is 12.6 °F, not 44.6 °F.
        #expect(american.change(colder, in: berlin, now: daily[0].date) == "Tomorrow: 13° colder than the day before")
        #expect(russian.change(spell, in: berlin, now: daily[0].date) == "Завтра: начинаются дожди на 3 дня")
        #expect(english.dayPart(.afternoon) == "Afternoon")
    }
}

/// The sample of the article "Beyond the forecast", line for line.
func describe(_ weather: Weather, now: Date, formatter: WeatherFormatter) -> [String] {
    var lines: [String] = []
    // "Light rain starting in 12 min, stopping around 14:40"
    if let next = weather.nextHourPrecipitation(at: now) {
        lines.append(formatter.nextHour(next, in: weather.timeZone))
    }
    // "Morning 4°…9°"
    for part in weather.dayParts(on: now) {
        let range = "\(formatter.degrees(part.lowTemperature))…\(formatter.degrees(part.highTemperature))"
        lines.append("\(formatter.dayPart(part.part)) \(range)")
    }
    // "Thu: 7° colder than the day before"
    for change in weather.significantChanges() {
        lines.append(formatter.change(change, in: weather.timeZone, now: now))
    }
    return lines
}

@Suite("Beyond the forecast: the article's sample")
struct BeyondTheForecastArticleTests {
    @Test func theSampleDescribesTheNextHourThePartsAndTheChanges() throws {
        let zone = TestValues.timeZone("Europe/Berlin")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let midnight = try #require(calendar.date(from: DateComponents(year: 2026, month: 11, day: 27)))
        let now = midnight.addingTimeInterval(13 * 3600)
        let hours = (0..<48).map { index in
            HourForecast(
                date: midnight.addingTimeInterval(Double(index) * 3600),
                temperature: Measurement(value: 4 + Double(index % 24) / 4, unit: .celsius), condition: .cloudy)
        }
        let days = try (0..<3).map { index in
            DayForecast(
                date: try #require(calendar.date(byAdding: .day, value: index, to: midnight)),
                highTemperature: Measurement(value: index == 2 ? 2 : 9, unit: .celsius),
                lowTemperature: Measurement(value: -3, unit: .celsius), condition: .cloudy)
        }
        var weather = TestValues.weather(timeZone: zone, hourly: hours, daily: days)
        weather.minutely = (0..<61).map { minute in
            MinuteForecast(
                date: now.addingTimeInterval(Double(minute) * 60),
                precipitationIntensity: Measurement(
                    value: minute >= 12 && minute < 40 ? 0.6 : 0, unit: .millimetersPerHour))
        }

        let lines = describe(weather, now: now, formatter: WeatherFormatter(locale: Locale(identifier: "en_GB")))

        #expect(lines.first == "Light rain starting in 12 min, stopping around 13:40")
        #expect(lines.contains("Afternoon 7°…8°"))
        #expect(lines.last == "Sun: 7° colder than the day before")
    }
}
