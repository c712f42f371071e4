import Foundation
import Testing
import WeatherCore
import WeatherNetworking
import WeatherTesting

@testable import WeatherProviders

/// Server text is data, not output: every provider's error recognizer quotes the service's words through
/// one rule, so a megabyte-long field or a field full of control characters reaches no message,
/// description, dump or log record as it came.
@Suite("Server error text")
struct ServerErrorTextTests {
    /// One provider's call and the error body it reads, with `text` in each of its quoted fields.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var status: Int
        var body: @Sendable (String) -> String
        var call: @Sendable (StubTransport, HTTPLogger) async throws -> Void

        var testDescription: String { name }
    }

    static let place = try! Coordinate(latitude: 40.71, longitude: -74.01)

    static let cases: [Case] = [
        Case(
            name: "OpenWeather", status: 401, body: { #"{"cod":401,"message":"\#($0)"}"# },
            call: { transport, logger in
                _ = try await OpenWeatherClient(
                    apiKey: "server-text-key", transport: transport,
                    configuration: .init(retryPolicy: .none, logger: logger)
                ).currentWeather(at: place)
            }),
        Case(
            name: "WeatherAPI.com", status: 400, body: { #"{"error":{"code":1006,"message":"\#($0)"}}"# },
            call: { transport, logger in
                _ = try await WeatherAPIClient(
                    apiKey: "server-text-key", transport: transport,
                    configuration: .init(retryPolicy: .none, logger: logger)
                ).weather(for: "London")
            }),
        Case(
            name: "Open-Meteo", status: 400, body: { #"{"error":true,"reason":"\#($0)"}"# },
            call: { transport, logger in
                _ = try await OpenMeteoClient(
                    transport: transport, configuration: .init(retryPolicy: .none, logger: logger)
                ).weather(at: place)
            }),
        Case(
            name: "National Weather Service", status: 500,
            body: { #"{"type":"about:blank","title":"\#($0)","detail":"\#($0)","status":500}"# },
            call: { transport, logger in
                _ = try await NationalWeatherServiceClient(
                    transport: transport,
                    configuration: .init(userAgent: NWSTesting.userAgent, retryPolicy: .none, logger: logger)
                ).weather(at: place)
            }),
        Case(
            name: "WeatherKit", status: 401, body: { #"{"status":401,"error":"\#($0)","message":"\#($0) too"}"# },
            call: { transport, logger in
                _ = try await WeatherKitClient(
                    transport: transport,
                    configuration: .init(credentials: WeatherKitTesting.credentials, retryPolicy: .none, logger: logger)
                ).weather(at: place)
            }),
    ]

    /// A field of a million characters.
    static let huge = String(repeating: "x", count: 1_000_000)
    /// A field that tries to forge a log line, colour the terminal, ring its bell, end a C string and
    /// reorder the text after it.
    static let hostile = #"bad\n[error] forged line\r\u001b[31mred\u0007bell\u0000nul\u202Eesrever\u2028sep"#

    /// Every text an app could print or log of `error` and the records `logger` received.
    static func texts(of error: WeatherError, records: [HTTPLogRecord]) -> [String] {
        var dumped = ""
        dump(error, to: &dumped)
        // A dump's own lines end in line breaks; the fields on them must not add any.
        dumped = dumped.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ")
        return [error.message, error.description, error.debugDescription, String(reflecting: error), dumped]
            + records.flatMap { [$0.message, $0.description] }
    }

    static func run(_ testCase: Case, field: String) async throws -> (WeatherError, [HTTPLogRecord]) {
        let records = Locked<[HTTPLogRecord]>([])
        let logger = HTTPLogger(minimumLevel: .debug) { record in records.withLock { $0.append(record) } }
        let transport = StubTransport(
            statusCode: testCase.status, headers: ["Content-Type": "application/json"], body: testCase.body(field))
        let error = try await #require(throws: WeatherError.self) { try await testCase.call(transport, logger) }
        return (error, records.current)
    }

    @Test(arguments: cases)
    func aMegabyteFieldIsQuotedInAFewHundredBytes(_ testCase: Case) async throws {
        let (error, records) = try await Self.run(testCase, field: Self.huge)
        // The SDK's own words stay; the service's are cut with an ellipsis.
        #expect(error.message.contains("xxx…"))
        #expect(error.message.utf8.count <= 2 * ServerText.maximumQuoteLength + 400)
        #expect(!records.isEmpty)
        for text in Self.texts(of: error, records: records) {
            #expect(text.utf8.count <= 4 * ServerText.maximumQuoteLength + 1_000, "\(text.prefix(80))…")
        }
    }

    @Test(arguments: cases)
    func controlAndBidirectionalCharactersAreEscaped(_ testCase: Case) async throws {
        let (error, records) = try await Self.run(testCase, field: Self.hostile)
        #expect(error.message.contains(#"\u{1B}[31mred\u{7}bell\u{0}nul\u{202E}esrever\u{2028}sep"#))
        #expect(error.message.contains("bad [error] forged line"))
        for text in Self.texts(of: error, records: records) {
            let forbidden = text.unicodeScalars.filter {
                $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
                    || [0x2028, 0x2029, 0x200E, 0x200F].contains($0.value)
            }
            #expect(forbidden.isEmpty, "\(forbidden.map { String($0.value, radix: 16) }) in \(text)")
        }
    }
}

/// The quoting rule itself.
@Suite("Server text rule")
struct ServerTextRuleTests {
    @Test func shortPlainTextIsKeptAsItIs() {
        #expect(ServerText.quoted("  City not found \n") == "City not found")
        #expect(ServerText.tamed("déjà vu", limit: 9) == "déjà vu")
    }

    @Test func longTextIsCutToTheLimitWithAnEllipsis() {
        for limit in [10, 11, 12, 13, 300] {
            let cut = ServerText.tamed(String(repeating: "é", count: 400), limit: limit)
            #expect(cut.utf8.count <= limit)
            #expect(cut.hasSuffix("…"))
            #expect(cut.utf8.count > limit - 5)
        }
        let exact = String(repeating: "a", count: 300)
        #expect(ServerText.quoted(exact) == exact)
        #expect(ServerText.quoted(exact + "b") == String(repeating: "a", count: 297) + "…")
    }

    @Test func escapesCountTowardsTheLimit() {
        let cut = ServerText.tamed(String(repeating: "\u{7}", count: 100), limit: 20)
        #expect(cut == #"\u{7}\u{7}\u{7}"# + "…")
    }

    @Test func anErrorMessageOfAnyOriginIsBounded() {
        let error = WeatherError(.server, message: String(repeating: "m", count: 100_000) + "\u{1B}")
        #expect(error.message.utf8.count <= ServerText.maximumMessageLength)
        var copy = error
        copy.message = "line one\nline two\u{202E}"
        #expect(copy.message == #"line one line two\u{202E}"#)
        copy.providerCode = String(repeating: "C", count: 10_000)
        #expect((copy.providerCode?.utf8.count ?? 0) <= ServerText.maximumQuoteLength)
    }
}
