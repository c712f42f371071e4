import Foundation
import Testing
import WeatherCore
import WeatherNetworking
import WeatherTesting

@testable import WeatherProviders

/// A server that echoes part of a secret (a bearer token's segment, a key cut short) leaks nothing: every
/// run of twelve or more characters of a secret the call sent is redacted wherever it shows up.
@Suite("Echoed parts of secrets")
struct SecretEchoTests {
    /// The parts of `token` a server might echo: each segment, a run of the signature, and the token cut
    /// across the message limit.
    static func echoedParts(of token: String) -> [String] {
        let segments = token.split(separator: ".").map(String.init)
        let signature = segments.last ?? ""
        return segments + [String(signature.dropFirst(10).prefix(14)), token]
    }

    /// Every text of `error` and `records` an app could print or log.
    static func texts(of error: WeatherError, records: [HTTPLogRecord]) -> [String] {
        var dumped = ""
        dump(error, to: &dumped)
        return [error.message, error.description, error.debugDescription, String(reflecting: error), dumped]
            + records.flatMap { [$0.message, $0.description, $0.redactedURL] }
    }

    @Test(arguments: 0..<5)
    func aBearerTokensEchoedPartNeverShows(part: Int) async throws {
        let sent = Locked<String?>(nil)
        let records = Locked<[HTTPLogRecord]>([])
        let transport = StubTransport { request, _ in
            if request.url.path.contains("/availability/") {
                return HTTPResponse(
                    statusCode: 200,
                    body: try WeatherFixtures.data("weatherkit/availability/new-york-four-datasets-2022-07.json"))
            }
            let token = String(request.value(forHeader: "Authorization")?.dropFirst("Bearer ".count) ?? "")
            sent.withLock { $0 = token }
            let echoed = Self.echoedParts(of: token)[part]
            // The token at the end of a message long enough to be cut inside it.
            let padding = part == 4 ? String(repeating: "p", count: ServerText.maximumQuoteLength - 20) : ""
            return HTTPResponse(
                statusCode: 401,
                body: Data(#"{"status":401,"error":"NOT_AUTHORIZED","message":"\#(padding)\#(echoed)"}"#.utf8))
        }
        let logger = HTTPLogger(minimumLevel: .debug) { record in records.withLock { $0.append(record) } }
        let client = WeatherKitClient(
            transport: transport,
            configuration: .init(credentials: WeatherKitTesting.credentials, retryPolicy: .none, logger: logger))
        let error = try await #require(throws: WeatherError.self) {
            try await client.weather(at: WeatherKitTesting.newYork)
        }
        let token = try #require(sent.current)
        let signature = try #require(token.split(separator: ".").last.map(String.init))
        #expect(error.message.contains(SecretRedactor.replacement))
        for text in Self.texts(of: error, records: records.current) {
            for start in stride(from: 0, to: signature.count - 12, by: 6) {
                let run = String(signature.dropFirst(start).prefix(12))
                #expect(!text.contains(run), "part \(part): \(run) in \(text)")
            }
            #expect(!text.contains(token.split(separator: ".")[1]), "part \(part): the claims in \(text)")
        }
    }

    @Test func aKeyCutShortByTheMessageLimitNeverShows() async throws {
        let key = "0123456789abcdef0123456789abcdef"
        let padding = String(repeating: "p", count: ServerText.maximumQuoteLength - 16)
        let transport = StubTransport(statusCode: 401, body: #"{"cod":401,"message":"\#(padding)\#(key)"}"#)
        let client = OpenWeatherClient(apiKey: key, transport: transport, configuration: .init(retryPolicy: .none))
        let error = try await #require(throws: WeatherError.self) {
            try await client.weather(at: WeatherKitTesting.newYork)
        }
        // The quote ends inside the key: the part that survived the cut is a run of it.
        #expect(!error.description.contains("0123456789ab"))
        #expect(error.description.contains(SecretRedactor.replacement))
    }

    @Test func shortRunsOfOrdinaryTextAreKept() {
        let secret = "0123456789abcdef0123456789abcdef"
        #expect(Redaction.redact("version 0123456789a is out", secrets: [secret]) == "version 0123456789a is out")
        #expect(Redaction.redact("see 23456789abcdef01 here", secrets: [secret]) == "see REDACTED here")
    }
}
