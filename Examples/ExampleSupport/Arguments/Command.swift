/// One command an example understands, such as `favorites add CITY`.
///
/// The path is the words that name it (`["favorites", "add"]`); the empty path is the command
/// run when no command word is given. Arguments follow the path in order; the last one may be
/// marked `takesRest` to collect every remaining word, so `track São Paulo` works unquoted.
///
/// ```swift
/// Command(["favorites", "move"], arguments: [.init("FROM"), .init("TO")], summary: "Reorder favorites")
/// ```
package struct Command: Sendable, Hashable {
    /// The words that name the command; empty for the default command.
    package var path: [String]
    /// The positional arguments after the command words.
    package var arguments: [Argument]
    /// A one-line description for the help text.
    package var summary: String

    /// Creates a command.
    package init(_ path: [String], arguments: [Argument] = [], aliases: [[String]] = [], summary: String) {
        self.path = path
        self.arguments = arguments
        self.aliases = aliases
        self.summary = summary
    }

    /// Other words for the command, kept from earlier releases and from the other examples' dialects
    /// (`remove N` for `favorites remove N`); they run the command and are listed after its summary.
    package var aliases: [[String]]

    /// The summary followed by the aliases: "Remove favorite N (also: remove N)".
    package var summaryWithAliases: String {
        guard !aliases.isEmpty else { return summary }
        let words = arguments.map(\.usage)
        return summary + " (also: " + aliases.map { ($0 + words).joined(separator: " ") }.joined(separator: ", ") + ")"
    }

    /// The command's words and argument names, as shown in the help text: `favorites add CITY`.
    package var usage: String {
        (path + arguments.map(\.usage)).joined(separator: " ")
    }

    /// A positional argument of a ``Command``.
    package struct Argument: Sendable, Hashable {
        /// The placeholder shown in the help text, such as `CITY`.
        package var name: String
        /// Whether the argument may be left out.
        package var isOptional: Bool
        /// Whether the argument takes every remaining word, joined with spaces.
        package var takesRest: Bool

        /// Creates an argument.
        package init(_ name: String, isOptional: Bool = false, takesRest: Bool = false) {
            self.name = name
            self.isOptional = isOptional
            self.takesRest = takesRest
        }

        /// `CITY`, or `[CITY]` when optional.
        package var usage: String {
            isOptional ? "[\(name)]" : name
        }
    }
}

/// An option that may appear anywhere on the command line: a flag such as `--live`, or an
/// option with a value such as `--city Paris` (also written `--city=Paris`).
package struct Option: Sendable, Hashable {
    /// The name without dashes: `live`, `city`.
    package var name: String
    /// The placeholder for the value, such as `NAME`; `nil` for a flag.
    package var valueName: String?
    /// A one-line description for the help text.
    package var summary: String

    /// Creates a flag (no value).
    package static func flag(_ name: String, summary: String) -> Option {
        Option(name: name, valueName: nil, summary: summary)
    }

    /// Creates an option that takes a value.
    package static func value(_ name: String, _ valueName: String, summary: String) -> Option {
        Option(name: name, valueName: valueName, summary: summary)
    }

    /// `--city NAME` or `--live`, as shown in the help text.
    package var usage: String {
        valueName.map { "--\(name) \($0)" } ?? "--\(name)"
    }
}
