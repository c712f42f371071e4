// The SDK's benchmarks: one row per operation with its median, p95 and target.
// Run: swift run -c release weather-benchmarks [--filter NAME]... [--quick] [--json] [--strict]
import Foundation

/// Every area's benchmarks; add an area's array here.
let allBenchmarks: [Benchmark] =
    storeBenchmarks + networkBenchmarks + endToEndBenchmarks + decodingBenchmarks + exampleBenchmarks
    + memoryBenchmarks + scaleBenchmarks

let options: BenchmarkRunner.Options
switch BenchmarkRunner.Options.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed):
    options = parsed
case .failure(let error):
    if let message = error.message {
        FileHandle.standardError.write(Data("error: \(message)\n\(BenchmarkRunner.Options.usage)\n".utf8))
        exit(2)
    }
    print(BenchmarkRunner.Options.usage)
    exit(0)
}

let runner = BenchmarkRunner(options: options)
let benchmarks = runner.selected(from: allBenchmarks)
if benchmarks.isEmpty {
    FileHandle.standardError.write(Data("error: no benchmark matches \(options.filters)\n".utf8))
    exit(2)
}

#if DEBUG
FileHandle.standardError.write(Data("warning: debug build; run with `swift run -c release weather-benchmarks`\n".utf8))
#endif

let widths = BenchmarkRunner.widths(names: benchmarks.map(\.name))
if !options.json {
    print(runner.header(widths: widths))
}
var outcomes: [BenchmarkRunner.Outcome] = []
var failures = 0
for benchmark in benchmarks {
    do {
        let outcome = try await runner.run(benchmark)
        outcomes.append(outcome)
        if !options.json {
            print(runner.line(for: outcome, widths: widths))
        }
    } catch {
        failures += 1
        FileHandle.standardError.write(Data("error: \(benchmark.name) failed: \(error)\n".utf8))
    }
}
if options.json {
    print(try runner.json(outcomes))
}
let missed = outcomes.filter { $0.isMet == false }.count
if !options.json {
    print("\n\(outcomes.count) benchmarks, \(missed) targets missed" + (failures > 0 ? ", \(failures) failed" : ""))
}
exit(failures > 0 || (options.strict && missed > 0) ? 1 : 0)
