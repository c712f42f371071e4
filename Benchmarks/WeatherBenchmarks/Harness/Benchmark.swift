import Foundation

/// One measured operation of the SDK, with the target it must meet.
///
/// Add one in the file of its area (`StoreBenchmarks.swift`, …) and list it in that area's
/// array; `main.swift` runs every area. A benchmark without state times its closure:
///
/// ```swift
/// Benchmark("models.decode weather", target: .atMost(milliseconds: 1)) {
///     _ = try decoder.decode(Weather.self, from: body)
/// }
/// ```
///
/// One that needs a file or a filled store builds it once in `setUp` and returns the
/// ``BenchmarkIteration`` to time; only ``BenchmarkIteration/measure`` is timed.
struct Benchmark: Sendable {
    /// The row label, `area.operation detail`, such as `store.favorites load 1,000`.
    var name: String
    /// What the median must reach.
    var target: BenchmarkTarget
    /// Timed runs (the report's median and p95 are over these).
    var runs: Int
    /// Untimed runs first, to fill caches and let the allocator settle.
    var warmUpRuns: Int
    /// Builds the state once and returns what each run does.
    var setUp: @Sendable () async throws -> BenchmarkIteration

    /// A benchmark that builds its state once in `setUp`.
    init(
        _ name: String,
        target: BenchmarkTarget,
        runs: Int = 20,
        warmUpRuns: Int = 3,
        setUp: @escaping @Sendable () async throws -> BenchmarkIteration
    ) {
        self.name = name
        self.target = target
        self.runs = runs
        self.warmUpRuns = warmUpRuns
        self.setUp = setUp
    }

    /// A benchmark without state: `body` is timed on every run.
    init(
        _ name: String,
        target: BenchmarkTarget,
        runs: Int = 20,
        warmUpRuns: Int = 3,
        body: @escaping @Sendable () async throws -> Void
    ) {
        self.init(name, target: target, runs: runs, warmUpRuns: warmUpRuns) {
            BenchmarkIteration(measure: body)
        }
    }
}

/// What one run of a ``Benchmark`` does: an untimed `prepare`, then the timed `measure`.
struct BenchmarkIteration: Sendable {
    /// Runs before each run, untimed: resets state so that every run measures the same work.
    var prepare: @Sendable () async throws -> Void
    /// The timed work.
    var measure: @Sendable () async throws -> Void
    /// Runs once after the last run: removes files and the like.
    var tearDown: @Sendable () async throws -> Void

    init(
        prepare: @escaping @Sendable () async throws -> Void = {},
        measure: @escaping @Sendable () async throws -> Void,
        tearDown: @escaping @Sendable () async throws -> Void = {}
    ) {
        self.prepare = prepare
        self.measure = measure
        self.tearDown = tearDown
    }
}
