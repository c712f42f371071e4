/// The commands and options of one example, able to parse a command line and to write `--help`.
///
/// Options may come anywhere: `weather-now --city Paris`, `weather-now favorites --live add Rome`.
/// Words are matched against the command paths first (the longest path wins); the words left
/// over are the command's arguments. `--` ends the options.
///
/// ```swift
/// let interface = CommandLineInterface(
///     name: "weather-now", summary: "The weather where you are.",
///     commands: [Command([], summary: "Show the weather"), Command(["favorites"], summary: "List favorites")],
///     options: [.value("city", "NAME", summary: "Show this city instead")])
/// let parsed = try interface.parse(["favorites", "--live"])
/// ```
package struct CommandLineInterface: Sendable {
    /// The executable's name, such as `weather-now`.
    package var name: String
    /// One sentence saying what the example does.
    package var summary: String
    /// The commands, in the order the help text lists them.
    package var commands: [Command]
    /// The options, the example's own followed by ``commonOptions``.
    package var options: [Option]
    /// Environment variables the example reads, with what each does, for the help text.
    package var environment: [(name: String, summary: String)]

    /// Options every example understands: `--live`, `--data-dir`, `--offline`, `--simulate`, `--units`, `--lang`, `--interactive`,
    /// `--help`.
    package static let commonOptions: [Option] = [
        .flag("live", summary: "Use the real service instead of the offline sandbox (needs the key below)"),
        .value("data-dir", "PATH", summary: "Where favorites, settings and cached weather are kept"),
        .flag("offline", summary: "Act as if the network were down, to see the saved weather"),
        .value(
            "simulate", "FAULT",
            summary: "On the sandbox, act out a failure: \(SimulatedFault.names)"),
        .value(
            "units", "LIST",
            summary: "Units: metric or imperial, then any of c f kmh ms mph kn bft hpa mmhg inhg mm in km mi "
                + "(default: the locale's)"),
        .value("lang", "CODE", summary: "Language of the text, such as ru, ja or pt-BR (default: LC_ALL, LANG)"),
        .flag("interactive", summary: "Read commands from standard input, one per line"),
        .flag("help", summary: "Show this help"),
    ]

    /// Creates an interface; ``commonOptions`` are added after `options`.
    package init(
        name: String,
        summary: String,
        commands: [Command],
        options: [Option] = [],
        environment: [(name: String, summary: String)] = []
    ) {
        self.name = name
        self.summary = summary
        self.commands = commands
        self.options = options + Self.commonOptions
        self.environment = environment + [("NO_COLOR", "When set, output has no colours or styles")]
    }

    /// Parses `words` (the arguments without the executable's name).
    ///
    /// - Throws: ``UsageError`` for an unknown option or command, a missing option value, or a
    ///   wrong number of arguments. `--help` never throws: it sets ``ParsedCommand/wantsHelp``.
    package func parse(_ words: [String]) throws(UsageError) -> ParsedCommand {
        var positional: [String] = []
        var flags: Set<String> = []
        var values: [String: String] = [:]
        var wantsHelp = false
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || !word.hasPrefix("-") || word == "-" || Int(word) != nil {
                positional.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            if word == "-h" || word == "--help" {
                wantsHelp = true
                continue
            }
            guard word.hasPrefix("--") else { throw UsageError(key: "support.usage.unknownOption", word) }
            let body = word.dropFirst(2)
            let parts = body.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let optionName = String(parts[0])
            guard let option = options.first(where: { $0.name == optionName }) else {
                throw UsageError(key: "support.usage.unknownOption", "--\(optionName)")
            }
            if option.valueName == nil {
                guard parts.count == 1 else { throw UsageError(key: "support.usage.noValue", "--\(optionName)") }
                flags.insert(optionName)
            } else if parts.count == 2 {
                values[optionName] = String(parts[1])
            } else if index < words.count {
                values[optionName] = words[index]
                index += 1
            } else {
                throw UsageError(key: "support.usage.valueMissing", option.usage)
            }
        }
        if wantsHelp {
            let command = matchingCommand(for: positional)?.command ?? Command([], summary: summary)
            return ParsedCommand(command: command, flags: flags, values: values, wantsHelp: true)
        }
        guard let (command, rest) = matchingCommand(for: positional) else {
            throw UsageError(key: "support.usage.unknownCommand", positional.joined(separator: " "))
        }
        let arguments = try assign(rest, to: command)
        return ParsedCommand(command: command, arguments: arguments, flags: flags, values: values)
    }

    /// The command with the longest path that starts `words`, and the words after it.
    private func matchingCommand(for words: [String]) -> (command: Command, rest: [String])? {
        // Each command under its own path and its aliases; an alias runs the command it stands for.
        let candidates = commands.flatMap { command in
            ([command.path] + command.aliases).filter { words.starts(with: $0) }.map { (command, $0) }
        }
        guard let (best, path) = candidates.max(by: { $0.1.count < $1.1.count }) else { return nil }
        // Words after a command that takes no arguments ("favorites lst") name an unknown command.
        let rest = Array(words.dropFirst(path.count))
        if best.arguments.isEmpty && !rest.isEmpty {
            return nil
        }
        return (best, rest)
    }

    private func assign(_ words: [String], to command: Command) throws(UsageError) -> [String: String] {
        var values: [String: String] = [:]
        var remaining = words[...]
        for argument in command.arguments {
            if argument.takesRest {
                if !remaining.isEmpty {
                    values[argument.name] = remaining.joined(separator: " ")
                }
                remaining = []
            } else if let word = remaining.popFirst() {
                values[argument.name] = word
            }
            if values[argument.name] == nil && !argument.isOptional {
                throw UsageError(key: "support.usage.argumentMissing", command.usage, argument.name)
            }
        }
        guard remaining.isEmpty else {
            throw UsageError(key: "support.usage.unexpected", command.usage, remaining.joined(separator: " "))
        }
        return values
    }
}
