import Foundation

/// Runs benchmarks and reports them: a table for people, JSON (`--json`) for machines.
///
/// ```
/// weather-benchmarks [--filter NAME]… [--quick] [--json] [--strict]
/// ```
///
/// The exit status is 0 even when a target is missed (the run is a report) unless `--strict`.
struct BenchmarkRunner {
    /// The command-line options.
    struct Options: Sendable {
        /// Run only benchmarks whose name contains one of these (ignoring case); all when empty.
        var filters: [String] = []
        /// Three timed runs after one warm-up, for a fast look.
        var quick = false
        /// Print JSON instead of the table.
        var json = false
        /// Exit with status 1 when a target is missed.
        var strict = false

        static let usage = """
            usage: weather-benchmarks [--filter NAME]... [--quick] [--json] [--strict]
              --filter NAME  run the benchmarks whose name contains NAME (repeatable, ignores case)
              --quick        1 warm-up and 3 timed runs each
              --json         print the results as JSON
              --strict       exit with status 1 when a target is missed
            """

        /// Parses the arguments after the program name; a ``UsageError`` for bad input or `--help`.
        static func parse(_ arguments: [String]) -> Result<Options, UsageError> {
            var options = Options()
            var remaining = arguments[...]
            while let argument = remaining.popFirst() {
                switch argument {
                case "--filter":
                    guard let name = remaining.popFirst(), !name.hasPrefix("--") else {
                        return .failure(UsageError(message: "--filter needs a name"))
                    }
                    options.filters.append(name)
                case "--quick":
                    options.quick = true
                case "--json":
                    options.json = true
                case "--strict":
                    options.strict = true
                case "--help", "-h":
                    return .failure(UsageError(message: nil))
                default:
                    return .failure(UsageError(message: "unknown argument \(argument)"))
                }
            }
            return .success(options)
        }
    }

    /// Bad arguments (or `--help`, with no message).
    struct UsageError: Error {
        var message: String?
    }

    /// The figures of one benchmark.
    struct Outcome: Sendable {
        var name: String
        var runs: Int
        var medianSeconds: Double
        var p95Seconds: Double
        var target: BenchmarkTarget
        var isMet: Bool?
    }

    let options: Options

    /// The benchmarks the filters select.
    func selected(from benchmarks: [Benchmark]) -> [Benchmark] {
        guard !options.filters.isEmpty else { return benchmarks }
        return benchmarks.filter { benchmark in
            options.filters.contains { benchmark.name.range(of: $0, options: .caseInsensitive) != nil }
        }
    }

    /// Runs one benchmark: set-up, warm-up runs, timed runs, tear-down.
    func run(_ benchmark: Benchmark) async throws -> Outcome {
        let runs = options.quick ? min(benchmark.runs, 3) : benchmark.runs
        let warmUpRuns = options.quick ? min(benchmark.warmUpRuns, 1) : benchmark.warmUpRuns
        let iteration = try await benchmark.setUp()
        let clock = ContinuousClock()
        var seconds: [Double] = []
        do {
            for index in 0..<(warmUpRuns + max(runs, 1)) {
                try await iteration.prepare()
                let elapsed = try await clock.measure { try await iteration.measure() }
                if index >= warmUpRuns {
                    seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
                }
            }
        } catch {
            try? await iteration.tearDown()
            throw error
        }
        try await iteration.tearDown()
        seconds.sort()
        let median = Self.percentile(seconds, 0.5)
        return Outcome(
            name: benchmark.name,
            runs: seconds.count,
            medianSeconds: median,
            p95Seconds: Self.percentile(seconds, 0.95),
            target: benchmark.target,
            isMet: benchmark.target.isMet(bySeconds: median)
        )
    }

    /// The value at `fraction` of sorted `values`, interpolating between neighbours.
    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        guard let first = values.first else { return 0 }
        guard values.count > 1 else { return first }
        let position = fraction * Double(values.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, values.count - 1)
        return values[lower] + (values[upper] - values[lower]) * (position - Double(lower))
    }

    // MARK: - Report

    static let columns = ["Benchmark", "Runs", "Median", "p95", "Target", "Met"]

    /// The table header, printed before the first row.
    func header(widths: [Int]) -> String {
        Self.row(Self.columns, widths: widths) + "\n"
            + widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
    }

    /// One row of the table.
    func line(for outcome: Outcome, widths: [Int]) -> String {
        let met = outcome.isMet.map { $0 ? "yes" : "NO" } ?? "—"
        return Self.row(
            [
                outcome.name, String(outcome.runs), outcome.target.figure(seconds: outcome.medianSeconds),
                outcome.target.figure(seconds: outcome.p95Seconds), outcome.target.description, met,
            ],
            widths: widths
        )
    }

    /// The column widths for benchmarks with these names.
    static func widths(names: [String]) -> [Int] {
        [max(9, names.map(\.count).max() ?? 0), 4, 17, 17, 19, 3]
    }

    private static func row(_ cells: [String], widths: [Int]) -> String {
        zip(cells, widths).enumerated().map { index, pair in
            let (cell, width) = pair
            let padding = String(repeating: " ", count: max(0, width - cell.count))
            // Names and the verdict read left-aligned; figures right-aligned.
            return index == 0 || index == 5 ? cell + padding : padding + cell
        }.joined(separator: "  ").trimmingSuffix(" ")
    }

    /// The results as one JSON document.
    func json(_ outcomes: [Outcome]) throws -> String {
        let rows: [[String: Any]] = outcomes.map { outcome in
            var row: [String: Any] = [
                "name": outcome.name,
                "runs": outcome.runs,
                "median_seconds": outcome.medianSeconds,
                "p95_seconds": outcome.p95Seconds,
                "median": outcome.target.figure(seconds: outcome.medianSeconds),
                "p95": outcome.target.figure(seconds: outcome.p95Seconds),
                "target": outcome.target.description,
                "met": outcome.isMet.map { $0 as Any } ?? NSNull(),
            ]
            if let rate = outcome.target.rate(seconds: outcome.medianSeconds) {
                row["median_rate"] = rate
            }
            return row
        }
        var configuration = "release"
        #if DEBUG
        configuration = "debug"
        #endif
        let document: [String: Any] = ["configuration": configuration, "benchmarks": rows]
        let data = try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}

extension String {
    /// The string without the trailing `character`s.
    fileprivate func trimmingSuffix(_ character: Character) -> String {
        var text = self
        while text.last == character {
            text.removeLast()
        }
        return text
    }
}
