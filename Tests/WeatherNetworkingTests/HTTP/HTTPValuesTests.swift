import Foundation
import Testing
import WeatherNetworking

@Suite("HTTP values")
struct HTTPValuesTests {
    @Test func methodsAreUpperCasedTokens() {
        #expect(HTTPMethod(rawValue: "patch") == .patch)
        #expect(
            [HTTPMethod.get, .post, .put, .delete, .head].map(\.rawValue) == ["GET", "POST", "PUT", "DELETE", "HEAD"])
    }

    @Test func responseHeadersAreCaseInsensitive() {
        let response = HTTPResponse(statusCode: 429, headers: ["Retry-After": "30"], body: Data())
        #expect(response.value(forHeader: "retry-after") == "30")
        #expect(response.value(forHeader: "RETRY-AFTER") == "30")
        #expect(response.value(forHeader: "Age") == nil)
    }

    @Test(arguments: [(199, false), (200, true), (204, true), (299, true), (304, false), (404, false)])
    func successIsThe2xxRange(status: Int, success: Bool) {
        #expect(HTTPResponse(statusCode: status, body: Data()).isSuccess == success)
    }

    @Test func responseDescriptionNeverDumpsTheBody() {
        let body = String(repeating: "secret-body ", count: 100)
        let response = HTTPResponse(statusCode: 200, headers: ["Content-Type": "text/plain"], body: Data(body.utf8))
        #expect(response.description == "HTTP 200 (1200 bytes)")
        #expect(!String(reflecting: response).contains("secret-body"))
    }

    @Test func requestDescriptionRedactsTheURLAndOmitsHeaderValues() throws {
        let url = try #require(URL(string: "https://api.example.com/weather?q=Paris&appid=\(secretKey)"))
        let request = HTTPRequest(
            method: .get, url: url, headers: ["Authorization": "Bearer \(secretKey)"], body: Data(secretKey.utf8))
        for text in [request.description, String(reflecting: request), "\(request)"] {
            #expect(!text.contains(secretKey))
            #expect(text.contains("api.example.com/weather"))
        }
        #expect(String(reflecting: request).contains("Authorization"))
    }

    @Test func setValueReplacesAHeaderWhateverItsCase() throws {
        var request = HTTPRequest(url: try #require(URL(string: "https://example.com")), headers: ["accept": "a"])
        request.setValue("b", forHeader: "Accept")
        #expect(request.headers == ["Accept": "b"])
    }
}

@Suite("HTTPRequest query items")
struct HTTPRequestQueryTests {
    @Test func appendKeepsExistingParametersAndEncodesTheNewOne() throws {
        var request = HTTPRequest(
            url: try #require(URL(string: "https://example.com/v1/search.json?q=S%C3%A3o%20Paulo")))
        try request.appendQueryItem(name: "key", value: "a+b=c")
        #expect(request.url.absoluteString == "https://example.com/v1/search.json?q=S%C3%A3o%20Paulo&key=a%2Bb%3Dc")
    }

    @Test func appendToAURLWithoutAQuery() throws {
        var request = HTTPRequest(url: try #require(URL(string: "https://example.com/v1")))
        try request.appendQueryItem(name: "appid", value: "k")
        #expect(request.url.absoluteString == "https://example.com/v1?appid=k")
    }

    @Test func appendRejectsAnEmptyName() throws {
        var request = HTTPRequest(url: try #require(URL(string: "https://example.com/v1")))
        let error = #expect(throws: WeatherError.self) { try request.appendQueryItem(name: "", value: "k") }
        #expect(error?.code == .invalidInput)
    }
}
