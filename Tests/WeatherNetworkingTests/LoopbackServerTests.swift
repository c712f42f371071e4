import Dispatch
import Foundation
import Testing

@testable import WeatherTestSupport

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The loopback server itself, driven by `URLSession` (and by raw sockets where a client library would hide
/// what is on the wire).
@Suite struct LoopbackServerTests {
    // MARK: - Answering and recording

    @Test func answersWithStatusHeadersAndBody() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(.json(#"{"temp":21.5}"#, status: 201, headers: ["X-Request-Id": "abc-123"]))

        let (data, response) = try await Self.fetch(server.url(path: "/weather"))

        #expect(response.statusCode == 201)
        #expect(response.value(forHTTPHeaderField: "X-Request-Id") == "abc-123")
        #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(String(decoding: data, as: UTF8.self) == #"{"temp":21.5}"#)
    }

    @Test func recordsMethodPathQueryHeadersAndBody() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(.status(204))
        var request = URLRequest(url: server.url(path: "/v1/items/caf%C3%A9?q=New%20York&units=metric&flag"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("token-value", forHTTPHeaderField: "X-Custom")
        request.httpBody = Data(#"{"name":"Berlin"}"#.utf8)

        _ = try await Self.send(request)

        let recorded = try #require(server.requests.first)
        #expect(server.requestCount == 1)
        #expect(recorded.method == "POST")
        #expect(recorded.path == "/v1/items/café")
        #expect(recorded.query == "q=New%20York&units=metric&flag")
        #expect(recorded.queryValue("q") == "New York")
        #expect(recorded.queryValue("units") == "metric")
        #expect(recorded.queryItems.map(\.name) == ["q", "units", "flag"])
        #expect(recorded.queryValue("flag") == nil)
        #expect(recorded.header("content-type") == "application/json")
        #expect(recorded.header("X-CUSTOM") == "token-value")
        #expect(recorded.header("X-Missing") == nil)
        #expect(recorded.bodyText == #"{"name":"Berlin"}"#)
        #expect(recorded.url.path == "/v1/items/café")
        #expect(recorded.url.query == "q=New%20York&units=metric&flag")
        #expect(recorded.url.host == nil)
    }

    @Test func scriptIsFirstInFirstOutThenHandler() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(.text("first"))
        server.enqueue(contentsOf: [.text("second", status: 503), .text("third")])
        server.setHandler { request in .text("handled \(request.path)", status: 202) }

        var answers: [String] = []
        var statuses: [Int] = []
        for index in 0..<5 {
            let (data, response) = try await Self.fetch(server.url(path: "/call/\(index)"))
            answers.append(String(decoding: data, as: UTF8.self))
            statuses.append(response.statusCode)
        }

        #expect(answers == ["first", "second", "third", "handled /call/3", "handled /call/4"])
        #expect(statuses == [200, 503, 200, 202, 202])
        #expect(server.requests.map(\.path) == (0..<5).map { "/call/\($0)" })
        #expect(server.pendingResponseCount == 0)
    }

    @Test func unknownPathsGetNotFoundAndAreRecorded() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }

        let (data, response) = try await Self.fetch(server.url(path: "/nowhere?x=1"))

        #expect(response.statusCode == 404)
        let fields = try JSONDecoder().decode([String: String].self, from: data)
        #expect(fields["path"] == "/nowhere")
        #expect(server.lastRequest?.path == "/nowhere")
        #expect(server.lastRequest?.queryValue("x") == "1")
    }

    @Test func keepAliveServesSeveralRequestsOnOneConnection() async throws {
        let server = try LoopbackServer(keepsConnectionsAlive: true)
        defer { server.stop() }
        server.setHandler { request in .text(request.path) }
        let session = Self.makeSession()
        defer { session.invalidateAndCancel() }

        for index in 0..<3 {
            let (data, _) = try await session.data(from: server.url(path: "/\(index)"))
            #expect(String(decoding: data, as: UTF8.self) == "/\(index)")
        }

        #expect(server.requestCount == 3)
        #expect(server.connectionCount == 1)
    }

    @Test func closesEachConnectionByDefault() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let session = Self.makeSession()
        defer { session.invalidateAndCancel() }

        for index in 0..<3 {
            let (_, response) = try await session.data(from: server.url(path: "/\(index)"))
            #expect((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Connection") == "close")
        }

        #expect(server.connectionCount == 3)
    }

    @Test func twoServersListenOnDifferentPorts() throws {
        let first = try LoopbackServer()
        defer { first.stop() }
        let second = try LoopbackServer()
        defer { second.stop() }

        #expect(first.port != second.port)
        #expect(first.port > 0 && second.port > 0)
        #expect(first.baseURL.absoluteString == "http://127.0.0.1:\(first.port)")
        #expect(second.baseURL.host == "127.0.0.1")
    }

    // MARK: - Misbehaviour

    @Test func closeWithoutAnswerFailsTheClient() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(.closeWithoutAnswer)

        await #expect(throws: (any Error).self) {
            _ = try await Self.fetch(server.url(path: "/dropped"))
        }
        #expect(server.requests.first?.path == "/dropped")
    }

    @Test func partialBodyFailsTheClient() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let body = String(repeating: "0123456789", count: 100)
        server.enqueue(.text(body).with(.partialBody(sendBytes: 10)))

        await #expect(throws: (any Error).self) {
            _ = try await Self.fetch(server.url(path: "/truncated"))
        }
    }

    @Test func partialBodySendsTheFullLengthThenOnlySomeBytes() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(.text("abcdefghij").with(.partialBody(sendBytes: 4)))

        let answer = try Self.exchange("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", port: server.port)

        #expect(answer.contains("Content-Length: 10\r\n"))
        #expect(answer.hasSuffix("\r\n\r\nabcd"))
    }

    @Test func declaredContentLengthBeyondTheBodyFailsTheClient() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(.json("[]").declaringContentLength(1_000_000_000))

        await #expect(throws: (any Error).self) {
            _ = try await Self.fetch(server.url(path: "/huge"))
        }
    }

    @Test func dripDeliversTheWholeBodyInPieces() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let body = String(repeating: "drip ", count: 20)
        server.enqueue(.text(body).with(.drip(chunkDelay: .milliseconds(1), chunkSize: 3)))

        let (data, response) = try await Self.fetch(server.url(path: "/slow"))

        #expect(response.statusCode == 200)
        #expect(String(decoding: data, as: UTF8.self) == body)
    }

    @Test func delayHoldsTheAnswerBack() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(.text("late").delayed(by: .milliseconds(300)))
        let clock = ContinuousClock()

        let start = clock.now
        let (data, _) = try await Self.fetch(server.url(path: "/late"))

        #expect(clock.now - start >= .milliseconds(300))
        #expect(String(decoding: data, as: UTF8.self) == "late")
    }

    @Test func delayTripsTheClientTimeout() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(.text("too late").delayed(by: .seconds(60)))
        var request = URLRequest(url: server.url(path: "/timeout"))
        request.timeoutInterval = 1

        let error = await #expect(throws: (any Error).self) {
            _ = try await Self.send(request)
        }
        #expect(error.map { $0 as NSError }?.code == NSURLErrorTimedOut)
        #expect(server.requestCount == 1)
    }

    // MARK: - Stopping

    @Test(arguments: [ScriptedResponse.stall, ScriptedResponse.text("never").delayed(by: .seconds(60))])
    func stopReturnsPromptlyWithAWaitingConnection(response: ScriptedResponse) async throws {
        let server = try LoopbackServer()
        server.enqueue(response)
        let client = Task { try await Self.fetch(server.url(path: "/waiting")) }
        #expect(await server.waitForRequests(count: 1))
        let clock = ContinuousClock()

        let start = clock.now
        server.stop()

        #expect(clock.now - start < .seconds(2))
        await #expect(throws: (any Error).self) {
            _ = try await client.value
        }
    }

    @Test func stopIsIdempotentClosesTheListenerAndKeepsTheRecord() async throws {
        let server = try LoopbackServer()
        _ = try await Self.fetch(server.url(path: "/before"))

        server.stop()
        server.stop()

        #expect(throws: LoopbackServerError.self) {
            try Socket.connectedToLoopback(port: server.port).close()
        }
        #expect(server.requests.map(\.path) == ["/before"])
    }

    @Test func handlerCanStopTheServerWithoutBlocking() async throws {
        let server = try LoopbackServer()
        server.setHandler { [weak server] _ in
            server?.stop()
            return .text("stopping")
        }
        _ = try? await Self.fetch(server.url(path: "/stop"))
        let clock = ContinuousClock()

        let start = clock.now
        server.stop()

        #expect(clock.now - start < .seconds(2))
        #expect(server.requests.map(\.path) == ["/stop"])
    }

    @Test func droppingTheServerStopsIt() async throws {
        var server: LoopbackServer? = try LoopbackServer()
        let port = try #require(server?.port)
        server?.enqueue(.stall)
        let url = try #require(server?.url(path: "/stalled"))
        let client = Task { try await Self.fetch(url) }
        #expect(await server?.waitForRequests(count: 1) == true)

        server = nil

        await #expect(throws: (any Error).self) {
            _ = try await client.value
        }
        #expect(throws: LoopbackServerError.self) {
            try Socket.connectedToLoopback(port: port).close()
        }
    }

    // MARK: - Wire format

    @Test func chunkedUploadIsDecoded() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(.text("stored", status: 201))
        let request =
            "POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n"
            + "5\r\nhello\r\n6;name=value\r\n world\r\n0\r\nX-Trailer: yes\r\n\r\n"

        let answer = try Self.exchange(request, port: server.port)

        #expect(answer.hasPrefix("HTTP/1.1 201 Created\r\n"))
        #expect(server.lastRequest?.bodyText == "hello world")
    }

    @Test func answersExpectContinueBeforeTheBodyArrives() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let client = try Socket.connectedToLoopback(port: server.port)
        defer { client.close() }
        let head = "PUT /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\nExpect: 100-continue\r\n\r\n"
        #expect(client.send(Array(head.utf8)))

        var interim: [UInt8] = []
        while interim.count < 25, client.becomesReadable(withinMilliseconds: 10_000),
            client.receive(appendingTo: &interim, maximum: 25 - interim.count) > 0
        {}
        #expect(String(decoding: interim, as: UTF8.self) == "HTTP/1.1 100 Continue\r\n\r\n")
        #expect(client.send(Array("hello".utf8)))
        let answer = Self.readToEnd(client)

        #expect(answer.hasPrefix("HTTP/1.1 404 Not Found\r\n"))
        #expect(server.lastRequest?.bodyText == "hello")
    }

    @Test(arguments: ["garbage\r\n\r\n", "GET / HTTP/1.1\r\nno colon here\r\n\r\n", "GET / SPDY/3\r\n\r\n"])
    func malformedRequestGetsBadRequest(request: String) throws {
        let server = try LoopbackServer()
        defer { server.stop() }

        let answer = try Self.exchange(request, port: server.port)

        #expect(answer.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
        #expect(server.requestCount == 0)
    }

    @Test func recordedRequestParsesAbsoluteTargets() {
        let request = RecordedRequest(method: "GET", target: "http://example.test:8080/a%20b?x=%2B+1#frag")

        #expect(request.path == "/a b")
        #expect(request.query == "x=%2B+1")
        #expect(request.queryValue("x") == "++1")
        #expect(request.url.path == "/a b")
    }

    // MARK: - Concurrency

    /// The two hundred-connection tests run one after the other, so together they stay well below the
    /// default limit of 256 open files on macOS.
    @Suite(.serialized) struct Concurrency {
        @Test func answersAndRecordsOneHundredConcurrentRequests() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.setHandler { request in .text("answer for \(request.path)") }
            let session = LoopbackServerTests.makeSession(connectionsPerHost: 100)
            defer { session.invalidateAndCancel() }

            let answers = try await withThrowingTaskGroup(of: (Int, Int, String).self) { group in
                for index in 0..<100 {
                    group.addTask {
                        let (data, response) = try await session.data(from: server.url(path: "/item/\(index)"))
                        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
                        return (index, status, String(decoding: data, as: UTF8.self))
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }

            #expect(answers.count == 100)
            #expect(answers.allSatisfy { $0.1 == 200 && $0.2 == "answer for /item/\($0.0)" })
            #expect(server.requestCount == 100)
            #expect(Set(server.requests.map(\.path)) == Set((0..<100).map { "/item/\($0)" }))
        }

        /// Every handler waits for all hundred requests to arrive: it only succeeds if the connections are
        /// served at the same time.
        @Test func servesOneHundredConnectionsSimultaneously() throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            let everyoneArrived = DispatchGroup()
            for _ in 0..<100 { everyoneArrived.enter() }
            server.setHandler { _ in
                everyoneArrived.leave()
                let together = everyoneArrived.wait(timeout: .now() + 10) == .success
                return together ? .text("together") : .text("alone", status: 500)
            }

            let clients = try (0..<100).map { _ in try Socket.connectedToLoopback(port: server.port) }
            defer { clients.forEach { $0.close() } }
            for (index, client) in clients.enumerated() {
                #expect(client.send(Array("GET /\(index) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)))
            }
            let answers = clients.map { LoopbackServerTests.readToEnd($0) }

            #expect(answers.allSatisfy { $0.hasPrefix("HTTP/1.1 200 OK\r\n") && $0.hasSuffix("\r\n\r\ntogether") })
            #expect(server.requestCount == 100)
            #expect(server.connectionCount == 100)
        }
    }

    // MARK: - Clients

    fileprivate static func makeSession(connectionsPerHost: Int = 6) -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = connectionsPerHost
        configuration.timeoutIntervalForRequest = 30
        configuration.urlCache = nil
        return URLSession(configuration: configuration)
    }

    private static func fetch(_ url: URL) async throws -> (Data, HTTPURLResponse) {
        try await send(URLRequest(url: url))
    }

    private static func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let session = makeSession()
        defer { session.finishTasksAndInvalidate() }
        let (data, response) = try await session.data(for: request)
        return (data, try #require(response as? HTTPURLResponse))
    }

    /// Sends `request` on a fresh connection and reads until the server closes it.
    private static func exchange(_ request: String, port: Int) throws -> String {
        let client = try Socket.connectedToLoopback(port: port)
        defer { client.close() }
        #expect(client.send(Array(request.utf8)))
        return readToEnd(client)
    }

    /// Reads until end of stream, giving up after ten seconds without data.
    fileprivate static func readToEnd(_ client: Socket) -> String {
        var bytes: [UInt8] = []
        while client.becomesReadable(withinMilliseconds: 10_000), client.receive(appendingTo: &bytes) > 0 {}
        return String(decoding: bytes, as: UTF8.self)
    }
}
