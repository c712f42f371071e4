extension CommandLineInterface {
    /// The `--help` text: summary, usage, commands, options and environment variables, each
    /// description wrapped to `width` columns and aligned.
    package func helpText(width: Int = 80) -> String {
        var lines = Self.wrap(summary, width: width) + ["", "USAGE: \(name) [COMMAND] [OPTIONS]", ""]
        lines.append("COMMANDS:")
        lines += Self.describe(
            commands.map { ($0.path.isEmpty && $0.arguments.isEmpty ? "(none)" : $0.usage, $0.summaryWithAliases) },
            width: width)
        lines.append("")
        lines.append("OPTIONS:")
        lines += Self.describe(options.map { ($0.name == "help" ? "-h, --help" : $0.usage, $0.summary) }, width: width)
        if !environment.isEmpty {
            lines.append("")
            lines.append("ENVIRONMENT:")
            lines += Self.describe(environment.map { ($0.name, $0.summary) }, width: width)
        }
        lines.append("")
        lines.append("EXIT STATUS:")
        lines += Self.describe(ExitStatus.all.map { ("\($0.code)", $0.meaning) }, width: width)
        lines.append("")
        lines += Self.wrap(
            "With no command on a terminal (or with --interactive) \(name) reads commands from a prompt.", width: width)
        return lines.joined(separator: "\n")
    }

    /// Two aligned columns: the term, then its description wrapped under itself.
    private static func describe(_ entries: [(term: String, summary: String)], width: Int) -> [String] {
        let termWidth = min(entries.map(\.term.count).max() ?? 0, 28)
        let indent = 2 + termWidth + 2
        let available = max(20, width - indent)
        var lines: [String] = []
        for entry in entries {
            let wrapped = wrap(entry.summary, width: available)
            let pad = String(repeating: " ", count: max(0, termWidth - entry.term.count))
            if entry.term.count > termWidth {
                lines.append("  " + entry.term)
                lines += wrapped.map { String(repeating: " ", count: indent) + $0 }
            } else {
                lines.append("  " + entry.term + pad + "  " + (wrapped.first ?? ""))
                lines += wrapped.dropFirst().map { String(repeating: " ", count: indent) + $0 }
            }
        }
        return lines
    }

    /// Splits `text` into lines of at most `width` characters at spaces (a longer word stays whole).
    package static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty || lines.isEmpty {
            lines.append(line)
        }
        return lines
    }
}
