import Foundation

/// The figure a benchmark's median must reach: a time per run at most, a rate at least, or a figure
/// the benchmark reports itself (a count, a ratio) at most.
struct BenchmarkTarget: Sendable, CustomStringConvertible {
    private enum Kind: Sendable {
        case none
        case atMost(seconds: Double)
        case atLeast(rate: Double, unit: String, workPerRun: Double)
        case reported(limit: Double?, unit: String)
    }

    private let kind: Kind

    /// No target: the benchmark is reported for information.
    static let none = BenchmarkTarget(kind: .none)

    /// Each run must take at most `milliseconds`.
    static func atMost(milliseconds: Double) -> BenchmarkTarget {
        BenchmarkTarget(kind: .atMost(seconds: milliseconds / 1_000))
    }

    /// Each run does `workPerRun` units (rows, requests, …) and must reach `rate` units per second.
    ///
    /// ```swift
    /// .atLeast(100_000, "rows/s", workPerRun: 100_000)   // 100,000 rows in at most one second
    /// ```
    static func atLeast(_ rate: Double, _ unit: String, workPerRun: Double) -> BenchmarkTarget {
        BenchmarkTarget(kind: .atLeast(rate: rate, unit: unit, workPerRun: workPerRun))
    }

    /// Each run reports a count of `unit` (such as requests) that must be at most `limit`.
    ///
    /// ```swift
    /// .count(atMost: 1, "requests")   // 100 identical calls, one request
    /// ```
    static func count(atMost limit: Double, _ unit: String) -> BenchmarkTarget {
        BenchmarkTarget(kind: .reported(limit: limit, unit: unit))
    }

    /// Each run reports its time as a multiple of a baseline, which must be at most `limit`.
    static func ratio(atMost limit: Double) -> BenchmarkTarget {
        BenchmarkTarget(kind: .reported(limit: limit, unit: "×"))
    }

    /// Each run reports a figure in `unit` (`"×"` for a ratio) shown for information, with no target.
    static func informational(_ unit: String) -> BenchmarkTarget {
        BenchmarkTarget(kind: .reported(limit: nil, unit: unit))
    }

    /// Whether runs report a figure of their own (``BenchmarkIteration/report``) instead of a time.
    var isReported: Bool {
        if case .reported = kind { return true }
        return false
    }

    /// The target as the report shows it, such as `≤ 2 ms` or `≥ 100,000 rows/s`.
    var description: String {
        switch kind {
        case .none:
            return "—"
        case .atMost(let seconds):
            return "≤ " + Self.duration(seconds, trimmed: true)
        case .atLeast(let rate, let unit, _):
            return "≥ " + Self.rate(rate, unit)
        case .reported(let limit, let unit):
            return limit.map { "≤ " + Self.reported($0, unit, trimmed: true) } ?? "— (info, \(unit))"
        }
    }

    /// Whether a reported figure meets the target; `nil` when there is none.
    func isMet(byReported value: Double) -> Bool? {
        guard case .reported(let limit, _) = kind, let limit else { return nil }
        return value <= limit
    }

    /// A reported figure as the report shows it, such as `1.07×` or `0 requests`.
    func figure(reported value: Double) -> String {
        guard case .reported(_, let unit) = kind else { return String(value) }
        return Self.reported(value, unit)
    }

    private static func reported(_ value: Double, _ unit: String, trimmed: Bool = false) -> String {
        if unit == "×" {
            var text = String(format: "%.2f", value)
            if trimmed {
                while text.hasSuffix("0") { text.removeLast() }
                if text.hasSuffix(".") { text.removeLast() }
            }
            return text + "×"
        }
        if unit.hasSuffix("/s") {
            return rate(value, unit)
        }
        let isWhole = value == value.rounded()
        let singular = value == 1 && unit.hasSuffix("s") ? String(unit.dropLast()) : unit
        return String(format: isWhole ? "%.0f" : "%.1f", value) + " " + singular
    }

    /// Whether a run of `seconds` meets the target; `nil` when there is no target.
    func isMet(bySeconds seconds: Double) -> Bool? {
        switch kind {
        case .none:
            return nil
        case .atMost(let limit):
            return seconds <= limit
        case .atLeast(let rate, _, let work):
            return seconds > 0 && work / seconds >= rate
        case .reported:
            return nil
        }
    }

    /// A run of `seconds` as the report shows it: a time, or the rate it means for a rate target.
    func figure(seconds: Double) -> String {
        switch kind {
        case .none, .atMost, .reported:
            return Self.duration(seconds)
        case .atLeast(_, let unit, let work):
            return seconds > 0 ? Self.rate(work / seconds, unit) : "∞ " + unit
        }
    }

    /// The rate a run of `seconds` reaches, for rate targets only.
    func rate(seconds: Double) -> Double? {
        guard case .atLeast(_, _, let work) = kind, seconds > 0 else { return nil }
        return work / seconds
    }

    /// A time in the unit that suits it; `trimmed` drops zero decimals (`2 ms`, not `2.00 ms`).
    static func duration(_ seconds: Double, trimmed: Bool = false) -> String {
        let (value, unit, decimals): (Double, String, Int) =
            switch seconds {
            case ..<1e-3: (seconds * 1e6, "µs", 1)
            case ..<1: (seconds * 1e3, "ms", 2)
            default: (seconds, "s", 2)
            }
        var text = String(format: "%.\(decimals)f", value)
        if trimmed, text.contains(".") {
            while text.hasSuffix("0") {
                text.removeLast()
            }
            if text.hasSuffix(".") {
                text.removeLast()
            }
        }
        return text + " " + unit
    }

    static func rate(_ value: Double, _ unit: String) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 0
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.usesGroupingSeparator = true
        formatter.groupingSeparator = ","
        formatter.groupingSize = 3
        return (formatter.string(from: NSNumber(value: value)) ?? String(Int(value))) + " " + unit
    }
}
