import Foundation
import Testing
import WeatherJSON
import WeatherModels
import WeatherNetworking
import WeatherProviders

@testable import WeatherSandbox

/// The sandbox's bodies, for many places and dates, decode through the provider types' `init(json:)`
/// alone to the values Foundation's `JSONDecoder` gives.
@Suite("Index decoding of sandbox bodies")
struct IndexDecodingSandboxTests {
    /// Decodes `url`'s body both ways, for 25 places and dates, and compares.
    func expectSameValues<T: JSONIndexDecodable & Equatable>(_ type: T.Type, url: String, seed: UInt64) async throws {
        for input in SandboxTesting.Inputs(count: 25, seed: seed) {
            let address =
                url
                .replacingOccurrences(of: "{lat}", with: String(format: "%.4f", input.coordinate.latitude))
                .replacingOccurrences(of: "{lon}", with: String(format: "%.4f", input.coordinate.longitude))
            let sandbox = SandboxTransport(seed: input.seed, now: { input.date })
            let body = try await SandboxTesting.get(address, from: sandbox).body
            let expected = try JSONDecoder().decode(type, from: body)
            #expect(try JSONDocument.parsed(body).decodeWithoutFallback(type) == expected, "\(address)")
        }
    }

    @Test func oneCall() async throws {
        for units in ["standard", "metric", "imperial"] {
            try await expectSameValues(
                OpenWeather.OneCallResponse.self,
                url: "https://api.openweathermap.org/data/3.0/onecall?lat={lat}&lon={lon}&units=\(units)&appid=k",
                seed: 31)
        }
    }

    @Test func weatherAPIForecast() async throws {
        try await expectSameValues(
            WeatherAPI.ForecastResponse.self,
            url: "https://api.weatherapi.com/v1/forecast.json?key=k&q={lat},{lon}&days=3&aqi=yes&alerts=yes", seed: 32)
    }

    @Test func freeTestAPIList() async throws {
        try await expectSameValues(
            [CityWeather].self, url: "https://freetestapi.com/api/v1/weathers?limit=60", seed: 33)
    }
}
