#if os(Linux)
import WeatherCore
import Foundation
import Glibc
import WeatherNetworking

/// One test of the running test binary, started again in a child process.
///
/// Tests that need a second process (a writer to kill without warning, two processes sharing a file) start
/// this binary with an environment variable that only the child test reads, and filter the run to that one
/// test. The child test is disabled unless the variable is set (see ``isChild(_:)``), so the parent's run
/// skips it. A crash-test child reports each unit of work with ``reportCommitted(_:)`` once it is durable;
/// the parent reads those reports and kills the child with `SIGKILL` at the moment it chooses.
///
/// ```swift
/// let child = try ChildTestProcess(running: "KillTests/childWriteLoop", environment: ["CRASH_DIR": path],
///                                  capturingOutput: true)
/// child.waitForCommitted(atLeast: 10)
/// let lastCommitted = child.kill()
/// ```
///
/// Linux only: on Apple platforms a test bundle is hosted by another executable.
public final class ChildTestProcess: Sendable {
    /// The child process, already running.
    public let process: Process
    /// The child's standard output, when it was asked for with `capturingOutput`.
    public let output: Pipe?
    /// The child's standard input, when it was asked for with `providingInput`.
    public let input: Pipe?
    private let received = Locked("")

    /// This test binary, when it is one that Swift Testing can be asked to run a single test of.
    public static var testExecutable: URL? {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        return path.hasSuffix(".xctest") ? URL(fileURLWithPath: path) : nil
    }

    /// Whether this process is a child started for a test that sets `variable`.
    public static func isChild(_ variable: String) -> Bool {
        ProcessInfo.processInfo.environment[variable] != nil
    }

    /// Prints `committed <index>` to standard output, unbuffered: what the parent reads is already durable.
    public static func reportCommitted(_ index: Int) {
        FileHandle.standardOutput.write(Data("committed \(index)\n".utf8))
    }

    /// Starts this test binary running only `test` (`"SuiteType/testFunction"`), with `environment`
    /// added to this process's environment.
    ///
    /// - Parameters:
    ///   - capturingOutput: Connect the child's standard output to ``output`` (needed to read its reports);
    ///     otherwise it is discarded.
    ///   - providingInput: Connect the child's standard input to ``input``; otherwise it reads nothing.
    /// - Throws: `CocoaError(.executableNotLoadable)` when this binary cannot be started again, or the error
    ///   of `Process.run()`.
    public init(
        running test: String, environment: [String: String], capturingOutput: Bool = false,
        providingInput: Bool = false
    ) throws {
        guard let executable = Self.testExecutable else { throw CocoaError(.executableNotLoadable) }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--testing-library", "swift-testing", "--filter", test]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
        output = capturingOutput ? Pipe() : nil
        input = providingInput ? Pipe() : nil
        process.standardOutput = output ?? FileHandle.nullDevice
        process.standardInput = input ?? FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        self.process = process
    }

    deinit {
        if process.isRunning {
            Glibc.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// Reads the child's output until `isEnough` holds for everything read so far, or the output ends;
    /// returns what was read.
    public func readOutput(until isEnough: (String) -> Bool) -> String {
        guard let output else { return "" }
        while !isEnough(received.current) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            received.withLock { $0 += String(decoding: chunk, as: UTF8.self) }
        }
        return received.current
    }

    /// Reads the child's reports until one of at least `index` arrives or the child closes its output;
    /// returns the last complete report read, or `nil` before the first.
    @discardableResult
    public func waitForCommitted(atLeast index: Int) -> Int? {
        let text = readOutput { (Self.lastCommitted(in: $0) ?? -1) >= index }
        return Self.lastCommitted(in: text)
    }

    /// Kills the child with `SIGKILL`, waits for it, and returns the last index it reported complete.
    public func kill() -> Int? {
        Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let rest = output.map { String(decoding: $0.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) }
        return Self.lastCommitted(
            in: received.withLock {
                $0 += rest ?? ""
                return $0
            })
    }

    /// Whether the child ended by a signal (the kill) rather than by exiting on its own.
    public var wasKilled: Bool {
        !process.isRunning && process.terminationReason == .uncaughtSignal
    }

    /// Waits for the child to end, off the cooperative thread pool, and returns its exit status
    /// (or the signal that ended it).
    public func exitStatus() async -> Int32 {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                self.process.waitUntilExit()
                continuation.resume(returning: self.process.terminationStatus)
            }
        }
    }

    /// The last index in a complete `committed <index>` line; a line still being read does not count.
    static func lastCommitted(in text: String) -> Int? {
        let complete = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        return complete.compactMap { line in
            line.hasPrefix("committed ") ? Int(line.dropFirst("committed ".count)) : nil
        }.last
    }
}
#endif
