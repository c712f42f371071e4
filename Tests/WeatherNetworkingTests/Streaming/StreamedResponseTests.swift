import Foundation
import Testing
import WeatherNetworking
import WeatherTestSupport

/// Streamed responses: `URLSessionTransport.stream(_:)` over loopback, the one-chunk default for plain
/// transports, and `APIClient.stream(_:)`.
@Suite("Streamed responses", .timeLimit(.minutes(1)))
struct StreamedResponseTests {
    /// `count` bytes that differ from one position to the next, so a lost or repeated chunk shows.
    private static func body(count: Int) -> Data {
        Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) })
    }

    private func chunks(of streamed: StreamedHTTPResponse) async throws -> [Data] {
        var chunks: [Data] = []
        for try await chunk in streamed.body {
            chunks.append(chunk)
        }
        return chunks
    }

    @Test func theHeadComesFirstAndTheBodyInSeveralChunks() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let body = Self.body(count: 2_000)
        server.enqueue(
            ScriptedResponse(
                headers: ["X-Request-Id": "abc"], body: body,
                behavior: .drip(chunkDelay: .milliseconds(5), chunkSize: 200)))
        let streamed = try await URLSessionTransport().stream(HTTPRequest(method: .get, url: server.url(path: "/list")))
        #expect(streamed.head.statusCode == 200)
        #expect(streamed.head.value(forHeader: "x-request-id") == "abc")
        #expect(streamed.head.body.isEmpty)
        let chunks = try await chunks(of: streamed)
        #expect(chunks.count > 1)
        #expect(chunks.reduce(Data(), +) == body)
    }

    @Test func aBodyLargerThanTheLimitStreamsWholeBecauseTheLimitIsPerChunk() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let body = Self.body(count: 3 * 1024 * 1024)
        server.enqueue(ScriptedResponse(body: body))
        let transport = URLSessionTransport(configuration: .init(maximumResponseSize: 1024 * 1024))
        let request = HTTPRequest(method: .get, url: server.url(path: "/large"))
        let streamed = try await transport.stream(request)
        #expect(try await chunks(of: streamed).reduce(Data(), +) == body)
        server.enqueue(ScriptedResponse(body: body))
        let error = await #expect(throws: WeatherError.self) { try await transport.send(request) }
        #expect(error?.code == .invalidResponse)
    }

    @Test func aChunkOverTheLimitFailsTheBodyWithNetwork() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(ScriptedResponse(body: Self.body(count: 64 * 1024)))
        let transport = URLSessionTransport(configuration: .init(maximumResponseSize: 1))
        let streamed = try await transport.stream(HTTPRequest(method: .get, url: server.url(path: "/large")))
        let error = await #expect(throws: WeatherError.self) { _ = try await chunks(of: streamed) }
        #expect(error?.code == .network)
        #expect(error?.message.contains("chunk") == true)
    }

    /// On Linux (libcurl) a body cut short of its `Content-Length` is `.invalidResponse`; on Apple
    /// platforms `URLSession` reports a lost connection, `.network`.
    @Test func aBodyCutShortFails() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(ScriptedResponse(body: Self.body(count: 10_000), behavior: .partialBody(sendBytes: 100)))
        let streamed = try await URLSessionTransport().stream(HTTPRequest(method: .get, url: server.url(path: "/cut")))
        let error = await #expect(throws: WeatherError.self) { _ = try await chunks(of: streamed) }
        #if os(Linux)
        #expect(error?.code == .invalidResponse)
        #else
        #expect(error?.code == .network)
        #endif
    }

    @Test func aPlainTransportStreamsTheWholeBodyAsOneChunk() async throws {
        let body = Self.body(count: 1_000)
        let transport = StubTransport(responses: [HTTPResponse(statusCode: 200, body: body)])
        let url = try #require(URL(string: "https://example.com/list"))
        let streamed = try await transport.streamedResponse(for: HTTPRequest(method: .get, url: url))
        #expect(streamed.head.statusCode == 200)
        #expect(try await chunks(of: streamed) == [body])
        #expect(transport.requests.count == 1)
        let empty = StreamedHTTPResponse(whole: HTTPResponse(statusCode: 204, body: Data()))
        #expect(try await chunks(of: empty).isEmpty)
    }

    @Test func collectingRefusesMoreThanTheLimit() async throws {
        let streamed = StreamedHTTPResponse(whole: HTTPResponse(statusCode: 200, body: Self.body(count: 100)))
        #expect(try await streamed.collected(limit: 100).body == Self.body(count: 100))
        let again = StreamedHTTPResponse(whole: HTTPResponse(statusCode: 200, body: Self.body(count: 100)))
        await #expect(throws: WeatherError.self) { try await again.collected(limit: 99) }
    }

    @Test func theClientValidatesTheStatusBeforeHandingOverTheBody() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(contentsOf: [.json(#"{"message":"no such list"}"#, status: 404), .json("[1,2,3]")])
        let client = APIClient(configuration: .init(baseURL: server.url(path: "/"), retryPolicy: .none))
        let request = APIRequest<Data>(path: "weathers") { response in response.body }
        let error = await #expect(throws: WeatherError.self) { try await client.stream(request) }
        #expect(error?.code == .notFound)
        let streamed = try await client.stream(request)
        #expect(try await chunks(of: streamed).reduce(Data(), +) == Data("[1,2,3]".utf8))
        #expect(server.requestCount == 2)
    }
}
