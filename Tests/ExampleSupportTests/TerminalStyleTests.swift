import Testing

@testable import ExampleSupport

@Suite("Terminal capabilities and styles")
struct TerminalStyleTests {
    @Test(arguments: [
        (true, false, true),
        (true, true, false),
        (false, false, false),
        (false, true, false),
    ])
    func colourOnlyOnATerminalWithoutNoColor(isTerminal: Bool, noColor: Bool, allowsColor: Bool) {
        let terminal = TerminalCapabilities(
            outputIsTerminal: isTerminal, inputIsTerminal: false, noColorRequested: noColor, width: 80)
        #expect(terminal.allowsColor == allowsColor)
    }

    @Test func noColorCountsOnlyWhenNotEmpty() {
        #expect(TerminalCapabilities.current(environment: ["NO_COLOR": "1"]).noColorRequested)
        #expect(!TerminalCapabilities.current(environment: ["NO_COLOR": ""]).noColorRequested)
        #expect(!TerminalCapabilities.current(environment: [:]).noColorRequested)
    }

    @Test func widthComesFromColumnsThenDefaultsTo80() {
        #expect(TerminalCapabilities.width(environment: ["COLUMNS": "132"], outputIsTerminal: false) == 132)
        #expect(TerminalCapabilities.width(environment: ["COLUMNS": "wide"], outputIsTerminal: false) == 80)
        #expect(TerminalCapabilities.width(environment: ["COLUMNS": "0"], outputIsTerminal: false) == 80)
        #expect(TerminalCapabilities.width(environment: [:], outputIsTerminal: false) == 80)
    }

    @Test func disabledStylesWriteNoEscapeCodes() {
        let style = TerminalStyle(isEnabled: false)
        let styled = [
            style.bold("a"), style.dim("b"), style.red("c"), style.cyan("d"), style.temperature("e", celsius: 30),
        ]
        #expect(styled == ["a", "b", "c", "d", "e"])
    }

    @Test func enabledStylesWrapTextInEscapeCodes() {
        let style = TerminalStyle(isEnabled: true)
        #expect(style.bold("Berlin") == "\u{1B}[1mBerlin\u{1B}[0m")
        #expect(style.temperature("-3°C", celsius: -3) == style.blue("-3°C"))
        #expect(style.temperature("30°C", celsius: 30) == style.red("30°C"))
        #expect(style.temperature("15°C", celsius: 15) == "15°C")
    }

    @Test func visibleWidthIgnoresEscapeCodes() {
        let style = TerminalStyle(isEnabled: true)
        #expect(TerminalStyle.visibleWidth(style.bold("21°C") + " ▁▂") == 7)
        #expect(TerminalStyle.plain(style.yellow("stale")) == "stale")
    }
}
