import Foundation
import Testing

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Runs a built example executable as a subprocess, the way a person would from a shell.
///
/// The executables are built next to the test bundle (`swift build --build-tests` and `swift test`
/// build every target), as in swift-argument-parser's example tests.
struct ExampleProcess {
    /// What a run printed and how it ended.
    struct Result {
        var output: String
        var error: String
        var exitCode: Int32

        /// The output's lines, without the carriage returns a pseudo-terminal adds.
        var lines: [String] {
            output.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init)
        }
    }

    /// The example's executable name, such as `weather-now`.
    var name: String
    /// The data directory passed with `--data-dir`; each test uses its own.
    var dataDirectory: URL

    init(_ name: String, dataDirectory: URL) {
        self.name = name
        self.dataDirectory = dataDirectory
    }

    /// The folder holding the built products.
    static var productsDirectory: URL {
        let bundle = Bundle(for: BundleMarker.self).bundleURL
        return bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
    }

    /// Runs the example with `arguments` (plus `--data-dir`), feeding `input` to standard input.
    ///
    /// The environment holds only what the examples read, so a key set in the developer's shell
    /// never makes a test go live. With `terminal`, standard output is a pseudo-terminal; with
    /// `typed` as well, standard input is that terminal too, and `input` is typed into it (so it
    /// must end the program, with `quit` for a prompt).
    func run(
        _ arguments: [String],
        input: String = "",
        environment: [String: String] = [:],
        terminal: Bool = false,
        typed: Bool = false,
        keystrokes: [(after: String, keys: String)]? = nil
    ) throws -> Result {
        let executable = Self.productsDirectory.appendingPathComponent(name)
        try #require(
            FileManager.default.isExecutableFile(atPath: executable.path),
            "No executable at \(executable.path); build with swift build --build-tests")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments + ["--data-dir", dataDirectory.path]
        var baseEnvironment = ["PATH": "/usr/bin:/bin", "HOME": dataDirectory.path, "COLUMNS": "120"]
        baseEnvironment["TMPDIR"] = ProcessInfo.processInfo.environment["TMPDIR"]
        process.environment = baseEnvironment.merging(environment) { $1 }

        let inputPipe = Pipe()
        let errorPipe = Pipe()
        process.standardInput = inputPipe
        process.standardError = errorPipe
        let output: CapturedStream
        var keyboard: Int32 = -1
        if terminal {
            let pty = try PseudoTerminal()
            process.standardOutput = pty.follower
            if typed {
                process.standardInput = pty.follower
                // Its own descriptor: the reader closes the leader when the program ends.
                keyboard = dup(pty.leaderDescriptor)
            }
            output = CapturedStream(reading: pty.leaderDescriptor, closingWhenDone: true)
            try process.run()
            try pty.follower.close()
        } else {
            let outputPipe = Pipe()
            process.standardOutput = outputPipe
            output = CapturedStream(reading: outputPipe.fileHandleForReading.fileDescriptor)
            try process.run()
            try outputPipe.fileHandleForWriting.close()
        }
        let errors = CapturedStream(reading: errorPipe.fileHandleForReading.fileDescriptor)
        try errorPipe.fileHandleForWriting.close()
        if keyboard >= 0 {
            let keys = FileHandle(fileDescriptor: keyboard, closeOnDealloc: true)
            if let keystrokes {
                // Each group of keys is typed once its text has appeared after the previous one's, as a person
                // types when they see the prompt.
                var offset = 0
                for group in keystrokes {
                    guard let end = output.waitUntil(group.after, after: offset) else {
                        // What the keys wait for never came: end the run, so the test fails instead of hanging.
                        Issue.record("“\(group.after)” never appeared; the keys “\(group.keys)” were not typed")
                        process.terminate()
                        break
                    }
                    offset = end
                    keys.write(Data(group.keys.utf8))
                }
            } else {
                keys.write(Data(input.utf8))
            }
        } else {
            inputPipe.fileHandleForWriting.write(Data(input.utf8))
        }
        try inputPipe.fileHandleForWriting.close()
        process.waitUntilExit()
        return Result(
            output: String(decoding: output.wait(), as: UTF8.self),
            error: String(decoding: errors.wait(), as: UTF8.self),
            exitCode: process.terminationStatus)
    }
}

/// Reads a file descriptor to its end on a background thread, so a child never blocks on a full pipe.
private final class CapturedStream: @unchecked Sendable {  // Sendable: `data` is guarded by `condition`.
    private var data = Data()
    private var ended = false
    private let done = DispatchSemaphore(value: 0)
    private let condition = NSCondition()

    init(reading descriptor: Int32, closingWhenDone: Bool = false) {
        DispatchQueue.global().async {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(descriptor, &buffer, buffer.count)
                if count > 0 {
                    self.condition.lock()
                    self.data.append(contentsOf: buffer[0..<count])
                    self.condition.broadcast()
                    self.condition.unlock()
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    break  // End of file, or EIO once a pseudo-terminal's follower is closed.
                }
            }
            if closingWhenDone {
                close(descriptor)
            }
            self.condition.lock()
            self.ended = true
            self.condition.broadcast()
            self.condition.unlock()
            self.done.signal()
        }
    }

    /// Waits until `text` has been read at or after byte `offset`, and returns the offset just past it; `nil`
    /// when the stream ends first, or after a minute without it (a hung example fails its test instead of
    /// hanging the suite).
    func waitUntil(_ text: String, after offset: Int) -> Int? {
        let limit = Date().addingTimeInterval(60)
        let needle = Data(text.utf8)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if offset <= data.count, let range = data.range(of: needle, in: offset..<data.count) {
                return range.upperBound
            }
            if ended || !condition.wait(until: limit) { return nil }
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}

/// A pseudo-terminal pair: the example writes to the follower and sees a terminal.
private struct PseudoTerminal {
    let leaderDescriptor: Int32
    let follower: FileHandle

    init() throws {
        let functions = try PseudoTerminalFunctions()
        let leader = functions.open(O_RDWR | O_NOCTTY)
        guard leader >= 0, functions.grant(leader) == 0, functions.unlock(leader) == 0,
            let name = functions.name(leader)
        else {
            throw PseudoTerminalUnavailable()
        }
        let followerDescriptor = open(name, O_RDWR | O_NOCTTY)
        guard followerDescriptor >= 0 else { throw PseudoTerminalUnavailable() }
        leaderDescriptor = leader
        follower = FileHandle(fileDescriptor: followerDescriptor, closeOnDealloc: true)
    }
}

/// `posix_openpt`, `grantpt`, `unlockpt` and `ptsname`. Glibc's module map hides them behind
/// feature macros, so on Linux they are looked up in the C library at run time.
private struct PseudoTerminalFunctions {
    let open: @convention(c) (Int32) -> Int32
    let grant: @convention(c) (Int32) -> Int32
    let unlock: @convention(c) (Int32) -> Int32
    let name: @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    init() throws {
        #if canImport(Darwin)
        open = posix_openpt
        grant = grantpt
        unlock = unlockpt
        name = ptsname
        #else
        let library = dlopen(nil, RTLD_NOW)
        func function<T>(_ symbol: String, as type: T.Type) throws -> T {
            guard let address = dlsym(library, symbol) else { throw PseudoTerminalUnavailable() }
            return unsafeBitCast(address, to: type)
        }
        open = try function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
        grant = try function("grantpt", as: (@convention(c) (Int32) -> Int32).self)
        unlock = try function("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
        name = try function("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
        #endif
    }
}

private struct PseudoTerminalUnavailable: Error {}

/// A class in this test bundle, to find the bundle and the products beside it.
private final class BundleMarker {}
