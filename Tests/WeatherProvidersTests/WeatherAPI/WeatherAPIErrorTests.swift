import Foundation
import Testing
import WeatherCore
import WeatherNetworking
import WeatherTestSupport

@testable import WeatherProviders

/// Error bodies, bad bodies and secrets: every documented WeatherAPI.com error code maps to the right
/// `WeatherError`, broken bodies give typed errors, and the key never shows up in text.
@Suite("WeatherAPI.com errors")
struct WeatherAPIErrorTests {
    typealias Support = WeatherAPITesting

    struct Case: Sendable, CustomTestStringConvertible {
        var status: Int
        var providerCode: Int
        var message: String
        var expected: WeatherError.Code
        var testDescription: String { "\(providerCode) (HTTP \(status)) → \(expected)" }
    }

    /// The documented table: HTTP status, WeatherAPI.com code, message, expected code.
    static let documented: [Case] = [
        Case(status: 401, providerCode: 1002, message: "API key not provided.", expected: .unauthorized),
        Case(status: 400, providerCode: 1003, message: "Parameter q is missing.", expected: .badRequest),
        Case(status: 400, providerCode: 1005, message: "API request url is invalid.", expected: .badRequest),
        Case(status: 400, providerCode: 1006, message: "No matching location found.", expected: .notFound),
        Case(status: 401, providerCode: 2006, message: "API key provided is invalid.", expected: .unauthorized),
        Case(
            status: 403, providerCode: 2007, message: "API key has exceeded calls per month quota.",
            expected: .rateLimited),
        Case(status: 403, providerCode: 2008, message: "API key has been disabled.", expected: .unauthorized),
        Case(
            status: 403, providerCode: 2009, message: "API key does not have access to the resource.",
            expected: .forbidden),
        Case(
            status: 400, providerCode: 9000, message: "Json body passed in bulk request is invalid.",
            expected: .badRequest),
        Case(
            status: 400, providerCode: 9001, message: "Json body contains too many locations for bulk request.",
            expected: .badRequest),
        Case(status: 400, providerCode: 9999, message: "Internal application error.", expected: .server),
    ]

    private static func body(code: Int, message: String) -> Data {
        Data(#"{"error":{"code":\#(code),"message":"\#(message)"}}"#.utf8)
    }

    @Test(arguments: documented)
    func documentedErrorBodyMapsToItsCode(_ item: Case) async throws {
        let transport = WeatherAPITesting.transport(
            statusCode: item.status, body: Self.body(code: item.providerCode, message: item.message))
        let error = await #expect(throws: WeatherError.self) {
            try await Support.client(transport).weather(for: "London")
        }
        #expect(error?.code == item.expected)
        #expect(error?.providerCode == String(item.providerCode))
        #expect(error?.statusCode == item.status)
        #expect(error?.message.contains(item.message) == true)
        #expect(transport.requests.count == 1)
    }

    @Test(arguments: [
        ("weatherapi/errors/1006-no-matching-location.json", 400, WeatherError.Code.notFound, "1006"),
        ("weatherapi/errors/2008-api-key-disabled.json", 403, .unauthorized, "2008"),
    ])
    func recordedErrorBodyMapsThroughEveryEndpoint(
        path: String, status: Int, expected: WeatherError.Code, providerCode: String
    ) async throws {
        let transport = try WeatherAPITesting.transport(fixture: path, statusCode: status)
        let client = Support.client(transport)
        let calls: [@Sendable () async throws -> Void] = [
            { _ = try await client.weather(for: "Nowhere") },
            { _ = try await client.forecast(for: "Nowhere", days: 3) },
            { _ = try await client.places(matching: "Nowhere") },
            { _ = try await client.weather(at: try Coordinate(latitude: 1, longitude: 2)) },
        ]
        for call in calls {
            let error = await #expect(throws: WeatherError.self) { try await call() }
            #expect(error?.code == expected)
            #expect(error?.providerCode == providerCode)
        }
    }

    @Test func unknownProviderCodeFollowsTheStatus() {
        let mapped = Self.recognized(HTTPResponse(statusCode: 503, body: Self.body(code: 7777, message: "Down")))
        #expect(mapped?.code == .server)
        #expect(mapped?.providerCode == "7777")
        #expect(WeatherAPIClient.errorCode(for: 7777, statusCode: 401) == .unauthorized)
        #expect(WeatherAPIClient.errorCode(for: 7777, statusCode: 429) == .rateLimited)
        #expect(WeatherAPIClient.errorCode(for: 7777, statusCode: 400) == .badRequest)
    }

    @Test func nonErrorBodiesAreLeftToTheStatus() {
        #expect(Self.recognized(HTTPResponse(statusCode: 502, body: Data("<html>Bad Gateway</html>".utf8))) == nil)
        #expect(Self.recognized(HTTPResponse(statusCode: 400, body: Data(#"{"error":{}}"#.utf8))) == nil)
    }

    static func recognized(_ response: HTTPResponse) -> WeatherError? {
        WeatherAPIClient.errorRecognizer.error(for: response, body: ResponseBody(response.body))
    }

    @Test(arguments: [
        (200, "{\"location\":{\"name\":\"London\",\"lat\":51.5", WeatherError.Code.decoding),
        (200, "<!DOCTYPE html><html><body>Proxy login</body></html>", .decoding),
        (200, "", .decoding),
        (200, #"{"location":{"lat":"fifty","lon":0}}"#, .decoding),
        (200, "[]", .decoding),
        (502, "<html><body>502 Bad Gateway</body></html>", .server),
        (404, "<html>Not Found</html>", .notFound),
    ])
    func brokenBodiesGiveTypedErrors(status: Int, body: String, expected: WeatherError.Code) async throws {
        let transport = WeatherAPITesting.transport(statusCode: status, body: Data(body.utf8))
        let error = await #expect(throws: WeatherError.self) {
            try await Support.client(transport).weather(for: "London")
        }
        #expect(error?.code == expected)
        #expect(error?.statusCode == status)
    }

    @Test func keyNeverAppearsInDescriptionsOrErrors() async throws {
        let records = Locked<[String]>([])
        var configuration = WeatherAPIClient.Configuration()
        configuration.logger = HTTPLogger(minimumLevel: .debug) { record in
            records.withLock { $0.append(String(describing: record)) }
        }
        let errorBody = try Fixtures.data("weatherapi/errors/2008-api-key-disabled.json")
        let transport = StubTransport { request, _ in
            request.url.path.hasSuffix("search.json")
                ? HTTPResponse(statusCode: 200, body: Data("<html>".utf8))
                : HTTPResponse(statusCode: 403, body: errorBody)
        }
        let client = Support.client(transport, configuration: configuration)

        var texts = [client.description, String(reflecting: client), "\(client)"]
        var dumped = ""
        dump(client, to: &dumped)
        texts.append(dumped)
        let forbidden = await #expect(throws: WeatherError.self) { try await client.weather(for: "London") }
        let undecodable = await #expect(throws: WeatherError.self) { try await client.places(matching: "x") }
        for error in [forbidden, undecodable].compactMap({ $0 }) {
            texts += [error.description, error.debugDescription, error.message, String(describing: error)]
            texts.append(error.underlyingDescription ?? "")
        }
        texts += transport.requests.map { String(describing: $0) }
        texts += transport.requests.map { String(reflecting: $0) }
        texts += records.current
        #expect(!records.current.isEmpty)
        #expect(transport.requests.allSatisfy { $0.url.absoluteString.contains("key=\(Support.sentinelKey)") })
        for text in texts {
            #expect(!text.contains(Support.sentinelKey), "key leaked into: \(text)")
        }
    }
}
