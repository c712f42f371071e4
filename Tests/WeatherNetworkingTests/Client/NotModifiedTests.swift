import Foundation
import Testing
import WeatherCore
import WeatherNetworking
import WeatherTestSupport

/// A 304 Not Modified is the expected answer to a conditional request, not a failure.
@Suite("APIClient: 304 Not Modified")
struct NotModifiedTests {
    private static let base = URL(string: "https://api.example.com")!

    /// A request whose value is `nil` on a 304 and the body's text otherwise.
    private static func request(headers: [String: String]) -> APIRequest<String?> {
        APIRequest(path: "/forecast", headers: headers) { head, decoding in
            head.statusCode == 304 ? nil : String(decoding: decoding.body.data, as: UTF8.self)
        }
    }

    private static func client(_ transport: StubTransport, logger: HTTPLogger? = nil) -> APIClient {
        APIClient(configuration: .init(baseURL: base, transport: transport, retryPolicy: .none, logger: logger))
    }

    @Test(arguments: ["If-Modified-Since", "if-none-match"])
    func a304AnsweringAConditionalRequestReachesTheDecoding(header: String) async throws {
        let records = Locked<[HTTPLogRecord]>([])
        let logger = HTTPLogger(minimumLevel: .debug) { record in records.withLock { $0.append(record) } }
        let transport = StubTransport(responses: [
            HTTPResponse(statusCode: 304, headers: ["ETag": "\"a\""], body: Data())
        ])
        let (value, head) = try await Self.client(transport, logger: logger).response(
            for: Self.request(headers: [header: "Mon, 20 Jul 2020 11:20:44 GMT"]))
        #expect(value == nil)
        #expect(head.statusCode == 304)
        #expect(records.current.last?.event == .succeeded)
        #expect(transport.requests.count == 1)
    }

    @Test func a304ToAnUnconditionalRequestIsStillAnError() async throws {
        let transport = StubTransport(responses: [HTTPResponse(statusCode: 304, body: Data())])
        let error = await #expect(throws: WeatherError.self) {
            try await Self.client(transport).send(Self.request(headers: [:]))
        }
        #expect(error?.statusCode == 304)
    }

    @Test func aConditionalRequestStillGetsOtherErrors() async throws {
        let transport = StubTransport(responses: [HTTPResponse(statusCode: 404, body: Data())])
        let error = await #expect(throws: WeatherError.self) {
            try await Self.client(transport).send(Self.request(headers: ["If-Modified-Since": "x"]))
        }
        #expect(error?.code == .notFound)
    }
}
