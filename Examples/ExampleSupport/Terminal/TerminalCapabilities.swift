import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What the terminal the example writes to can do: whether standard output and input are
/// terminals, whether colour is allowed, and how wide it is.
///
/// ```swift
/// let terminal = TerminalCapabilities.current()
/// let style = TerminalStyle(isEnabled: terminal.allowsColor)
/// ```
package struct TerminalCapabilities: Sendable, Hashable {
    /// Whether standard output is a terminal (not a pipe or a file).
    package var outputIsTerminal: Bool
    /// Whether standard input is a terminal, so a prompt can wait for a person.
    package var inputIsTerminal: Bool
    /// Whether `NO_COLOR` is set to a non-empty value (see no-color.org).
    package var noColorRequested: Bool
    /// The number of columns: `COLUMNS` when set, else the terminal's width, else 80.
    package var width: Int

    /// Creates capabilities, for tests.
    package init(outputIsTerminal: Bool, inputIsTerminal: Bool, noColorRequested: Bool, width: Int) {
        self.outputIsTerminal = outputIsTerminal
        self.inputIsTerminal = inputIsTerminal
        self.noColorRequested = noColorRequested
        self.width = width
    }

    /// Colour and styles are used only on a terminal, and never when `NO_COLOR` is set.
    package var allowsColor: Bool {
        outputIsTerminal && !noColorRequested
    }

    /// The capabilities of this process's standard output and input.
    package static func current(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> TerminalCapabilities {
        let outputIsTerminal = isatty(STDOUT_FILENO) == 1
        return TerminalCapabilities(
            outputIsTerminal: outputIsTerminal,
            inputIsTerminal: isatty(STDIN_FILENO) == 1,
            noColorRequested: !(environment["NO_COLOR"] ?? "").isEmpty,
            width: width(environment: environment, outputIsTerminal: outputIsTerminal)
        )
    }

    /// `COLUMNS` when it is a positive number, then the terminal's own width, then 80.
    package static func width(environment: [String: String], outputIsTerminal: Bool) -> Int {
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 {
            return columns
        }
        if outputIsTerminal {
            var size = winsize()
            if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
                return Int(size.ws_col)
            }
        }
        return 80
    }
}
