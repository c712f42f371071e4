import Foundation
import Testing
import WeatherCore
import WeatherJSON
import WeatherNetworking
import WeatherTestSupport

/// The response pipeline as one chain: each body parsed once, the credential kept to the service's
/// origins, one deadline over the retries, and no retry of what a retry cannot fix.
@Suite("Response pipeline")
struct PipelineTests {
    // MARK: Parsing once

    @Test func aSuccessBodyIsParsedOnceForTheRecognizerAndTheValue() async throws {
        let recognized = Locked(0)
        let transport = StubTransport(statusCode: 200, body: okBody)
        let client = makeClient(
            transport,
            errorRecognizer: ErrorRecognizer { _, body in
                recognized.withLock { $0 += 1 }
                #expect(body.isJSON)
                return nil
            })
        let count = JSONParseCount()
        let value = try await JSONParseCount.$current.withValue(count) { try await client.send(weatherRequest()) }
        #expect(value.current.temp == 21.5)
        #expect(recognized.current == 1)
        #expect(count.value == 1)
    }

    @Test func anErrorBodyIsParsedOnce() async throws {
        let transport = StubTransport(statusCode: 404, body: #"{"message":"city not found"}"#)
        let count = JSONParseCount()
        await JSONParseCount.$current.withValue(count) {
            await #expect(throws: WeatherError.self) { try await makeClient(transport).send(weatherRequest()) }
        }
        #expect(count.value == 1)
    }

    @Test(arguments: [513, 400, 600])
    func deeplyNestedBodiesAreDecodingErrorsNotCrashes(depth: Int) async throws {
        for body in [String(repeating: "[", count: depth), String(repeating: "{\"a\":", count: depth)] {
            let transport = StubTransport(statusCode: 200, body: body)
            let error = await #expect(throws: WeatherError.self) {
                try await makeClient(transport).send(weatherRequest())
            }
            #expect(error?.code == .decoding)
        }
    }

    // MARK: Retrying only what a retry can fix

    @Test func aMalformedBodyIsNeverRetried() async throws {
        let transport = StubTransport(statusCode: 200, body: #"{"current":"#)
        let error = await #expect(throws: WeatherError.self) { try await makeClient(transport).send(weatherRequest()) }
        #expect(error?.code == .decoding)
        #expect(transport.requests.count == 1)
    }

    @Test func aBrokenAnswerFromTheTransportIsNeverRetried() async throws {
        let transport = StubTransport { request, _ in
            throw WeatherError(
                .invalidResponse, message: "The body is shorter than declared: \(request).", statusCode: 503)
        }
        let error = await #expect(throws: WeatherError.self) { try await makeClient(transport).send(weatherRequest()) }
        #expect(error?.code == .invalidResponse)
        #expect(transport.requests.count == 1)
    }

    @Test func serverErrorsAreRetriedWithinTheBudget() async throws {
        let transport = StubTransport(statusCode: 503, body: "{}")
        let error = await #expect(throws: WeatherError.self) { try await makeClient(transport).send(weatherRequest()) }
        #expect(error?.code == .server)
        #expect(transport.requests.count == 3)
    }

    // MARK: One deadline

    /// A transport whose server never answers: each attempt takes its whole timeout on `clock`.
    static func stalled(on clock: TestClock) -> StubTransport {
        StubTransport { request, _ in
            try await clock.sleep(for: try #require(request.timeout))
            throw WeatherError(.timeout, message: "No response within \(request.timeout ?? .zero): \(request).")
        }
    }

    @Test func oneDeadlineCoversTheAttemptsAndSaysItWasTheDeadline() async throws {
        let clock = TestClock(advancesAutomatically: true)
        let transport = Self.stalled(on: clock)
        var configuration = makeClient(transport, clock: clock).configuration
        configuration.deadline = .seconds(15)
        configuration.attemptTimeout = .seconds(10)
        let start = clock.now
        let error = await #expect(throws: WeatherError.self) {
            try await APIClient(configuration: configuration).send(weatherRequest())
        }
        #expect(error?.code == .timeout)
        #expect(error?.message.contains("deadline") == true)
        // 10 s, a 0.25 s backoff, then only the 4.75 s left: the call ends at its deadline, not at 30 s.
        #expect(transport.requests.map(\.timeout) == [.seconds(10), .milliseconds(4_750)])
        #expect(start.duration(to: clock.now) == .seconds(15))
    }

    @Test func anAttemptTimeoutInsideTheDeadlineSaysItWasTheAttempt() async throws {
        let clock = TestClock(advancesAutomatically: true)
        let transport = Self.stalled(on: clock)
        var configuration = makeClient(transport, clock: clock, retryPolicy: .none).configuration
        configuration.attemptTimeout = .seconds(2)
        let error = await #expect(throws: WeatherError.self) {
            try await APIClient(configuration: configuration).send(weatherRequest())
        }
        #expect(error?.code == .timeout)
        #expect(error?.message.contains("No response within 2.0 seconds") == true)
        #expect(error?.message.contains("deadline") == false)
    }

    @Test func aRetryThatWouldEndAfterTheDeadlineIsNotMade() async throws {
        let transport = StubTransport(statusCode: 429, headers: ["Retry-After": "20"], body: "{}")
        let clock = TestClock(advancesAutomatically: true)
        let error = await #expect(throws: WeatherError.self) {
            try await makeClient(transport, clock: clock).send(weatherRequest())
        }
        #expect(error?.code == .rateLimited)
        #expect(error?.retryAfter == .seconds(20))
        #expect(transport.requests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    // MARK: Credentials stay with their origin

    @Test func aSameOriginRedirectIsFollowedWithTheCredentialOnce() async throws {
        let transport = StubTransport { request, index in
            index == 0
                ? response(302, headers: ["Location": "/data/2.5/moved?q=London"])
                : response(200, okBody)
        }
        _ = try await makeClient(transport).send(weatherRequest())
        #expect(transport.requests.count == 2)
        let second = try #require(transport.requests.last)
        #expect(second.url.path == "/data/2.5/moved")
        #expect(second.url.query?.components(separatedBy: "appid=").count == 2, "the key once: \(second)")
    }

    @Test(arguments: [
        "https://evil.example/steal", "https://api.example.com:8443/data", "http://api.example.com/data",
    ])
    func aRedirectToAnotherOriginNeverCarriesTheCredential(location: String) async throws {
        // The server copies the query, key included, into `Location`.
        let transport = StubTransport { request, _ in
            response(301, headers: ["Location": location + "?" + (request.url.query ?? "")])
        }
        let error = await #expect(throws: WeatherError.self) { try await makeClient(transport).send(weatherRequest()) }
        #expect(error?.code == .redirectRefused)
        #expect(transport.requests.count == 1, "nothing was sent to \(location)")
        for text in texts(of: try #require(error)) {
            #expect(!text.contains(secretKey))
        }
    }

    @Test func aKeylessServiceFollowsARedirectToAnotherHostButNeverToPlainHTTP() async throws {
        let moved = StubTransport { request, _ in
            request.url.host == "api.example.com"
                ? response(308, headers: ["Location": "https://mirror.example/data/2.5/weather"])
                : response(200, okBody)
        }
        var configuration = makeClient(moved).configuration
        configuration.authentication = .none
        _ = try await APIClient(configuration: configuration).send(weatherRequest())
        #expect(moved.requests.map { $0.url.host } == ["api.example.com", "mirror.example"])

        let downgraded = StubTransport { _, _ in response(302, headers: ["Location": "http://api.example.com/x"]) }
        configuration.transport = downgraded
        let error = await #expect(throws: WeatherError.self) {
            try await APIClient(configuration: configuration).send(weatherRequest())
        }
        #expect(error?.code == .redirectRefused)
    }

    @Test func endlessRedirectsEndAsAnInvalidResponse() async throws {
        let transport = StubTransport { _, index in response(307, headers: ["Location": "/data/2.5/hop\(index)"]) }
        let error = await #expect(throws: WeatherError.self) { try await makeClient(transport).send(weatherRequest()) }
        #expect(error?.code == .invalidResponse)
        #expect(transport.requests.count == 6)
    }

    @Test func theCredentialGoesOnlyToTheServicesOrigins() async throws {
        let transport = StubTransport(statusCode: 200, body: okBody)
        let client = makeClient(transport)
        _ = try await client.send(APIRequest<Temperature>(path: "https://other.example/weather"))
        _ = try await client.send(weatherRequest())
        #expect(transport.requests.map { $0.url.query?.contains(secretKey) ?? false } == [false, true])
    }

    @Test func headerAndBearerSchemesAndAMissingCredential() async throws {
        let transport = StubTransport(statusCode: 200, body: okBody)
        var configuration = makeClient(transport).configuration
        configuration.authentication = .header("X-Api-Key", secretKey)
        _ = try await APIClient(configuration: configuration).send(weatherRequest())
        configuration.authentication = .bearerToken { "token-\(secretKey)" }
        _ = try await APIClient(configuration: configuration).send(weatherRequest())
        #expect(transport.requests[0].value(forHeader: "X-Api-Key") == secretKey)
        #expect(transport.requests[1].value(forHeader: "Authorization") == "Bearer token-\(secretKey)")
        #expect(configuration.authentication.description == "bearerToken")

        configuration.authentication = .queryParameter("appid", "  ")
        let error = await #expect(throws: WeatherError.self) {
            try await APIClient(configuration: configuration).send(weatherRequest())
        }
        #expect(error?.code == .unauthorized)
        #expect(transport.requests.count == 2, "nothing sent without a credential")
    }

    @Test func aSecretUnderAnyParameterNameIsRedactedFromErrorsAndLogs() async throws {
        let records = Locked<[HTTPLogRecord]>([])
        let logger = HTTPLogger(minimumLevel: .debug) { record in records.withLock { $0.append(record) } }
        let transport = StubTransport { request, _ in
            throw WeatherError(.network, message: "Connection reset while sending \(request.url.absoluteString)")
        }
        let client = makeClient(transport, retryPolicy: .none, logger: logger, secretParameter: "custom_token_name")
        let error = await #expect(throws: WeatherError.self) { try await client.send(weatherRequest()) }
        for text in texts(of: try #require(error)) + records.current.map(\.description) {
            #expect(!text.contains(secretKey), "\(text)")
        }
    }

    @Test func aBearerTokenAndItsPartsAreRedactedFromErrorsAndLogs() async throws {
        let token = "eyJhbGciOiJFUzI1NiJ9.eyJpc3MiOiJURUFNIn0.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg"
        let records = Locked<[HTTPLogRecord]>([])
        let logger = HTTPLogger(minimumLevel: .debug) { record in records.withLock { $0.append(record) } }
        let transport = StubTransport { _, attempt in
            // The whole token, then its signature alone, as a server's error text.
            let echoed = attempt == 0 ? token : String(token.split(separator: ".")[2])
            throw WeatherError(.network, message: "Connection reset for Bearer \(echoed)")
        }
        var configuration = makeClient(transport, retryPolicy: .none, logger: logger).configuration
        configuration.authentication = .bearerToken { token }
        for _ in 0..<2 {
            let error = await #expect(throws: WeatherError.self) {
                try await APIClient(configuration: configuration).send(weatherRequest())
            }
            for text in texts(of: try #require(error)) + records.current.map(\.description) {
                #expect(!text.contains("c2lnbmF0dXJl"), "\(text)")
                #expect(!text.contains("eyJpc3MiOiJURUFNIn0"), "\(text)")
            }
        }
        #expect(records.current.contains { $0.message.contains(SecretRedactor.replacement) })
    }
}
