/// Checks a JSON text in one pass and indexes its values as ``JSONToken``s.
///
/// Strict RFC 8259: one value, optional surrounding whitespace (and a leading UTF-8 byte order
/// mark), no trailing commas, no leading zeros, no `NaN`/`Infinity`, no comments, control
/// characters only escaped, every string valid UTF-8 and every `\u` escape a valid scalar.
/// The eight bytes after `bytes` must be readable and zero (``JSONDocument`` provides them).
struct JSONParser {
    private let base: UnsafePointer<UInt8>
    private let end: Int
    private var tokens: JSONTokenBuffer

    /// One open array or object.
    private struct Frame {
        var token: Int
        var count: Int32
        var isObject: Bool
        var slowKeys: Bool
        /// One bit per value of a key hash's low 7 bits, set for every key so far: a key whose bit
        /// is clear cannot repeat one, so only the others are compared with the earlier keys.
        var seenKeys: (low: UInt64, high: UInt64) = (0, 0)
        /// One bit per key hash's top five bits, kept in the object's token for lookups of absent keys.
        var keyFilter: Int32 = 0
    }

    /// Objects with more members than this skip the repeated-key check and use the careful lookup,
    /// which bounds the check's cost on hostile input.
    private static let checkedMembers = 256

    /// Reads the `count` bytes at `base`; the eight bytes from `base[count]` must be zero.
    init(base: UnsafePointer<UInt8>, count: Int) {
        self.base = base
        self.end = count
        self.tokens = JSONTokenBuffer(capacity: count / 8 + 1)
    }

    /// Reads the whole text and returns its tokens, followed by one extra `null` token.
    ///
    /// The caller owns the returned buffer; on error the parser frees it.
    mutating func parse() throws -> JSONTokenBuffer {
        do {
            try parseValue()
            tokens.append(JSONToken(start: 0, length: 0, next: 0, count: 0, kind: .null, flags: 0))
            return tokens
        } catch {
            tokens.deallocate()
            throw error
        }
    }

    private mutating func parseValue() throws {
        var index = 0
        if end >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF {
            index = 3
        }
        // The open containers, innermost last, in memory of their own: the frame being filled is
        // touched for every value, without the checks of an array.
        let stack = UnsafeMutablePointer<Frame>.allocate(capacity: JSONDocument.maximumDepth)
        defer { stack.deallocate() }
        var depth = 0
        outer: while true {
            index = skipWhitespace(index)
            guard index < end else { throw failure(index, "expected a value") }
            switch base[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = base[index] == UInt8(ascii: "{")
                guard depth < JSONDocument.maximumDepth else {
                    throw failure(index, "nesting deeper than \(JSONDocument.maximumDepth) levels")
                }
                (stack + depth).initialize(
                    to: Frame(token: tokens.count, count: 0, isObject: isObject, slowKeys: false))
                depth += 1
                tokens.append(
                    JSONToken(
                        start: Int32(index), length: 0, next: 0, count: 0, kind: isObject ? .object : .array, flags: 0))
                index = skipWhitespace(index + 1)
                let closing = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if index < end && base[index] == closing {
                    index += 1
                    depth -= 1
                    close(stack[depth])
                } else {
                    if isObject {
                        index = try readKey(at: index, in: &stack[depth - 1])
                    }
                    continue outer
                }
            case UInt8(ascii: "\""):
                index = try readString(at: index)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                index = try readNumber(at: index)
            case UInt8(ascii: "t"):
                index = try readLiteral(at: index, "true", .true)
            case UInt8(ascii: "f"):
                index = try readLiteral(at: index, "false", .false)
            case UInt8(ascii: "n"):
                index = try readLiteral(at: index, "null", .null)
            default:
                throw failure(index, "unexpected character")
            }
            // A value is complete: continue its container, close containers, or finish.
            while depth > 0 {
                let frame = stack + (depth - 1)
                frame.pointee.count += 1
                index = skipWhitespace(index)
                guard index < end else { throw failure(index, "unterminated array or object") }
                let isObject = frame.pointee.isObject
                let byte = base[index]
                if byte == UInt8(ascii: ",") {
                    index = skipWhitespace(index + 1)
                    if index < end && (base[index] == UInt8(ascii: "]") || base[index] == UInt8(ascii: "}")) {
                        throw failure(index, "trailing comma")
                    }
                    if isObject {
                        index = try readKey(at: index, in: &frame.pointee)
                    }
                    continue outer
                }
                guard byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
                    throw failure(index, isObject ? "expected ',' or '}'" : "expected ',' or ']'")
                }
                index += 1
                depth -= 1
                close(frame.pointee)
            }
            break
        }
        index = skipWhitespace(index)
        guard index == end else { throw failure(index, "unexpected data after the value") }
    }

    /// Records the end of the container `frame` describes; the caller counts it as a value of its parent.
    @inline(__always)
    private func close(_ frame: Frame) {
        tokens[frame.token].next = Int32(tokens.count)
        tokens[frame.token].count = frame.count
        if frame.isObject {
            if frame.slowKeys {
                tokens[frame.token].flags |= JSONToken.Flags.slowKeys
            } else {
                tokens[frame.token].length = frame.keyFilter
            }
        }
    }

    /// Reads `"key" :` and returns the offset of the value after the colon.
    private mutating func readKey(at start: Int, in frame: inout Frame) throws -> Int {
        guard start < end, base[start] == UInt8(ascii: "\"") else {
            throw failure(start, "expected a string key")
        }
        var index = try readString(at: start)
        let key = tokens.count - 1
        if tokens[key].isEscaped || Int(frame.count) >= Self.checkedMembers {
            frame.slowKeys = true
        } else {
            let hash = JSONToken.keyHash(
                UnsafeRawBufferPointer(start: base + Int(tokens[key].start), count: Int(tokens[key].length)))
            tokens[key].next = hash
            frame.keyFilter |= JSONToken.keyBit(hash)
            if !frame.slowKeys {
                let bit = UInt64(1) << UInt64(UInt32(bitPattern: hash) & 63)
                let seen = hash & 64 == 0 ? frame.seenKeys.low : frame.seenKeys.high
                if seen & bit != 0 && hasEarlierKey(hash: hash, inObject: frame.token, before: key) {
                    frame.slowKeys = true
                }
                if hash & 64 == 0 {
                    frame.seenKeys.low |= bit
                } else {
                    frame.seenKeys.high |= bit
                }
            }
        }
        index = skipWhitespace(index)
        guard index < end, base[index] == UInt8(ascii: ":") else { throw failure(index, "expected ':'") }
        return index + 1
    }

    /// The offset of the first byte at or after `start` that is not white space.
    @inline(__always)
    private func skipWhitespace(_ start: Int) -> Int {
        var index = start
        while true {
            switch base[index] {
            case 0x20:
                // Indentation comes in runs of spaces: skip them eight at a time. The zero bytes
                // after the input end every run, so `index` never passes `end`.
                let others = Self.word(at: base + index) ^ 0x2020_2020_2020_2020
                index += others == 0 ? 8 : others.trailingZeroBitCount >> 3
            case 0x0A, 0x0D, 0x09: index += 1
            default: return index
            }
        }
    }

    /// The eight bytes at `address`, the first in the lowest bits.
    @inline(__always)
    private static func word(at address: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(address).loadUnaligned(as: UInt64.self))
    }

    /// One high bit per byte of `word` that a string cannot hold as it is: a quote, a backslash, a
    /// control character or the start of a multibyte sequence. The lowest bit set marks the first such byte.
    @inline(__always)
    private static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let isQuote = (quotes &- ones) & ~quotes
        let isBackslash = (backslashes &- ones) & ~backslashes
        let isControl = (word &- ones &* 0x20) & ~word
        return (isQuote | isBackslash | isControl | word) & highs
    }

    private mutating func readLiteral(at start: Int, _ word: StaticString, _ kind: JSONToken.Kind) throws -> Int {
        let length = word.utf8CodeUnitCount
        guard end - start >= length else { throw failure(start, "invalid literal") }
        for offset in 0..<length where base[start + offset] != word.utf8Start[offset] {
            throw failure(start + offset, "invalid literal")
        }
        tokens.append(JSONToken(start: Int32(start), length: Int32(length), next: 0, count: 0, kind: kind, flags: 0))
        return start + length
    }

    /// Reads a number; returns the offset after it.
    private mutating func readNumber(at start: Int) throws -> Int {
        var index = start
        var flags: UInt8 = 0
        if base[index] == UInt8(ascii: "-") {
            index += 1
        }
        if base[index] == UInt8(ascii: "0") {
            index += 1
        } else if isDigit(base[index]) {
            while isDigit(base[index]) { index += 1 }
        } else {
            throw failure(index, "expected a digit")
        }
        if base[index] == UInt8(ascii: ".") {
            flags = JSONToken.Flags.fractional
            index += 1
            guard isDigit(base[index]) else { throw failure(index, "expected a digit after '.'") }
            while isDigit(base[index]) { index += 1 }
        }
        if base[index] == UInt8(ascii: "e") || base[index] == UInt8(ascii: "E") {
            flags = JSONToken.Flags.fractional
            index += 1
            if base[index] == UInt8(ascii: "+") || base[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard isDigit(base[index]) else { throw failure(index, "expected a digit in the exponent") }
            while isDigit(base[index]) { index += 1 }
        }
        // The zero byte after the input ends every loop above, so `index` never passes `end`.
        switch base[index] {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"),
            UInt8(ascii: "+"), UInt8(ascii: "-"):
            throw failure(index, "malformed number")
        default: break
        }
        tokens.append(
            JSONToken(start: Int32(start), length: Int32(index - start), next: 0, count: 0, kind: .number, flags: flags)
        )
        return index
    }

    /// Whether a key of the object at `object` before the key token `key` has the hash `hash`.
    ///
    /// Every member before `key` is complete, so ``JSONToken/next`` skips their values.
    private func hasEarlierKey(hash: Int32, inObject object: Int, before key: Int) -> Bool {
        var member = object + 1
        while member < key {
            if tokens[member].next == hash {
                return true
            }
            let value = tokens[member + 1]
            member = value.kind == .array || value.kind == .object ? Int(value.next) : member + 2
        }
        return false
    }

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    func failure(_ offset: Int, _ reason: String) -> JSONReadingError {
        JSONReadingError(offset: min(offset, end), reason: reason)
    }
}

extension JSONParser {
    /// Reads a string starting at its opening quote; returns the offset after the closing quote.
    fileprivate mutating func readString(at quote: Int) throws -> Int {
        let start = quote + 1
        var index = start
        var flags: UInt8 = 0
        while true {
            // Plain ASCII eight bytes at a time; the zero bytes after the input stop the scan there.
            let special = Self.specialBytes(Self.word(at: base + index))
            if special == 0 {
                index += 8
                continue
            }
            index += special.trailingZeroBitCount >> 3
            let byte = base[index]
            if byte == UInt8(ascii: "\"") {
                break
            }
            if byte == UInt8(ascii: "\\") {
                flags = JSONToken.Flags.escaped
                index = try readEscape(at: index)
            } else if byte < 0x20 {
                throw failure(index, index >= end ? "unterminated string" : "unescaped control character in a string")
            } else if byte < 0x80 {
                index += 1
            } else {
                index = try readMultibyte(at: index)
            }
        }
        tokens.append(
            JSONToken(start: Int32(start), length: Int32(index - start), next: 0, count: 0, kind: .string, flags: flags)
        )
        return index + 1
    }

    /// Checks one escape sequence at the backslash; returns the offset after it.
    private func readEscape(at backslash: Int) throws -> Int {
        switch base[backslash + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return backslash + 2
        case UInt8(ascii: "u"):
            let unit = try hexUnit(at: backslash + 2)
            switch unit {
            case 0xD800...0xDBFF:
                guard base[backslash + 6] == UInt8(ascii: "\\"), base[backslash + 7] == UInt8(ascii: "u") else {
                    throw failure(backslash, "a high surrogate escape without its low surrogate")
                }
                let low = try hexUnit(at: backslash + 8)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw failure(backslash + 6, "a high surrogate escape without its low surrogate")
                }
                return backslash + 12
            case 0xDC00...0xDFFF:
                throw failure(backslash, "a low surrogate escape without a high surrogate")
            default:
                return backslash + 6
            }
        default:
            throw failure(backslash, "invalid escape sequence")
        }
    }

    /// The four hex digits at `start` as a UTF-16 code unit.
    private func hexUnit(at start: Int) throws -> UInt16 {
        var unit: UInt16 = 0
        for offset in 0..<4 {
            // Stops at the zero byte after the input, so never reads further.
            guard let digit = JSONDocument.hexValue(base[start + offset]) else {
                throw failure(start + offset, "invalid \\u escape")
            }
            unit = unit << 4 | UInt16(digit)
        }
        return unit
    }

    /// Checks one UTF-8 sequence of two to four bytes (RFC 3629); returns the offset after it.
    private func readMultibyte(at index: Int) throws -> Int {
        let lead = base[index]
        let length: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            upper = 0x9F
        case 0xF0:
            length = 4
            lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            upper = 0x8F
        default: throw failure(index, "invalid UTF-8")
        }
        // A zero byte (the input's end) is never a continuation byte, so this stays inside.
        let second = base[index + 1]
        guard second >= lower && second <= upper else { throw failure(index, "invalid UTF-8") }
        for offset in 2..<length where base[index + offset] & 0xC0 != 0x80 {
            throw failure(index, "invalid UTF-8")
        }
        return index + length
    }
}
