import Testing

@testable import ExampleSupport

@Suite("Line editing at the prompt")
struct LineEditorTests {
    /// The keys `bytes` make, decoded one byte at a time as a terminal sends them.
    func keys(_ bytes: [UInt8]) -> [LineEditor.Key] {
        var decoder = LineEditor.KeyDecoder()
        return bytes.compactMap { decoder.feed($0) }
    }

    func edit(_ text: String, history: [String] = []) -> (LineEditor.State, LineEditor.Outcome) {
        var state = LineEditor.State()
        var outcome = LineEditor.Outcome.editing
        for key in keys(Array(text.utf8)) {
            outcome = state.apply(key, history: history)
            if outcome != .editing { break }
        }
        return (state, outcome)
    }

    @Test func escapeSequencesAreKeysNotText() {
        #expect(keys(Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D".utf8)) == [.up, .down, .right, .left])
        #expect(
            keys(Array("\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}[3~\u{1B}[1~\u{1B}[4~".utf8)) == [
                .home, .end, .home, .delete, .home, .end,
            ])
        #expect(keys(Array("\u{1B}[15~".utf8)) == [.ignored])
        #expect(
            keys([0x7F, 0x08, 0x0D, 0x04, 0x03, 0x01, 0x05]) == [
                .backspace, .backspace, .enter, .endOfInput, .interrupt, .home, .end,
            ])
    }

    @Test func multibyteCharactersArriveWhole() {
        #expect(keys(Array("São ☀️".utf8)).count == 6)
        #expect(keys(Array("ã".utf8)) == [.character("ã")])
        #expect(keys([0xC3]) == [])
    }

    @Test func theCursorMovesAndTextIsInsertedAndDeletedWhereItIs() {
        #expect(edit("show Olso\u{1B}[D\u{1B}[D\u{7F}\u{1B}[Cl\r").1 == .done("show Oslo"))
        #expect(edit("orld\u{1B}[Hw\r").1 == .done("world"))
        #expect(edit("abc\u{1B}[D\u{1B}[D\u{1B}[3~\r").1 == .done("ac"))
        #expect(edit("\u{7F}\u{1B}[D\u{1B}[3~x\r").1 == .done("x"))
        let (state, outcome) = edit("abc\u{1B}[D")
        #expect(outcome == .editing)
        #expect(state.cursor == 2)
    }

    @Test func upAndDownWalkTheHistoryAndComeBackToTheDraft() {
        let history = ["favorites", "show Oslo"]
        #expect(edit("\u{1B}[A\r", history: history).1 == .done("show Oslo"))
        #expect(edit("\u{1B}[A\u{1B}[A\u{1B}[A\r", history: history).1 == .done("favorites"))
        #expect(edit("dra\u{1B}[A\u{1B}[B\r", history: history).1 == .done("dra"))
        #expect(edit("\u{1B}[A\r", history: []).1 == .done(""))
    }

    @Test func endOfInputOnlyOnAnEmptyLineAndInterruptAlways() {
        #expect(edit("\u{04}").1 == .ended)
        #expect(edit("ab\u{04}\r").1 == .done("ab"))
        #expect(edit("ab\u{03}").1 == .ended)
    }

    @Test func theHistorySkipsBlankLinesAndRepeatsAndKeepsItsLimit() {
        let history = LineHistory(limit: 2)
        for line in ["a", "a", " ", "b", "c"] {
            history.add(line)
        }
        #expect(history.lines == ["b", "c"])
    }
}
