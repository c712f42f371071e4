import Foundation
import Testing
import WeatherProviders
import WeatherSandbox

/// The "Using the SDK" sample of README.md, compiled and run here; a second test checks that the
/// README shows exactly these lines, so the two cannot drift apart.
@Suite("README sample")
struct ReadmeSampleTests {
    @Test("the sample runs on the sandbox and prints the current block and three days")
    func sampleRuns() async throws {
        var lines: [String] = []
        func print(_ items: Any...) { lines.append(items.map { "\($0)" }.joined(separator: " ")) }

        // README-SAMPLE-BEGIN
        let client = OpenWeatherClient(apiKey: "any-key", transport: SandboxTransport())
        let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
        let weather = try await client.weather(at: berlin)

        let format = WeatherFormatter(locale: Locale(identifier: "en_GB"))  // or WeatherFormatter(): the app's locale
        if let now = weather.current {
            print("Now:", format.temperature(now.temperature), format.condition(now.condition))
        }
        for day in weather.days(from: .now, count: 3) {
            let zone = weather.timeZone
            print(
                format.weekday(day.date, in: zone), format.temperature(day.lowTemperature), "to",
                format.temperature(day.highTemperature))
        }
        // README-SAMPLE-END

        #expect(lines.count == 4)
        // Whole degrees with their unit and the condition in words: "Now: 3°C Cloudy", never "2.2100000000000364 °C".
        #expect(lines.first?.wholeMatch(of: /Now: -?\d+°C [A-Z][a-z ]+/) != nil, "\(lines)")
        #expect(
            lines.dropFirst().allSatisfy { $0.wholeMatch(of: /[A-Z][a-z]{2} -?\d+°C to -?\d+°C/) != nil }, "\(lines)")
    }

    @Test("README.md shows the sample exactly as compiled above")
    func readmeMatchesThisFile() throws {
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: here, encoding: .utf8)
        let sample = try #require(
            Self.lines(of: source, between: "// README-SAMPLE-BEGIN", and: "// README-SAMPLE-END"))
        let dedented = sample.map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : $0 }.joined(separator: "\n")
        #expect(readme.contains(dedented), "README.md's sample differs from ReadmeSampleTests.swift")
    }

    private static func lines(of text: String, between start: String, and end: String) -> [String]? {
        let all = text.components(separatedBy: "\n")
        guard let first = all.firstIndex(where: { $0.contains(start) }),
            let last = all.firstIndex(where: { $0.contains(end) }), first < last
        else { return nil }
        return Array(all[(first + 1)..<last])
    }
}
