/// A reader for the text form of `.strings` files (`"key" = "value";`, with `/* */` and `//` comments), which
/// the SDK's tables are written in.
///
/// Reading them this way gives `[String: String]` directly, without `PropertyListSerialization` and the bridging
/// of its dictionary, which made up most of the cost of the first text an example prints. It answers `nil` for
/// anything it does not fully understand (a binary or XML property list, UTF-16 text, an escape it does not know,
/// a syntax error), and the caller then asks `PropertyListSerialization`, which decides.
package enum StringsFile {
    /// The entries of `bytes`, or `nil` when they are not a text `.strings` file this reader fully understands.
    package static func entries<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [String: String]? {
        var reader = Reader(bytes: Array(bytes))
        return reader.entries()
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        mutating func entries() -> [String: String]? {
            // A byte-order mark or a NUL says UTF-16 (or binary); the property-list reader handles those.
            guard !bytes.starts(with: [0xFE, 0xFF]), !bytes.starts(with: [0xFF, 0xFE]), !bytes.contains(0) else {
                return nil
            }
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
            var entries: [String: String] = [:]
            while true {
                guard skipSpaceAndComments() else { return nil }
                guard offset < bytes.count else { return entries }
                guard let key = string() else { return nil }
                guard skipSpaceAndComments(), offset < bytes.count else { return nil }
                if bytes[offset] == UInt8(ascii: ";") {
                    // `"key";` alone means the key is its own value.
                    entries[key] = key
                    offset += 1
                    continue
                }
                guard bytes[offset] == UInt8(ascii: "=") else { return nil }
                offset += 1
                guard skipSpaceAndComments(), let value = string() else { return nil }
                guard skipSpaceAndComments(), offset < bytes.count, bytes[offset] == UInt8(ascii: ";") else {
                    return nil
                }
                offset += 1
                entries[key] = value
            }
        }

        /// Moves past white space and comments; `false` for a comment that never ends.
        mutating func skipSpaceAndComments() -> Bool {
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    offset += 1
                } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
                    offset += 2
                    while offset + 1 < bytes.count,
                        !(bytes[offset] == UInt8(ascii: "*") && bytes[offset + 1] == UInt8(ascii: "/"))
                    {
                        offset += 1
                    }
                    guard offset + 1 < bytes.count else { return false }
                    offset += 2
                } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                    while offset < bytes.count, bytes[offset] != 0x0A, bytes[offset] != 0x0D { offset += 1 }
                } else {
                    return true
                }
            }
            return true
        }

        /// A quoted string or an unquoted word of letters, digits and `_$+/:.-`.
        mutating func string() -> String? {
            guard offset < bytes.count else { return nil }
            guard bytes[offset] == UInt8(ascii: "\"") else { return word() }
            offset += 1
            var text = ""
            var run = offset
            while offset < bytes.count {
                let byte = bytes[offset]
                guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
                    offset += 1
                    continue
                }
                guard Self.decode(bytes[run..<offset], into: &text) else { return nil }
                if byte == UInt8(ascii: "\"") {
                    offset += 1
                    return text
                }
                guard let scalar = escape() else { return nil }
                text.unicodeScalars.append(scalar)
                run = offset
            }
            return nil
        }

        /// Appends `bytes` to `text`; `false` when they are not valid UTF-8.
        static func decode(_ bytes: ArraySlice<UInt8>, into text: inout String) -> Bool {
            var iterator = bytes.makeIterator()
            var decoder = UTF8()
            while true {
                switch decoder.decode(&iterator) {
                case .scalarValue: continue
                case .emptyInput:
                    text += String(decoding: bytes, as: UTF8.self)
                    return true
                case .error: return false
                }
            }
        }

        /// The escape at the offset (a backslash and what follows), moving past it.
        mutating func escape() -> Unicode.Scalar? {
            offset += 1
            guard offset < bytes.count else { return nil }
            let letter = bytes[offset]
            offset += 1
            switch letter {
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "'"): return Unicode.Scalar(letter)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                guard let high = hex4() else { return nil }
                guard (0xD800...0xDBFF).contains(high) else { return Unicode.Scalar(high) }
                guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
                    bytes[offset + 1] == UInt8(ascii: "U") || bytes[offset + 1] == UInt8(ascii: "u")
                else { return nil }
                offset += 2
                guard let low = hex4(), (0xDC00...0xDFFF).contains(low) else { return nil }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            default:
                // Octal and the rarer letters are left to the property-list reader.
                return nil
            }
        }

        /// Four hexadecimal digits at the offset, moving past them.
        mutating func hex4() -> UInt32? {
            guard offset + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for byte in bytes[offset..<offset + 4] {
                guard let digit = Self.hexDigit(byte) else { return nil }
                value = value * 16 + digit
            }
            offset += 4
            return value
        }

        static func hexDigit(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
            default: nil
            }
        }

        /// An unquoted word, or `nil` when there is none at the offset.
        mutating func word() -> String? {
            let start = offset
            while offset < bytes.count, Self.isWordByte(bytes[offset]) { offset += 1 }
            guard offset > start else { return nil }
            return String(decoding: bytes[start..<offset], as: UTF8.self)
        }

        static func isWordByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                true
            default: "_$+/:.-".utf8.contains(byte)
            }
        }
    }
}
