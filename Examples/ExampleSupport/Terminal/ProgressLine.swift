import Foundation

/// Progress of long work (such as paging through a whole list), redrawn in place on one line.
///
/// It writes to standard error, and only when standard error is meant for a person (the
/// output is a terminal), so piped output and logs stay clean.
///
/// ```swift
/// let progress = ProgressLine(isEnabled: terminal.outputIsTerminal, width: terminal.width)
/// for page in 1...total { progress.update(done: page, total: total, label: "Loading pages") }
/// progress.finish()
/// ```
package struct ProgressLine: Sendable {
    /// Whether anything is drawn.
    package var isEnabled: Bool
    /// The terminal's width; the line never gets longer.
    package var width: Int
    private let write: @Sendable (String) -> Void

    /// Creates a progress line that writes through `write` (standard error by default).
    package init(
        isEnabled: Bool,
        width: Int = 80,
        write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) {
        self.isEnabled = isEnabled
        self.width = width
        self.write = write
    }

    /// The text of the line for `done` of `total` steps: `Loading pages [█████·····] 5/10`.
    package static func text(done: Int, total: Int, label: String, width: Int) -> String {
        let counter = total > 0 ? "\(done)/\(total)" : "\(done)"
        let barWidth = max(0, min(30, width - label.count - counter.count - 5))
        guard total > 0, barWidth > 0 else { return "\(label) \(counter)" }
        let filled = min(barWidth, max(0, barWidth * done / total))
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: barWidth - filled)
        return "\(label) [\(bar)] \(counter)"
    }

    /// Redraws the line.
    package func update(done: Int, total: Int, label: String) {
        guard isEnabled else { return }
        write("\r\u{1B}[2K" + Self.text(done: done, total: total, label: label, width: width))
    }

    /// Clears the line, leaving the cursor at its start.
    package func finish() {
        guard isEnabled else { return }
        write("\r\u{1B}[2K")
    }
}
