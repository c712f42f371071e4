import Foundation
import Testing
import WeatherNetworking

/// Objects with many members (past the 256 the parser checks for repeats), read as a dictionary or a few
/// keys at a time: every member found once, the first of equal keys kept, escaped keys matched.
@Suite("Objects with many members")
struct ManyMembersTests {
    /// An object of `count` members `"k<i>": i`, then a repeat of `"k7"` and an escaped spelling of a new key.
    static func object(_ count: Int) -> Data {
        var members = (0..<count).map { "\"k\($0)\":\($0)" }
        members.append(#""k7":-1"#)
        members.append(#""\u006Bextra":123"#)
        return Data(("{" + members.joined(separator: ",") + "}").utf8)
    }

    @Test(arguments: [10, 300, 20_000])
    func aDictionaryReadsEveryMemberOnce(count: Int) throws {
        let values = try WeatherJSONDecoder().decode([String: Int].self, from: Self.object(count))
        #expect(values.count == count + 1)
        #expect(values["k7"] == 7, "the first of equal keys wins")
        #expect(values["kextra"] == 123)
        #expect((0..<count).allSatisfy { values["k\($0)"] == $0 })
    }

    struct Picked: Decodable, Equatable {
        var last: Int
        var first: Int
        var extra: Int
        var repeated: Int

        enum CodingKeys: String, CodingKey {
            case last = "k299"
            case first = "k0"
            case extra = "kextra"
            case repeated = "k7"
        }
    }

    @Test func keysReadOutOfOrderAreFoundInALargeObject() throws {
        let picked = try WeatherJSONDecoder().decode(Picked.self, from: Self.object(300))
        #expect(picked == Picked(last: 299, first: 0, extra: 123, repeated: 7))
    }

    @Test func aMissingKeyInALargeObjectIsReported() {
        struct Missing: Decodable { var absent: Int }
        #expect(throws: DecodingError.self) { try WeatherJSONDecoder().decode(Missing.self, from: Self.object(300)) }
    }
}
