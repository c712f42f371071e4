#if os(Linux)
import Foundation
import Testing
import WeatherNetworking
import WeatherTestSupport

/// A body over the size limit stops the transfer at once: the call ends with `.invalidResponse`, the
/// connection is closed (the server sees it go), and memory grows by no more than the limit.
///
/// Linux only: these check what the libcurl engine does with the connection and with memory; the
/// peak-memory measurements run in a child process (this test binary started again), so no other
/// test's allocations count.
@Suite("URLSessionTransport: response limits", .timeLimit(.minutes(2)))
struct TransportResponseLimitTests {
    /// The bodies over the default 8 MiB limit: endless and chunked, or 100 MB with its `Content-Length`.
    static let oversizedBodies: [ScriptedResponse] = [.generated(length: nil), .generated(length: 100_000_000)]
    static let urlVariable = "WEATHER_TRANSPORT_MEMORY_TEST_URL"
    static var isChild: Bool { ChildTestProcess.isChild(urlVariable) }

    @Test(arguments: oversizedBodies)
    func anOversizedBodyEndsQuicklyAndClosesTheConnection(body: ScriptedResponse) async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(body)
        let started = ContinuousClock.now
        // Kept until the end: the connection must close because the transfer stopped, not because the
        // transport (and its connection cache) went away.
        let transport = URLSessionTransport()

        let error = await #expect(throws: WeatherError.self) {
            try await transport.send(HTTPRequest(url: server.url(path: "/huge?appid=\(secretKey)")))
        }
        let failed = ContinuousClock.now

        #expect(error?.code == .invalidResponse)
        #expect(error?.statusCode == 200)
        #expect(error?.message.contains("larger than the 8388608-byte limit") == true)
        #expect(error.map(texts(of:))?.contains { $0.contains(secretKey) } == false)
        // A guard against reading the whole (or endless) body, not a speed goal: generous, since the machine may be
        // busy with other builds; reading 100 MB, or forever, takes far longer.
        #expect(failed - started < .seconds(20))
        #expect(await server.waitForConnections(timeout: .seconds(5)) { $0.first?.clientLeftAt != nil })
        let connection = try #require(server.connections.first)
        let leftAt = try #require(connection.clientLeftAt)
        // The server saw the connection closed within seconds of the call failing (usually before it returned;
        // the bound allows a busy machine), and what it managed to send is the limit plus socket buffers at most.
        #expect(leftAt - failed < .seconds(4), "closed \(leftAt - failed) after the error")
        #expect(connection.bodyBytesSent < 8 * 1024 * 1024 + 64 * 1024 * 1024)
        withExtendedLifetime(transport) {}
    }

    @Test(
        .enabled(if: !isChild && ChildTestProcess.testExecutable != nil, "needs to start this test binary again"),
        arguments: oversizedBodies)
    func anOversizedBodyGrowsPeakMemoryByLessThanTheLimitPlus16MB(body: ScriptedResponse) async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(contentsOf: [.json(okBody), body])
        let child = try ChildTestProcess(
            running: "TransportResponseLimitTests/childMeasuresPeakMemory",
            environment: [Self.urlVariable: server.url(path: "/huge").absoluteString], capturingOutput: true)
        let output = child.readOutput { $0.contains("\n") && $0.contains("peak-growth ") }
        #expect(await child.exitStatus() == 0, "\(output)")

        let fields = try #require(output.split(separator: "\n").first { $0.hasPrefix("peak-growth ") })
            .split(separator: " ")
        let growth = try #require(Int(fields[1]))
        #expect(fields.last == "invalidResponse", "\(output)")
        #expect(growth < 8 * 1024 * 1024 + 16_000_000, "peak RSS grew by \(growth) bytes")
        #expect(server.requestCount == 2)
        #expect(await server.waitForConnections { $0.count == 2 && $0[1].clientLeftAt != nil })
    }

    /// In the child: one small request to load everything, then the oversized one, measuring how much
    /// the peak resident set grows (`VmHWM`, reset through `/proc/self/clear_refs` just before).
    @Test(.enabled(if: isChild, "runs in the child process started by the peak-memory test"))
    func childMeasuresPeakMemory() async throws {
        let url = try #require(ProcessInfo.processInfo.environment[Self.urlVariable].flatMap(URL.init(string:)))
        let transport = URLSessionTransport()
        _ = try await transport.send(HTTPRequest(url: url))
        try Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))
        let before = try Self.memoryField("VmHWM")
        var code = "none"
        do {
            _ = try await transport.send(HTTPRequest(url: url))
        } catch let error as WeatherError {
            code = error.code.description
        }
        let peak = try Self.memoryField("VmHWM")
        FileHandle.standardOutput.write(Data("peak-growth \(peak - before) bytes, code \(code)\n".utf8))
    }

    /// A field of `/proc/self/status` given in kB, such as `VmHWM`, in bytes.
    private static func memoryField(_ name: String) throws -> Int {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix(name + ":") })
        let kilobytes = try #require(line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap { Int($0) })
        return kilobytes * 1024
    }
}
#endif
