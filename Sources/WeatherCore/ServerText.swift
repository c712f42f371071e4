/// The one rule for text that came from a server (an error body's message, reason, title or code) before
/// it goes into an error, a description, a dump or a log record: server text is data, not output.
///
/// - It is cut to at most ``maximumQuoteLength`` UTF-8 bytes at a character boundary, ending with `…`
///   when cut, so a megabyte-long field costs a few hundred bytes wherever it is shown.
/// - Line breaks and tabs become spaces, and every other control character (C0, DEL, C1) and every
///   bidirectional formatting character (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), as well
///   as the line and paragraph separators U+2028 and U+2029, is written as an escape such as `\u{1B}`:
///   a server cannot forge a log line, ring a terminal's bell, colour it or reorder the text around it.
///
/// ``WeatherError``'s message passes through ``tamed(_:limit:)`` with ``maximumMessageLength`` whatever
/// built it; providers quote each server field with ``quoted(_:)`` so that the SDK's own words around it
/// survive the cut. Redaction of secrets happens as well, in the error (see `SecretRedactor`).
package enum ServerText {
    /// The most UTF-8 bytes of one server field that an SDK text quotes: 300.
    package static let maximumQuoteLength = 300
    /// The most UTF-8 bytes of an error's whole message: 2,000.
    package static let maximumMessageLength = 2_000

    /// `text` as an SDK text may quote it: at most ``maximumQuoteLength`` bytes, controls escaped.
    package static func quoted(_ text: String) -> String {
        tamed(text.trimmingWhiteSpace(), limit: maximumQuoteLength)
    }

    /// `text` with every control and bidirectional formatting character escaped, cut to at most `limit`
    /// UTF-8 bytes (the ellipsis included) between two Unicode scalars.
    package static func tamed(_ text: String, limit: Int) -> String {
        if text.utf8.count <= limit, !text.unicodeScalars.contains(where: needsEscape) {
            return text
        }
        let ellipsis = "…"
        var output = ""
        output.reserveCapacity(min(text.utf8.count, limit))
        var bytes = 0
        // The output as it stood when the next piece would have left no room for the ellipsis.
        var cut: String?
        for scalar in text.unicodeScalars {
            let piece: String? =
                switch scalar.value {
                case 0x0A, 0x0D, 0x09: " "
                default: needsEscape(scalar) ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : nil
                }
            let length = piece?.utf8.count ?? scalar.utf8.count
            if cut == nil, bytes + length > limit - ellipsis.utf8.count {
                cut = output
            }
            if bytes + length > limit {
                return (cut ?? "") + ellipsis
            }
            if let piece {
                output += piece
            } else {
                output.unicodeScalars.append(scalar)
            }
            bytes += length
        }
        return output
    }

    /// Whether `scalar` is written as an escape.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029:
            true
        default:
            false
        }
    }
}

extension String {
    /// The string without white space and line breaks at either end.
    fileprivate func trimmingWhiteSpace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
