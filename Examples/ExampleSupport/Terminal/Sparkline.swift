/// Small charts made of block characters: a sparkline of values and a bar for a low–high range.
///
/// ```swift
/// Sparkline.line([3, 5, 9, 12, 8])              // "▁▃▆█▅"
/// Sparkline.rangeBar(low: 4, high: 12, within: 0...20, width: 10)   // "··━━━━····"
/// ```
package enum Sparkline {
    /// The eight levels, lowest first.
    package static let levels: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// One block per value, scaled between the smallest and the largest value.
    ///
    /// Equal values all get the middle level; values that are not finite get a space.
    package static func line(_ values: [Double]) -> String {
        let finite = values.filter(\.isFinite)
        guard let low = finite.min(), let high = finite.max() else {
            return String(repeating: " ", count: values.count)
        }
        return String(values.map { level(of: $0, within: low...high) })
    }

    /// The block for `value` on a scale from `range.lowerBound` (▁) to `range.upperBound` (█).
    package static func level(of value: Double, within range: ClosedRange<Double>) -> Character {
        guard value.isFinite else { return " " }
        let span = range.upperBound - range.lowerBound
        guard span > 0 else { return levels[levels.count / 2] }
        let fraction = min(1, max(0, (value - range.lowerBound) / span))
        return levels[Int((fraction * Double(levels.count - 1)).rounded())]
    }

    /// A bar `width` characters wide showing where `low…high` lies within `range`, as a week
    /// view shows each day's range against the whole week's: `·····━━━━━━·····`.
    package static func rangeBar(low: Double, high: Double, within range: ClosedRange<Double>, width: Int) -> String {
        guard width > 0 else { return "" }
        let span = range.upperBound - range.lowerBound
        guard span > 0, low.isFinite, high.isFinite else {
            return String(repeating: "━", count: width)
        }
        func position(_ value: Double) -> Int {
            let fraction = min(1, max(0, (value - range.lowerBound) / span))
            return Int((fraction * Double(width - 1)).rounded())
        }
        let start = position(min(low, high))
        let end = position(max(low, high))
        return String((0..<width).map { (start...end).contains($0) ? "━" : "·" })
    }
}
