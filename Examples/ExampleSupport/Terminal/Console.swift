import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where an example writes and reads: lines to standard output, errors to standard error, and
/// answers to questions from standard input.
package struct Console: Sendable {
    /// The style of what is written.
    package var style: TerminalStyle
    /// Whether answers read by ``ask(_:)`` are written back, so a transcript of piped input reads
    /// like typing at a terminal (where the terminal itself echoes what is typed).
    package var echoesInput: Bool

    /// Creates a console that styles its text with `style`.
    package init(style: TerminalStyle, echoesInput: Bool = false) {
        self.style = style
        self.echoesInput = echoesInput
    }

    /// Writes a line to standard output.
    package func line(_ text: String = "") {
        print(text)
    }

    /// Writes several lines to standard output.
    package func lines(_ texts: [String]) {
        texts.forEach { print($0) }
    }

    /// Writes a notice, such as the sandbox line, to standard output.
    package func notice(_ text: String) {
        print(style.cyan(text))
    }

    /// Writes a warning, such as "showing cached weather", to standard output.
    package func warning(_ text: String) {
        print(style.yellow(text))
    }

    /// Writes a status line, such as "trying again", to standard error, dimmed, so standard output keeps only
    /// what was asked for.
    package func status(_ text: String) {
        fflush(nil)
        FileHandle.standardError.write(Data((style.dim(text) + "\n").utf8))
    }

    /// Writes an error to standard error after `label`, the word for an error in the run's language (`Error: `).
    package func error(_ text: String, label: String) {
        fflush(nil)
        FileHandle.standardError.write(Data((style.red(label) + text + "\n").utf8))
    }

    /// Whether `answer` ends a question rather than answering it: empty, or `quit`/`exit` as the prompt takes
    /// them, so that typing `quit` at "City:" is not searched for as a city.
    package static func isStop(_ answer: String) -> Bool {
        answer.isEmpty || ["quit", "exit", "q"].contains(answer.lowercased())
    }

    /// Writes `question` without a line break and returns the next line of standard input,
    /// trimmed, or `nil` at the end of input.
    ///
    /// At a terminal the line is read with ``LineEditor`` (arrows, Home, End, and `history` for the up and down
    /// arrows); from a pipe it is read as it comes.
    package func ask(_ question: String, history: LineHistory? = nil) -> String? {
        if LineEditor.isAvailable {
            return LineEditor.readLine(prompt: question, history: history)?.trimmingCharacters(in: .whitespaces)
        }
        print(question, terminator: "")
        fflush(nil)
        let answer = readLine(strippingNewline: true)?.trimmingCharacters(in: .whitespaces)
        if echoesInput, let answer {
            print(answer)
        }
        return answer
    }
}
