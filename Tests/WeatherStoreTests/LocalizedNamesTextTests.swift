import Foundation
import Testing
import WeatherModels

@testable import WeatherStore

@Suite("Localized names column")
struct LocalizedNamesTextTests {
    @Test(arguments: [
        [:],
        ["de": "München"],
        ["de": "München", "fr": "Munich", "ja": "ミュンヘン", "pt-BR": "Munique"],
        ["quote": "a \"b\"", "slash": "a/b\\c", "control": "line\nnext\ttab\u{1}"],
    ])
    func namesReadBackEqual(names: [String: String]) throws {
        let text = try LocalizedNamesText.encode(names)
        #expect((text == nil) == names.isEmpty)
        #expect(try LocalizedNamesText.decode(text) == names)
    }

    /// What this module writes takes the fast path; escapes and spacing fall back to `JSONDecoder`.
    @Test func theFastPathReadsOnlyCompactTextWithoutEscapes() throws {
        #expect(
            LocalizedNamesText.decodeSimple(#"{"de":"München","fr":"Munich"}"#) == ["de": "München", "fr": "Munich"])
        #expect(LocalizedNamesText.decodeSimple("{}") == [:])
        #expect(LocalizedNamesText.decodeSimple(#"{"de":"a \"b\""}"#) == nil)
        #expect(LocalizedNamesText.decodeSimple(#"{ "de": "x" }"#) == nil)
        #expect(LocalizedNamesText.decodeSimple(#"{"de":"x","de":"y"}"#) == nil)
        #expect(try LocalizedNamesText.decode(#"{ "de": "a \"b\"" }"#) == ["de": #"a "b""#])
    }

    @Test(arguments: [#"{"de":3}"#, "not json", #"{"de":"x""#, #"["de"]"#, #"{"de":"x"} trailing"#])
    func textThatIsNotAnObjectOfStringsIsADecodingError(text: String) throws {
        let error = #expect(throws: WeatherError.self) {
            _ = try LocalizedNamesText.decode(text)
        }
        #expect(error?.code == .decoding)
    }
}
