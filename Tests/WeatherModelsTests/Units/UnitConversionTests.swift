import Foundation
import Testing

@testable import WeatherModels

@Suite("Canonical units")
struct UnitConversionTests {
    static let date = Date(timeIntervalSince1970: 0)

    static let temperatures: [(Measurement<UnitTemperature>, Double)] = [
        (Measurement(value: 273.15, unit: .kelvin), 0.0), (Measurement(value: 300, unit: .kelvin), 26.85),
        (Measurement(value: 32, unit: .fahrenheit), 0), (Measurement(value: 98.6, unit: .fahrenheit), 37),
        (Measurement(value: -40, unit: .fahrenheit), -40), (Measurement(value: 21.5, unit: .celsius), 21.5),
    ]

    @Test("temperatures become degrees Celsius", arguments: temperatures)
    func temperature(input: Measurement<UnitTemperature>, celsius: Double) {
        let current = CurrentWeather(
            date: Self.date, temperature: input, apparentTemperature: input, humidity: 0.5, condition: .clear,
            dewPoint: input)
        for value in [current.temperature, current.apparentTemperature, current.dewPoint] {
            #expect(value?.unit == .celsius)
            #expect(abs((value?.value ?? .nan) - celsius) < 1e-9)
        }
    }

    static let speeds: [(Measurement<UnitSpeed>, Double)] = [
        (Measurement(value: 10, unit: .milesPerHour), 4.4704), (Measurement(value: 36, unit: .kilometersPerHour), 10),
        (Measurement(value: 1, unit: .knots), 0.514_444), (Measurement(value: 7, unit: .metersPerSecond), 7),
    ]

    @Test("speeds become metres per second", arguments: speeds)
    func speed(input: Measurement<UnitSpeed>, metersPerSecond: Double) {
        let wind = Wind(speed: input, gust: input)
        #expect(wind.speed.unit == .metersPerSecond)
        // Foundation's km/h and knot factors are rounded to six digits.
        #expect(abs(wind.speed.value - metersPerSecond) < 1e-5)
        #expect(abs((wind.gust?.value ?? .nan) - metersPerSecond) < 1e-5)
    }

    static let pressures: [(Measurement<UnitPressure>, Double)] = [
        (Measurement(value: 29.92, unit: .inchesOfMercury), 1013.21),
        (Measurement(value: 1013, unit: .millibars), 1013),
        (Measurement(value: 101.325, unit: .kilopascals), 1013.25),
    ]

    @Test("pressures become hectopascals", arguments: pressures)
    func pressure(input: Measurement<UnitPressure>, hectopascals: Double) {
        let current = CurrentWeather(
            date: Self.date, temperature: TestValues.celsius(0), apparentTemperature: TestValues.celsius(0),
            humidity: 0.5, condition: .clear, pressure: input)
        #expect(current.pressure?.unit == .hectopascals)
        #expect(abs((current.pressure?.value ?? .nan) - hectopascals) < 0.01)
    }

    @Test("lengths become metres (visibility) and millimetres (precipitation, snowfall)")
    func lengths() {
        let hour = HourForecast(
            date: Self.date, temperature: TestValues.celsius(0), condition: .snow,
            visibility: Measurement(value: 10, unit: .kilometers),
            precipitationAmount: Measurement(value: 1, unit: .inches))
        #expect(hour.visibility == Measurement(value: 10_000, unit: .meters))
        #expect(hour.visibility?.unit == .meters)
        #expect(hour.precipitationAmount?.unit == .millimeters)
        #expect(abs((hour.precipitationAmount?.value ?? .nan) - 25.4) < 1e-9)
        let day = DayForecast(
            date: Self.date, highTemperature: TestValues.celsius(0), lowTemperature: TestValues.celsius(0),
            condition: .snow, snowfallAmount: Measurement(value: 2.5, unit: .centimeters))
        #expect(day.snowfallAmount?.unit == .millimeters)
        #expect(abs((day.snowfallAmount?.value ?? .nan) - 25) < 1e-9)
    }

    @Test("millimetres per hour is a speed unit")
    func millimetersPerHour() {
        let rate = Measurement(value: 3.6, unit: UnitSpeed.millimetersPerHour)
        #expect(abs(rate.converted(to: .metersPerSecond).value - 0.000_001) < 1e-15)
        #expect(UnitSpeed.millimetersPerHour.symbol == "mm/h")
        #expect(
            UnitSpeed.millimetersPerHour == UnitSpeed.millimetersPerHour, "separately created instances compare equal")
        let minute = MinuteForecast(
            date: Self.date, precipitationIntensity: Measurement(value: 1, unit: .inchesPerHour))
        #expect(minute.precipitationIntensity.unit == .millimetersPerHour)
        #expect(abs(minute.precipitationIntensity.value - 25.4) < 1e-9)
    }

    @Test("setting a measurement later converts it too")
    func settersConvert() {
        var current = CurrentWeather(
            date: Self.date, temperature: TestValues.celsius(0), apparentTemperature: TestValues.celsius(0),
            humidity: 0.5, condition: .clear)
        current.temperature = Measurement(value: 212, unit: .fahrenheit)
        #expect(current.temperature.unit == .celsius)
        #expect(abs(current.temperature.value - 100) < 1e-9)
        current.visibility = Measurement(value: 1, unit: .miles)
        #expect(current.visibility?.unit == .meters)
    }

    @Test("the condition's description stands in for a missing provider description")
    func defaultDescription() {
        let hour = HourForecast(date: Self.date, temperature: TestValues.celsius(0), condition: .heavySnow)
        #expect(hour.conditionDescription == "Heavy snow")
        let named = HourForecast(
            date: Self.date, temperature: TestValues.celsius(0), condition: .heavySnow, conditionDescription: "Schnee")
        #expect(named.conditionDescription == "Schnee")
    }
}
