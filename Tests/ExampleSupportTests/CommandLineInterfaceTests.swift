import Testing

@testable import ExampleSupport

@Suite("Command line parsing and help")
struct CommandLineInterfaceTests {
    let interface = CommandLineInterface(
        name: "weather-now",
        summary: "The weather where you are.",
        commands: [
            Command([], summary: "Show the weather"),
            Command(["show"], arguments: [.init("CITY", isOptional: true, takesRest: true)], summary: "Show a city"),
            Command(["favorites"], summary: "List favorites"),
            Command(["favorites", "add"], arguments: [.init("CITY", takesRest: true)], summary: "Add a city"),
            Command(["favorites", "move"], arguments: [.init("FROM"), .init("TO")], summary: "Reorder"),
        ],
        options: [.value("city", "NAME", summary: "Show this city instead")],
        environment: [("OPENWEATHER_API_KEY", "The OpenWeather key for --live")]
    )

    @Test func noWordsRunTheDefaultCommand() throws {
        let parsed = try interface.parse([])
        #expect(parsed.command.path == [])
        #expect(parsed.arguments.isEmpty)
        #expect(!parsed.wantsHelp)
    }

    @Test func theLongestCommandPathWins() throws {
        let parsed = try interface.parse(["favorites", "move", "3", "1"])
        #expect(parsed.names("favorites", "move"))
        #expect(try parsed.integer("FROM") == 3)
        #expect(try parsed.integer("TO") == 1)
    }

    @Test func aRestArgumentJoinsTheRemainingWords() throws {
        let parsed = try interface.parse(["favorites", "add", "São", "Paulo"])
        #expect(parsed.argument("CITY") == "São Paulo")
    }

    @Test func optionsMayComeAnywhereInEitherForm() throws {
        let parsed = try interface.parse(["--live", "favorites", "--data-dir=/tmp/x", "add", "--city", "Rome", "Oslo"])
        #expect(parsed.names("favorites", "add"))
        #expect(parsed.has("live"))
        #expect(parsed.value("data-dir") == "/tmp/x")
        #expect(parsed.value("city") == "Rome")
        #expect(parsed.argument("CITY") == "Oslo")
    }

    @Test func negativeNumbersAndWordsAfterTheEndOfOptionsAreArguments() throws {
        let parsed = try interface.parse(["favorites", "move", "--", "-1", "--live"])
        #expect(parsed.argument("FROM") == "-1")
        #expect(parsed.argument("TO") == "--live")
        #expect(!parsed.has("live"))
    }

    @Test func optionalArgumentsMayBeLeftOut() throws {
        let parsed = try interface.parse(["show"])
        #expect(parsed.argument("CITY") == nil)
    }

    @Test(arguments: [
        (["--colour"], "Unknown option “--colour”."),
        (["-x"], "Unknown option “-x”."),
        (["forecast"], "Unknown command “forecast”."),
        (["favorites", "lst"], "Unknown command “favorites lst”."),
        (["favorites", "add"], "favorites add CITY: CITY is missing."),
        (["favorites", "move", "1"], "favorites move FROM TO: TO is missing."),
        (["--city"], "--city NAME: the value is missing."),
        (["--live=yes"], "--live takes no value."),
    ])
    func badCommandLinesAreUsageErrors(words: [String], message: String) {
        #expect(throws: UsageError(message)) {
            try interface.parse(words)
        }
    }

    @Test func aNonNumericArgumentIsAUsageError() throws {
        let parsed = try interface.parse(["favorites", "move", "first", "2"])
        #expect(throws: UsageError.self) {
            try parsed.integer("FROM")
        }
    }

    @Test(arguments: [["--help"], ["-h"], ["favorites", "--help"], ["bogus", "-h"]])
    func helpIsRecognisedAnywhere(words: [String]) throws {
        #expect(try interface.parse(words).wantsHelp)
    }

    @Test func helpListsEveryCommandOptionAndVariable() {
        let help = interface.helpText(width: 100)
        #expect(help.hasPrefix("The weather where you are.\n\nUSAGE: weather-now [COMMAND] [OPTIONS]"))
        for usage in ["(none)", "show [CITY]", "favorites add CITY", "favorites move FROM TO"] {
            #expect(help.contains("  \(usage)"), "missing \(usage)")
        }
        for option in ["--city NAME", "--live", "--data-dir PATH", "--interactive", "-h, --help"] {
            #expect(help.contains(option), "missing \(option)")
        }
        #expect(help.contains("OPENWEATHER_API_KEY"))
        #expect(help.contains("NO_COLOR"))
    }

    @Test func helpDescriptionsAreAlignedAndWrapped() {
        let help = interface.helpText(width: 60)
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.allSatisfy { $0.count <= 60 })
        // Every description starts in the same column, wrapped lines included.
        let commandLines = lines.drop { $0 != "COMMANDS:" }.dropFirst().prefix { !$0.isEmpty }
        let columns = Set(
            commandLines.map { line -> Int in
                let body = line.dropFirst(2)
                guard let gap = body.range(of: "  ") else { return -1 }
                let spaces = body[gap.lowerBound...].prefix { $0 == " " }.count
                return line.distance(from: line.startIndex, to: gap.lowerBound) + spaces
            })
        #expect(columns.count == 1)
        #expect(commandLines.count == interface.commands.count)
    }

    @Test func wrappingKeepsWordsWhole() {
        #expect(CommandLineInterface.wrap("one two three four", width: 9) == ["one two", "three", "four"])
        #expect(CommandLineInterface.wrap("incomprehensibilities", width: 5) == ["incomprehensibilities"])
        #expect(CommandLineInterface.wrap("", width: 5) == [""])
    }
}
