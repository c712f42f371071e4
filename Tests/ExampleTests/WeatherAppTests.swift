import Foundation
import Testing

/// `weather-app` away from a Mac: it opens no window, says why, and points to the terminal examples, which drive
/// the same screen models.
@Suite("weather-app")
struct WeatherAppTests {
    let directory = TemporaryDirectory()
    var example: ExampleProcess { ExampleProcess("weather-app", dataDirectory: directory.url) }

    #if !os(macOS)
    @Test func withoutMacOSItSaysSoAndNamesEveryTerminalExample() throws {
        let result = try example.run([])
        #expect(result.exitCode == 0, "\(result.error)")
        #expect(
            result.lines.first == "weather-app needs SwiftUI on macOS 14 or later, so it does not open a window here.")
        for name in ["weather-now", "weather-tracker", "weather-favorites", "weather-list", "weather-history"] {
            #expect(result.output.contains("swift run \(name)"), "\(name) is not named")
        }
    }

    @Test func withoutMacOSItSaysSoInTheUsersLanguage() throws {
        let result = try example.run([], environment: ["LANG": "ru_RU.UTF-8"])
        #expect(result.exitCode == 0, "\(result.error)")
        #expect(
            result.lines.first == "weather-app нужен SwiftUI на macOS 14 или новее, поэтому здесь окно не откроется.")
    }
    #endif

    @Test func anUnknownOptionIsAUsageErrorInTheUsersLanguage() throws {
        let english = try example.run(["--bogus"])
        #expect(english.exitCode == 64)
        #expect(english.error.contains("Error: Unknown option “--bogus”. See “weather-app --help”."))

        let japanese = try example.run(["--bogus"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(japanese.exitCode == 64)
        #expect(japanese.error.contains("--bogus"))
        #expect(!japanese.error.contains("Unknown option"))
    }

    @Test func helpDescribesTheAppAndNeedsNoWindow() throws {
        let result = try example.run(["--help"])
        #expect(result.exitCode == 0, "\(result.error)")
        #expect(result.output.contains("Usage: swift run weather-app"))
        #expect(!result.output.contains("does not open a window here"))
    }
}
