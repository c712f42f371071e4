import Foundation
import Testing
import WeatherModels
import WeatherProviders

/// WeatherAPI.com's `air_quality` block (with `aqi=yes`) becomes `CurrentWeather.airQuality`, with the SDK's
/// US AQI computed from the concentrations and the service's own index kept beside it.
@Suite("WeatherAPI.com air quality")
struct WeatherAPIAirQualityTests {
    @Test func theRecordedBlockBecomesConcentrationsAndAnIndex() async throws {
        var configuration = WeatherAPIClient.Configuration()
        configuration.includesAirQuality = true
        let client = WeatherAPITesting.client(
            try WeatherAPITesting.transport(fixture: "weatherapi/current/london-aqi-yes-2024.json"),
            configuration: configuration)
        let weather = try await client.weather(for: "London")
        let air = try #require(weather.current?.airQuality)

        #expect(air.concentrations[.pm25] == 2.2)
        #expect(air.concentrations[.carbonMonoxide] == 250.3)
        #expect(air.concentrations[.ozone] == 68.0)
        #expect(air.concentration(of: .pm10)?.value == 3.0)
        #expect(air.providerIndex == ProviderAirQualityIndex(scale: "us-epa-index", value: 1))
        // O₃ 68 µg/m³ = 34.6 ppb → 0.034 ppm → 50 / 54 × 34 = 31.5; every other sub-index is lower.
        #expect(air.usAQI == AirQualityIndex(value: 31, category: .good, dominantPollutant: .ozone))
        #expect(air.date == weather.current?.date)
    }

    @Test func withoutTheBlockThereIsNoAirQuality() async throws {
        let client = WeatherAPITesting.client(
            try WeatherAPITesting.transport(fixture: "weatherapi/current/amsterdam-2025.json"))
        let weather = try await client.weather(for: "Amsterdam")
        #expect(weather.current != nil)
        #expect(weather.current?.airQuality == nil)
    }
}
