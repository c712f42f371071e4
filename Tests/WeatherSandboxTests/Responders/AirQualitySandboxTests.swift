import Foundation
import Testing
import WeatherModels
import WeatherNetworking
import WeatherProviders

@testable import WeatherSandbox

/// The sandbox's air is one and the same whichever service's stand-in reports it.
@Suite("Air quality on the sandbox")
struct AirQualitySandboxTests {
    static let delhi = try! Coordinate(latitude: 28.6139, longitude: 77.209)

    @Test func everySourceReportsTheSameAir() async throws {
        let sandbox = SandboxTesting.sandbox()
        let openWeather = try await OpenWeatherClient(apiKey: "sandbox", transport: sandbox).airQuality(at: Self.delhi)
        let openMeteo = try await OpenMeteoClient(transport: sandbox).airQuality(at: Self.delhi)
        let weatherAPI = try await WeatherAPIClient(
            apiKey: "sandbox", transport: sandbox, configuration: .init(includesAirQuality: true)
        ).weather(at: Self.delhi, including: .current).current?.airQuality
        #expect(openWeather.date == openMeteo.date)
        for pollutant in [Pollutant.pm25, .pm10, .nitrogenDioxide, .ozone] {
            let reference = try #require(openWeather.concentrations[pollutant])
            #expect(abs((openMeteo.concentrations[pollutant] ?? -1) - reference) < 0.06, "\(pollutant)")
        }
        #expect(openMeteo.usAQI?.category == openWeather.usAQI?.category)
        #expect(openMeteo.providerIndex?.scale == "us_aqi")
        #expect(weatherAPI?.usAQI != nil)
    }

    @Test func theHourlyForecastsAgreeToo() async throws {
        let sandbox = SandboxTesting.sandbox()
        // WeatherAPI.com reads `q` to two decimals, as the real service does; the weather (and so the air) varies
        // smoothly from place to place, so Open-Meteo is asked about that same place, not one 400 m away.
        let place = Self.delhi.rounded(toDecimalPlaces: 2)
        let meteo = try await OpenMeteoClient(transport: sandbox).airQualityForecast(at: place, days: 2)
        #expect(meteo.count == 48)
        let weather = try await WeatherAPIClient(
            apiKey: "sandbox", transport: sandbox, configuration: .init(forecastDays: 2, includesAirQuality: true)
        ).weather(at: Self.delhi, including: [.hourly, .daily])
        #expect(weather.hourlyAirQuality.count == 48)
        #expect(weather.dailyAirQuality.count == 2)
        for reading in weather.hourlyAirQuality {
            guard let same = meteo.first(where: { $0.date == reading.date }) else { continue }
            #expect(abs((same.concentrations[.pm25] ?? -1) - (reading.concentrations[.pm25] ?? 0)) < 0.06)
        }
    }
}

/// WeatherAPI.com's `astronomy.json` on the sandbox: the SDK's moon, the sandbox's sun.
@Suite("WeatherAPI.com astronomy on the sandbox")
struct WeatherAPIAstronomySandboxTests {
    @Test func theMoonIsTheSDKsAndTheSunAgrees() async throws {
        let client = WeatherAPIClient(apiKey: "sandbox", transport: SandboxTesting.sandbox())
        let lisbon = try Coordinate(latitude: 38.72, longitude: -9.14)
        let day = try await client.astronomy(at: lisbon, on: SandboxTesting.june)
        let zone = try #require(TimeZone(identifier: "Europe/Lisbon"))
        let computed = Astronomy.day(containing: SandboxTesting.june, at: lisbon, in: zone)
        #expect(day.date == computed.date)
        for (sent, expected) in [(day.moonrise, computed.moonrise), (day.moonset, computed.moonset)] {
            #expect((sent == nil) == (expected == nil))
            if let sent, let expected {
                #expect(abs(sent.timeIntervalSince(expected)) <= 60)
            }
        }
        #expect(abs(try #require(day.sunrise).timeIntervalSince(try #require(computed.sunrise))) <= 180)
        #expect(abs(day.moonIllumination - computed.moonIllumination) < 0.02)
    }
}
