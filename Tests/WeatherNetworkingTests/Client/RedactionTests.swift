import Foundation
import Testing
import WeatherNetworking
import WeatherTestSupport

/// Every way a call can fail, each checked for the API key in every text form of the error
/// and in every log record.
@Suite("Redaction")
struct RedactionTests {
    static let failures: [(String, @Sendable (HTTPRequest, Int) async throws -> HTTPResponse)] = [
        ("400", { _, _ in response(400) }),
        ("401", { _, _ in response(401, #"{"cod":401,"message":"Invalid API key."}"#) }),
        ("404", { _, _ in response(404) }),
        ("429 long", { _, _ in response(429, headers: ["Retry-After": "3600"]) }),
        ("503 exhausted", { _, _ in response(503) }),
        ("not JSON", { request, _ in response(200, "<html>\(request.url.absoluteString)</html>") }),
        ("wrong type", { _, _ in response(200, #"{"current":{"temp":"x"}}"#) }),
        (
            "URLError",
            { request, _ in throw URLError(.timedOut, userInfo: [NSURLErrorFailingURLErrorKey: request.url]) }
        ),
        ("connection lost", { _, _ in throw URLError(.networkConnectionLost) }),
    ]

    @Test(arguments: 0..<failures.count, ["appid", "key", "apikey", "api_key", "token", "access_token", "password"])
    func noSecretInErrorsOrLogs(index: Int, parameter: String) async throws {
        let (name, handler) = Self.failures[index]
        let records = LogBox()
        let logger = HTTPLogger(minimumLevel: .debug) { records.append($0) }
        let transport = StubTransport(handler)
        let error = await #expect(throws: WeatherError.self, "\(name)") {
            try await makeClient(transport, logger: logger, secretParameter: parameter).send(weatherRequest())
        }
        let thrown = try #require(error)
        for text in texts(of: thrown) {
            #expect(!text.contains(secretKey), "\(name): \(text)")
        }
        #expect(thrown.message.contains("api.example.com"), "\(name): \(thrown.message)")
        #expect(!records.all.isEmpty)
        for record in records.all {
            #expect(!record.description.contains(secretKey), "\(name)")
            #expect(!record.redactedURL.contains(secretKey))
            #expect(!record.message.contains(secretKey))
        }
        #expect(transport.requests.allSatisfy { $0.url.absoluteString.contains(secretKey) })
    }

    @Test("dump, description and debugDescription of a request never show a secret")
    func requestRenderingsAreRedacted() throws {
        let url = try #require(URL(string: "https://api.example.com/data?appid=\(secretKey)&q=Berlin"))
        let request = HTTPRequest(method: .get, url: url, headers: ["Authorization": "Bearer \(secretKey)"], body: nil)
        var dumped = ""
        dump(request, to: &dumped)
        for text in [request.description, request.debugDescription, String(reflecting: request), dumped] {
            #expect(!text.contains(secretKey), "\(text)")
        }
        #expect(dumped.contains("api.example.com"))
    }
}
