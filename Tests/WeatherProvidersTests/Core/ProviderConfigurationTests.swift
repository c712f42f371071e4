import Foundation
import Testing
import WeatherNetworking
import WeatherProviders

@Suite("Provider configurations share HTTPClientOptions")
struct ProviderConfigurationTests {
    static let fixed = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("the initialisers' HTTP options land in httpOptions")
    func initialisersFillHTTPOptions() {
        let openWeather = OpenWeatherClient.Configuration(timeout: .seconds(3), now: { Self.fixed })
        let weatherAPI = WeatherAPIClient.Configuration(timeout: .seconds(3), now: { Self.fixed })
        let freeTest = FreeTestWeatherClient.Configuration(timeout: .seconds(3), now: { Self.fixed })
        let openMeteo = OpenMeteoClient.Configuration(timeout: .seconds(3), now: { Self.fixed })
        for options in [openWeather.httpOptions, weatherAPI.httpOptions, freeTest.httpOptions, openMeteo.httpOptions] {
            #expect(options.timeout == .seconds(3))
            #expect(options.now() == Self.fixed)
        }
    }

    @Test("a field set on the configuration is the field of its httpOptions")
    func fieldsForwardBothWays() {
        var configuration = OpenMeteoClient.Configuration()
        configuration.rateLimiter = RateLimiter(callsPerMinute: 10)
        configuration.httpOptions.responseDecoder = .foundation
        #expect(configuration.httpOptions.rateLimiter != nil)
        #expect(configuration.responseDecoder == .foundation)
    }
}
