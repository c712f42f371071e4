import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension Console {
    /// Asks for a secret, such as a password: like ``ask(_:)``, but the answer is never shown.
    ///
    /// On a terminal, echo is switched off while the person types; piped input is not echoed
    /// either. Returns the line (not trimmed: spaces may be part of a password), or `nil` at the
    /// end of input.
    package func askSecret(_ question: String) -> String? {
        if LineEditor.isAvailable {
            return LineEditor.readLine(prompt: question, history: nil, isSecret: true)
        }
        print(question, terminator: "")
        fflush(nil)
        var saved = termios()
        let silenced = isatty(STDIN_FILENO) == 1 && tcgetattr(STDIN_FILENO, &saved) == 0
        if silenced {
            var quiet = saved
            quiet.c_lflag &= ~tcflag_t(ECHO)
            _ = tcsetattr(STDIN_FILENO, TCSANOW, &quiet)
        }
        let answer = readLine(strippingNewline: true)
        if silenced {
            _ = tcsetattr(STDIN_FILENO, TCSANOW, &saved)
        }
        // The Enter key was not echoed (or the input was piped): end the prompt's line.
        print()
        return answer
    }
}
