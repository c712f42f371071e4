import Foundation
import Testing
import WeatherNetworking

@Suite("HTTPClientOptions")
struct HTTPClientOptionsTests {
    @Test("the defaults match APIClient.Configuration's")
    func defaults() {
        let options = HTTPClientOptions()
        let base = APIClient.Configuration(baseURL: URL(string: "https://example.com")!)
        #expect(options.attemptTimeout == base.attemptTimeout)
        #expect(options.deadline == base.deadline)
        #expect(base.deadline == .seconds(15))
        #expect(base.attemptTimeout == .seconds(10))
        #expect(options.rateLimiter == nil)
        #expect(options.logger == nil)
        #expect(options.retryPolicy.maximumAttempts == base.retryPolicy.maximumAttempts)
        #expect(options.responseDecoder == base.responseDecoder)
    }

    @Test("a provider configuration carries every option and the provider's description")
    func buildsAPIClientConfiguration() {
        let fixed = Date(timeIntervalSince1970: 1_700_000_000)
        let limiter = RateLimiter(callsPerMinute: 7)
        var policy = RetryPolicy.default
        policy.maximumAttempts = 5
        let options = HTTPClientOptions(
            attemptTimeout: .seconds(4), retryPolicy: policy, rateLimiter: limiter, now: { fixed },
            responseDecoder: .foundation, deadline: .seconds(9))
        let configuration = APIClient.Configuration(
            baseURL: URL(string: "https://example.com/v1")!, transport: URLSessionTransport(), options: options,
            service: "Example", authentication: .queryParameter("key", "k"),
            errorRecognizer: ErrorRecognizer { response, _ in
                WeatherError(.forbidden, message: "refused", statusCode: response.statusCode)
            })
        #expect(configuration.baseURL.absoluteString == "https://example.com/v1")
        #expect(configuration.service == "Example")
        #expect(configuration.authentication.description == "queryParameter(key)")
        #expect(configuration.retryPolicy.maximumAttempts == 5)
        #expect(configuration.rateLimiter != nil)
        #expect(configuration.now() == fixed)
        #expect(configuration.responseDecoder == .foundation)
        #expect(configuration.deadline == .seconds(9))
        #expect(configuration.attemptTimeout == .seconds(4))
        let mapped = configuration.errorRecognizer.error(
            for: HTTPResponse(statusCode: 418, body: Data()), body: ResponseBody(Data()))
        #expect(mapped?.code == .forbidden)
    }
}
