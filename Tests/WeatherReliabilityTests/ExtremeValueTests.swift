import Foundation
import Testing
import WeatherNetworking
import WeatherTestSupport

/// The extreme values the fuzzer found crashes with, pinned as regression tests: each body is a recorded one
/// with one value replaced, and the call must answer (falling back to UTC for a nonsense time zone offset)
/// or fail with a typed error, never trap.
@Suite("Extreme values")
struct ExtremeValueTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var call: ClientCall
        var original: String
        var replacement: String

        var testDescription: String { "\(call.name): \(replacement)" }
    }

    static let offsets = ["-9223372036854775808", "9223372036854775807", "-64801", "4294967296"]

    static let cases: [Case] =
        offsets.map {
            Case(call: .openWeatherCurrent, original: #""timezone":3600"#, replacement: #""timezone":\#($0)"#)
        }
        + offsets.map {
            Case(call: .openWeatherForecast, original: #""timezone":0"#, replacement: #""timezone":\#($0)"#)
        }
        + offsets.map {
            Case(
                call: .openWeatherOneCall, original: #""timezone_offset":-21600"#,
                replacement: #""timezone_offset":\#($0)"#)
        }
        // Open-Meteo reads the offset only when the zone name is unknown.
        + offsets.map {
            Case(
                call: .openMeteoForecast, original: #""utc_offset_seconds":0"#,
                replacement: #""utc_offset_seconds":\#($0)"#)
        }

    @Test(arguments: cases)
    func anOutOfRangeTimeZoneOffsetNeverTraps(testCase: Case) async throws {
        var text = String(decoding: try testCase.call.bodyData(), as: UTF8.self)
        #expect(text.contains(testCase.original))
        text = text.replacingOccurrences(of: testCase.original, with: testCase.replacement)
        if testCase.call.name.hasPrefix("OpenMeteo") {
            text = text.replacingOccurrences(of: #""timezone":"GMT""#, with: #""timezone":"Nowhere/Unknown""#)
        }
        let environment = CallEnvironment(
            baseURL: URL(fileURLWithPath: "/"), transport: StubTransport(statusCode: 200, body: text),
            retryPolicy: .none, clock: TestClock(advancesAutomatically: true), logger: nil)
        let outcome = await FaultMatrixTests.outcome { try await testCase.call.run(environment) }
        if case .failure(let error) = outcome {
            let error = try #require(error as? WeatherError, "\(error)")
            #expect(DecoderFuzzTests.allowedCodes.contains(error.code), "\(error)")
        }
    }
}
