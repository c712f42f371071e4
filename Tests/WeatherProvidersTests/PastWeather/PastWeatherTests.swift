import Foundation
import Testing
import WeatherNetworking
import WeatherTestSupport

@testable import WeatherProviders

/// Past weather from One Call's timemachine, WeatherAPI.com's history and the Open-Meteo archive: the
/// recorded bodies, the requests, and the dates out of range.
@Suite("Past weather")
struct PastWeatherTests {
    /// 2020-05-11 05:00 UTC, the instant of the recorded timemachine bodies.
    static let instant = Date(timeIntervalSince1970: 1_589_173_200)
    static let texarkana = try! Coordinate(latitude: 33.441_792, longitude: -94.037_689)
    static let now = Date(timeIntervalSince1970: 1_764_000_000)  // 2025-11-24

    static func openWeather(_ transport: StubTransport) -> OpenWeatherClient {
        OpenWeatherClient(
            apiKey: "test", transport: transport,
            configuration: .init(retryPolicy: .none, now: { Self.now }))
    }

    @Test func theTimemachineReadingIsTheCurrentConditionsAndTheOnlyHour() async throws {
        let body = try Fixtures.data("openweather/onecall3-timemachine/texarkana-dt-2020-05-11-recorded-2024-10.json")
        let transport = StubTransport(responses: [HTTPResponse(statusCode: 200, body: body)])
        let weather = try await Self.openWeather(transport).pastWeather(at: Self.texarkana, on: Self.instant)
        let current = try #require(weather.current)
        #expect(current.date == Self.instant)
        #expect(abs(current.temperature.value - (289.88 - 273.15)) < 1e-9)
        #expect(current.humidity == 0.82)
        #expect(current.wind?.speed.value == 0)
        #expect(current.uvIndex == nil)
        #expect(current.conditionDescription == "few clouds")
        #expect(weather.hourly.map(\.date) == [Self.instant])
        #expect(weather.daily.isEmpty)
        #expect(weather.timeZone.identifier == "America/Chicago")
        let request = try #require(transport.requests.first)
        #expect(request.url.path == "/data/3.0/onecall/timemachine")
        #expect(request.url.query?.contains("dt=1589173200") == true)
    }

    @Test func theRetired25FormIsReadToo() async throws {
        let body = try Fixtures.data("openweather/onecall25-timemachine/texarkana-dt-2020-05-11-current-hourly.json")
        let transport = StubTransport(responses: [HTTPResponse(statusCode: 200, body: body)])
        let weather = try await Self.openWeather(transport).pastWeather(at: Self.texarkana, on: Self.instant)
        #expect(abs((weather.current?.temperature.value ?? 0) - (289.54 - 273.15)) < 1e-9)
        #expect(weather.hourly.count == 25)
        #expect(weather.hourly.map(\.date) == weather.hourly.map(\.date).sorted())
    }

    @Test func openWeathersOutOfRangeAnswerIsOutOfRange() async throws {
        let body = try Fixtures.data("openweather/errors/400-timemachine-out-of-range.json")
        let transport = StubTransport(responses: [HTTPResponse(statusCode: 400, body: body)])
        let error = await #expect(throws: WeatherError.self) {
            try await Self.openWeather(transport).pastWeather(at: Self.texarkana, on: Self.instant)
        }
        #expect(error?.code == .outOfRange)
        #expect(error?.message.contains("out of allowed range of 5 days back") == true)
    }

    @Test func datesInTheFutureOrBeforeTheRecordsAreRefusedBeforeSending() async throws {
        let transport = StubTransport(statusCode: 200, body: "{}")
        let providers: [any PastWeatherProvider] = [
            Self.openWeather(transport),
            WeatherAPIClient(
                apiKey: "test", transport: transport, configuration: .init(retryPolicy: .none, now: { Self.now })),
            OpenMeteoClient(transport: transport, configuration: .init(retryPolicy: .none, now: { Self.now })),
        ]
        for provider in providers {
            for date in [Self.now.addingTimeInterval(3_600), Date(timeIntervalSince1970: -1_000_000_000)] {
                let error = await #expect(throws: WeatherError.self) {
                    try await provider.pastWeather(at: Self.texarkana, on: date)
                }
                #expect(error?.code == .outOfRange, "\(type(of: provider))")
            }
            #expect(provider.earliestPastDate != nil)
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func historyAndArchiveAskForThePlacesLocalDay() async throws {
        let transport = StubTransport(statusCode: 500, body: "{}")
        // 2025-11-20 03:00 UTC is still the 19th at Texarkana (UTC-6).
        let date = Date(timeIntervalSince1970: 1_763_607_600)
        let weatherAPI = WeatherAPIClient(
            apiKey: "test", transport: transport, configuration: .init(retryPolicy: .none, now: { Self.now }))
        _ = try? await weatherAPI.pastWeather(at: Self.texarkana, on: date)
        let history = try #require(transport.requests.first)
        #expect(history.url.path == "/v1/history.json")
        #expect(history.url.query?.contains("dt=2025-11-19") == true)
        let meteo = OpenMeteoClient(transport: transport, configuration: .init(retryPolicy: .none, now: { Self.now }))
        _ = try? await meteo.pastWeather(at: Self.texarkana, on: date)
        let archive = try #require(transport.requests.last)
        #expect(archive.url.host == "archive-api.open-meteo.com")
        #expect(archive.url.path == "/v1/archive")
        let query = archive.url.query ?? ""
        #expect(query.contains("start_date=2025-11-19") && query.contains("end_date=2025-11-19"))
        #expect(query.contains("timezone=auto"))
    }
}
