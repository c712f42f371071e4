import Foundation
import Testing
import WeatherNetworking
import WeatherTestSupport

/// `URLSessionTransport` against a real HTTP server on 127.0.0.1.
@Suite("URLSessionTransport over loopback", .timeLimit(.minutes(1)))
struct URLSessionTransportTests {
    @Test func returnsStatusHeadersAndBody() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(.json(okBody, headers: ["X-Request-Id": "abc"]))
        let request = HTTPRequest(
            method: .post, url: server.url(path: "/weather?q=Z%C3%BCrich"), headers: ["X-Client": "sdk"],
            body: Data("ping".utf8))
        let response = try await URLSessionTransport().send(request)
        #expect(response.statusCode == 200)
        #expect(response.body == Data(okBody.utf8))
        #expect(response.value(forHeader: "x-request-id") == "abc")
        let received = try #require(server.requests.first)
        #expect(received.method == "POST")
        #expect(received.queryValue("q") == "Zürich")
        #expect(received.header("x-client") == "sdk")
        #expect(received.bodyText == "ping")
    }

    @Test(arguments: [(401, WeatherError.Code.unauthorized), (404, .notFound)])
    func clientErrorsAreMappedOnceWithoutRetry(status: Int, code: WeatherError.Code) async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(.json(#"{"cod":\#(status),"message":"nope"}"#, status: status))
        let client = loopbackClient(server)
        let error = await #expect(throws: WeatherError.self) { try await client.send(weatherRequest()) }
        #expect(error?.code == code)
        #expect(error?.statusCode == status)
        #expect(server.requestCount == 1)
    }

    @Test func rateLimitWithRetryAfterIsRetriedAfterThatDelay() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(.json("{}", status: 429, headers: ["Retry-After": "2"]))
        server.enqueue(.json(okBody))
        let clock = TestClock(advancesAutomatically: true)
        let value = try await loopbackClient(server, clock: clock).send(weatherRequest())
        #expect(value.current.temp == 21.5)
        #expect(server.requestCount == 2)
        #expect(clock.sleeps == [.seconds(2)])
        #expect(server.requests.allSatisfy { $0.queryValue("appid") == secretKey })
    }

    @Test func serverErrorThenSuccess() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(contentsOf: [.json(#"{"error":"boom"}"#, status: 500), .json(okBody)])
        let value = try await loopbackClient(server).send(weatherRequest())
        #expect(value.current.temp == 21.5)
        #expect(server.requestCount == 2)
    }

    @Test func stalledServerEndsWithTimeout() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(.stall)
        let started = ContinuousClock.now
        let request = HTTPRequest(url: server.url(path: "/slow?appid=\(secretKey)"), timeout: .milliseconds(300))
        let error = await #expect(throws: WeatherError.self) { try await URLSessionTransport().send(request) }
        #expect(error?.code == .timeout)
        #expect(ContinuousClock.now - started < .seconds(10))
        #expect(error.map(texts(of:))?.contains { $0.contains(secretKey) } == false)
    }

    @Test func configurationTimeoutAppliesWhenTheRequestSetsNone() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(.stall)
        let clock = TestClock()
        let transport = URLSessionTransport(configuration: .init(timeout: .seconds(45), clock: clock))
        let task = Task { try await transport.send(HTTPRequest(url: server.url(path: "/slow"))) }
        await clock.waitForSleepers(1)
        #expect(clock.sleeps == [.seconds(45)])
        clock.advance(by: .seconds(45))
        let error = await #expect(throws: WeatherError.self) { try await task.value }
        #expect(error?.code == .timeout)
    }

    @Test func connectionClosedWithoutAnAnswerIsANetworkError() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(.closeWithoutAnswer)
        let error = await #expect(throws: WeatherError.self) {
            try await URLSessionTransport().send(HTTPRequest(url: server.url(path: "/weather")))
        }
        #expect(error?.code == .network)
    }

    /// A body cut short of its `Content-Length`: libcurl (Linux) reports it as an answer that breaks the
    /// protocol, `URLSession` on Apple platforms as a lost connection.
    @Test func aBodyCutShortOfItsLengthFails() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(.json(okBody).with(.partialBody(sendBytes: 5)))
        let error = await #expect(throws: WeatherError.self) {
            try await URLSessionTransport().send(HTTPRequest(url: server.url(path: "/weather")))
        }
        #if os(Linux)
        #expect(error?.code == .invalidResponse)
        #else
        #expect(error?.code == .network)
        #endif
    }

    @Test func connectionRefusedIsANetworkError() async throws {
        let server = try LoopbackServer()
        let url = server.url(path: "/weather?key=\(secretKey)")
        server.stop()
        let error = await #expect(throws: WeatherError.self) {
            try await URLSessionTransport().send(HTTPRequest(url: url))
        }
        #expect(error?.code == .network)
        #expect(error.map(texts(of:))?.contains { $0.contains(secretKey) } == false)
    }

    @Test func cancellationCancelsTheRequest() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(.stall)
        let transport = URLSessionTransport()
        let started = ContinuousClock.now
        let task = Task { try await transport.send(HTTPRequest(url: server.url(path: "/slow"))) }
        #expect(await server.waitForRequests(count: 1))
        task.cancel()
        let error = await #expect(throws: WeatherError.self) { try await task.value }
        #expect(error?.code == .cancelled)
        #expect(ContinuousClock.now - started < .seconds(10))
    }

    /// A URL that is not `http` or `https`: libcurl (Linux) is never handed it; `URLSession` on Apple
    /// platforms loads it and gets an answer that is not HTTP.
    @Test func nonHTTPURLIsATypedError() async throws {
        let url = try #require(URL(string: "data:text/plain,hello"))
        let error = await #expect(throws: WeatherError.self) {
            try await URLSessionTransport().send(HTTPRequest(url: url))
        }
        #if os(Linux)
        #expect(error?.code == .invalidInput)
        #expect(error?.message.contains("Only http and https URLs") == true)
        #else
        #expect(error?.code == .network)
        #expect(error?.message.contains("not an HTTP response") == true)
        #endif
    }

    @Test func hugeDeclaredContentLengthIsRefused() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(.json(okBody).declaringContentLength(1 << 30))
        let error = await #expect(throws: WeatherError.self) {
            try await URLSessionTransport().send(HTTPRequest(url: server.url(path: "/huge")))
        }
        #expect(error?.code == .invalidResponse)
        #expect(error?.message.contains("larger than the 8388608-byte limit") == true)
    }

    @Test func bodyBeyondTheLimitIsRefused() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(.text(String(repeating: "x", count: 4096)))
        let transport = URLSessionTransport(configuration: .init(maximumResponseSize: 1024))
        let error = await #expect(throws: WeatherError.self) {
            try await transport.send(HTTPRequest(url: server.url(path: "/big")))
        }
        #expect(error?.code == .invalidResponse)
        #expect(error?.message.contains("1024-byte limit") == true)
    }
}

/// A client against `server` with its real transport, the key added as `appid=`, and a test clock
/// for backoff sleeps.
private func loopbackClient(
    _ server: LoopbackServer, clock: TestClock = TestClock(advancesAutomatically: true)
)
    -> APIClient
{
    var configuration = makeClient(URLSessionTransport(), clock: clock).configuration
    configuration.baseURL = server.baseURL
    return APIClient(configuration: configuration)
}
