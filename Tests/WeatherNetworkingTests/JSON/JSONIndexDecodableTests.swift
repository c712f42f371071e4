import Foundation
import Testing
import WeatherJSON

@testable import WeatherNetworking

/// `JSONIndexDecodable` types read the values `init(from:)` reads, and the decoder falls back to
/// `init(from:)` whenever `init(json:)` gives up.
@Suite struct JSONIndexDecodableTests {
    struct Reading: JSONIndexDecodable, Equatable {
        var name: String
        var count: Int
        var total: Int64
        var ratio: Double?
        var flag: Bool?
        var parts: [Part]?

        struct Part: Decodable, Equatable {
            var id: Int
        }

        enum CodingKeys: String, CodingKey {
            case name, count, total, ratio, flag, parts
        }
    }

    /// Values as both paths read them: `init(json:)` alone, and Foundation's `JSONDecoder`.
    static func bothWays(_ text: String) throws -> (fast: Reading, foundation: Reading) {
        let data = Data(text.utf8)
        return (
            try JSONDocument.parsed(data).decodeWithoutFallback(Reading.self),
            try JSONDecoder().decode(Reading.self, from: data)
        )
    }

    @Test func readsMembersInAnyOrder() throws {
        let values = try Self.bothWays(
            #"{"parts":[{"id":2},{"id":3}],"flag":true,"total":-9007199254740993,"count":1.0,"name":"a\"b","ratio":2.5e-1}"#
        )
        #expect(values.fast == values.foundation)
        #expect(
            values.fast
                == Reading(
                    name: "a\"b", count: 1, total: -9_007_199_254_740_993, ratio: 0.25, flag: true,
                    parts: [.init(id: 2), .init(id: 3)]))
    }

    @Test func missingAndNullOptionalsAreNil() throws {
        let values = try Self.bothWays(#"{"name":"x","count":1,"total":2,"ratio":null}"#)
        #expect(values.fast == values.foundation)
        #expect(values.fast.ratio == nil && values.fast.flag == nil && values.fast.parts == nil)
    }

    @Test func theFirstOfRepeatedKeysWins() throws {
        let values = try Self.bothWays(#"{"name":"first","count":1,"name":"second","total":2}"#)
        #expect(values.fast == values.foundation)
        #expect(values.fast.name == "first")
    }

    @Test func aKeyRepeatedInALargeObjectIsFound() throws {
        // 40 members, more than fit in the parser's key filter without collisions; `count` repeats last.
        let filler = (0..<36).map { #""k\#($0)":\#($0)"# }.joined(separator: ",")
        let values = try Self.bothWays(#"{"count":1,"name":"n","total":3,\#(filler),"count":7}"#)
        #expect(values.fast == values.foundation)
        #expect(values.fast.count == 1)
    }

    @Test func anEscapedKeyIsRead() throws {
        let values = try Self.bothWays(#"{"n\u0061me":"x","count":1,"total":2}"#)
        #expect(values.fast == values.foundation)
        #expect(values.fast.name == "x")
    }

    @Test(arguments: [
        #"{"name":"x","count":1,"total":"2"}"#,
        #"{"name":null,"count":1,"total":2}"#, #"{"count":1,"total":2}"#, #"{"name":"x","count":1,"total":2,"flag":1}"#,
        #"{"name":"x","count":1,"total":2,"parts":{}}"#, "[]",
    ])
    func whatTheFastPathRefusesFailsWithFoundationsError(text: String) throws {
        let data = Data(text.utf8)
        #expect(throws: JSONIndexMismatch.self) {
            try JSONDocument.parsed(data).decodeWithoutFallback(Reading.self)
        }
        let fast = #expect(throws: DecodingError.self) { try WeatherJSONDecoder().decode(Reading.self, from: data) }
        let foundation = #expect(throws: DecodingError.self) { try JSONDecoder().decode(Reading.self, from: data) }
        #expect(
            fast.map(WeatherJSONDecoderDifferentialTests.shape)
                == foundation.map(WeatherJSONDecoderDifferentialTests.shape))
    }

    @Test(arguments: [#"{"name":"x","count":1.5,"total":2}"#, #"{"name":"x","count":1,"total":2,"ratio":1e400}"#])
    func aNumberThatDoesNotFitFailsBothWays(text: String) throws {
        // Foundation reports these without a coding path; the fast decoder names the field.
        let data = Data(text.utf8)
        #expect(throws: JSONIndexMismatch.self) {
            try JSONDocument.parsed(data).decodeWithoutFallback(Reading.self)
        }
        #expect(throws: DecodingError.self) { try WeatherJSONDecoder().decode(Reading.self, from: data) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Reading.self, from: data) }
    }

    /// A type whose `init(json:)` always gives up: the decoder still returns `init(from:)`'s value.
    struct Refusing: Decodable, Equatable {
        var value: Int
    }

    @Test func aRefusedReadFallsBackToInitFrom() throws {
        let data = Data(#"{"a":{"value":4},"b":{"value":5}}"#.utf8)
        let decoded = try WeatherJSONDecoder().decode([String: Refusing].self, from: data)
        #expect(decoded == ["a": Refusing(value: 4), "b": Refusing(value: 5)])
    }

    @Test func fastTypesInsideOtherTypesUseTheIndex() throws {
        // A dictionary is read through `Decoder`; its `Reading` values through `init(json:)`.
        let data = Data(#"{"one":{"name":"x","count":1,"total":2},"two":{"name":"y","count":3,"total":4}}"#.utf8)
        let fast = try WeatherJSONDecoder().decode([String: Reading].self, from: data)
        #expect(fast == (try JSONDecoder().decode([String: Reading].self, from: data)))
    }
}

extension JSONIndexDecodableTests.Reading {
    init(json: JSONReader) throws {
        var object = try json.object(keyedBy: CodingKeys.self)
        name = try object.decode(.name)
        count = try object.decode(.count)
        total = try object.decode(.total)
        ratio = try object.decodeIfPresent(.ratio)
        flag = try object.decodeIfPresent(.flag)
        parts = try object.decodeIfPresent(.parts)
    }
}

extension JSONIndexDecodableTests.Reading.Part: JSONIndexDecodable {
    enum Keys: String, CodingKey {
        case id
    }

    init(json: JSONReader) throws {
        var object = try json.object(keyedBy: Keys.self)
        id = try object.decode(.id)
    }
}

extension JSONIndexDecodableTests.Refusing: JSONIndexDecodable {
    init(json: JSONReader) throws { throw JSONIndexMismatch() }
}
