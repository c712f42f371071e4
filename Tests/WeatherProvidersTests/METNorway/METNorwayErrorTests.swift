import Foundation
import Testing
import WeatherNetworking
import WeatherTestSupport

@testable import WeatherProviders

/// How `METNorwayClient` reports the service's refusals and bodies it cannot read.
@Suite("MET Norway errors")
struct METNorwayErrorTests {
    private static func error(for response: HTTPResponse) async -> WeatherError? {
        let transport = StubTransport(responses: [response])
        return await #expect(throws: WeatherError.self) {
            try await METNorwayTesting.client(transport).weather(at: METNorwayTesting.london)
        }
    }

    @Test func a403SaysTheServiceWantsAnIdentifyingUserAgent() async {
        let error = await Self.error(
            for: HTTPResponse(
                statusCode: 403, headers: ["Content-Type": "text/html"], body: Data("<html>403</html>".utf8)))
        #expect(error?.code == .forbidden)
        #expect(error?.statusCode == 403)
        #expect(error?.message.contains("MET Norway") == true)
        #expect(error?.message.contains("identifying User-Agent") == true)
    }

    @Test func a429IsRateLimitedWithItsRetryAfter() async {
        let error = await Self.error(
            for: HTTPResponse(statusCode: 429, headers: ["Retry-After": "30"], body: Data("Too Many Requests".utf8)))
        #expect(error?.code == .rateLimited)
        #expect(error?.statusCode == 429)
        #expect(error?.retryAfter == .seconds(30))
        #expect(error?.message.contains("20 requests a second") == true)
    }

    @Test func a500IsAServerError() async {
        let error = await Self.error(for: HTTPResponse(statusCode: 500, body: Data("Internal Server Error".utf8)))
        #expect(error?.code == .server)
        #expect(error?.statusCode == 500)
    }

    static let timeStep = #"{"time":"2020-07-20T11:00:00Z","data":{"instant":{"details":{"air_temperature":18.8}}}}"#

    static func feature(_ timeseries: String) -> String {
        #"{"type":"Feature","geometry":{"type":"Point","coordinates":[-0.1,51.5,25]},"#
            + #""properties":{"meta":{"updated_at":"2020-07-20T01:30:57Z","units":{}},"timeseries":"# + timeseries
            + "}}"
    }

    /// Bodies no forecast can be read from: each is a `.decoding` error, never a crash.
    static let hostileBodies: [String] = [
        String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
        String(repeating: #"{"a":"#, count: 5_000) + "1" + String(repeating: "}", count: 5_000),
        feature("[" + String(repeating: #"{"x":"#, count: 600) + "0" + String(repeating: "}", count: 600) + "]"),
        "<html><body>Service unavailable</body></html>",
        "",
        "{}",
        #"{"type":"Feature","geometry":{"type":"Point","coordinates":[-0.1,51.5]}}"#,
        feature(#""none""#),
        feature("[" + timeStep.replacingOccurrences(of: "18.8", with: #""warm""#) + "]"),
        feature("[" + timeStep.replacingOccurrences(of: "18.8", with: #"{"value":18.8}"#) + "]"),
        feature("[" + timeStep.replacingOccurrences(of: #""2020-07-20T11:00:00Z""#, with: "1595242800") + "]"),
        feature("[" + timeStep.replacingOccurrences(of: "2020-07-20T11:00:00Z", with: "yesterday") + "]"),
        feature("[" + timeStep.replacingOccurrences(of: #"{"details":"#, with: #"{"details":["#) + "]]"),
        feature("[" + timeStep + ",]"),
        feature("[" + timeStep) + "\u{0}",
    ]

    @Test("hostile bodies give typed decoding errors", arguments: hostileBodies.indices)
    func hostileBodyIsADecodingError(index: Int) async {
        let error = await Self.error(for: HTTPResponse(statusCode: 200, body: Data(Self.hostileBodies[index].utf8)))
        #expect(error?.code == .decoding, "body \(index): \(error?.message ?? "")")
    }

    @Test func aWellFormedMinimalBodyStillMaps() async throws {
        let transport = StubTransport(responses: [
            HTTPResponse(statusCode: 200, body: Data(Self.feature("[" + Self.timeStep + "]").utf8))
        ])
        let weather = try await METNorwayTesting.client(transport).weather(at: METNorwayTesting.london)
        #expect(weather.current?.temperature.value == 18.8)
        #expect(weather.current?.condition == .unknown)
        #expect(weather.notes.contains { $0.field == "current.condition" && $0.kind == .missing })
        #expect(weather.daily.count == 1)
        #expect(weather.hourly.isEmpty)
    }

    @Test func anEmptyTimeSeriesMapsToNoDataWithANote() async throws {
        let transport = StubTransport(responses: [HTTPResponse(statusCode: 200, body: Data(Self.feature("[]").utf8))])
        let weather = try await METNorwayTesting.client(transport).weather(at: METNorwayTesting.london)
        #expect(weather.current == nil && weather.hourly.isEmpty && weather.daily.isEmpty)
        #expect(weather.notes.contains { $0.field == "current" && $0.kind == .leftOut })
    }
}
