import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The lines typed at a prompt, newest last, for the up and down arrows.
package final class LineHistory {
    /// The lines, oldest first; an empty line or a repeat of the last one is not added.
    package private(set) var lines: [String] = []
    /// The most lines kept.
    package let limit: Int

    /// Creates an empty history keeping at most `limit` lines.
    package init(limit: Int = 200) {
        self.limit = limit
    }

    /// Adds `line` unless it is blank or the same as the last one.
    package func add(_ line: String) {
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty, line != lines.last else { return }
        lines.append(line)
        if lines.count > limit {
            lines.removeFirst(lines.count - limit)
        }
    }
}

/// Reads a line at a terminal with the keys people expect: left and right arrows, Home and End (and Ctrl-A,
/// Ctrl-E), Backspace and Delete, the up and down arrows for earlier lines; Ctrl-D on an empty line ends the
/// input and Ctrl-C gives the line up. No `^[[A` is ever printed.
///
/// The terminal is switched to raw input only while a line is read, and restored before returning, even for
/// Ctrl-C. The editing itself (``LineEditor/State``) is a value, tested without a terminal.
package enum LineEditor {
    /// A key, decoded from the bytes a terminal sends.
    package enum Key: Equatable, Sendable {
        case character(Character)
        case left, right, home, end, up, down
        case backspace, delete
        case enter, endOfInput, interrupt
        case ignored
    }

    /// The line being edited and the cursor in it.
    package struct State: Equatable, Sendable {
        /// The characters typed so far.
        package var text: [Character] = []
        /// Where the next character goes, `0...text.count`.
        package var cursor = 0
        /// The history entry shown, or `nil` for the line being typed.
        package var historyIndex: Int?
        /// The line being typed, kept while the history is browsed.
        package var draft: [Character] = []

        /// Creates an empty line.
        package init() {}

        /// The line as a string.
        package var line: String { String(text) }

        /// Applies `key`; returns the finished line for Enter, `nil` at the end of input or for Ctrl-C, and
        /// keeps editing (`.editing`) otherwise.
        package mutating func apply(_ key: Key, history: [String]) -> Outcome {
            switch key {
            case .character(let character):
                text.insert(character, at: cursor)
                cursor += 1
            case .left: cursor = max(0, cursor - 1)
            case .right: cursor = min(text.count, cursor + 1)
            case .home: cursor = 0
            case .end: cursor = text.count
            case .backspace:
                if cursor > 0 {
                    text.remove(at: cursor - 1)
                    cursor -= 1
                }
            case .delete:
                if cursor < text.count {
                    text.remove(at: cursor)
                }
            case .up:
                guard !history.isEmpty else { break }
                if historyIndex == nil {
                    draft = text
                }
                let index = max(0, (historyIndex ?? history.count) - 1)
                historyIndex = index
                text = Array(history[index])
                cursor = text.count
            case .down:
                guard let index = historyIndex else { break }
                if index + 1 < history.count {
                    historyIndex = index + 1
                    text = Array(history[index + 1])
                } else {
                    historyIndex = nil
                    text = draft
                }
                cursor = text.count
            case .enter: return .done(line)
            case .endOfInput: if text.isEmpty { return .ended }
            case .interrupt: return .ended
            case .ignored: break
            }
            return .editing
        }
    }

    /// What a key did to the line.
    package enum Outcome: Equatable, Sendable {
        /// The line goes on.
        case editing
        /// Enter: the finished line.
        case done(String)
        /// The end of input, or Ctrl-C.
        case ended
    }

    /// Whether lines are read with this editor: standard input and output are both a terminal.
    package static var isAvailable: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// Writes `prompt`, then reads a line with editing, showing what is typed (or nothing, when `isSecret`).
    /// Returns `nil` at the end of input or for Ctrl-C.
    package static func readLine(prompt: String, history: LineHistory?, isSecret: Bool = false) -> String? {
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return Swift.readLine(strippingNewline: true) }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN | ISIG)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        defer { _ = tcsetattr(STDIN_FILENO, TCSANOW, &saved) }

        var state = State()
        var decoder = KeyDecoder()
        write(prompt)
        while let byte = readByte() {
            guard let key = decoder.feed(byte) else { continue }
            let before = state
            switch state.apply(key, history: history?.lines ?? []) {
            case .editing:
                if !isSecret, state != before {
                    redraw(prompt: prompt, state: state)
                }
            case .done(let line):
                write("\n")
                if !isSecret {
                    history?.add(line)
                }
                return line
            case .ended:
                write("\n")
                return nil
            }
        }
        write("\n")
        return state.text.isEmpty ? nil : state.line
    }

    /// Draws the prompt and the line again, the cursor where it belongs.
    private static func redraw(prompt: String, state: State) {
        let back = state.text.count - state.cursor
        write("\r" + prompt + state.line + "\u{1B}[K" + (back > 0 ? "\u{1B}[\(back)D" : ""))
    }

    private static func write(_ text: String) {
        fflush(nil)
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Foundation.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    private static func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = read(STDIN_FILENO, &byte, 1)
            if count == 1 { return byte }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }
}

extension LineEditor {
    /// Turns the bytes a terminal sends into keys: UTF-8 characters, control keys and escape sequences.
    package struct KeyDecoder: Sendable {
        private var pending: [UInt8] = []

        /// Creates a decoder with nothing pending.
        package init() {}

        /// Adds one byte; returns a key when the bytes so far make one.
        package mutating func feed(_ byte: UInt8) -> Key? {
            pending.append(byte)
            guard let key = Self.decode(pending) else {
                // An incomplete sequence waits for more bytes; a malformed one is dropped.
                if pending.count > 8 {
                    pending.removeAll()
                    return .ignored
                }
                return nil
            }
            pending.removeAll()
            return key
        }

        /// The key `bytes` make, or `nil` while they are the start of a longer one.
        static func decode(_ bytes: [UInt8]) -> Key? {
            guard let first = bytes.first else { return nil }
            switch first {
            case 0x1B: return escape(bytes)
            case 0x0D, 0x0A: return .enter
            case 0x7F, 0x08: return .backspace
            case 0x01: return .home
            case 0x05: return .end
            case 0x02: return .left
            case 0x06: return .right
            case 0x10: return .up
            case 0x0E: return .down
            case 0x04: return .endOfInput
            case 0x03: return .interrupt
            case ..<0x20: return .ignored
            default:
                let expected = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
                guard bytes.count >= expected else { return nil }
                guard let text = String(bytes: bytes, encoding: .utf8), let character = text.first else {
                    return .ignored
                }
                return .character(character)
            }
        }

        /// An escape sequence: `ESC [ A` and the like, `ESC O H` for some terminals' Home.
        private static func escape(_ bytes: [UInt8]) -> Key? {
            guard bytes.count >= 2 else { return nil }
            guard bytes[1] == UInt8(ascii: "[") || bytes[1] == UInt8(ascii: "O") else { return .ignored }
            guard bytes.count >= 3, let last = bytes.last, (0x40...0x7E).contains(last) else { return nil }
            let body = String(decoding: bytes.dropFirst(2), as: UTF8.self)
            switch body {
            case "A": return .up
            case "B": return .down
            case "C": return .right
            case "D": return .left
            case "H", "1~", "7~": return .home
            case "F", "4~", "8~": return .end
            case "3~": return .delete
            default: return .ignored
            }
        }
    }
}
