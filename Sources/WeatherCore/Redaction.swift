import Foundation

/// The SDK's redaction: replaces the values of secret parameters (API keys, tokens, passwords) and
/// known secret values in URLs and text. `SecretRedactor` in WeatherModels is its public face; the
/// products use it directly.
package enum Redaction {
    /// The text that stands in for a secret value.
    package static let replacement = "REDACTED"

    /// The parameter names whose values are secret, matched case-insensitively.
    package static var secretParameterNames: [String] {
        [
            "appid", "key", "apikey", "api_key", "token", "access_token", "refresh_token", "id_token", "idToken",
            "refreshToken", "accessToken", "client_secret", "password", "passphrase",
        ]
    }

    /// The URL as text, with the value of every secret query parameter and any password in its
    /// user information (`https://user:password@host`) replaced.
    package static func redact(_ url: URL) -> String {
        var text = url.absoluteString
        if var components = URLComponents(url: url, resolvingAgainstBaseURL: false), components.password != nil {
            components.password = replacement
            text = components.string ?? text
        }
        return redact(text)
    }

    /// The text with every occurrence of each of `secrets` (as written and percent-encoded) replaced,
    /// and every run of at least ``minimumEchoedRun`` characters copied from a secret, then with the value of
    /// every secret parameter replaced as ``redact(_:)`` does.
    ///
    /// The response pipeline passes the values its `Authentication` scheme sent, so a key is removed from a
    /// message whatever the parameter or header that carried it is called. A server that echoes only part
    /// of a secret (the signature segment of a bearer token, a key cut short by a message limit) has that
    /// part removed too. Values shorter than four characters are left alone, since replacing them would
    /// garble ordinary text.
    ///
    /// ```
    /// Redaction.redact("token abc123 was refused", secrets: ["abc123"])  // "token REDACTED was refused"
    /// ```
    package static func redact(_ text: String, secrets: [String]) -> String {
        var text = text
        for secret in secrets where secret.count >= 4 {
            text = text.replacingOccurrences(of: secret, with: replacement)
            let encoded = secret.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? secret
            if encoded != secret {
                text = text.replacingOccurrences(of: encoded, with: replacement)
            }
            if secret.utf8.count >= minimumEchoedRun {
                text = redactingEchoedRuns(of: secret, in: text)
            }
        }
        return redact(text)
    }

    /// The shortest part of a secret, in UTF-8 bytes, that is removed wherever it appears: 12. Shorter
    /// runs are left, since they occur by chance in ordinary text and reveal too little to matter.
    package static let minimumEchoedRun = 12

    /// The most bytes of a text searched for parts of one secret: longer texts (which the SDK's errors
    /// never are, being cut to 2,000 bytes) are searched in their first 64 KiB only.
    private static let echoSearchLimit = 65_536

    /// `text` with every run of at least ``minimumEchoedRun`` bytes that also occurs in `secret` replaced.
    ///
    /// The longest common runs are found with one row of the classic dynamic programme, so the work is the
    /// text's length times the secret's, both bounded.
    private static func redactingEchoedRuns(of secret: String, in text: String) -> String {
        let needle = Array(secret.utf8)
        let haystack = Array(text.utf8.prefix(echoSearchLimit))
        guard haystack.count >= minimumEchoedRun else { return text }
        // run[j + 1]: the length of the common run ending at haystack[i] and needle[j].
        var run = [Int](repeating: 0, count: needle.count + 1)
        var covered = [Bool](repeating: false, count: haystack.count)
        var anyCovered = false
        for i in 0..<haystack.count {
            var previous = 0
            var longest = 0
            for j in 0..<needle.count {
                let diagonal = previous
                previous = run[j + 1]
                run[j + 1] = haystack[i] == needle[j] ? diagonal + 1 : 0
                longest = max(longest, run[j + 1])
            }
            if longest >= minimumEchoedRun {
                for k in (i - longest + 1)...i { covered[k] = true }
                anyCovered = true
            }
        }
        guard anyCovered else { return text }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        var index = 0
        while index < haystack.count {
            if covered[index] {
                output.append(contentsOf: replacementBytes)
                while index < haystack.count, covered[index] { index += 1 }
            } else {
                output.append(haystack[index])
                index += 1
            }
        }
        output.append(contentsOf: text.utf8.dropFirst(haystack.count))
        return String(decoding: output, as: UTF8.self)
    }

    /// The text with the value of every secret parameter replaced, wherever it occurs.
    ///
    /// It handles query and form parameters (`name=value`) and JSON string members
    /// (`"name": "value"`). A name matches only as a whole word (`monkey=1` and `keyboard=2`
    /// stay as they are). A parameter value ends at `&`, `#`, whitespace, a quote or an angle
    /// bracket, or at the end of the text; percent-encoded values are replaced whole.
    package static func redact(_ text: String) -> String {
        let bytes = Array(text.utf8)
        guard bytes.contains(UInt8(ascii: "=")) || bytes.contains(UInt8(ascii: ":")) else { return text }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        var changed = false
        while index < bytes.count {
            guard startsWord(at: index, in: bytes), let nameEnd = secretNameEnd(at: index, in: bytes) else {
                output.append(bytes[index])
                index += 1
                continue
            }
            if bytes[nameEnd] == UInt8(ascii: "=") {
                // Copy `name=`, then replace the value.
                output.append(contentsOf: bytes[index...nameEnd])
                var valueEnd = nameEnd + 1
                while valueEnd < bytes.count, !endsValue(bytes[valueEnd]) {
                    valueEnd += 1
                }
                output.append(contentsOf: replacementBytes)
                changed = true
                index = valueEnd
            } else if let value = jsonStringValue(afterNameEndingAt: nameEnd, in: bytes) {
                // Copy `name": "`, then replace the string up to its closing quote.
                output.append(contentsOf: bytes[index..<value.lowerBound])
                output.append(contentsOf: replacementBytes)
                changed = true
                index = value.upperBound
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return changed ? String(decoding: output, as: UTF8.self) : text
    }

    private static let replacementBytes = Array(replacement.utf8)

    /// The lower-cased names, longest first so that `api_key` wins over `key`.
    private static let lowercasedNames: [[UInt8]] =
        secretParameterNames
        .map { Array($0.lowercased().utf8) }
        .sorted { $0.count > $1.count }

    /// Whether a name could start at `index`: the text starts there or the byte before is no name character.
    private static func startsWord(at index: Int, in bytes: [UInt8]) -> Bool {
        index == 0 || !isNameCharacter(bytes[index - 1])
    }

    /// The index just past a secret name starting at `index` when `=` follows it, or when the name
    /// is quoted (`"name"`), the index of the closing quote.
    private static func secretNameEnd(at index: Int, in bytes: [UInt8]) -> Int? {
        let quoted = index > 0 && bytes[index - 1] == UInt8(ascii: "\"")
        for name in lowercasedNames {
            let end = index + name.count
            guard end < bytes.count else { continue }
            let terminator = bytes[end]
            guard terminator == UInt8(ascii: "=") || (quoted && terminator == UInt8(ascii: "\"")) else { continue }
            var matches = true
            for offset in 0..<name.count where lowercased(bytes[index + offset]) != name[offset] {
                matches = false
                break
            }
            if matches {
                return end
            }
        }
        return nil
    }

    /// The range of a JSON string value's contents when `": "` follows a quoted name, or `nil`.
    private static func jsonStringValue(afterNameEndingAt quote: Int, in bytes: [UInt8]) -> Range<Int>? {
        var index = quote + 1
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let start = index + 1
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
            end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        return start..<min(end, bytes.count)
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    private static func isNameCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    private static func endsValue(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "#"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"),
            UInt8(ascii: "\r"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "<"), UInt8(ascii: ">"):
            return true
        default:
            return false
        }
    }
}
