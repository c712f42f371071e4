#if os(Linux)
import CCurl
import Foundation

/// One request's libcurl transfer, run to its end on the thread ``CurlExchange/start(_:in:)`` made
/// for it: the easy handle, the callbacks, and the loop that drives them.
///
/// The transfer runs in a multi handle of its own rather than through `curl_easy_perform`, so that
/// ``CurlExchange/stop()`` can wake its wait for the network at once (`curl_multi_wakeup`); the easy
/// handle still uses the session's shared connection cache. Everything here stays on that one
/// thread; only the ``CurlExchange`` is shared with the calling task.
final class CurlTransfer {
    /// The most unread bytes of a streamed body before the transfer waits for its reader; half the
    /// configured maximum when that is less, so the piece that crosses the mark stays within it.
    static let unreadHighWater = 1024 * 1024

    /// The request, its limits and where the result goes.
    let exchange: CurlExchange
    /// Held so the session's share handle outlives this transfer's easy handle.
    let session: CurlSession
    /// The head of the response as it arrives.
    var head = CurlResponseHead()
    /// The body so far, for a whole response.
    private var body = Data()
    /// A failure the callbacks decided on; it wins over libcurl's own result code.
    private var failure: WeatherError?
    /// Where a streamed body's chunks go, once its head has arrived.
    private var chunks: ChunkQueue?
    /// libcurl's description of its last error (`CURLOPT_ERRORBUFFER`).
    let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
    /// The clock of the streamed deadlines.
    private let clock = ContinuousClock()
    /// When the transfer started.
    private let started: ContinuousClock.Instant
    /// When a streamed body last made progress; its reader's pauses do not count.
    private var lastActivity: ContinuousClock.Instant

    /// Creates the transfer of `exchange`, sharing `session`'s connections.
    init(exchange: CurlExchange, session: CurlSession) {
        self.exchange = exchange
        self.session = session
        started = clock.now
        lastActivity = started
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
    }

    /// Releases the error buffer.
    deinit {
        errorBuffer.deallocate()
    }

    /// Runs the transfer and hands its result to the exchange.
    func run() {
        let result = perform()
        if let chunks {
            // A streamed head was delivered: the body ends here, normally or with the failure.
            if case .failure(let error) = result {
                chunks.finish(throwing: error)
            } else {
                chunks.finish()
            }
        } else {
            exchange.finish(result)
        }
    }

    /// Sets the transfer up, drives it to its end and cleans up; the whole response or the failure.
    private func perform() -> Result<HTTPResponse, WeatherError> {
        guard let easy = curl_easy_init() else {
            return .failure(WeatherError(.network, message: "libcurl could not start a transfer: \(exchange.request)."))
        }
        guard let multi = curl_multi_init() else {
            curl_easy_cleanup(easy)
            return .failure(WeatherError(.network, message: "libcurl could not start a transfer: \(exchange.request)."))
        }
        var headerList: UnsafeMutablePointer<curl_slist>?
        defer {
            curl_easy_cleanup(easy)
            curl_multi_cleanup(multi)
            curl_slist_free_all(headerList)
        }
        if let setUpFailure = configure(easy, headerList: &headerList) {
            return .failure(setUpFailure)
        }
        guard curl_multi_add_handle(multi, easy) == CURLM_OK else {
            return .failure(WeatherError(.network, message: "libcurl could not start a transfer: \(exchange.request)."))
        }
        exchange.attach(multi)
        let code = drive(multi)
        exchange.attach(nil)
        // Removing a transfer that has not ended closes its connection instead of returning it to the cache.
        curl_multi_remove_handle(multi, easy)
        return outcome(of: code, easy: easy)
    }

    /// Runs libcurl until the transfer ends, fails a deadline of its own, or the exchange is stopped.
    ///
    /// - Returns: libcurl's result code, or `nil` when the loop ended the transfer itself.
    private func drive(_ multi: UnsafeMutableRawPointer) -> CURLcode? {
        var running: Int32 = 1
        while true {
            guard curl_multi_perform(multi, &running) == CURLM_OK else { return nil }
            if running == 0 { break }
            if exchange.isStopped || failure != nil { return nil }
            if let expired = expiredStreamDeadline() {
                failure = expired
                return nil
            }
            _ = curl_multi_poll(multi, nil, 0, pollTimeout(), nil)
        }
        var queued: Int32 = 0
        while let message = curl_multi_info_read(multi, &queued) {
            if message.pointee.msg == CURLMSG_DONE {
                return message.pointee.data.result
            }
        }
        return nil
    }

    /// The response, or why there is none: the callbacks' failure, the stop, or libcurl's code.
    private func outcome(of code: CURLcode?, easy: UnsafeMutableRawPointer) -> Result<HTTPResponse, WeatherError> {
        if code == CURLE_OK, failure == nil {
            var status = head.statusCode ?? 0
            if status == 0 {
                var reported = 0
                _ = ccurl_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &reported)
                status = reported
            }
            return .success(HTTPResponse(statusCode: status, headers: head.headers, body: body))
        }
        if let failure {
            return .failure(failure)
        }
        if exchange.isStopped {
            return .failure(WeatherError(.cancelled, message: "Cancelled: \(exchange.request)."))
        }
        guard let code else {
            return .failure(WeatherError(.network, message: "libcurl failed while sending \(exchange.request)."))
        }
        return .failure(error(for: code))
    }

    // MARK: - Callbacks

    /// Takes a piece of the body; `false` stops the transfer at once.
    func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard !exchange.isStopped, let start = bytes.baseAddress else { return bytes.isEmpty }
        switch exchange.body {
        case .whole(let limit):
            guard body.count + bytes.count <= limit else {
                failure = tooLarge(limit: limit, declared: false)
                body = Data()
                return false
            }
            body.append(start.assumingMemoryBound(to: UInt8.self), count: bytes.count)
            return true
        case .streamed(let chunkLimit, _):
            guard bytes.count <= chunkLimit else {
                failure = WeatherError(
                    .network,
                    message: "A chunk of the streamed body is larger than the \(chunkLimit)-byte limit: "
                        + "\(exchange.request).")
                return false
            }
            guard let chunks, chunks.append(Data(bytes: start, count: bytes.count)) else { return false }
            // Back-pressure: while the reader is behind, this thread (and so the connection) waits.
            exchange.gate.waitWhileClosed()
            lastActivity = clock.now
            return !exchange.isStopped
        }
    }

    /// Takes one header line; `false` stops the transfer at once.
    func receiveHeader(_ line: UnsafeRawBufferPointer) -> Bool {
        guard !exchange.isStopped else { return false }
        switch head.read(line) {
        case .reading:
            return true
        case .tooLarge:
            failure = WeatherError(
                .invalidResponse,
                message: "The response's header fields are larger than \(CurlResponseHead.maximumByteCount) bytes: "
                    + "\(exchange.request).",
                statusCode: head.statusCode)
            return false
        case .completed:
            return headCompleted()
        }
    }

    /// Whether the transfer should go on; the progress callback's answer.
    func shouldContinue() -> Bool {
        !exchange.isStopped
    }

    /// Prepares for the body once the final head is complete; for a streamed body, hands the head
    /// to the caller at once.
    private func headCompleted() -> Bool {
        let unreadLimit: Int
        switch exchange.body {
        case .whole(let limit):
            reserveDeclaredLength(limit: limit)
            return true
        case .streamed(_, let limit):
            unreadLimit = limit
        }
        let gate = exchange.gate
        let queue = ChunkQueue(
            highWater: max(1, min(unreadLimit / 2, Self.unreadHighWater)), limit: unreadLimit, pause: { gate.close() },
            proceed: { gate.open() })
        chunks = queue
        lastActivity = clock.now
        let response = HTTPResponse(statusCode: head.statusCode ?? 0, headers: head.headers, body: Data())
        return exchange.deliver(StreamedHTTPResponse(head: response, body: Self.body(from: queue, of: exchange)))
    }

    /// Reserves room for the declared `Content-Length` when it is within `limit`, sparing the copies
    /// of a growing buffer. (libcurl has already refused a larger one.)
    private func reserveDeclaredLength(limit: Int) {
        let declared = head.headers.first { $0.key.caseInsensitiveCompare("Content-Length") == .orderedSame }
        if let declared = declared.flatMap({ Int($0.value) }), declared > 0, declared <= limit {
            body.reserveCapacity(declared)
        }
    }

    // MARK: - Deadlines of a streamed body

    /// A streamed transfer's own deadlines: the head within the request's deadline, then no gap of
    /// more than that between pieces of the body. (A whole response uses `CURLOPT_TIMEOUT_MS`.)
    private func expiredStreamDeadline() -> WeatherError? {
        guard case .streamed = exchange.body else { return nil }
        let now = clock.now
        if !head.isComplete, now - started >= exchange.deadline {
            return timedOut()
        }
        if head.isComplete, now - lastActivity >= exchange.deadline {
            return WeatherError(
                .timeout,
                message: "No part of the streamed body arrived within the per-request timeout of "
                    + "\(exchange.deadline): \(exchange.request).")
        }
        return nil
    }

    /// How long to wait for the network before looking at the deadlines again, in milliseconds.
    private func pollTimeout() -> Int32 {
        guard case .streamed = exchange.body else { return 1_000 }
        let remaining = (head.isComplete ? lastActivity : started) + exchange.deadline - clock.now
        let (seconds, attoseconds) = remaining.components
        let milliseconds = seconds * 1_000 + attoseconds / 1_000_000_000_000_000 + 1
        return Int32(clamping: min(max(milliseconds, 1), 1_000))
    }

    /// The body of a streamed response: reading waits on `chunks`; dropping the body, or cancelling
    /// the task that reads it, stops the exchange.
    private static func body(from chunks: ChunkQueue, of exchange: CurlExchange) -> AsyncThrowingStream<Data, any Error>
    {
        let reader = BodyReader(chunks: chunks, exchange: exchange)
        return AsyncThrowingStream {
            try await withTaskCancellationHandler {
                try await reader.chunks.next()
            } onCancel: {
                reader.exchange.stop()
            }
        }
    }
}

extension CurlTransfer {
    /// Holds a streamed body's exchange: when the body is dropped unread, the transfer stops.
    private final class BodyReader: Sendable {
        /// The body's chunks.
        let chunks: ChunkQueue
        /// The exchange to stop when the body is dropped.
        let exchange: CurlExchange

        /// Creates the holder of `exchange`, reading from `chunks`.
        init(chunks: ChunkQueue, exchange: CurlExchange) {
            self.chunks = chunks
            self.exchange = exchange
        }

        /// Stops the exchange: nobody can read the body any more.
        deinit {
            exchange.stop()
        }
    }
}
#endif
