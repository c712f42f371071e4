import Foundation
import Testing
import WeatherModels

@testable import WeatherScheduling

@Suite("DailyForecastMessage")
struct DailyForecastMessageTests {
    static let english = Locale(identifier: "en_150")

    static let languages: [(String, String, String)] = [
        ("ru_RU", "Москва, сегодня", "Макс. -3 °C, мин. -9 °C"),
        ("ja_JP", "今日のモスクワ", "最高-3°C、最低-9°C"),
        ("de_DE", "Heute in Moskau", "Höchstwert -3 °C, Tiefstwert -9 °C"),
    ]

    @Test("the title and text are in the locale's language, with its spacing of units", arguments: languages)
    func localized(identifier: String, title: String, body: String) throws {
        let range = TemperatureRange(
            high: Measurement(value: -3.2, unit: .celsius), low: Measurement(value: -8.7, unit: .celsius))
        let names = ["ru_RU": "Москва", "ja_JP": "モスクワ", "de_DE": "Moskau"]
        let message = try #require(
            DailyForecastMessage(
                placeName: names[identifier] ?? "", range: range, unit: .celsius, locale: Locale(identifier: identifier)
            ))
        #expect(message.title == title)
        #expect(message.body == body)
        let sandbox = try #require(
            DailyForecastMessage(
                placeName: "Moskau", range: range, unit: .celsius, isSandbox: true,
                locale: Locale(identifier: identifier)))
        #expect(sandbox.body.hasPrefix(body + " · "))
    }
    struct Case: Sendable, CustomTestStringConvertible {
        var high: Double
        var low: Double
        var unit: UnitTemperature
        var body: String

        var testDescription: String { body }
    }

    static let cases: [Case] = [
        Case(high: 21.4, low: 11.6, unit: .celsius, body: "High 21°C, low 12°C"),
        Case(high: 20.5, low: -0.4, unit: .celsius, body: "High 21°C, low 0°C"),
        Case(high: -2.5, low: -5.5, unit: .celsius, body: "High -3°C, low -6°C"),
        Case(high: 21, low: 12, unit: .fahrenheit, body: "High 70°F, low 54°F"),
        Case(high: 21, low: 12, unit: .kelvin, body: "High 294 K, low 285 K"),
    ]

    @Test("temperatures are converted and rounded to whole degrees", arguments: cases)
    func body(_ example: Case) throws {
        let range = TemperatureRange(
            high: Measurement(value: example.high, unit: .celsius), low: Measurement(value: example.low, unit: .celsius)
        )
        let message = try #require(
            DailyForecastMessage(placeName: "Berlin", range: range, unit: example.unit, locale: Self.english))
        #expect(message.body == example.body)
        #expect(message.title == "Today in Berlin")
    }

    @Test("a cached forecast is marked as such")
    func cached() throws {
        let range = TemperatureRange(
            high: Measurement(value: 21, unit: .celsius), low: Measurement(value: 12, unit: .celsius))
        let message = try #require(
            DailyForecastMessage(
                placeName: "Berlin", range: range, unit: .celsius, isFromCache: true, locale: Self.english))
        #expect(message.body == "High 21°C, low 12°C, from the last saved forecast, which may be out of date")
        #expect(message.title == "Today in Berlin (saved forecast)")
    }

    @Test("a forecast the sandbox made up says so")
    func sandbox() throws {
        let range = TemperatureRange(
            high: Measurement(value: 8, unit: .celsius), low: Measurement(value: -2, unit: .celsius))
        let message = try #require(
            DailyForecastMessage(
                placeName: "Berlin", range: range, unit: .celsius, isSandbox: true, locale: Self.english))
        #expect(message.body == "High 8°C, low -2°C · sandbox data")
        #expect(message.title == "Today in Berlin")
        let live = try #require(
            DailyForecastMessage(placeName: "Berlin", range: range, unit: .celsius, locale: Self.english))
        #expect(!live.body.contains("sandbox"))
    }

    @Test("a temperature that is not a number gives no message", arguments: [Double.nan, .infinity, -.infinity])
    func notANumber(value: Double) {
        let range = TemperatureRange(
            high: Measurement(value: value, unit: .celsius), low: Measurement(value: 12, unit: .celsius))
        #expect(DailyForecastMessage(placeName: "Berlin", range: range, unit: .celsius, locale: Self.english) == nil)
    }
}
