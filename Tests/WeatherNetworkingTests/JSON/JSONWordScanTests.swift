import Foundation
import Testing
import WeatherJSON

@testable import WeatherNetworking

/// The reader scans white space and strings eight bytes at a time and compares keys with loads that
/// overlap. These inputs put every kind of byte at every offset of those words, and at the end of
/// the input, where the scan reads into the zero bytes after it.
@Suite struct JSONWordScanTests {
    /// Bytes that end or change a string scan, or sit next to those that do.
    static let stringBytes: [[UInt8]] = [
        Array("\"".utf8), Array(#"\\"#.utf8), Array(#"\n"#.utf8), Array(#"\u00e9"#.utf8), Array(#"\ud83d\ude00"#.utf8),
        Array("é".utf8), Array("😀".utf8), [0x1F], [0x20], [0x21], [0x5B], [0x5D], [0x7F], [0x80], [0xC3], [0xFF],
        [0x00],
    ]

    @Test func everyByteAtEveryOffsetOfAStringAgreesWithFoundation() {
        var disagreements: [String] = []
        for prefix in 0...17 {
            for special in Self.stringBytes {
                for suffix in [0, 1, 7, 8, 9] {
                    let text =
                        Array(repeating: UInt8(ascii: "a"), count: prefix) + special
                        + Array(repeating: UInt8(ascii: "b"), count: suffix)
                    for input in [[UInt8(ascii: "\"")] + text + [UInt8(ascii: "\"")], Array("[\"".utf8) + text] {
                        if let disagreement = WeatherJSONDecoderFuzzTests.compare(input) {
                            disagreements.append(disagreement)
                        }
                    }
                }
            }
        }
        let agreed = disagreements.isEmpty
        #expect(agreed, "\(disagreements.prefix(3).joined(separator: "\n"))")
    }

    @Test func runsOfWhiteSpaceOfEveryLengthAgreeWithFoundation() {
        var disagreements: [String] = []
        for length in 0...20 {
            let spaces = String(repeating: " ", count: length)
            let inputs = [
                "[1,\(spaces)2]", "{\n\(spaces)\"a\":\(spaces)[\(spaces)]\(spaces)}",
                "\(spaces)\t\(spaces)\r\n7\(spaces)",
                "[true\(spaces)", "\(spaces)", "[1\(spaces)\u{0B}]", "[1\(spaces)\u{0C}]", "[1\(spaces)\u{A0}]",
                "[\"x\"\(spaces)x]",
            ]
            for input in inputs {
                if let disagreement = WeatherJSONDecoderFuzzTests.compare(Array(input.utf8)) {
                    disagreements.append(disagreement)
                }
            }
        }
        let agreed = disagreements.isEmpty
        #expect(agreed, "\(disagreements.prefix(3).joined(separator: "\n"))")
    }

    /// Reads the keys named by ``names`` as optional integers.
    struct Probe: JSONIndexDecodable {
        @TaskLocal static var names: [String] = []
        var values: [String: Int] = [:]

        struct Name: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(json: JSONReader) throws {
            var object = try json.object(keyedBy: Name.self)
            for name in Self.names {
                let value: Int? = try object.decodeIfPresent(Name(stringValue: name))
                values[name] = value
            }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Name.self)
            for name in Self.names {
                values[name] = try container.decodeIfPresent(Int.self, forKey: Name(stringValue: name))
            }
        }

        static func read(_ names: [String], in data: Data) throws -> [String: Int] {
            try $names.withValue(names) { try JSONDocument.parsed(data).decodeWithoutFallback(Probe.self).values }
        }
    }

    /// Keys of every length up to 20, each from its own letters, so no two share a prefix.
    static let keys: [String] = (0...20).map { length in
        String((0..<length).map { Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8((length + $0) % 26))) })
    }

    static var object: Data {
        let members = keys.enumerated().map { "\"\($1)\":\($0)" }
        return Data("{\(members.joined(separator: ","))}".utf8)
    }

    @Test func keysOfEveryLengthAreFoundInOrderAndOutOfOrder() throws {
        let expected = Dictionary(uniqueKeysWithValues: Self.keys.enumerated().map { ($1, $0) })
        #expect(try Probe.read(Self.keys, in: Self.object) == expected)
        #expect(try Probe.read(Self.keys.reversed(), in: Self.object) == expected)
        let shuffled = Self.keys.enumerated().sorted { ($0.offset * 7) % 21 < ($1.offset * 7) % 21 }.map(\.element)
        #expect(try Probe.read(shuffled, in: Self.object) == expected)
    }

    @Test func aKeyThatDiffersInOneByteAnywhereIsAbsent() throws {
        // Each variant is looked up right after the key before the one it alters, so the lookup
        // compares it with that key's bytes rather than ruling it out by its hash.
        var names: [String] = []
        for (index, key) in Self.keys.enumerated().dropFirst() {
            names.append(Self.keys[index - 1])
            for position in 0..<key.utf8.count {
                var bytes = Array(key.utf8)
                bytes[position] = UInt8(ascii: "Z")
                names.append(String(decoding: bytes, as: UTF8.self))
            }
            names.append(String(key.dropLast()) + "ZZ")
        }
        let found = try Probe.read(names, in: Self.object)
        let expected = Dictionary(uniqueKeysWithValues: Self.keys.dropLast().enumerated().map { ($1, $0) })
        #expect(found == expected)
    }
}
