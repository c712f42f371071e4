import Foundation
import Testing

/// The five examples speak one language: the same verbs for the same actions (the old spellings kept as
/// aliases), the same announcement of an ambiguous name, and one exit status per kind of outcome, listed in
/// every `--help`.
@Suite("One vocabulary across the examples")
struct VocabularyTests {
    static let terminalExamples = [
        "weather-now", "weather-tracker", "weather-favorites", "weather-list", "weather-history",
    ]

    let directory = TemporaryDirectory()

    func run(_ name: String, _ arguments: [String], input: String = "") throws -> ExampleProcess.Result {
        try ExampleProcess(name, dataDirectory: directory.url).run(arguments, input: input)
    }

    @Test(
        "a search that matches nothing is exit 1",
        arguments: ["weather-now", "weather-tracker", "weather-favorites", "weather-list"])
    func nothingMatched(name: String) throws {
        let result = try run(name, ["search", "Zzyzxqq"])
        #expect(result.exitCode == 1, "\(result.output)")
        #expect(result.error.contains("Zzyzxqq"))
    }

    static let notNumbers: [(String, [String])] = [
        ("weather-now", ["favorites", "remove", "two"]),
        ("weather-tracker", ["select", "two"]),
        ("weather-favorites", ["show", "two"]),
        ("weather-list", ["show", "two"]),
        ("weather-history", ["cities", "remove", "two"]),
    ]

    @Test("a number that is not one is a usage error, exit 64", arguments: notNumbers)
    func notANumber(name: String, arguments: [String]) throws {
        let result = try run(name, arguments)
        #expect(result.exitCode == 64, "\(result.error)")
        #expect(result.error.contains("must be a whole number"))
        #expect(result.error.contains("See “\(name) --help”."))
    }

    @Test func theAppRefusesAnUnknownOptionLikeTheOthers() throws {
        let result = try run("weather-app", ["--bogus"])
        #expect(result.exitCode == 64)
        #expect(result.error.contains("Unknown option “--bogus”"))
        #expect(try run("weather-app", ["--help"]).exitCode == 0)
    }

    @Test("every --help lists the same exit statuses", arguments: terminalExamples)
    func exitStatusesAreListed(name: String) throws {
        let help = try run(name, ["--help"]).output
        for line in ["EXIT STATUS:", "  0 ", "  1 ", "  2 ", "  3 ", "  4 ", "  64 "] {
            #expect(help.contains(line), "\(name) --help lacks \(line)")
        }
    }

    @Test func favoritesAreAddedAndRemovedWithTheSameVerbsAndTheOldOnesStillWork() throws {
        // weather-list: `favorites add ID` and `favorites remove ID`, formerly `favorite` and `unfavorite`.
        #expect(try run("weather-list", ["favorites", "add", "1"]).exitCode == 0)
        #expect(try run("weather-list", ["favorite", "2"]).exitCode == 0)
        let listed = try run("weather-list", ["favorites"])
        #expect(listed.exitCode == 0)
        #expect(try run("weather-list", ["favorites", "remove", "1"]).exitCode == 0)
        #expect(try run("weather-list", ["unfavorite", "2"]).exitCode == 0)
        #expect(try run("weather-list", ["favorites"]).output.contains("No favorites yet"))
        // weather-history: `cities add` and `cities remove`, formerly `add` and `remove`.
        #expect(try run("weather-history", ["cities", "add", "Porto"]).exitCode == 0)
        #expect(try run("weather-history", ["add", "Lisbon"]).exitCode == 0)
        #expect(try run("weather-history", ["cities", "remove", "1"]).exitCode == 0)
        #expect(try run("weather-history", ["remove", "1"]).exitCode == 0)
        #expect(try run("weather-history", []).output.contains("No saved cities yet"))
        // The help lists each old spelling beside the verb that replaced it.
        #expect(try run("weather-list", ["--help"]).output.contains("(also: unfavorite ID)"))
    }

    @Test(
        "an ambiguous name is announced the same way",
        arguments: [
            ("weather-now", ["--city", "Springfield"]),
            ("weather-tracker", ["track", "Springfield"]),
            ("weather-history", ["cities", "add", "Springfield"]),
        ])
    func ambiguousNames(name: String, arguments: [String]) throws {
        let result = try run(name, arguments)
        #expect(result.exitCode == 0, "\(result.error)")
        let notice = (result.output + result.error).split(separator: "\n").first {
            $0.contains("places match “Springfield”")
        }
        #expect(notice?.contains("; using Springfield") == true, "\(name)")
        #expect(notice?.contains("search Springfield") == true, "\(name)")
    }

    @Test func quitAtACityPromptStopsInsteadOfBeingSearchedFor() throws {
        let result = try run("weather-now", ["--location", "denied", "--interactive"], input: "quit\n")
        #expect(!(result.output + result.error).contains("“quit”"))
        #expect(result.error.contains("No city was picked."))
    }
}
