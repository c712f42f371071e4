import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The default ``HTTPTransport``, backed by `URLSession`.
///
/// Each request has one overall deadline, `request.timeout ?? configuration.timeout`, for the
/// whole exchange, and gives up with `.timeout` when it passes. Cancelling the calling task
/// cancels the underlying `URLSessionTask` and throws `.cancelled`. Bodies larger than
/// ``Configuration/maximumResponseSize`` are refused as soon as the declared `Content-Length` or
/// the bytes received exceed it. Errors are `WeatherError`s whose messages carry the URL with
/// secrets redacted.
///
/// ```swift
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
        /// `.network` (on Apple platforms the transfer pauses long before that). Default 32 MiB.
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
    let session: Session

    /// Creates a transport with its own ephemeral `URLSession` (no cookies, no cache on disk).
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.httpCookieStorage = nil
        sessionConfiguration.urlCache = nil
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        self.session = Session(configuration: sessionConfiguration)
    }

    /// Sends `request` and returns the response, whatever its status.
    ///
    /// - Throws: `WeatherError` with code `.timeout`, `.cancelled` or `.network`.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let deadline = request.timeout ?? configuration.timeout
        let limit = configuration.maximumResponseSize
        let clock = configuration.clock
        let session = self.session
        do {
            return try await withThrowingTaskGroup(of: HTTPResponse?.self) { group in
                group.addTask {
                    try await session.perform(request, deadline: deadline, maximumResponseSize: limit)
                }
                group.addTask {
                    try await clock.sleep(for: deadline)
                    return nil
                }
                defer { group.cancelAll() }
                guard let first = try await group.next(), let response = first else {
                    throw WeatherError(.timeout, message: "No complete response within \(deadline): \(request).")
                }
                return response
            }
        } catch {
            throw WeatherError.wrapping(error, for: request)
        }
    }
}
