import Foundation
import Testing
import WeatherNetworking

@Suite("HTTPClientOptions")
struct HTTPClientOptionsTests {
    @Test("the defaults match APIClient.Configuration's")
    func defaults() {
        let options = HTTPClientOptions()
        let base = APIClient.Configuration(baseURL: URL(string: "https://example.com")!)
        #expect(options.timeout == nil)
        #expect(options.rateLimiter == nil)
        #expect(options.logger == nil)
        #expect(options.retryPolicy.maximumAttempts == base.retryPolicy.maximumAttempts)
        #expect(options.responseDecoder == base.responseDecoder)
    }

    @Test("a provider configuration carries every option and both hooks")
    func buildsAPIClientConfiguration() async throws {
        let fixed = Date(timeIntervalSince1970: 1_700_000_000)
        let limiter = RateLimiter(callsPerMinute: 7)
        var policy = RetryPolicy.default
        policy.maximumAttempts = 5
        let options = HTTPClientOptions(
            retryPolicy: policy, rateLimiter: limiter, now: { fixed }, responseDecoder: .foundation)
        let configuration = APIClient.Configuration(
            baseURL: URL(string: "https://example.com/v1")!, transport: URLSessionTransport(), options: options,
            willSend: { request in try request.appendQueryItem(name: "key", value: "k") },
            errorMapper: { response in WeatherError(.forbidden, message: "refused", statusCode: response.statusCode) })
        #expect(configuration.baseURL.absoluteString == "https://example.com/v1")
        #expect(configuration.retryPolicy.maximumAttempts == 5)
        #expect(configuration.rateLimiter != nil)
        #expect(configuration.now() == fixed)
        #expect(configuration.responseDecoder == .foundation)
        var request = HTTPRequest(url: URL(string: "https://example.com/v1/a")!)
        try await configuration.willSend(&request)
        #expect(request.url.query == "key=k")
        let mapped = configuration.errorMapper(HTTPResponse(statusCode: 418, body: Data()))
        #expect(mapped?.code == .forbidden)
    }
}
