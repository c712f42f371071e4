import Foundation
import Testing
import WeatherCore
import WeatherNetworking
import WeatherTestSupport

@Suite("APIClient pipeline")
struct APIClientTests {
    @Test func decodesASuccessfulResponseAndBuildsTheURL() async throws {
        let transport = StubTransport(statusCode: 200, body: okBody)
        let value = try await makeClient(transport).send(weatherRequest(city: "São Paulo"))
        #expect(value.current.temp == 21.5)
        let request = try #require(transport.requests.first)
        #expect(request.method == .get)
        #expect(
            request.url.absoluteString
                == "https://api.example.com/data/2.5/weather?q=S%C3%A3o%20Paulo&appid=\(secretKey)")
        #expect(request.value(forHeader: "accept") == "application/json")
    }

    @Test(
        "Default status mapping",
        arguments: [
            (400, WeatherError.Code.badRequest), (401, .unauthorized), (403, .forbidden), (409, .conflict),
            (404, .notFound),
            (422, .badRequest), (429, .rateLimited), (500, .server), (501, .server), (503, .server),
        ])
    func mapsStatusCodes(status: Int, code: WeatherError.Code) async throws {
        let transport = StubTransport(statusCode: status, body: "{}")
        let error = await #expect(throws: WeatherError.self) {
            try await makeClient(transport, retryPolicy: .none).send(weatherRequest())
        }
        #expect(error?.code == code)
        #expect(error?.statusCode == status)
        #expect(transport.requests.count == 1)
    }

    @Test func providerErrorRecognizerComesFirst() async throws {
        struct Envelope: Decodable {
            struct Detail: Decodable {
                var code: Int
                var message: String
            }
            var error: Detail
        }
        let transport = StubTransport(
            statusCode: 400, body: #"{"error":{"code":1006,"message":"No matching location"}}"#)
        let client = makeClient(
            transport,
            errorRecognizer: ErrorRecognizer { _, body in
                (try? body.decode(Envelope.self)).map {
                    WeatherError(.notFound, message: $0.error.message, providerCode: String($0.error.code))
                }
            })
        let error = await #expect(throws: WeatherError.self) { try await client.send(weatherRequest()) }
        #expect(error?.code == .notFound)
        #expect(error?.providerCode == "1006")
        #expect(error?.statusCode == 400)
    }

    @Test func decodingErrorNamesTheCodingPath() async throws {
        let transport = StubTransport(statusCode: 200, body: #"{"current":{"temp":"warm"}}"#)
        let error = await #expect(throws: WeatherError.self) { try await makeClient(transport).send(weatherRequest()) }
        #expect(error?.code == .decoding)
        #expect(error?.message.contains("current.temp: expected Double") == true)
    }

    @Test func missingKeyNamesTheCodingPath() async throws {
        let transport = StubTransport(statusCode: 200, body: #"{"current":{}}"#)
        let error = await #expect(throws: WeatherError.self) { try await makeClient(transport).send(weatherRequest()) }
        #expect(error?.code == .decoding)
        #expect(error?.message.contains("current.temp: required key is missing") == true)
    }

    @Test func htmlBodyIsADecodingErrorWithAClearMessage() async throws {
        let html = "<html><body><h1>502 Bad Gateway</h1></body></html>"
        let transport = StubTransport(statusCode: 200, headers: ["Content-Type": "text/html"], body: html)
        let error = await #expect(throws: WeatherError.self) { try await makeClient(transport).send(weatherRequest()) }
        #expect(error?.code == .decoding)
        #expect(error?.message.contains("not JSON (text/html") == true)
        #expect(error?.message.contains("<html>") == true)
    }

    @Test func htmlBodyWithA5xxStatusIsAServerError() async throws {
        let transport = StubTransport(statusCode: 502, headers: ["Content-Type": "text/html"], body: "<html></html>")
        let error = await #expect(throws: WeatherError.self) {
            try await makeClient(transport, retryPolicy: .none).send(weatherRequest())
        }
        #expect(error?.code == .server)
    }

    @Test func customDecoderReceivesTheResponse() async throws {
        let transport = StubTransport(statusCode: 200, body: "plain text")
        let request = APIRequest<String>(path: "icon") { String(decoding: $0.body, as: UTF8.self) }
        #expect(try await makeClient(transport).send(request) == "plain text")
    }

    @Test func willSendErrorsStopTheCall() async throws {
        let transport = StubTransport(statusCode: 200, body: okBody)
        var configuration = makeClient(transport).configuration
        configuration.willSend = { _ in throw WeatherError(.unauthorized, message: "No API key is set.") }
        let error = await #expect(throws: WeatherError.self) {
            try await APIClient(configuration: configuration).send(weatherRequest())
        }
        #expect(error?.code == .unauthorized)
        #expect(transport.requests.isEmpty)
    }

    @Test func transportErrorsBecomeNetworkErrors() async throws {
        struct Unreachable: Error {}
        let transport = StubTransport { _, _ in throw Unreachable() }
        let error = await #expect(throws: WeatherError.self) {
            try await makeClient(transport, retryPolicy: .none).send(weatherRequest())
        }
        #expect(error?.code == .network)
    }

    @Test func urlErrorsAreMappedByCode() async throws {
        let cases: [(URLError.Code, WeatherError.Code)] = [
            (.timedOut, .timeout), (.cancelled, .cancelled), (.cannotConnectToHost, .network),
            (.networkConnectionLost, .network), (.notConnectedToInternet, .network),
        ]
        for (urlCode, expected) in cases {
            let transport = StubTransport { _, _ in throw URLError(urlCode) }
            let error = await #expect(throws: WeatherError.self) {
                try await makeClient(transport, retryPolicy: .none).send(weatherRequest())
            }
            #expect(error?.code == expected)
        }
    }

    @Test func cancellationDuringTheTransportEndsWithCancelled() async throws {
        let transport = StubTransport { _, _ in
            try await Task.sleep(for: .seconds(600))
            return response(200, okBody)
        }
        let client = makeClient(transport)
        let task = Task { try await client.send(weatherRequest()) }
        task.cancel()
        let error = await #expect(throws: WeatherError.self) { try await task.value }
        #expect(error?.code == .cancelled)
    }

    @Test func logRecordsCarryAttemptsAndNoSecrets() async throws {
        let records = LogBox()
        let transport = StubTransport(responses: [response(500), response(200, okBody)])
        let logger = HTTPLogger(minimumLevel: .debug) { records.append($0) }
        _ = try await makeClient(transport, logger: logger).send(weatherRequest())
        let logged = records.all
        #expect(logged.map(\.event) == [.attemptStarted, .retrying, .attemptStarted, .succeeded])
        #expect(logged.map(\.attempt) == [1, 1, 2, 2])
        #expect(logged.map(\.maximumAttempts) == [3, 3, 3, 3])
        #expect(logged.map(\.statusCode) == [nil, 500, nil, 200])
        #expect(logged.map(\.level) == [.debug, .warning, .debug, .debug])
        #expect(logged[1].retryDelay == .milliseconds(250))
        for record in logged {
            #expect(record.method == .get)
            #expect(record.redactedURL.contains("api.example.com/data/2.5/weather"))
            #expect(!record.description.contains(secretKey))
        }
    }

    @Test func loggerBelowItsLevelReceivesNothing() async throws {
        let records = LogBox()
        let logger = HTTPLogger(minimumLevel: .warning) { records.append($0) }
        _ = try await makeClient(StubTransport(statusCode: 200, body: okBody), logger: logger).send(weatherRequest())
        #expect(records.all.isEmpty)
    }
}

/// Collects log records from a `@Sendable` sink.
final class LogBox: Sendable {
    private let records = Locked<[HTTPLogRecord]>([])
    func append(_ record: HTTPLogRecord) { records.withLock { $0.append(record) } }
    var all: [HTTPLogRecord] { records.current }
}
