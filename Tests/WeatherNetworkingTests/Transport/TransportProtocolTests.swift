#if os(Linux)
import Foundation
import Testing
import WeatherNetworking
import WeatherTestSupport

/// The libcurl engine against answers that break HTTP, and the HTTP it must get right: methods,
/// headers, compression, interim responses, connection reuse, deadlines and cancellation.
@Suite("URLSessionTransport: HTTP over libcurl", .timeLimit(.minutes(1)))
struct TransportProtocolTests {
    /// `{"temp":21.5,"city":"Berlin"}` compressed: `printf '…' | gzip -n | base64`.
    static let gzippedBody = Data(
        base64Encoded: "H4sIAAAAAAAAA6tWKknNLVCyMjLUM9VRSs4sqVSyUnJKLcrJzFOqBQCwpisAHQAAAA==")!

    /// Answers a retry cannot fix: the body is not what the head promised, or the head is not HTTP.
    static let brokenAnswers: [ScriptedResponse] = [
        .json(okBody, headers: ["Content-Encoding": "gzip"]),
        .json(okBody).with(.partialBody(sendBytes: 5)),
        .raw("HTTP/1.1 abc Broken\r\nContent-Length: 0\r\n\r\n"),
        .raw("SPDY/3 200 OK\r\nContent-Length: 0\r\n\r\n"),
        .raw(#"{"temp":21.5} and no status line at all"#),
        .raw(
            "HTTP/1.1 200 OK\r\n"
                + String(repeating: "X-Padding: \(String(repeating: "p", count: 1_000))\r\n", count: 300)),
    ]

    @Test(arguments: brokenAnswers)
    func anAnswerThatBreaksTheProtocolIsAnInvalidResponse(answer: ScriptedResponse) async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(answer)
        let error = await #expect(throws: WeatherError.self) {
            try await URLSessionTransport().send(HTTPRequest(url: server.url(path: "/weather?key=\(secretKey)")))
        }
        #expect(error?.code == .invalidResponse, "\(String(describing: error))")
        #expect(error.map(texts(of:))?.contains { $0.contains(secretKey) } == false)
    }

    @Test func aFailedTLSHandshakeIsANetworkErrorSayingSo() async throws {
        // The loopback server speaks plain HTTP, so a TLS handshake with it cannot succeed.
        let server = try LoopbackServer()
        defer { server.stop() }
        let url = try #require(URL(string: "https://127.0.0.1:\(server.port)/weather?appid=\(secretKey)"))
        let error = await #expect(throws: WeatherError.self) {
            try await URLSessionTransport().send(HTTPRequest(url: url))
        }
        #expect(error?.code == .network)
        #expect(error?.message.contains("secure connection") == true, "\(String(describing: error))")
        #expect(error.map(texts(of:))?.contains { $0.contains(secretKey) } == false)
    }

    @Test func aGzippedBodyIsDecoded() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(.json(Self.gzippedBody, headers: ["Content-Encoding": "gzip"]))
        let response = try await URLSessionTransport().send(HTTPRequest(url: server.url(path: "/weather")))
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"temp":21.5,"city":"Berlin"}"#)
        #expect(server.requests.first?.header("Accept-Encoding")?.contains("gzip") == true)
    }

    @Test func onlyTheFinalResponseHeadCounts() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(
            .raw(
                "HTTP/1.1 103 Early Hints\r\nLink: </style.css>\r\n\r\n"
                    + "HTTP/1.1 201 Created\r\nX-Final: yes\r\nSet-Cookie: a=1\r\nSet-Cookie: b=2\r\n"
                    + "Content-Length: 2\r\n\r\nok"))
        let response = try await URLSessionTransport().send(HTTPRequest(url: server.url(path: "/items")))
        #expect(response.statusCode == 201)
        #expect(response.value(forHeader: "x-final") == "yes")
        #expect(response.value(forHeader: "Link") == nil)
        #expect(response.value(forHeader: "set-cookie") == "a=1, b=2")
        #expect(response.body == Data("ok".utf8))
    }

    @Test func methodsBodiesAndHeadersGoOutAsGiven() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.setHandler { _ in .text("done") }
        let transport = URLSessionTransport()
        let binary = Data([0, 1, 2, 0, 255])
        let url = server.url(path: "/items/1")
        _ = try await transport.send(HTTPRequest(method: .put, url: url, headers: ["X-Empty": ""], body: binary))
        _ = try await transport.send(HTTPRequest(method: .delete, url: url))
        _ = try await transport.send(HTTPRequest(method: .post, url: url))
        let head = try await transport.send(HTTPRequest(method: .head, url: url))

        let requests = server.requests
        #expect(requests.map(\.method) == ["PUT", "DELETE", "POST", "HEAD"])
        #expect(requests[0].body == binary)
        #expect(requests[0].header("X-Empty") == "")
        #expect(requests[1].body.isEmpty)
        #expect(requests[2].header("Content-Length") == "0")
        #expect(head.statusCode == 200 && head.body.isEmpty)
    }

    @Test(arguments: [("X-Injected", "a\r\nX-Evil: 1"), ("X-Bad\nName", "value"), ("", "value"), ("A:B", "c")])
    func aHeaderThatWouldSplitTheLineIsRefusedBeforeSending(name: String, value: String) async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let request = HTTPRequest(url: server.url(path: "/weather"), headers: [name: value])
        let error = await #expect(throws: WeatherError.self) { try await URLSessionTransport().send(request) }
        #expect(error?.code == .invalidInput)
        #expect(server.connectionCount == 0)
    }

    @Test func sequentialRequestsReuseOneConnection() async throws {
        let server = try LoopbackServer(keepsConnectionsAlive: true)
        defer { server.stop() }
        server.setHandler { _ in .json(okBody) }
        let transport = URLSessionTransport()
        for _ in 0..<3 {
            #expect(try await transport.send(HTTPRequest(url: server.url(path: "/weather"))).statusCode == 200)
        }
        #expect(server.requestCount == 3)
        #expect(server.connectionCount == 1)
    }

    @Test func thePerRequestTimeoutEndsAStalledRequest() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(.stall)
        let transport = URLSessionTransport(configuration: .init(timeout: .seconds(30)))
        let started = ContinuousClock.now
        let error = await #expect(throws: WeatherError.self) {
            try await transport.send(HTTPRequest(url: server.url(path: "/slow"), timeout: .milliseconds(200)))
        }
        #expect(error?.code == .timeout)
        #expect(error?.message.contains("per-request timeout") == true)
        // Far below the transport's 30-second timeout, with room for sanitizer builds on a loaded machine.
        #expect(ContinuousClock.now - started < .seconds(20))
    }

    @Test(arguments: [ScriptedResponse.stall, .generated(length: nil)])
    func cancellationStopsTheTransferPromptly(answer: ScriptedResponse) async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(answer)
        let transport = URLSessionTransport(configuration: .init(maximumResponseSize: .max))
        let task = Task { try await transport.send(HTTPRequest(url: server.url(path: "/slow"))) }
        #expect(await server.waitForRequests(count: 1))
        let cancelled = ContinuousClock.now
        task.cancel()
        let error = await #expect(throws: WeatherError.self) { try await task.value }
        let ended = ContinuousClock.now
        #expect(error?.code == .cancelled)
        // Far below the 30-second timeout the transfer would otherwise run into, with room for a loaded machine
        // running the whole suite in parallel (half a second was seen to be too tight there).
        #expect(ended - cancelled < .seconds(2), "ended \(ended - cancelled) after the cancellation")
        #expect(await server.waitForConnections(timeout: .seconds(5)) { $0.first?.clientLeftAt != nil })
        let leftAt = try #require(server.connections.first?.clientLeftAt)
        #expect(leftAt - cancelled < .seconds(3), "the server saw the client leave \(leftAt - cancelled) later")
        withExtendedLifetime(transport) {}
    }
}
#endif
