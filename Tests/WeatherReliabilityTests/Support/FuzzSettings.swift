import Foundation
import Testing
import WeatherTestSupport

/// How much the fuzz tests run, from which seed and within what time per body, read from the environment.
///
/// `WEATHER_FUZZ_ITERATIONS` sets the number of decoder mutations, shared out over every client call:
/// 2,000 by default, so a plain `swift test` tries a few thousand bodies and stays quick; `.ci/run` sets
/// 5,000. The index decoding, vault and store fuzzers run a fixed fraction of it. `WEATHER_FUZZ_SEED` replays
/// a run: every failure message prints the seed it came from.
///
/// `WEATHER_FUZZ_BODY_BUDGET_MS` sets the most wall-clock time, in milliseconds, that the decoder fuzzer's
/// call on one mutated body may take (measured on a `ContinuousClock` around the call); a call over it is a
/// failure like a trap or an untyped error, with the same replay line. A plain `swift test` sets none, so a
/// loaded machine cannot make it fail. The long mode, a million bodies each held to half a second, is
/// started with `WEATHER_FUZZ_ITERATIONS=1000000 WEATHER_FUZZ_BODY_BUDGET_MS=500 swift test --filter Fuzz`
/// (hours on two cores; `--filter DecoderFuzz` runs the public calls alone).
enum FuzzSettings {
    static let iterationsVariable = "WEATHER_FUZZ_ITERATIONS"
    static let seedVariable = "WEATHER_FUZZ_SEED"
    static let bodyBudgetVariable = "WEATHER_FUZZ_BODY_BUDGET_MS"
    static let defaultIterations = 2_000

    /// The decoder mutations to run in total.
    static var iterations: Int {
        let text = ProcessInfo.processInfo.environment[iterationsVariable] ?? ""
        return Int(text).map { max(1, $0) } ?? defaultIterations
    }

    /// The most time one body's call may take: the budget in the environment (whole milliseconds above
    /// zero), or none.
    static var bodyBudget: Duration? {
        let text = ProcessInfo.processInfo.environment[bodyBudgetVariable] ?? ""
        return Int(text).flatMap { $0 > 0 ? .milliseconds($0) : nil }
    }

    /// The seed of this run: the one in the environment, or a fresh one.
    static let seed: UInt64 = {
        let text = ProcessInfo.processInfo.environment[seedVariable] ?? ""
        return UInt64(text) ?? UInt64.random(in: 1...UInt64.max)
    }()

    /// A generator for one part of the run, derived from the run's seed and `salt`, so parts running in
    /// parallel stay reproducible.
    static func generator(_ salt: String) -> SeededGenerator {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in salt.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        return SeededGenerator(seed: seed ^ hash)
    }

    /// Prints the seed before a fuzz test starts, so even a crash (which ends the process before any
    /// failure message) can be replayed.
    static func announce(_ test: String) {
        print("\(test): fuzzing with \(settings)")
    }

    /// The note that goes with every fuzz failure: how to replay it.
    static func replay(_ detail: String) -> String {
        "\(detail) — replay with \(settings)"
    }

    /// The variables that reproduce this run.
    static var settings: String {
        let budget = ProcessInfo.processInfo.environment[bodyBudgetVariable].map { " \(bodyBudgetVariable)=\($0)" }
        return "\(seedVariable)=\(seed) \(iterationsVariable)=\(iterations)" + (budget ?? "")
    }

    /// `duration` in milliseconds, for messages: "512.3 ms".
    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
        return "\((value * 10).rounded() / 10) ms"
    }

    /// Runs `iterations` mutations of `mutator`'s body through `check`, which returns what is wrong, or `nil`;
    /// records each problem with how to replay it, and stops after five.
    static func mutations(
        of mutator: JSONMutator, named name: String, iterations: Int,
        check: (JSONMutation) async -> String?
    ) async {
        announce(name)
        var generator = generator(name)
        var failures = 0
        for iteration in 0..<iterations {
            // Long CPU-bound loop: leave room for the tests running beside it.
            await Task.yield()
            let mutation = mutator.mutate(using: &generator)
            guard let problem = await check(mutation) else { continue }
            failures += 1
            Issue.record(Comment(rawValue: replay("\(name), iteration \(iteration), \(mutation): \(problem)")))
            if failures >= 5 { break }
        }
    }
}
