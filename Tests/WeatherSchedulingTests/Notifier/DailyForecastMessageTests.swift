import Foundation
import Testing
import WeatherModels

@testable import WeatherScheduling

@Suite("DailyForecastMessage")
struct DailyForecastMessageTests {
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
        let message = try #require(DailyForecastMessage(placeName: "Berlin", range: range, unit: example.unit))
        #expect(message.body == example.body)
        #expect(message.title == "Today in Berlin")
    }

    @Test("a cached forecast is marked as such")
    func cached() throws {
        let range = TemperatureRange(
            high: Measurement(value: 21, unit: .celsius), low: Measurement(value: 12, unit: .celsius))
        let message = try #require(
            DailyForecastMessage(placeName: "Berlin", range: range, unit: .celsius, isFromCache: true))
        #expect(message.body == "High 21°C, low 12°C, from the last saved forecast, which may be out of date")
        #expect(message.title == "Today in Berlin (saved forecast)")
    }

    @Test("a forecast the sandbox made up says so")
    func sandbox() throws {
        let range = TemperatureRange(
            high: Measurement(value: 8, unit: .celsius), low: Measurement(value: -2, unit: .celsius))
        let message = try #require(
            DailyForecastMessage(placeName: "Berlin", range: range, unit: .celsius, isSandbox: true))
        #expect(message.body == "High 8°C, low -2°C · sandbox data")
        #expect(message.title == "Today in Berlin")
        let live = try #require(DailyForecastMessage(placeName: "Berlin", range: range, unit: .celsius))
        #expect(!live.body.contains("sandbox"))
    }

    @Test("a temperature that is not a number gives no message", arguments: [Double.nan, .infinity, -.infinity])
    func notANumber(value: Double) {
        let range = TemperatureRange(
            high: Measurement(value: value, unit: .celsius), low: Measurement(value: 12, unit: .celsius))
        #expect(DailyForecastMessage(placeName: "Berlin", range: range, unit: .celsius) == nil)
    }
}
