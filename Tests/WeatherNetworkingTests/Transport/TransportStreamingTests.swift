#if os(Linux)
import Foundation
import Testing
import WeatherNetworking
import WeatherTestSupport

/// Streamed bodies over libcurl: a reader that stops reading holds the server back instead of
/// filling memory, and dropping the body or cancelling its reader stops the transfer.
@Suite("URLSessionTransport: streaming over libcurl", .timeLimit(.minutes(1)))
struct TransportStreamingTests {
    /// The most body bytes the server may get out while the reader waits: the 1 MiB the transport lets
    /// wait unread, plus what the kernel's socket buffers on both sides take on loopback (tens of MB at
    /// most with Linux's default autotuning), far below what an unpaused transfer sends meanwhile.
    static let pausedBound = 1024 * 1024 + 48 * 1024 * 1024

    @Test func aReaderThatStopsReadingHoldsTheServerBack() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(.generated(length: nil))
        let transport = URLSessionTransport()
        var streamed: StreamedHTTPResponse? = try await transport.stream(HTTPRequest(url: server.url(path: "/endless")))
        var iterator = streamed?.body.makeAsyncIterator()
        let first = try await iterator?.next()
        #expect(first?.isEmpty == false)

        // The reader stops. The server's writes must come to a standstill well before the bound.
        #expect(await Self.serverStopsSending(server), "the server kept sending: \(Self.sent(server)) bytes")
        let held = Self.sent(server)
        #expect(held < Self.pausedBound)

        // Reading again lets the transfer go on, past what the paused transfer had sent.
        var read = 0
        while read < held + 4 * 1024 * 1024, let chunk = try await iterator?.next() {
            read += chunk.count
        }
        #expect(read >= held + 4 * 1024 * 1024)

        // Dropping the body stops the transfer and closes the connection.
        let dropped = ContinuousClock.now
        iterator = nil
        streamed = nil
        #expect(await server.waitForConnections(timeout: .seconds(5)) { $0.first?.clientLeftAt != nil })
        let leftAt = try #require(server.connections.first?.clientLeftAt)
        // Within the wait above, with room for a busy machine: a transfer that went on would never end.
        #expect(leftAt - dropped < .seconds(4), "the server saw the client leave \(leftAt - dropped) later")
        withExtendedLifetime(transport) {}
    }

    @Test func cancellingTheReaderStopsTheTransfer() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(.generated(length: nil))
        let transport = URLSessionTransport()
        let streamed = try await transport.stream(HTTPRequest(url: server.url(path: "/endless")))
        let reader = Task {
            var total = 0
            for try await chunk in streamed.body {
                total += chunk.count
            }
            return total
        }
        #expect(await server.waitForConnections { ($0.first?.bodyBytesSent ?? 0) > 4 * 1024 * 1024 })
        let cancelled = ContinuousClock.now
        reader.cancel()
        // The reader ends either with `.cancelled` or, when the cancellation falls between two reads, with
        // the stream's own end (`AsyncThrowingStream` ends a cancelled iteration); the transfer stops either way.
        if case .failure(let error) = await reader.result {
            #expect((error as? WeatherError)?.code == .cancelled)
        }
        #expect(await server.waitForConnections(timeout: .seconds(5)) { $0.first?.clientLeftAt != nil })
        let leftAt = try #require(server.connections.first?.clientLeftAt)
        // The body is endless: a transfer that went on would never end. The bound only has to tell that from a
        // busy machine (1.2 s under ThreadSanitizer while another test run shared the two cores).
        #expect(leftAt - cancelled < .seconds(4), "the server saw the client leave \(leftAt - cancelled) later")
        withExtendedLifetime(transport) {}
    }

    @Test func aStreamedHeadThatNeverComesEndsWithTimeout() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(.stall)
        let started = ContinuousClock.now
        let error = await #expect(throws: WeatherError.self) {
            try await URLSessionTransport().stream(
                HTTPRequest(url: server.url(path: "/slow"), timeout: .milliseconds(200)))
        }
        #expect(error?.code == .timeout)
        // Far below the transport's 30-second default, with room for sanitizer builds on a loaded machine.
        #expect(ContinuousClock.now - started < .seconds(20))
    }

    /// Body bytes the server has sent on its first connection.
    private static func sent(_ server: LoopbackServer) -> Int {
        server.connections.first?.bodyBytesSent ?? 0
    }

    /// Whether the server's byte count stops moving (the same for 300 ms) within 10 seconds.
    private static func serverStopsSending(_ server: LoopbackServer) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(10)
        var last = sent(server)
        var unchangedSince = clock.now
        while clock.now < deadline {
            try? await Task.sleep(for: .milliseconds(20))
            let now = sent(server)
            if now != last {
                last = now
                unchangedSince = clock.now
            } else if clock.now - unchangedSince >= .milliseconds(300) {
                return true
            }
        }
        return false
    }
}
#endif
