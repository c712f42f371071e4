#if os(Linux)
import CCurl
import Foundation

/// The libcurl engine behind ``URLSessionTransport`` on Linux, one per transport.
///
/// It owns a libcurl share handle, so the transport's transfers reuse one another's connections,
/// DNS answers and TLS sessions. Each request runs as one transfer on a thread of its own
/// (``CurlTransfer``), never on the cooperative pool, because libcurl blocks while it waits for the
/// network or, for a streamed body, for the reader to catch up.
final class CurlSession: Sendable {
    /// libcurl's process-wide set-up, done once before the first handle is made.
    private static let globalSetUp: CURLcode = curl_global_init(Int(CURL_GLOBAL_ALL))

    /// The share handle the transfers use.
    private let shared: SharedData

    /// Creates a session with an empty connection cache.
    init() {
        _ = Self.globalSetUp
        shared = SharedData()
    }

    /// Sends `request` and returns the whole response once its body has arrived.
    ///
    /// The transfer gives up with `.timeout` after `deadline`, refuses a body over
    /// `maximumResponseSize` bytes with `.invalidResponse`, and stops within milliseconds when the
    /// calling task is cancelled.
    func perform(_ request: HTTPRequest, deadline: Duration, maximumResponseSize: Int) async throws -> HTTPResponse {
        let exchange = try CurlExchange(
            request: request, deadline: deadline, body: .whole(limit: maximumResponseSize))
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                exchange.start(.response(continuation), in: self)
            }
        } onCancel: {
            exchange.stop()
        }
    }

    /// Starts `request` and returns once its head has arrived; the body follows in chunks, and the
    /// transfer waits while more than 1 MiB of it (at most `maximumUnreadBytes`) waits unread.
    func stream(
        _ request: HTTPRequest, deadline: Duration, maximumChunkSize: Int, maximumUnreadBytes: Int
    ) async throws -> StreamedHTTPResponse {
        let exchange = try CurlExchange(
            request: request, deadline: deadline,
            body: .streamed(chunkLimit: maximumChunkSize, unreadLimit: maximumUnreadBytes))
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                exchange.start(.head(continuation), in: self)
            }
        } onCancel: {
            exchange.stop()
        }
    }

    /// Makes `easy` use this session's connection cache, DNS cache and TLS sessions.
    ///
    /// The transfer holding `easy` must keep this session alive until it has cleaned `easy` up.
    func share(with easy: UnsafeMutableRawPointer) -> CURLcode {
        ccurl_easy_setopt_pointer(easy, CURLOPT_SHARE, shared.handle)
    }
}

extension CurlSession {
    /// The share handle and the locks libcurl takes around each kind of data in it.
    private final class SharedData: @unchecked Sendable {  // Sendable: libcurl holds `locks` around every use.
        /// The share handle, or `nil` when libcurl could not make one (transfers then share nothing).
        let handle: UnsafeMutableRawPointer?
        /// The locks the callbacks take, passed to libcurl as their user data.
        private let locks = ShareLocks()

        /// Makes a share handle for connections, DNS answers and TLS sessions, with its lock callbacks.
        init() {
            handle = curl_share_init()
            guard let handle else { return }
            _ = ccurl_share_setopt_pointer(handle, CURLSHOPT_USERDATA, Unmanaged.passUnretained(locks).toOpaque())
            _ = ccurl_share_setopt_lock_function(handle) { _, data, _, context in
                guard let context else { return }
                Unmanaged<ShareLocks>.fromOpaque(context).takeUnretainedValue().lock(data)
            }
            _ = ccurl_share_setopt_unlock_function(handle) { _, data, context in
                guard let context else { return }
                Unmanaged<ShareLocks>.fromOpaque(context).takeUnretainedValue().unlock(data)
            }
            for data in [CURL_LOCK_DATA_CONNECT, CURL_LOCK_DATA_DNS, CURL_LOCK_DATA_SSL_SESSION] {
                _ = ccurl_share_setopt_lock_data(handle, CURLSHOPT_SHARE, data)
            }
        }

        /// Cleans the share handle up.
        deinit {
            // Every transfer holds the session, so none uses the share any more; this closes the
            // idle connections. `locks` is released only after this body, so the callbacks stay valid.
            if let handle {
                curl_share_cleanup(handle)
            }
        }
    }

    /// One lock per kind of shared data, as libcurl asks.
    private final class ShareLocks: Sendable {
        /// One lock for each kind of data.
        private let locks = (0..<Int(CURL_LOCK_DATA_LAST.rawValue)).map { _ in NSLock() }

        /// Takes the lock for `data`.
        func lock(_ data: curl_lock_data) {
            locks[Int(data.rawValue) % locks.count].lock()
        }

        /// Releases the lock for `data`.
        func unlock(_ data: curl_lock_data) {
            locks[Int(data.rawValue) % locks.count].unlock()
        }
    }
}
#endif
