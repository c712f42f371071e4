import Foundation

/// One mutation of a JSON body and the bytes it produced.
struct JSONMutation: CustomStringConvertible {
    /// What was changed, for example `change type at hourly.[3].temp`.
    var summary: String
    /// The keys along the path of the changed value (empty for byte-level mutations).
    var pathKeys: [String]
    /// Whether the body is still JSON that Foundation parses.
    var isValidJSON: Bool
    /// The mutated body.
    var body: Data

    var description: String { summary }
}

/// Mutates real recorded bodies the way a hostile or broken network would: deletes keys, changes types,
/// puts huge, negative and non-finite numbers and `"NaN"` strings in, nests deeply (400 to 600 levels, and
/// the 513 unclosed `[` that stop a process using Foundation's parser), breaks UTF-8, truncates.
///
/// It works on the bytes: a scan records where every value sits, and a mutation splices new text over one
/// of them, so the rest of the body stays byte for byte as recorded.
struct JSONMutator {
    /// Where one value sits in the body, and what removing it (with its key and a comma) takes out.
    struct Span {
        var path: [String]
        var value: Range<Int>
        var removal: Range<Int>
    }

    private let original: [UInt8]
    private let spans: [Span]

    /// Values of every type and size that decoders must survive, by kind of mutation.
    private static let replacements: [(name: String, texts: [String])] = [
        ("change type", [#""text""#, "42", "-1", "true", "null", "[]", "{}", "[1,2]", #"{"a":1}"#]),
        ("huge number", ["1e308", "-1e308", "9223372036854775807", "-9223372036854775808", "4294967296", "1e18"]),
        ("negative number", ["-1", "-273.16", "-1000000000", "-0.000001"]),
        ("number as string", [#""NaN""#, #""nan""#, #""Infinity""#, #""-inf""#, #""""#, #"" ""#, #""1e400""#]),
        (
            "raw token",
            [
                "1e400", "-1e400", "1e-400", "NaN", "-Infinity", "123456789012345678901234567890", "-0",
                "-9223372036854775809",
            ]
        ),
        ("long string", ["\"" + String(repeating: "é", count: 10_000) + "\""]),
        ("unicode", [#""\u0000\ud800""#, "\"\u{202E}\u{1F600}\"", #""\\\"""#]),
    ]

    init(body: Data) throws {
        original = [UInt8](body)
        var scanner = Scanner(bytes: original)
        try scanner.scanDocument()
        spans = scanner.spans.filter { !$0.path.isEmpty }
    }

    /// A random mutation of the body.
    func mutate(using generator: inout some RandomNumberGenerator) -> JSONMutation {
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<8: return truncate(using: &generator)
        case 8..<14: return breakUTF8(using: &generator)
        case 14..<18: return deepBody(using: &generator)
        default: return changeValue(using: &generator)
        }
    }

    /// A whole body of nothing but nesting, 400 to 600 levels deep, often exactly 513 unclosed `[`: the
    /// input that stops a process using Foundation's `JSONDecoder`.
    private func deepBody(using generator: inout some RandomNumberGenerator) -> JSONMutation {
        let depth = Bool.random(using: &generator) ? 513 : Int.random(in: 400...600, using: &generator)
        let opener = Bool.random(using: &generator) ? "[" : #"{"a":"#
        let closed = Bool.random(using: &generator)
        var text = String(repeating: opener, count: depth)
        if closed {
            text += "1" + String(repeating: opener == "[" ? "]" : "}", count: depth)
        }
        return JSONMutation(
            summary: "\(closed ? "closed" : "unclosed") body \(depth) deep", pathKeys: [], isValidJSON: false,
            body: Data(text.utf8))
    }

    private func truncate(using generator: inout some RandomNumberGenerator) -> JSONMutation {
        let length = Int.random(in: 0..<max(1, original.count), using: &generator)
        return JSONMutation(
            summary: "truncate to \(length) bytes", pathKeys: [], isValidJSON: false,
            body: Data(original.prefix(length)))
    }

    private func breakUTF8(using generator: inout some RandomNumberGenerator) -> JSONMutation {
        let invalid: [[UInt8]] = [
            [0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0],
        ]
        let bytes = invalid.randomElement(using: &generator) ?? [0xFF]
        var body = original
        // Inside a string most of the time, where a lenient parser would let it through.
        let quotes = original.indices.filter { original[$0] == UInt8(ascii: "\"") }
        let offset =
            Bool.random(using: &generator)
            ? (quotes.randomElement(using: &generator).map { $0 + 1 } ?? 0)
            : Int.random(in: 0...body.count, using: &generator)
        body.insert(contentsOf: bytes, at: min(offset, body.count))
        return JSONMutation(
            summary: "insert invalid UTF-8 \(bytes) at byte \(offset)", pathKeys: [], isValidJSON: false,
            body: Data(body))
    }

    private func changeValue(using generator: inout some RandomNumberGenerator) -> JSONMutation {
        guard let span = spans.randomElement(using: &generator) else { return truncate(using: &generator) }
        let location = span.path.joined(separator: ".")
        let keys = span.path.filter { !$0.hasPrefix("[") }
        var body = original
        let name: String
        var needsParse = false
        switch Int.random(in: 0..<10, using: &generator) {
        case 0, 1:
            name = "delete"
            body.removeSubrange(span.removal)
        case 2:
            let depth =
                [64, 512, 513, 5_000, Int.random(in: 400...600, using: &generator)].randomElement(using: &generator)
                ?? 64
            name = "nest \(depth) deep"
            let nested = String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
            body.replaceSubrange(span.value, with: Array(nested.utf8))
            needsParse = true
        default:
            let kind = Self.replacements.randomElement(using: &generator) ?? Self.replacements[0]
            let text = kind.texts.randomElement(using: &generator) ?? "null"
            name = kind.name == "long string" ? "long string" : "\(kind.name) \(text)"
            body.replaceSubrange(span.value, with: Array(text.utf8))
            needsParse = kind.name == "raw token" || kind.name == "unicode"
        }
        let isValidJSON =
            !needsParse || (try? JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed])) != nil
        return JSONMutation(
            summary: "\(name) at \(location)", pathKeys: keys, isValidJSON: isValidJSON, body: Data(body))
    }
}

extension JSONMutator {
    /// Finds every value's byte range in a JSON document (one that Foundation already parsed).
    struct Scanner {
        enum Failure: Error { case unexpected(Int) }

        let bytes: [UInt8]
        var index = 0
        var spans: [Span] = []

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func scanDocument() throws {
            skipWhitespace()
            let start = index
            try scanValue(path: [])
            spans.append(Span(path: [], value: start..<index, removal: start..<index))
        }

        private mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        private mutating func scanValue(path: [String]) throws {
            guard index < bytes.count else { throw Failure.unexpected(index) }
            switch bytes[index] {
            case UInt8(ascii: "{"): try scanContainer(path: path, closing: UInt8(ascii: "}"), keyed: true)
            case UInt8(ascii: "["): try scanContainer(path: path, closing: UInt8(ascii: "]"), keyed: false)
            case UInt8(ascii: "\""): try scanString()
            default:
                while index < bytes.count, !",]} \t\r\n".utf8.contains(bytes[index]) { index += 1 }
            }
        }

        private mutating func scanString() throws {
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            guard index < bytes.count else { throw Failure.unexpected(index) }
            index += 1
        }

        /// Scans an object or array; records each member with the range that removes it cleanly.
        private mutating func scanContainer(path: [String], closing: UInt8, keyed: Bool) throws {
            index += 1
            var members: [(path: [String], start: Int, value: Range<Int>)] = []
            skipWhitespace()
            while index < bytes.count, bytes[index] != closing {
                let memberStart = index
                var name = "[\(members.count)]"
                if keyed {
                    let keyStart = index
                    try scanString()
                    name = String(decoding: bytes[keyStart + 1..<index - 1], as: UTF8.self)
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                        throw Failure.unexpected(index)
                    }
                    index += 1
                    skipWhitespace()
                }
                let valueStart = index
                try scanValue(path: path + [name])
                members.append((path + [name], memberStart, valueStart..<index))
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    skipWhitespace()
                }
            }
            guard index < bytes.count else { throw Failure.unexpected(index) }
            index += 1
            for (position, member) in members.enumerated() {
                let removal: Range<Int> =
                    if position + 1 < members.count {
                        member.start..<members[position + 1].start
                    } else if position > 0 {
                        members[position - 1].value.upperBound..<member.value.upperBound
                    } else {
                        member.start..<member.value.upperBound
                    }
                spans.append(Span(path: member.path, value: member.value, removal: removal))
            }
        }
    }
}
