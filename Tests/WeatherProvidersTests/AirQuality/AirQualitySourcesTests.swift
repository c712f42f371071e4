import Foundation
import Testing
import WeatherNetworking
import WeatherTestSupport

@testable import WeatherProviders

/// Air quality from WeatherAPI.com's forecast (current, every day and every hour) and from Open-Meteo's
/// air-quality API, on the SDK's one scale with the providers' own indices kept.
@Suite("Air quality sources")
struct AirQualitySourcesTests {
    static let brooklyn = "weatherapi/air-quality/brooklyn-forecast-aqi-day-and-hour-air-quality-2025-02-10.json"

    static func weatherAPI(_ path: String) async throws -> Weather {
        let transport = StubTransport(responses: [HTTPResponse(statusCode: 200, body: try Fixtures.data(path))])
        return try await WeatherAPIClient(
            apiKey: "test", transport: transport, configuration: .init(retryPolicy: .none)
        )
        .forecast(for: "Brooklyn", days: 3)
    }

    @Test func weatherAPIsDaysAndHoursKeepTheirAir() async throws {
        let weather = try await Self.weatherAPI(Self.brooklyn)
        #expect(weather.hourlyAirQuality.count == 72)
        #expect(weather.dailyAirQuality.count == 3)
        #expect(weather.hourlyAirQuality.map(\.date) == weather.hourly.map(\.date))
        #expect(weather.dailyAirQuality.map(\.date) == weather.daily.map(\.date))
        let day = try #require(weather.dailyAirQuality.first)
        #expect(day.concentrations[.carbonMonoxide] == 476.5600000000002)
        #expect(day.concentrations[.pm25] == 15.007199999999996)
        #expect(day.providerIndex == ProviderAirQualityIndex(scale: "us-epa-index", value: 1))
        #expect(day.otherProviderIndices == [ProviderAirQualityIndex(scale: "gb-defra-index", value: 2)])
        // 15.0 µg/m³ of PM2.5 is Moderate on the 2024 scale, whatever WeatherAPI.com's own index says.
        #expect(day.usAQI?.category == .moderate && day.usAQI?.dominantPollutant == .pm25)
        let hour = try #require(weather.hourlyAirQuality.first)
        #expect(hour.concentrations[.ozone] == 54)
        #expect(weather.current?.airQuality != nil)
    }

    @Test func filteredFieldsLeaveTheDaysAndHoursWithoutAir() async throws {
        let weather = try await Self.weatherAPI(
            "weatherapi/air-quality/brooklyn-forecast-3day-aqi-filtered-fields-2025-02-08.json")
        #expect(weather.hourlyAirQuality.isEmpty && weather.dailyAirQuality.isEmpty)
        #expect(!weather.daily.isEmpty)
    }

    @Test func airQualitySurvivesTheStorageFormat() async throws {
        let weather = try await Self.weatherAPI(Self.brooklyn)
        let decoded = try JSONDecoder().decode(Weather.self, from: JSONEncoder().encode(weather))
        #expect(decoded.hourlyAirQuality == weather.hourlyAirQuality)
        #expect(decoded.dailyAirQuality == weather.dailyAirQuality)
    }

    /// A body of the shape Open-Meteo documents (no recorded body exists): `current_units` and `current`.
    static let openMeteoCurrent = """
        {"latitude":52.5,"longitude":13.400002,"generationtime_ms":0.2,"utc_offset_seconds":3600,
        "timezone":"Europe/Berlin","timezone_abbreviation":"CET",
        "current_units":{"time":"iso8601","interval":"seconds","pm10":"μg/m³","pm2_5":"μg/m³",
        "carbon_monoxide":"μg/m³","nitrogen_dioxide":"μg/m³","sulphur_dioxide":"μg/m³","ozone":"ppm","us_aqi":"USAQI",
        "european_aqi":"EAQI"},
        "current":{"time":"2025-01-15T13:00","interval":3600,"pm10":20.1,"pm2_5":36.0,"carbon_monoxide":250.0,
        "nitrogen_dioxide":30.2,"sulphur_dioxide":3.1,"ozone":0.05,"us_aqi":102,"european_aqi":64}}
        """

    @Test func openMeteosCurrentAirIsReadWithItsUnitsAndBothIndices() async throws {
        let transport = StubTransport(statusCode: 200, body: Self.openMeteoCurrent)
        let air = try await OpenMeteoClient(transport: transport).airQuality(
            at: try Coordinate(latitude: 52.52, longitude: 13.41))
        let request = try #require(transport.requests.first)
        #expect(request.url.host == "air-quality-api.open-meteo.com")
        #expect(request.url.path == "/v1/air-quality")
        #expect(request.url.query?.contains("current=pm10%2Cpm2_5%2Ccarbon_monoxide") == true)
        #expect(air.date == ISO8601DateFormatter().date(from: "2025-01-15T12:00:00Z"))
        #expect(air.concentrations[.pm25] == 36.0)
        // Ozone in ppm is not µg/m³: left out rather than misread.
        #expect(air.concentrations[.ozone] == nil)
        #expect(air.providerIndex == ProviderAirQualityIndex(scale: "us_aqi", value: 102))
        #expect(air.otherProviderIndices == [ProviderAirQualityIndex(scale: "european_aqi", value: 64)])
        #expect(air.usAQI?.value == 102 && air.usAQI?.category == .unhealthyForSensitiveGroups)
    }

    @Test func anAnswerWithoutConcentrationsIsADecodingError() async throws {
        let transport = StubTransport(statusCode: 200, body: #"{"latitude":1,"longitude":2,"timezone":"GMT"}"#)
        let error = await #expect(throws: WeatherError.self) {
            try await OpenMeteoClient(transport: transport).airQuality(at: try Coordinate(latitude: 1, longitude: 2))
        }
        #expect(error?.code == .decoding)
        let forecastError = await #expect(throws: WeatherError.self) {
            try await OpenMeteoClient(transport: transport).airQualityForecast(
                at: try Coordinate(latitude: 1, longitude: 2), days: 9)
        }
        #expect(forecastError?.code == .invalidInput)
    }
}

/// WeatherAPI.com's `astronomy.json`, through the client, against its recorded body.
@Suite("WeatherAPI.com astronomy")
struct WeatherAPIAstronomyTests {
    @Test func theRecordedKolbaczDayIsRead() async throws {
        let body = try Fixtures.data("weatherapi/astronomy/kolbacz-poland-2022-01-07.json")
        let transport = StubTransport(responses: [HTTPResponse(statusCode: 200, body: body)])
        let client = WeatherAPIClient(apiKey: "test", transport: transport, configuration: .init(retryPolicy: .none))
        let kolbacz = try Coordinate(latitude: 53.3, longitude: 14.81)
        // 2022-01-07 21:19 UTC is 22:19 in Poland, the local time of the recording.
        let day = try await client.astronomy(at: kolbacz, on: Date(timeIntervalSince1970: 1_641_590_350))
        let request = try #require(transport.requests.first)
        #expect(request.url.path == "/v1/astronomy.json")
        #expect(request.url.query?.contains("dt=2022-01-07") == true)
        let zone = try #require(TimeZone(identifier: "Europe/Warsaw"))
        func local(_ text: String) -> Date? { LocalTime.time(text, onDay: "2022-01-07", in: zone) }
        #expect(day.date == LocalTime.day("2022-01-07", in: zone))
        #expect(day.sunrise == local("08:14 AM") && day.sunset == local("04:01 PM"))
        #expect(day.moonrise == local("11:10 AM") && day.moonset == local("10:08 PM"))
        #expect(day.moonIllumination == 0.3)
        // "Waxing Crescent" at 30 % lit: the phase is placed by the lit share, about 0.185.
        #expect(abs(day.moonPhase - acos(1 - 0.6) / (2 * .pi)) < 1e-12)
        #expect(MoonPhase(fraction: day.moonPhase) == .waxingCrescent)
        // The SDK's own astronomy agrees within the service's rounding to the minute.
        let computed = Astronomy.day(containing: day.date.addingTimeInterval(43_200), at: kolbacz, in: zone)
        #expect(abs(try #require(computed.sunrise).timeIntervalSince(try #require(day.sunrise))) <= 180)
        #expect(abs(computed.moonPhase - day.moonPhase) < 0.03)
    }
}
