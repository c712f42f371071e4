import Foundation
import Testing
import WeatherJSON
import WeatherNetworking
import WeatherTestSupport

/// `JSONArraySplitter`: the same elements however the array is cut into chunks, and typed errors for
/// anything that is not one array.
@Suite("JSON array splitter")
struct JSONArraySplitterTests {
    /// Elements that stress the splitter: brackets, commas and quotes inside strings, escapes,
    /// nesting, bare numbers and literals, multi-byte text.
    static let elements = [
        #"{"id":1,"city":"New York","forecast":[{"t":1},{"t":2}]}"#,
        #"{"text":"a ] b } c , d [ e {"}"#,
        #"{"quote":"say \"hi\", then \\ leave","tab":"\t"}"#,
        #""a string, with \"quotes\" and \\""#,
        #"[1,[2,[3,{"deep":[]}]]]"#,
        "-12.5e3",
        "0",
        "true",
        "null",
        #"{"name":"São Paulo – Zürich 東京","empty":{}}"#,
        #"{"ends with backslash":"\\"}"#,
        "[]",
    ]

    /// The array with varied white space around the elements and delimiters.
    static let body = Data(("\n [ " + elements.joined(separator: " ,\n\t") + "\r\n ] \n").utf8)

    private func split(_ body: Data, chunkSizes: some Sequence<Int>) throws -> [String] {
        var splitter = JSONArraySplitter()
        var elements: [String] = []
        var offset = 0
        var sizes = chunkSizes.makeIterator()
        while offset < body.count {
            let size = max(1, sizes.next() ?? body.count)
            let end = min(offset + size, body.count)
            elements += try splitter.append(body.subdata(in: offset..<end)).map { String(decoding: $0, as: UTF8.self) }
            offset = end
        }
        try splitter.finish()
        return elements
    }

    @Test func oneChunkGivesEveryElementVerbatim() throws {
        #expect(try split(Self.body, chunkSizes: [Self.body.count]) == Self.elements)
    }

    @Test func oneByteChunksGiveTheSameElements() throws {
        #expect(try split(Self.body, chunkSizes: repeatElement(1, count: Self.body.count)) == Self.elements)
    }

    @Test(arguments: [1, 2, 3, 5, 8, 13, 64])
    func fixedChunkSizesGiveTheSameElements(size: Int) throws {
        #expect(try split(Self.body, chunkSizes: repeatElement(size, count: Self.body.count)) == Self.elements)
    }

    @Test(arguments: 0..<20)
    func randomChunkSizesGiveTheSameElements(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let sizes = (0..<Self.body.count).map { _ in Int.random(in: 1...40, using: &generator) }
        #expect(try split(Self.body, chunkSizes: sizes) == Self.elements)
    }

    @Test func elementsDecodeToWhatTheWholeArrayDecodesTo() throws {
        let whole = try #require(
            try JSONSerialization.jsonObject(with: Self.body, options: .fragmentsAllowed) as? NSArray)
        let parts = try split(Self.body, chunkSizes: repeatElement(3, count: Self.body.count)).map {
            try JSONSerialization.jsonObject(with: Data($0.utf8), options: .fragmentsAllowed)
        }
        #expect(NSArray(array: parts).isEqual(whole))
    }

    @Test(arguments: ["[]", " [ ] ", "[\n]"])
    func emptyArraysGiveNoElements(text: String) throws {
        #expect(try split(Data(text.utf8), chunkSizes: [1, 1, 1, 1, 1]).isEmpty)
    }

    @Test(arguments: [
        "", "   ", "[", "[1", "[1,", #"[{"a":1}"#, #"[{"a":"]}"#, #"[{"a":[1,2]"#, #"["unterminated"#,
    ])
    func truncatedArraysThrowReadingErrors(text: String) throws {
        let error = #expect(throws: JSONReadingError.self) {
            _ = try split(Data(text.utf8), chunkSizes: repeatElement(1, count: text.utf8.count))
        }
        #expect(error?.offset == text.utf8.count)
        #expect(error?.reason.contains("ends early") == true)
    }

    @Test(arguments: [
        #"{"message":"maintenance"}"#, "<!DOCTYPE html>", "[1,]", "[,1]", "[1 2]", "[1]x", "[1]]", "[}", "[:1]",
        #"[{"a":1}{"b":2}]"#, "[1,,2]",
    ])
    func malformedArraysThrowReadingErrors(text: String) throws {
        let error = #expect(throws: JSONReadingError.self) {
            _ = try split(Data(text.utf8), chunkSizes: repeatElement(2, count: text.utf8.count))
        }
        #expect(error?.reason.contains("not a well-formed JSON array") == true)
    }

    @Test func anElementOverTheLimitThrows() throws {
        var splitter = JSONArraySplitter(maximumElementSize: 16)
        #expect(try splitter.append(Data(#"[{"a":1},"#.utf8)).count == 1)
        let error = #expect(throws: JSONReadingError.self) {
            _ = try splitter.append(Data(#"{"long":"0123456789abcdef"}]"#.utf8))
        }
        #expect(error?.reason.contains("longer than 16 bytes") == true)
    }
}
