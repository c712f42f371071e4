import Foundation
import WeatherCore
import WeatherModels

/// Time to first screen: the built `weather-now` example, run as its own process on the sandbox
/// with a fresh data directory (no favorites, no cached weather), timed from outside from launch
/// to exit, its full view printed.
///
/// The binary is the one next to this benchmark's (`.build/<platform>/release/weather-now`);
/// when it is missing, it is built first (`swift build -c release --product weather-now`).
let exampleBenchmarks: [Benchmark] = [
    Benchmark(
        "examples.weather-now first screen (process, sandbox, fresh data dir)",
        target: .atMost(milliseconds: 150), runs: 20, warmUpRuns: 2,
        note: "launch to exit, from outside. Profile (perf): about 40 ms of CPU, of which process start and "
            + "dynamic linking of Foundation, ICU and curl about 15 ms, kernel (exec, page faults) about a third, "
            + "sandbox gazetteer parse about 8 ms (25 ms before ASCII folding), rendering 3 ms; a fresh data "
            + "directory adds SQLite creation (8 fdatasyncs, up to 4 ms each on a busy disk); past the CPU time, the "
            + "wall time is waiting for a CPU on a loaded machine"
    ) {
        let binary = try ExampleBinary.locate("weather-now")
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("weather-now-benchmark-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let run = Locked(0)
        return BenchmarkIteration(
            prepare: { run.withLock { $0 += 1 } },
            measure: {
                let directory = root.appendingPathComponent("data-\(run.current)")
                try await ExampleBinary.run(binary, arguments: ["--data-dir", directory.path], output: root)
            },
            tearDown: { try? FileManager.default.removeItem(at: root) }
        )
    }
]

/// Finds, builds and runs the examples' executables.
enum ExampleBinary {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The executable `name` next to this one, built first when it is missing.
    static func locate(_ name: String) throws -> URL {
        let own = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let binary = own.deletingLastPathComponent().appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: binary.path) {
            return binary
        }
        var root = own.deletingLastPathComponent()
        while root.path != "/",
            !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
        {
            root = root.deletingLastPathComponent()
        }
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        build.arguments = ["swift", "build", "-c", "release", "--product", name]
        build.currentDirectoryURL = root
        try build.run()
        build.waitUntilExit()
        guard build.terminationStatus == 0, FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw Failure(
                description: "\(binary.path) is missing; build it with `swift build -c release --product \(name)`")
        }
        return binary
    }

    /// Runs `binary` with `arguments` in sandbox mode until it exits; fails unless it exits with 0
    /// after printing something. Its output goes to a file in `output`.
    static func run(_ binary: URL, arguments: [String], output: URL) async throws {
        let log = output.appendingPathComponent("output.txt")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["OPENWEATHER_API_KEY"] = nil
        environment["NO_COLOR"] = "1"
        process.environment = environment
        process.standardOutput = handle
        process.standardError = handle
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        let printed = (try? Data(contentsOf: log)) ?? Data()
        guard status == 0, printed.count > 200 else {
            throw Failure(
                description: "\(binary.lastPathComponent) exited with \(status): "
                    + String(decoding: printed.prefix(300), as: UTF8.self))
        }
    }
}
