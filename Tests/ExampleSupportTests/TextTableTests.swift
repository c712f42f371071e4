import Testing

@testable import ExampleSupport

@Suite("Aligned tables")
struct TextTableTests {
    @Test func columnsAreAlignedAndTrailingSpaceTrimmed() {
        var table = TextTable(columns: [.init("Time"), .init("Temp", alignment: .right), .init("Sky")])
        table.append(["09:00", "-3°C", "Clear"])
        table.append(["10:00", "12°C", ""])
        #expect(
            table.render() == [
                "Time   Temp  Sky",
                "09:00  -3°C  Clear",
                "10:00  12°C",
            ])
    }

    @Test func styledCellsLineUpAndTheHeaderIsStyled() {
        let style = TerminalStyle(isEnabled: true)
        var table = TextTable(columns: [.init("City"), .init("Temp", alignment: .right)])
        table.append([style.bold("Oslo"), "1°C"])
        table.append(["Rio de Janeiro", "31°C"])
        let lines = table.render(header: style.dim)
        #expect(lines[0] == style.dim("City            Temp"))
        #expect(lines.dropFirst().map(TerminalStyle.plain) == ["Oslo             1°C", "Rio de Janeiro  31°C"])
    }

    @Test func withoutTitlesThereIsNoHeaderAndMissingCellsAreEmpty() {
        var table = TextTable(columns: [.init(""), .init("")], separator: " | ")
        table.append(["a"])
        table.append(["bb", "c", "ignored"])
        #expect(table.render() == ["a  |", "bb | c"])
    }
}
