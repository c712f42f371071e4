import Foundation
import Testing
import WeatherNetworking
import WeatherTestSupport

@Suite("APIRequest")
struct APIRequestTests {
    @Test(
        arguments: [
            ("https://api.example.com/v1", "forecast.json", "https://api.example.com/v1/forecast.json"),
            ("https://api.example.com/v1/", "/forecast.json", "https://api.example.com/v1/forecast.json"),
            ("https://api.example.com", "/geo/1.0/direct", "https://api.example.com/geo/1.0/direct"),
            ("https://api.example.com/v1", "cities/São Paulo", "https://api.example.com/v1/cities/S%C3%A3o%20Paulo"),
            ("https://api.example.com/v1", "https://other.example.org/x", "https://other.example.org/x"),
        ])
    func resolvesThePathAgainstTheBaseURL(base: String, path: String, expected: String) async throws {
        let transport = StubTransport(statusCode: 200, body: "")
        let client = APIClient(baseURL: try #require(URL(string: base)), transport: transport)
        try await client.send(APIRequest<Void>(method: .get, path: path))
        #expect(transport.requests.first?.url.absoluteString == expected)
    }

    @Test func carriesMethodHeadersBodyAndTimeout() async throws {
        let transport = StubTransport(statusCode: 200, body: "")
        let client = APIClient(baseURL: exampleBaseURL, transport: transport)
        let request = APIRequest<Void>(
            method: .post, path: "accounts:signUp", headers: ["Content-Type": "application/json", "accept": "*/*"],
            body: Data("{}".utf8), timeout: .seconds(5))
        try await client.send(request)
        let sent = try #require(transport.requests.first)
        #expect(sent.method == .post)
        #expect(sent.body == Data("{}".utf8))
        #expect(sent.timeout == .seconds(5))
        #expect(sent.value(forHeader: "Accept") == "*/*")
        #expect(sent.headers.count == 2)
    }
}
