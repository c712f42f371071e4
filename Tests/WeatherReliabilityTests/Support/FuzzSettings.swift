import Foundation
import Testing
import WeatherTestSupport

/// How much the fuzz tests run and from which seed, read from the environment.
///
/// `WEATHER_FUZZ_ITERATIONS` sets the number of decoder mutations: 600 by default, so a plain `swift test`
/// stays quick; `.ci/run` sets 5,000; a million for a long local run
/// (`WEATHER_FUZZ_ITERATIONS=1000000 swift test --filter Fuzz`). The vault and store fuzzers run a fixed
/// fraction of it. `WEATHER_FUZZ_SEED` replays a run: every failure message prints the seed it came from.
enum FuzzSettings {
    static let iterationsVariable = "WEATHER_FUZZ_ITERATIONS"
    static let seedVariable = "WEATHER_FUZZ_SEED"
    static let defaultIterations = 600

    /// The decoder mutations to run in total.
    static var iterations: Int {
        let text = ProcessInfo.processInfo.environment[iterationsVariable] ?? ""
        return Int(text).map { max(1, $0) } ?? defaultIterations
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
        print("\(test): fuzzing with \(seedVariable)=\(seed) \(iterationsVariable)=\(iterations)")
    }

    /// The note that goes with every fuzz failure: how to replay it.
    static func replay(_ detail: String) -> String {
        "\(detail) — replay with \(seedVariable)=\(seed) \(iterationsVariable)=\(iterations)"
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
