import Testing
import WeatherCore
import WeatherModels

@testable import ExampleSupport

@Suite("Sparklines and range bars")
struct SparklineTests {
    @Test func valuesAreScaledBetweenTheirMinimumAndMaximum() {
        #expect(Sparkline.line([3, 5, 9, 12, 8]) == "▁▃▆█▅")
        #expect(Sparkline.line([-10, 0, 10]) == "▁▅█")
    }

    @Test func flatEmptyAndNonFiniteValues() {
        #expect(Sparkline.line([4, 4, 4]) == "▅▅▅")
        #expect(Sparkline.line([]) == "")
        #expect(Sparkline.line([.nan, 1, 2]) == " ▁█")
        #expect(Sparkline.line([.nan]) == " ")
    }

    @Test func levelsAreClampedToTheRange() {
        #expect(Sparkline.level(of: -50, within: 0...10) == "▁")
        #expect(Sparkline.level(of: 50, within: 0...10) == "█")
    }

    @Test func rangeBarsMarkTheDayWithinTheWeek() {
        #expect(Sparkline.rangeBar(low: 4, high: 12, within: 0...20, width: 10) == "··━━━━····")
        #expect(Sparkline.rangeBar(low: 0, high: 20, within: 0...20, width: 5) == "━━━━━")
        #expect(Sparkline.rangeBar(low: 20, high: 20, within: 0...20, width: 5) == "····━")
        #expect(Sparkline.rangeBar(low: 12, high: 4, within: 0...20, width: 10) == "··━━━━····")
        #expect(Sparkline.rangeBar(low: 1, high: 2, within: 5...5, width: 3) == "━━━")
        #expect(Sparkline.rangeBar(low: 1, high: 2, within: 0...5, width: 0) == "")
    }

    @Test func progressTextShowsABarAndACount() {
        #expect(ProgressLine.text(done: 5, total: 10, label: "Pages", width: 80).hasSuffix("] 5/10"))
        let text = ProgressLine.text(done: 5, total: 10, label: "Pages", width: 24)
        #expect(text == "Pages [█████·····] 5/10")
        #expect(ProgressLine.text(done: 3, total: 0, label: "Pages", width: 80) == "Pages 3")
    }

    @Test func progressIsSilentWhenDisabled() {
        let written = Box()
        ProgressLine(isEnabled: false) { written.append($0) }.update(done: 1, total: 2, label: "x")
        #expect(written.text.isEmpty)
        ProgressLine(isEnabled: true, width: 40) { written.append($0) }.update(done: 1, total: 2, label: "x")
        #expect(written.text.contains("1/2"))
    }
}

/// Collects what a progress line writes.
private final class Box: Sendable {
    private let storage = Locked("")
    var text: String { storage.current }
    func append(_ text: String) { storage.withLock { $0 += text } }
}
