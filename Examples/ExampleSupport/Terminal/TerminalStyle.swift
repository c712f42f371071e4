/// Colours and text styles as ANSI escape codes, or plain text when styling is off.
///
/// Styling is off when standard output is not a terminal or `NO_COLOR` is set
/// (``TerminalCapabilities/allowsColor``), so piped output and test output stay plain.
///
/// ```swift
/// let style = TerminalStyle(isEnabled: terminal.allowsColor)
/// print(style.bold("Berlin"), style.dim("Germany"))
/// ```
package struct TerminalStyle: Sendable, Hashable {
    /// Whether escape codes are written.
    package var isEnabled: Bool

    /// Creates a style that writes escape codes only when `isEnabled`.
    package init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    /// Bold text, for names and headings.
    package func bold(_ text: String) -> String { apply("1", text) }
    /// Dim text, for secondary details.
    package func dim(_ text: String) -> String { apply("2", text) }
    /// Red text, for errors.
    package func red(_ text: String) -> String { apply("31", text) }
    /// Green text, for confirmations.
    package func green(_ text: String) -> String { apply("32", text) }
    /// Yellow text, for warnings such as stale data.
    package func yellow(_ text: String) -> String { apply("33", text) }
    /// Blue text, for cold temperatures.
    package func blue(_ text: String) -> String { apply("34", text) }
    /// Cyan text, for notices such as the sandbox line.
    package func cyan(_ text: String) -> String { apply("36", text) }

    /// `text` coloured by temperature: blue at or below 5 °C, red at or above 25 °C, else unchanged.
    package func temperature(_ text: String, celsius: Double) -> String {
        if celsius <= 5 {
            return blue(text)
        }
        if celsius >= 25 {
            return red(text)
        }
        return text
    }

    private func apply(_ code: String, _ text: String) -> String {
        guard isEnabled, !text.isEmpty else { return text }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    /// The number of columns `text` takes on screen: escape codes take none.
    package static func visibleWidth(_ text: String) -> Int {
        plain(text).count
    }

    /// `text` without ANSI escape sequences.
    package static func plain(_ text: String) -> String {
        var result = ""
        var inEscape = false
        for character in text {
            if inEscape {
                if character.isLetter {
                    inEscape = false
                }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
