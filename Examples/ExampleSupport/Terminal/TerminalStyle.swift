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

    /// The number of columns `text` takes on a terminal: escape codes and invisible marks (such as the
    /// left-to-right mark before an Arabic minus sign) take none, East Asian wide and full-width characters
    /// (Japanese, Chinese, Korean) and emoji take two, every other character one, whatever combining marks it
    /// carries.
    package static func visibleWidth(_ text: String) -> Int {
        plain(text).reduce(0) { $0 + columns(of: $1) }
    }

    /// The columns one character takes, from its first scalar (Unicode's East Asian Width, W and F).
    static func columns(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        // A symbol asked to show as emoji (with U+FE0F, as "☁️") takes two columns like other emoji.
        if character.unicodeScalars.contains("\u{FE0F}") { return 2 }
        switch scalar.properties.generalCategory {
        case .format, .control, .nonspacingMark, .enclosingMark: return 0
        default: break
        }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
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
