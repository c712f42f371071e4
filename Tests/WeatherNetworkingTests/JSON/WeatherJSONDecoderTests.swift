import Foundation
import Testing

@testable import WeatherNetworking

@Suite struct WeatherJSONDecoderTests {
    struct Reading: Decodable, Equatable {
        var temp: Double
        var humidity: Int?
        var label: String?
    }

    struct Body: Decodable, Equatable {
        var readings: [Reading]
    }

    func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try WeatherJSONDecoder().decode(type, from: Data(json.utf8))
    }

    /// The case and coding path of the error each decoder throws for `json`.
    func shapes<T: Decodable>(_ type: T.Type, _ json: String) -> (fast: String, foundation: String) {
        let data = Data(json.utf8)
        let fast = #expect(throws: DecodingError.self) { try WeatherJSONDecoder().decode(type, from: data) }
        let foundation = #expect(throws: DecodingError.self) { try JSONDecoder().decode(type, from: data) }
        return (
            fast.map(WeatherJSONDecoderDifferentialTests.shape) ?? "none",
            foundation.map(WeatherJSONDecoderDifferentialTests.shape) ?? "none"
        )
    }

    @Test func decodesNestedValues() throws {
        let body = try decode(
            Body.self, #"{"readings":[{"temp":21.5,"humidity":40,"label":"a\u00e9\n"},{"temp":-3e2}]}"#)
        #expect(body.readings == [Reading(temp: 21.5, humidity: 40, label: "aé\n"), Reading(temp: -300)])
    }

    @Test(arguments: [
        #"{"readings":[{"temp":1},{}]}"#,
        #"{"readings":[{"temp":1},{"temp":null}]}"#,
        #"{"readings":[{"temp":"warm"}]}"#,
        #"{"readings":[{"temp":1,"humidity":"x"}]}"#,
        #"{"readings":{"temp":1}}"#,
        #"{"readings":[{"temp":1}, 3]}"#,
        #"{"readings":null}"#,
        #"[]"#,
    ])
    func errorsHaveFoundationsShapeAndPath(json: String) {
        let (fast, foundation) = shapes(Body.self, json)
        #expect(fast == foundation)
    }

    @Test(arguments: [
        (#"{"readings":[{"temp":1,"humidity":1.5}]}"#, "readings.0.humidity"),
        (#"{"readings":[{"temp":1e999}]}"#, "readings.0.temp"),
    ])
    func numbersOutOfRangeNameTheirPath(json: String, path: String) {
        // Foundation reports these at the root; naming the field is more useful and keeps the case.
        let (fast, foundation) = shapes(Body.self, json)
        #expect(fast == "dataCorrupted at \(path)")
        #expect(foundation.hasPrefix("dataCorrupted"))
    }

    @Test func errorMessagesNameTheKeyAndTheKind() {
        let missing = #expect(throws: DecodingError.self) { try decode(Body.self, #"{"readings":[{}]}"#) }
        guard case .keyNotFound(let key, let context) = missing else {
            Issue.record("expected keyNotFound, got \(String(describing: missing))")
            return
        }
        #expect(key.stringValue == "temp")
        #expect(context.codingPath.map(\.stringValue) == ["readings", "Index 0"])
        let mismatch = #expect(throws: DecodingError.self) { try decode(Body.self, #"{"readings":[{"temp":"x"}]}"#) }
        guard case .typeMismatch(_, let mismatchContext) = mismatch else {
            Issue.record("expected typeMismatch, got \(String(describing: mismatch))")
            return
        }
        #expect(mismatchContext.debugDescription == "Expected to decode Double but found a string instead.")
    }

    @Test func nullAndMissingAreBothAbsentForOptionals() throws {
        #expect(try decode(Reading.self, #"{"temp":1,"humidity":null}"#).humidity == nil)
        #expect(try decode(Reading.self, #"{"temp":1}"#).humidity == nil)
        #expect(try decode([Int?].self, "[1,null,3]") == [1, nil, 3])
    }

    @Test func theFirstOfRepeatedKeysWinsLikeFoundation() throws {
        let json = #"{"temp":1,"temp":2,"t\u0065mp":3}"#
        let expected = try JSONDecoder().decode(Reading.self, from: Data(json.utf8))
        #expect(try decode(Reading.self, json) == expected)
        #expect(try decode([String: Int].self, #"{"a":1,"a":2}"#) == ["a": 1])
    }

    @Test func integersAreExactAndInRange() throws {
        #expect(try decode(Int.self, "-9223372036854775808") == .min)
        #expect(try decode(UInt64.self, "18446744073709551615") == .max)
        #expect(try decode(Int.self, "1e2") == 100)
        #expect(try decode(Int.self, "1.0") == 1)
        #expect(try decode(Int.self, "1234567890123456789.00") == 1_234_567_890_123_456_789)
        #expect(try decode(Int.self, "1.000000000000000000001") == 1)
        for text in ["12345678901234567.90", "1234567890123456789.0", "1e2", "-0.0", "4.0e1"] {
            let expected = try JSONDecoder().decode(Int.self, from: Data(text.utf8))
            #expect(try decode(Int.self, text) == expected, "\(text)")
        }
        #expect(throws: DecodingError.self) { try decode(Int.self, "9223372036854775808") }
        #expect(throws: DecodingError.self) { try decode(Int.self, "1.5") }
        #expect(throws: DecodingError.self) { try decode(Int8.self, "128") }
        #expect(throws: DecodingError.self) { try decode(UInt.self, "-1") }
    }

    @Test(arguments: ["0.1", "17.875", "-0.0", "1e23", "5e-324", "1.7976931348623157e308", "123456789012345678901"])
    func doublesRoundLikeFoundation(text: String) throws {
        let expected = try JSONDecoder().decode(Double.self, from: Data(text.utf8))
        #expect(try decode(Double.self, text).bitPattern == expected.bitPattern)
    }

    @Test(arguments: [
        "", " ", "[1,]", #"{"a":1,}"#, "01", "1.", ".5", "-", "NaN", "Infinity", "[1 2]", #"{"a" 1}"#, "tru",
        #""abc"#, #""\x""#, #""\ud800""#, #""\udc00x""#, "\"\u{01}\"", "[1]]", "{} {}",
    ])
    func malformedJSONIsDataCorrupted(json: String) {
        let error = #expect(throws: DecodingError.self) { try decode(JSONValue.self, json) }
        if case .dataCorrupted(let context) = error {
            #expect(context.codingPath.isEmpty)
        } else {
            Issue.record("expected dataCorrupted for \(json.debugDescription), got \(String(describing: error))")
        }
    }

    @Test(
        arguments: [
            [0x22, 0xC0, 0x80, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],
            [0x22, 0xE2, 0x82, 0x22],
        ] as [[UInt8]])
    func invalidUTF8IsRejected(bytes: [UInt8]) {
        #expect(throws: DecodingError.self) { try WeatherJSONDecoder().decode(String.self, from: Data(bytes)) }
    }

    @Test func readsAByteOrderMarkAndSurrogatePairs() throws {
        #expect(try WeatherJSONDecoder().decode(Int.self, from: Data([0xEF, 0xBB, 0xBF, 0x31])) == 1)
        #expect(try decode(String.self, #""\ud83d\ude00 \/""#) == "😀 /")
    }

    @Test func decodesURLAndDataLikeFoundation() throws {
        struct Links: Decodable, Equatable {
            var url: URL
            var bytes: Data
        }
        let json = #"{"url":"https://example.com/a?b=1","bytes":"AQID"}"#
        #expect(try decode(Links.self, json) == JSONDecoder().decode(Links.self, from: Data(json.utf8)))
    }

    @Test func superDecoderAndNestedContainers() throws {
        final class Base: Decodable {
            let id: Int
        }
        struct Derived: Decodable {
            var base: Int
            var name: String
            var pair: [Int]

            enum CodingKeys: String, CodingKey {
                case name, pair, inner
            }
            enum InnerKeys: String, CodingKey {
                case id
            }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                base = try Base(from: try container.superDecoder(forKey: .inner)).id
                name = try container.decode(String.self, forKey: .name)
                var pairs = try container.nestedUnkeyedContainer(forKey: .pair)
                pair = [try pairs.decode(Int.self), try pairs.decode(Int.self)]
                #expect(pairs.isAtEnd)
                #expect(throws: DecodingError.self) { try pairs.decode(Int.self) }
                let inner = try container.nestedContainer(keyedBy: InnerKeys.self, forKey: .inner)
                #expect(try inner.decode(Int.self, forKey: .id) == base)
            }
        }
        let value = try decode(Derived.self, #"{"name":"x","pair":[1,2],"inner":{"id":7}}"#)
        #expect(value.base == 7 && value.name == "x" && value.pair == [1, 2])
    }
}
