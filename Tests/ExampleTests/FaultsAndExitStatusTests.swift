import Foundation
import Testing

/// `--simulate` acts out a failure on the sandbox in every example, and the same kind of failure ends with the
/// same exit status everywhere.
@Suite("Faults and exit statuses")
struct FaultsAndExitStatusTests {
    /// Each example with a command that asks its service for weather.
    static let examples: [(name: String, command: [String], isKeyed: Bool)] = [
        ("weather-now", ["--city", "Oslo"], true),
        ("weather-tracker", ["track", "Lisbon"], true),
        ("weather-favorites", ["search", "Paris"], true),
        ("weather-list", [], false),
        ("weather-history", ["add", "Lisbon"], true),
    ]

    let directory = TemporaryDirectory()

    func run(_ name: String, _ arguments: [String]) throws -> ExampleProcess.Result {
        try ExampleProcess(name, dataDirectory: directory.url).run(arguments)
    }

    @Test("a used-up quota is exit 3 and says to wait", arguments: examples.map(\.name))
    func rateLimit(name: String) throws {
        let example = try #require(Self.examples.first { $0.name == name })
        let result = try run(name, example.command + ["--simulate", "rate-limit"])
        #expect(result.exitCode == 3, "\(result.error)")
        #expect(result.error.contains("too many requests"))
        #expect(result.error.contains("Try again in 10 min."))
        // A keyless service limits an address, not a key's quota.
        #expect(result.error.contains("the key's quota") == example.isKeyed)
    }

    @Test("a service that never answers is retried aloud, then exit 3", arguments: examples.map(\.name))
    func timeout(name: String) throws {
        let example = try #require(Self.examples.first { $0.name == name })
        let result = try run(name, example.command + ["--simulate", "timeout"])
        #expect(result.exitCode == 3, "\(result.error)")
        #expect(result.error.contains("did not answer in time; trying again (attempt 2 of 3)…"))
        #expect(result.error.contains("did not answer in time, even after trying again. Try again later."))
    }

    @Test("a refused key is exit 2; a keyless service has no key to refuse", arguments: examples.map(\.name))
    func badKey(name: String) throws {
        let example = try #require(Self.examples.first { $0.name == name })
        let result = try run(name, example.command + ["--simulate", "bad-key"])
        if example.isKeyed {
            #expect(result.exitCode == 2, "\(result.error)")
            #expect(result.error.contains("refused the API key"))
        } else {
            #expect(result.exitCode == 64)
            #expect(result.error.contains("needs no key, so there is none to refuse"))
        }
    }

    @Test func aServerErrorIsRetriedThenExit3() throws {
        let result = try run("weather-tracker", ["track", "Lisbon", "--simulate", "server-error"])
        #expect(result.exitCode == 3)
        #expect(result.error.contains("had a server error (HTTP 500); trying again (attempt 2 of 3)…"))
        #expect(result.error.contains("has a problem on its side"))
    }

    @Test func aKeylessChoiceHasNoKeyToRefuse() throws {
        let result = try run("weather-history", ["add", "Lisbon", "--provider", "openmeteo", "--simulate", "bad-key"])
        #expect(result.exitCode == 64)
        #expect(result.error.contains("Open-Meteo needs no key"))
    }

    @Test func anUnknownCityIsExit1() throws {
        let result = try run("weather-tracker", ["track", "Lisbon", "--simulate", "unknown-city"])
        #expect(result.exitCode == 1)
        #expect(result.error.contains("No place called “Lisbon” was found."))
    }

    @Test func aSimulatedFaultFallsBackToSavedWeather() throws {
        #expect(try run("weather-tracker", ["track", "Lisbon"]).exitCode == 0)
        let result = try run("weather-tracker", ["--simulate", "offline"])
        #expect(result.exitCode == 0, "\(result.error)")
        #expect(result.output.contains("network is switched off by --simulate offline"))
        #expect(result.output.contains("Lisbon"))
    }

    @Test func simulateIsForTheSandboxOnlyAndKnowsItsFaults() throws {
        let unknown = try run("weather-now", ["--simulate", "earthquake"])
        #expect(unknown.exitCode == 64)
        #expect(unknown.error.contains("--simulate does not know “earthquake”. Faults: rate-limit, bad-key"))
        let live = try run("weather-list", ["--live", "--simulate", "timeout"])
        #expect(live.exitCode == 64)
        #expect(live.error.contains("on the offline sandbox only"))
    }

    @Test("--help lists the exit statuses", arguments: examples.map(\.name))
    func helpListsTheExitStatuses(name: String) throws {
        let help = try run(name, ["--help"]).output
        let section = help.components(separatedBy: "EXIT STATUS:\n").dropFirst().first ?? ""
        for (code, meaning) in [
            ("0", "Done"), ("1", "Nothing matches"), ("2", "The key is missing or refused"), ("3", "The service"),
            ("4", "The data folder"), ("64", "The command line is wrong"),
        ] {
            let pattern = "(?m)^ +\(code) +\(meaning)"
            #expect(section.range(of: pattern, options: .regularExpression) != nil, "\(name): no \(code) \(meaning)")
        }
        #expect(help.contains("--simulate FAULT"))
    }

    @Test("a data folder that cannot be used is exit 4 with its path", arguments: examples.map(\.name))
    func unusableDataFolder(name: String) throws {
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        let file = directory.url.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: file)
        let result = try ExampleProcess(name, dataDirectory: file).run([])
        #expect(result.exitCode == 4, "\(result.error)")
        #expect(result.error.contains("The data folder \(file.path) cannot be used"))
        #expect(result.error.contains("--data-dir PATH"))
        #expect(!result.error.contains("NSCocoaErrorDomain"))
    }
}
