import Testing

@testable import ExampleSupport

@Suite("Splitting prompt lines into words")
struct CommandWordsTests {
    @Test(arguments: [
        ("favorites add Paris", ["favorites", "add", "Paris"]),
        ("  track   \"São Paulo\"  ", ["track", "São Paulo"]),
        ("search 'New York' --live", ["search", "New York", "--live"]),
        (#"add Rio\ de\ Janeiro"#, ["add", "Rio de Janeiro"]),
        (#"say "it's""#, ["say", "it's"]),
        ("empty \"\" word", ["empty", "", "word"]),
        ("", []),
    ])
    func splitsLikeAShell(line: String, words: [String]) throws {
        #expect(try CommandWords.split(line) == words)
    }

    @Test func anUnclosedQuoteIsAUsageError() {
        #expect(throws: UsageError("A quote is not closed.")) {
            try CommandWords.split("track \"São Paulo")
        }
    }
}
