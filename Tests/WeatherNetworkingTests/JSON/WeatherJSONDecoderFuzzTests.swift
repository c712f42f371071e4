import Foundation
import Testing
import WeatherTestSupport

@testable import WeatherNetworking

/// Random and mutated inputs never crash the reader, and it agrees with Foundation on each one.
///
/// Runs 5,000 inputs by default; set `WEATHER_FUZZ_ITERATIONS` (for example to 1000000) for a
/// longer run, and `WEATHER_FUZZ_SEED` to replay one.
@Suite struct WeatherJSONDecoderFuzzTests {
    static let iterations = ProcessInfo.processInfo.environment["WEATHER_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 5_000
    static let seed = ProcessInfo.processInfo.environment["WEATHER_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x5EED_CAFE

    /// Small fixtures keep each Foundation decode cheap; mutations reach every part of them.
    static func seeds() throws -> [[UInt8]] {
        let bodies = try JSONFixtures.paths.map { [UInt8](try JSONFixtures.data($0)) }.filter { $0.count <= 6_000 }
        let handMade = [
            #"{"a":[1,-0.5,1e3,"x\u00e9\ud83d\ude00",true,false,null,{"b":{}}],"c":"\\\"\/\b\f\n\r\t"}"#,
            #"[0,-1,12345678901234567890,1.7976931348623157e308,5e-324,123.456e-7]"#,
            #"{"lat":1,"lon":2,"entries":[{"dt":1,"temp":2.5,"tags":["a"]},{"dt":2,"temp":3,"pop":null}]}"#,
        ].map { Array($0.utf8) }
        return bodies + handMade
    }

    @Test func mutatedInputsAgreeWithFoundation() throws {
        let seeds = try Self.seeds()
        var generator = SeededGenerator(seed: Self.seed)
        var disagreements: [String] = []
        for iteration in 0..<Self.iterations {
            let input = Self.input(iteration, seeds: seeds, using: &generator)
            if let disagreement = Self.compare(input) {
                disagreements.append("iteration \(iteration): \(disagreement)")
                if disagreements.count >= 5 { break }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        for depth in [511, 512, 513, 100_000] {
            let input =
                Array(repeating: UInt8(ascii: "["), count: depth) + Array(repeating: UInt8(ascii: "]"), count: depth)
            #expect(Self.compare(input) == nil, "depth \(depth)")
        }
        let objects = Array(String(repeating: #"{"a":"#, count: 100_000).utf8)
        #expect(throws: DecodingError.self) { try WeatherJSONDecoder().decode(JSONValue.self, from: Data(objects)) }
    }

    @Test func hugeNumbersAgreeWithFoundation() {
        let numbers = [
            "1e400", "-1e400", "1e-400", "1e-324", "2.4703282292062328e-324", "9223372036854775807",
            "9223372036854775808", "-9223372036854775808", "-9223372036854775809", String(repeating: "9", count: 400),
            "0." + String(repeating: "0", count: 400) + "1", "1" + String(repeating: "0", count: 308) + ".5",
            "0.1", "0.30000000000000004", "17.875", "1e23", "8.98846567431158e307", "4.9e-324",
        ]
        for number in numbers {
            #expect(Self.compare(Array(number.utf8)) == nil, "\(number)")
            #expect(Self.compare(Array("[\(number)]".utf8)) == nil, "[\(number)]")
        }
    }

    /// `nil` when both decoders agree; else what differed.
    ///
    /// The reader checks the whole text before decoding, while Foundation checks a string or
    /// number only when it is decoded. So for a text that Foundation also rejects once every value
    /// is read (as ``JSONValue`` does), the reader may fail a partial decode that Foundation lets
    /// through; see ``DecodeOutcome/isStrictness`` for the rest.
    static func compare(_ input: [UInt8]) -> String? {
        let data = Data(input)
        let fast = DecodeOutcome { try WeatherJSONDecoder().decode(JSONValue.self, from: data) }
        let foundation = DecodeOutcome { try JSONDecoder().decode(JSONValue.self, from: data) }
        // Foundation reads text starting with a zero byte as UTF-16 or UTF-32; the reader takes UTF-8 only.
        let strictness = fast.isStrictness || input.prefix(2).contains(0)
        switch (fast, foundation) {
        case (.value(let left), .value(let right)) where left != right:
            return describe(input, "values differ: \(difference(left, right, path: "$") ?? "?")")
        case (.value, .failure):
            return describe(input, "fast \(fast), foundation \(foundation)")
        case (.failure, .value) where !strictness:
            return describe(input, "fast \(fast), foundation \(foundation)")
        default: break
        }
        let fastSample = DecodeOutcome { try WeatherJSONDecoder().decode(SampleBody.self, from: data) }
        let foundationSample = DecodeOutcome { try JSONDecoder().decode(SampleBody.self, from: data) }
        switch (fastSample, foundationSample) {
        case (.value(let left), .value(let right)) where left != right:
            return describe(input, "sample values differ")
        case (.value, .failure):
            return describe(input, "sample: fast \(fastSample), foundation \(foundationSample)")
        case (.failure, .value) where !(fastSample.isSyntaxError && (foundation.failed || strictness)):
            return describe(input, "sample: fast \(fastSample), foundation \(foundationSample)")
        default:
            return nil
        }
    }

    /// The first place two values differ.
    static func difference(_ left: JSONValue, _ right: JSONValue, path: String) -> String? {
        switch (left, right) {
        case (.array(let leftItems), .array(let rightItems)) where leftItems.count == rightItems.count:
            return zip(leftItems, rightItems).enumerated().lazy
                .compactMap { difference($1.0, $1.1, path: "\(path)[\($0)]") }.first
        case (.object(let leftMembers), .object(let rightMembers)) where leftMembers.keys == rightMembers.keys:
            return leftMembers.keys.sorted().lazy
                .compactMap { key in
                    difference(leftMembers[key] ?? .null, rightMembers[key] ?? .null, path: "\(path).\(key)")
                }
                .first
        default:
            return left == right ? nil : "\(path): \(left) vs \(right)"
        }
    }

    static func describe(_ input: [UInt8], _ message: String) -> String {
        let text = String(decoding: input.prefix(200), as: UTF8.self)
        return "\(message) for \(text.debugDescription) \(input.prefix(40).map { String($0, radix: 16) })"
    }

    /// Random bytes, random JSON-ish characters, or a fixture with a few mutations.
    static func input(_ iteration: Int, seeds: [[UInt8]], using generator: inout SeededGenerator) -> [UInt8] {
        switch iteration % 10 {
        case 0:
            return (0..<generator.next(below: 64)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        case 1:
            let alphabet = Array(#"{}[]:,"\ 0123456789-+.eEtrufalsn\u"#.utf8) + [0xC3, 0xA9, 0xFF, 0xED, 0xA0, 0x80]
            return (0..<generator.next(below: 48)).map { _ in alphabet[generator.next(below: alphabet.count)] }
        default:
            var bytes = seeds[generator.next(below: seeds.count)]
            for _ in 0...generator.next(below: 4) {
                mutate(&bytes, using: &generator)
            }
            return bytes
        }
    }

    static func mutate(_ bytes: inout [UInt8], using generator: inout SeededGenerator) {
        guard !bytes.isEmpty else { return }
        let position = generator.next(below: bytes.count)
        let interesting: [UInt8] = Array(#"{}[]:,"\-.0e9tn"#.utf8) + [0x00, 0x1F, 0x7F, 0x80, 0xC0, 0xED, 0xF4, 0xFF]
        switch generator.next(below: 7) {
        case 0: bytes[position] = UInt8(truncatingIfNeeded: generator.next())
        case 1: bytes[position] = interesting[generator.next(below: interesting.count)]
        case 2: bytes.remove(at: position)
        case 3: bytes.insert(interesting[generator.next(below: interesting.count)], at: position)
        case 4: bytes.removeSubrange(position...)
        case 5:
            let length = min(generator.next(below: 32), bytes.count - position)
            bytes.insert(contentsOf: Array(bytes[position..<position + length]), at: generator.next(below: bytes.count))
        default: bytes[position] ^= UInt8(1 << generator.next(below: 8))
        }
    }
}

extension DecodeOutcome {
    /// Whether the reader rejected the text itself (not a value in it).
    var isSyntaxError: Bool {
        if case .failure(let reason) = self { return reason.contains("Invalid JSON at byte") }
        return false
    }

    /// Whether the text was rejected for something Foundation accepts on purpose (a trailing
    /// comma) or checks only in values it decodes (the contents of strings and numbers: a value
    /// under a repeated key is never decoded, since the first key wins).
    var isStrictness: Bool {
        guard case .failure(let reason) = self else { return false }
        let lazilyChecked = [
            "trailing comma", "invalid UTF-8", "control character", "escape", "surrogate", "expected a digit",
            "malformed number",
        ]
        return lazilyChecked.contains { reason.contains($0) }
    }
}
