import WeatherModels

/// What a command line asked for: which command, its arguments and the options given.
package struct ParsedCommand: Sendable, Hashable {
    /// The command that was named (the default command when no command word was given).
    package var command: Command
    /// The argument values by name (`"CITY": "São Paulo"`); optional arguments that were left out are absent.
    package var arguments: [String: String]
    /// The flags that were given, by name (`"live"`).
    package var flags: Set<String>
    /// The values of options that take one, by name (`"city": "Paris"`); the last occurrence wins.
    package var values: [String: String]
    /// Whether `--help` or `-h` was given.
    package var wantsHelp: Bool

    /// Creates a parsed command.
    package init(
        command: Command,
        arguments: [String: String] = [:],
        flags: Set<String> = [],
        values: [String: String] = [:],
        wantsHelp: Bool = false
    ) {
        self.command = command
        self.arguments = arguments
        self.flags = flags
        self.values = values
        self.wantsHelp = wantsHelp
    }

    /// Whether the command has this path, such as `["favorites", "add"]`.
    package func names(_ path: String...) -> Bool {
        command.path == path
    }

    /// The value of the argument called `name`, or `nil` when it was optional and left out.
    package func argument(_ name: String) -> String? {
        arguments[name]
    }

    /// The argument called `name` as a whole number.
    ///
    /// - Throws: ``UsageError`` when it is missing or not a number.
    package func integer(_ name: String) throws(UsageError) -> Int {
        guard let text = arguments[name], let number = Int(text) else {
            throw UsageError(key: "support.usage.notANumber", name, arguments[name] ?? "")
        }
        return number
    }

    /// Whether the flag called `name` was given.
    package func has(_ name: String) -> Bool {
        flags.contains(name)
    }

    /// The value given for the option called `name`, if any.
    package func value(_ name: String) -> String? {
        values[name]
    }
}

/// A command line that does not match what the example understands; shown with a hint to `--help`.
package struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, in a sentence, in English.
    package var message: String
    /// The key of the sentence in ExampleSupport's string table, or `nil` for a message given as text.
    package var key: String?
    /// The values of the key's placeholders, in order.
    package var arguments: [String]

    /// Creates an error with its message.
    package init(_ message: String) {
        self.message = message
        self.key = nil
        self.arguments = []
    }

    /// Creates an error whose sentence is `key` in ExampleSupport's string table, its placeholders filled with
    /// `arguments`; the parser has no language yet, so the sentence is written in the run's language when it
    /// is reported (``message(in:)``).
    package init(key: String, _ arguments: String...) {
        self.message = ExampleStrings.table.text(key, language: "en", arguments)
        self.key = key
        self.arguments = arguments
    }

    /// Whether two errors say the same: their English sentences are equal.
    package static func == (lhs: UsageError, rhs: UsageError) -> Bool {
        lhs.message == rhs.message
    }

    /// Hashes the English sentence, as ``==`` compares it.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(message)
    }

    /// The sentence in `formatter`'s language.
    package func message(in formatter: WeatherFormatter) -> String {
        key.map { formatter.example($0, arguments) } ?? message
    }

    /// The message.
    package var description: String { message }
}
