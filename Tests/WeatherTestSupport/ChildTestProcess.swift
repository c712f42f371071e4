#if os(Linux)
import Foundation

/// One test of the running test binary, started again in a child process.
///
/// Tests that need a second process (a writer to kill, two processes sharing a file) start
/// this binary with an environment variable that only the child test reads, and filter the run
/// to that one test. The child test is disabled unless the variable is set, so it is skipped in
/// the parent's run.
///
/// ```swift
/// static let fileVariable = "WEATHER_EXAMPLE_CHILD_FILE"
///
/// @Test(.enabled(if: ChildTestProcess.isChild(fileVariable)))
/// func childWrites() async throws { /* the work of the child */ }
///
/// @Test(.enabled(if: !ChildTestProcess.isChild(fileVariable) && ChildTestProcess.testExecutable != nil))
/// func twoProcessesShareAFile() async throws {
///     let child = try ChildTestProcess(running: "ExampleTests/childWrites", environment: [fileVariable: path])
///     #expect(await child.exitStatus() == 0)
/// }
/// ```
///
/// Linux only: on Apple platforms the test bundle is hosted by another executable.
public struct ChildTestProcess: Sendable {
    /// The child process, already running.
    public let process: Process
    /// The child's standard output, when it was asked for with `capturingOutput`.
    public let output: Pipe?
    /// The child's standard input, when it was asked for with `providingInput`.
    public let input: Pipe?

    /// This test binary, when it is one that Swift Testing can be asked to run a single test of.
    public static var testExecutable: URL? {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        return path.hasSuffix(".xctest") ? URL(fileURLWithPath: path) : nil
    }

    /// Whether this process is a child started for a test that sets `variable`.
    public static func isChild(_ variable: String) -> Bool {
        ProcessInfo.processInfo.environment[variable] != nil
    }

    /// Starts this test binary running only `test` (`"SuiteType/testFunction"`), with `environment`
    /// added to this process's environment.
    ///
    /// - Parameters:
    ///   - capturingOutput: Connect the child's standard output to ``output``; otherwise it is discarded.
    ///   - providingInput: Connect the child's standard input to ``input``; otherwise it reads nothing.
    /// - Throws: When this binary cannot be re-executed, or the process cannot be started.
    public init(
        running test: String, environment: [String: String], capturingOutput: Bool = false,
        providingInput: Bool = false
    ) throws {
        guard let executable = Self.testExecutable else {
            throw CocoaError(.executableNotLoadable)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--testing-library", "swift-testing", "--filter", test]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        output = capturingOutput ? Pipe() : nil
        input = providingInput ? Pipe() : nil
        process.standardOutput = output ?? FileHandle.nullDevice
        process.standardInput = input ?? FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        self.process = process
    }

    /// Reads the child's output until `isEnough` holds for everything read so far, or the output
    /// ends; returns what was read.
    public func readOutput(until isEnough: (String) -> Bool) -> String {
        guard let output else { return "" }
        var text = ""
        while !isEnough(text) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        return text
    }

    /// Waits for the child to end, off the cooperative thread pool, and returns its exit status
    /// (or the signal that ended it).
    public func exitStatus() async -> Int32 {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                process.waitUntilExit()
                continuation.resume(returning: process.terminationStatus)
            }
        }
    }
}
#endif
