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

        if let now = weather.current {
            print("Now:", now.temperature, now.conditionDescription)
        }
        for day in weather.days(from: .now, count: 3) {
            print(day.weekdayName(in: weather.timeZone), day.lowTemperature, "to", day.highTemperature)
        }
        // README-SAMPLE-END

        #expect(lines.count == 4)
        #expect(lines.first?.hasPrefix("Now: ") == true)
        #expect(lines.dropFirst().allSatisfy { $0.contains(" to ") })
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
