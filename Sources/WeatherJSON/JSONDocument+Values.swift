import Foundation

/// Reading strings and numbers out of tokens, only when a decoder asks for them.
extension JSONDocument {
    /// The text of a string token, with escapes decoded.
    func string(_ token: JSONToken) -> String {
        let raw = rawBytes(token)
        guard token.isEscaped else {
            // A typed buffer takes the standard library's fast path (a raw one is read byte by byte).
            return String(decoding: raw.assumingMemoryBound(to: UInt8.self), as: UTF8.self)
        }
        return String(decoding: Self.unescaped(raw), as: UTF8.self)
    }

    /// Decodes the escapes of a string the parser has checked.
    static func unescaped(_ raw: UnsafeRawBufferPointer) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < raw.count else {
                output.append(byte)
                index += 1
                continue
            }
            let escape = raw[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = UInt32(hexUnit(raw, at: index))
                index += 4
                if (0xD800...0xDBFF).contains(scalar), index + 6 <= raw.count {
                    let low = UInt32(hexUnit(raw, at: index + 2))
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                }
                appendUTF8(of: scalar, to: &output)
            default: output.append(escape)
            }
        }
        return output
    }

    private static func hexUnit(_ raw: UnsafeRawBufferPointer, at start: Int) -> UInt16 {
        var unit: UInt16 = 0
        for offset in start..<min(start + 4, raw.count) {
            unit = unit << 4 | UInt16(hexValue(raw[offset]) ?? 0)
        }
        return unit
    }

    private static func appendUTF8(of scalar: UInt32, to output: inout [UInt8]) {
        let value = Unicode.Scalar(scalar) ?? "\u{FFFD}"
        output.append(contentsOf: UTF8.encode(value).map { Array($0) } ?? [])
    }

    /// Whether two byte ranges hold the same bytes.
    @inline(__always)
    static func equal(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer) -> Bool {
        let count = left.count
        guard count == right.count else { return false }
        guard let leftStart = left.baseAddress, let rightStart = right.baseAddress else { return left.isEmpty }
        // Keys are short: compare them with two loads that overlap in the middle, not a loop.
        func same<Word: FixedWidthInteger>(_ word: Word.Type, at offset: Int) -> Bool {
            leftStart.loadUnaligned(fromByteOffset: offset, as: Word.self)
                == rightStart.loadUnaligned(fromByteOffset: offset, as: Word.self)
        }
        switch count {
        case 0: return true
        case 1...3:
            return same(UInt8.self, at: 0) && same(UInt8.self, at: count / 2) && same(UInt8.self, at: count - 1)
        case 4...7: return same(UInt32.self, at: 0) && same(UInt32.self, at: count - 4)
        case 8...16: return same(UInt64.self, at: 0) && same(UInt64.self, at: count - 8)
        default: return memcmp(leftStart, rightStart, count) == 0
        }
    }

    /// The value of one hex digit, or `nil`.
    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension JSONDocument {
    /// Powers of ten that a `Double` holds exactly.
    private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    /// The number's value as the nearest `Double`, or `nil` when it is too large or so small that
    /// it rounds to zero (Foundation rejects both).
    func double(_ token: JSONToken) -> Double? {
        let raw = rawBytes(token)
        var index = 0
        let negative = raw[0] == UInt8(ascii: "-")
        if negative {
            index = 1
        }
        // Clinger's fast path: up to 19 significant digits and a power of ten a Double holds
        // exactly give a correctly rounded result with one multiplication or division.
        var mantissa: UInt64 = 0
        var digits = 0
        var scale = 0
        var nonzero = false
        while index < raw.count, raw[index] &- UInt8(ascii: "0") < 10 {
            let digit = raw[index] &- UInt8(ascii: "0")
            if digits > 0 || digit != 0 {
                digits += 1
                mantissa = mantissa &* 10 &+ UInt64(digit)
            }
            nonzero = nonzero || digit != 0
            index += 1
        }
        if index < raw.count, raw[index] == UInt8(ascii: ".") {
            index += 1
            while index < raw.count, raw[index] &- UInt8(ascii: "0") < 10 {
                let digit = raw[index] &- UInt8(ascii: "0")
                if digits > 0 || digit != 0 {
                    digits += 1
                    mantissa = mantissa &* 10 &+ UInt64(digit)
                }
                nonzero = nonzero || digit != 0
                scale -= 1
                index += 1
            }
        }
        var exponentValue = 0
        if index < raw.count {
            // An exponent: `e`, an optional sign, digits.
            index += 1
            var exponentNegative = false
            if raw[index] == UInt8(ascii: "-") || raw[index] == UInt8(ascii: "+") {
                exponentNegative = raw[index] == UInt8(ascii: "-")
                index += 1
            }
            while index < raw.count {
                exponentValue = min(exponentValue * 10 + Int(raw[index] &- UInt8(ascii: "0")), 100_000)
                index += 1
            }
            if exponentNegative {
                exponentValue = -exponentValue
            }
        }
        let exponent = scale + exponentValue
        if !nonzero {
            return negative ? -0.0 : 0.0
        }
        if digits <= 19 && mantissa < 1 << 53 && exponent >= -22 && exponent <= 22 {
            let magnitude = Double(mantissa)
            let value =
                exponent < 0
                ? magnitude / Self.exactPowersOfTen[-exponent] : magnitude * Self.exactPowersOfTen[exponent]
            return negative ? -value : value
        }
        // Anything else: the standard library's correctly rounded conversion.
        guard let value = Double(String(decoding: raw, as: UTF8.self)), value.isFinite, value != 0 else {
            return nil
        }
        return value
    }

    /// The number as `Value` when it is a whole number in range (written `12`, `1.0` or `1e2`,
    /// as Foundation accepts), else `nil`.
    func integer<Value: FixedWidthInteger>(_ token: JSONToken, as type: Value.Type) -> Value? {
        var raw = rawBytes(token)
        if token.flags & JSONToken.Flags.fractional != 0 {
            // Like Foundation: a number with an exponent goes through Double; one with only a
            // fraction must be whole as a Double (`12.0`, `1.0000000000000000001`), and then its
            // integer digits are read exactly.
            guard let value = double(token) else { return nil }
            guard let point = raw.firstIndex(of: UInt8(ascii: ".")),
                !raw.contains(UInt8(ascii: "e")), !raw.contains(UInt8(ascii: "E"))
            else {
                return Value(exactly: value)
            }
            guard value.rounded(.towardZero) == value else { return nil }
            raw = UnsafeRawBufferPointer(rebasing: raw[..<point])
        }
        let negative = raw[0] == UInt8(ascii: "-")
        var magnitude: UInt64 = 0
        for byte in raw[(negative ? 1 : 0)...] {
            let (times, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(UInt64(byte &- UInt8(ascii: "0")))
            guard !overflow, !carry else { return nil }
            magnitude = sum
        }
        guard negative else { return Value(exactly: magnitude) }
        if magnitude == 0 {
            return 0
        }
        guard Value.isSigned, magnitude <= UInt64(Value.min.magnitude) else { return nil }
        return magnitude == UInt64(Value.min.magnitude) ? Value.min : 0 - Value(magnitude)
    }
}
