import Foundation
import Testing
import WeatherModels

@testable import ExampleSupport

@Suite("Formatting measurements and local times")
struct WeatherFormatterTests {
    /// What the examples use without LANG or --lang: English, metric, 24-hour clock.
    let metric = WeatherFormatter(locale: Locale(identifier: "en_150"), units: .metric)
    let imperial = WeatherFormatter(locale: Locale(identifier: "en_150"), units: .imperial)

    @Test(arguments: [
        (21.4, "21°C", "71°F"),
        (-0.4, "0°C", "31°F"),
        (-3.6, "-4°C", "26°F"),
    ])
    func temperaturesAreWholeDegreesWithTheirUnit(celsius: Double, metricText: String, imperialText: String) {
        let temperature = Measurement(value: celsius, unit: UnitTemperature.celsius)
        #expect(metric.temperature(temperature) == metricText)
        #expect(imperial.temperature(temperature) == imperialText)
    }

    @Test func missingValuesShowADash() {
        #expect(metric.temperature(nil) == "–")
        #expect(metric.wind(nil) == "–")
        #expect(metric.pressure(nil) == "–")
        #expect(metric.percent(nil) == "–")
        #expect(metric.uvIndex(.nan) == "–")
    }

    @Test(arguments: [1e300, -1e300, 1e19])
    func readingsTooLargeForAnyScaleShowADashInsteadOfTrapping(value: Double) {
        #expect(metric.temperature(Measurement(value: value, unit: UnitTemperature.celsius)) == "–")
        #expect(metric.wind(Wind(speed: Measurement(value: value, unit: UnitSpeed.metersPerSecond))) == "–")
        #expect(metric.pressure(Measurement(value: value, unit: UnitPressure.hectopascals)) == "–")
        #expect(metric.percent(value) == "–")
        #expect(metric.uvIndex(value) == "–")
        #expect(metric.age(value) == (value > 0 ? "11,574,074 days ago" : "just now"))
        #expect(metric.age(.nan) == "just now")
        #expect(metric.age(.infinity) == "11,574,074 days ago")
    }

    @Test func windHasSpeedAndCompassDirection() {
        let wind = Wind(
            speed: Measurement(value: 5, unit: .metersPerSecond), direction: Measurement(value: 315, unit: .degrees))
        #expect(metric.wind(wind) == "18 km/h NW")
        #expect(imperial.wind(wind) == "11 mph NW")
        #expect(metric.wind(Wind(speed: Measurement(value: 2, unit: .metersPerSecond))) == "7 km/h")
    }

    @Test func pressureHumidityAndUV() {
        let pressure = Measurement(value: 1013.25, unit: UnitPressure.hectopascals)
        #expect(metric.pressure(pressure) == "1013 hPa")
        #expect(imperial.pressure(pressure) == "29.92 inHg")
        #expect(metric.percent(0.654) == "65%")
        #expect(metric.uvIndex(3) == "3")
        #expect(metric.uvIndex(5.43) == "5.4")
    }

    @Test func timesAreInThePlacesTimeZone() throws {
        // 2026-03-29 00:30 UTC: 05:45 ahead in Kathmandu, and the Sunday of Berlin's DST change.
        let date = Date(timeIntervalSince1970: 1_774_744_200)
        let kathmandu = try #require(TimeZone(identifier: "Asia/Kathmandu"))
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let losAngeles = try #require(TimeZone(identifier: "America/Los_Angeles"))
        #expect(metric.time(date, in: kathmandu) == "06:15")
        #expect(metric.time(date, in: berlin) == "01:30")
        #expect(metric.weekdayAndTime(date, in: losAngeles) == "Sat 17:30")
        #expect(metric.dayAndMonth(date, in: losAngeles) == "28 Mar")
        #expect(metric.dayAndMonth(date, in: kathmandu) == "29 Mar")
    }

    @Test func weekdaysComeFromTheDayForecast() throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let day = DayForecast(
            date: Date(timeIntervalSince1970: 1_774_710_000),  // 2026-03-28 15:00 UTC = Sunday 00:00 in Tokyo
            highTemperature: Measurement(value: 15, unit: .celsius),
            lowTemperature: Measurement(value: 5, unit: .celsius),
            condition: .clear, conditionDescription: "clear sky")
        #expect(metric.weekday(of: day, in: tokyo) == "Sun")
        #expect(metric.weekday(day.date, in: tokyo, abbreviated: false) == "Sunday")
        #expect(metric.weekday(of: day, in: TimeZone(identifier: "UTC")!) == "Sat")
    }

    @Test func placesReadNaturally() throws {
        let coordinate = try Coordinate(latitude: 39.8, longitude: -89.6)
        #expect(
            metric.place(Place(id: "1", name: "Springfield", coordinate: coordinate, state: "Illinois", country: "US"))
                == "Springfield, Illinois, US")
        #expect(metric.place(Place(id: "2", name: "Nowhere", coordinate: coordinate, state: "")) == "Nowhere")
    }

    @Test(arguments: [
        (0.0, "just now"), (59, "just now"), (60, "1 minute ago"), (150, "2 minutes ago"),
        (3_600, "1 hour ago"), (7_300, "2 hours ago"), (86_400, "1 day ago"), (300_000, "3 days ago"),
        (-5, "just now"),
    ])
    func agesAreShortAndPlural(seconds: Double, text: String) {
        #expect(metric.age(seconds) == text)
    }

    @Test func placesAreNamedInTheLocalesLanguageWhenAServiceGaveTheName() throws {
        let coordinate = try Coordinate(latitude: 55.75, longitude: 37.62)
        let moscow = Place(
            id: "moscow", name: "Moscow", coordinate: coordinate, localizedNames: ["ru": "Москва"], country: "RU")
        let russian = WeatherFormatter(locale: Locale(identifier: "ru_RU"))
        #expect(russian.place(moscow) == "Москва, RU")
        #expect(metric.place(moscow) == "Moscow, RU")
    }

    @Test func theUVIndexUsesTheLocalesDecimalSeparator() {
        #expect(WeatherFormatter(locale: Locale(identifier: "ru_RU")).uvIndex(5.43) == "5,4")
    }
}
