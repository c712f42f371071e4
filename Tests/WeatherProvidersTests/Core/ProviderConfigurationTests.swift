import Foundation
import Testing
import WeatherNetworking
import WeatherProviders

@Suite("Provider configurations share HTTPClientOptions")
struct ProviderConfigurationTests {
    static let fixed = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("every client's configuration takes the shared HTTP options by the same names, in the same order")
    func initialisersFillHTTPOptions() {
        let policy = RetryPolicy.none
        let limiter = RateLimiter(callsPerMinute: 9)
        let clock = ContinuousClock()
        let logger = HTTPLogger { _ in }
        let agent = "ConfigurationTests/1.0 tests@example.com"
        let credentials = WeatherKitTesting.credentials
        let options: [HTTPClientOptions] = [
            OpenWeatherClient.Configuration(
                attemptTimeout: .seconds(3), retryPolicy: policy, rateLimiter: limiter, clock: clock,
                now: { Self.fixed }, logger: logger
            ).httpOptions,
            WeatherAPIClient.Configuration(
                attemptTimeout: .seconds(3), retryPolicy: policy, rateLimiter: limiter, clock: clock,
                now: { Self.fixed }, logger: logger
            ).httpOptions,
            FreeTestWeatherClient.Configuration(
                attemptTimeout: .seconds(3), retryPolicy: policy, rateLimiter: limiter, clock: clock,
                now: { Self.fixed }, logger: logger
            ).httpOptions,
            OpenMeteoClient.Configuration(
                attemptTimeout: .seconds(3), retryPolicy: policy, rateLimiter: limiter, clock: clock,
                now: { Self.fixed }, logger: logger
            ).httpOptions,
            METNorwayClient.Configuration(
                userAgent: agent, attemptTimeout: .seconds(3), retryPolicy: policy, rateLimiter: limiter,
                clock: clock, now: { Self.fixed }, logger: logger
            ).httpOptions,
            NationalWeatherServiceClient.Configuration(
                userAgent: agent, attemptTimeout: .seconds(3), retryPolicy: policy, rateLimiter: limiter,
                clock: clock, now: { Self.fixed }, logger: logger
            ).httpOptions,
            WeatherKitClient.Configuration(
                credentials: credentials, attemptTimeout: .seconds(3), retryPolicy: policy, rateLimiter: limiter,
                clock: clock, now: { Self.fixed }, logger: logger
            ).httpOptions,
        ]
        for options in options {
            #expect(options.attemptTimeout == .seconds(3))
            #expect(options.retryPolicy.maximumAttempts == 1)
            #expect(options.rateLimiter != nil)
            #expect(options.logger != nil)
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
