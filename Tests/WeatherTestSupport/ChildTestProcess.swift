#if os(Linux)
import Foundation
import Glibc
import WeatherNetworking

/// This test binary started again as a child process that runs a single test, for crash tests that kill a
/// writer without warning and then inspect what it left behind.
///
/// The child test is enabled only when an environment variable is set (see ``isChild(_:)``); it reports each
/// unit of work with ``reportCommitted(_:)`` once that work is durable, and the parent reads those reports,
/// then kills the child with `SIGKILL` at the moment it chooses.
///
/// ```swift
/// let child = try ChildTestProcess(filter: "KillTests/childWriteLoop", environment: ["CRASH_DIR": path])
/// let reached = child.waitForCommitted(atLeast: 10)
/// let lastCommitted = child.kill()
/// ```
///
/// (On Apple platforms a test bundle is hosted by another executable, so crash tests run on Linux.)
public final class ChildTestProcess: Sendable {
    private let process = Process()
    private let output = Pipe()
    private let received = Locked("")

    /// This test binary, when it is one that Swift Testing can be asked to run a single test of.
    public static var testExecutable: URL? {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        return path.hasSuffix(".xctest") ? URL(fileURLWithPath: path) : nil
    }

    /// Whether this process is a child started by a crash test that set `variable`.
    public static func isChild(_ variable: String) -> Bool {
        ProcessInfo.processInfo.environment[variable] != nil
    }

    /// Prints `committed <index>` to standard output, unbuffered: what the parent reads is already durable.
    public static func reportCommitted(_ index: Int) {
        FileHandle.standardOutput.write(Data("committed \(index)\n".utf8))
    }

    /// Starts this test binary running only the tests matching `filter`, with `environment` added to this
    /// process's environment.
    ///
    /// - Throws: `CocoaError(.executableNotLoadable)` when this binary cannot be started again, or the
    ///   error of `Process.run()`.
    public init(filter: String, environment: [String: String]) throws {
        guard let executable = Self.testExecutable else { throw CocoaError(.executableNotLoadable) }
        process.executableURL = executable
        process.arguments = ["--testing-library", "swift-testing", "--filter", filter]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning {
            Glibc.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// Reads the child's reports until one of at least `index` arrives or the child closes its output;
    /// returns the last complete report read, or `nil` before the first.
    @discardableResult
    public func waitForCommitted(atLeast index: Int) -> Int? {
        while (Self.lastCommitted(in: received.current) ?? -1) < index {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            received.withLock { $0 += String(decoding: chunk, as: UTF8.self) }
        }
        return Self.lastCommitted(in: received.current)
    }

    /// Kills the child with `SIGKILL`, waits for it, and returns the last index it reported complete.
    public func kill() -> Int? {
        Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let rest = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return Self.lastCommitted(
            in: received.withLock {
                $0 += rest
                return $0
            })
    }

    /// Whether the child ended by a signal (the kill) rather than by exiting on its own.
    public var wasKilled: Bool {
        !process.isRunning && process.terminationReason == .uncaughtSignal
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
