import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The default ``HTTPTransport``: `URLSession` on Apple platforms, libcurl on Linux.
///
/// On Linux it drives libcurl directly, the library `URLSession` uses there, because
/// FoundationNetworking cannot stop a transfer in progress: a cancelled task, a refused response or
/// a body past the size limit keeps downloading for seconds, with no back-pressure on the bytes it
/// queues. Both engines behave the same way:
///
/// - Each request has one overall deadline, `request.timeout ?? configuration.timeout`, for the
///   whole exchange, and gives up with `.timeout` when it passes.
/// - Cancelling the calling task stops the transfer and throws `.cancelled`.
/// - Bodies larger than ``Configuration/maximumResponseSize`` are refused with `.invalidResponse`
///   as soon as the declared `Content-Length` or the bytes received exceed it; on Linux the
///   connection is closed at once.
/// - Redirects are never followed: a 3xx comes back as the response, `Location` and all, so a key
///   in the query string never travels to another origin unless the caller sends it there.
///
/// On Linux the transfers of one transport share a connection cache, DNS cache and TLS sessions,
/// and a body that is cut short, does not decode, or follows a malformed status line ends with
/// `.invalidResponse`. Errors are `WeatherError`s whose messages carry the URL with secrets redacted.
///
/// ```swift
/// import Foundation
///
/// let url = URL(string: "https://api.open-meteo.com/v1/forecast?latitude=52.52&longitude=13.41")!
/// let transport = URLSessionTransport()
/// let response = try await transport.send(HTTPRequest(method: .get, url: url))
/// ```
public struct URLSessionTransport: StreamingHTTPTransport {
    /// Settings for a ``URLSessionTransport``.
    public struct Configuration: Sendable {
        /// The deadline for a request that sets none of its own. Default 30 seconds.
        public var timeout: Duration
        /// The largest response body accepted, in bytes; for a streamed body, the largest chunk.
        /// Default 8 MiB.
        public var maximumResponseSize: Int
        /// For a streamed body, the most bytes received but not yet read before the body fails with
        /// `.network`. The transfer pauses long before that, once 1 MiB (less when this maximum is
        /// small) waits unread. Default 32 MiB.
        public var maximumUnreadBytes: Int
        /// The clock that measures the deadline.
        public var clock: any Clock<Duration>

        /// Creates a configuration.
        public init(
            timeout: Duration = .seconds(30),
            maximumResponseSize: Int = 8 * 1024 * 1024,
            clock: any Clock<Duration> = ContinuousClock(),
            maximumUnreadBytes: Int = 32 * 1024 * 1024
        ) {
            self.timeout = timeout
            self.maximumResponseSize = maximumResponseSize
            self.maximumUnreadBytes = maximumUnreadBytes
            self.clock = clock
        }
    }

    /// The settings this transport uses.
    public let configuration: Configuration
    #if os(Linux)
    let session: CurlSession
    #else
    let session: Session
    #endif

    /// Creates a transport with its own connections: on Apple platforms an ephemeral `URLSession`
    /// (no cookies, no cache on disk), on Linux a libcurl connection cache (no cookies, no cache).
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        #if os(Linux)
        self.session = CurlSession()
        #else
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.httpCookieStorage = nil
        sessionConfiguration.urlCache = nil
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        self.session = Session(configuration: sessionConfiguration)
        #endif
    }

    /// Sends `request` and returns the response, whatever its status.
    ///
    /// - Throws: `WeatherError` with code `.timeout`, `.cancelled`, `.network`, or `.invalidResponse`
    ///   for an answer that breaks the protocol (a body over the limit, for one); on Linux also
    ///   `.invalidInput` for a URL that is not `http` or `https`, or a header field with a line break.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let limit = configuration.maximumResponseSize
        let session = self.session
        return try await withDeadline(for: request, awaiting: "the response was complete") { deadline in
            try await session.perform(request, deadline: deadline, maximumResponseSize: limit)
        }
    }

    /// The result of `operation`, given the request's deadline, or a `.timeout` error saying what was
    /// awaited when the deadline passes first on the configured clock; any failure as a `WeatherError`.
    func withDeadline<Value: Sendable>(
        for request: HTTPRequest, awaiting what: String,
        _ operation: @escaping @Sendable (Duration) async throws -> Value
    ) async throws -> Value {
        let deadline = request.timeout ?? configuration.timeout
        let clock = configuration.clock
        do {
            return try await withThrowingTaskGroup(of: Value?.self) { group in
                group.addTask { try await operation(deadline) }
                group.addTask {
                    try await clock.sleep(for: deadline)
                    return nil
                }
                defer { group.cancelAll() }
                guard let first = try await group.next(), let value = first else {
                    throw WeatherError(
                        .timeout,
                        message: "The per-request timeout of \(deadline) passed before \(what): \(request).")
                }
                return value
            }
        } catch {
            throw WeatherError.wrapping(error, for: request)
        }
    }
}
