import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSessionTransport {
    /// Sends `request` and returns as soon as its status and headers have arrived; the body follows
    /// in chunks as `URLSession` receives them.
    ///
    /// The deadline (`request.timeout ?? configuration.timeout`) covers the wait for the head; after
    /// it, the body may take as long as it needs while data keeps coming (`URLRequest`'s inactivity
    /// timeout applies). ``Configuration/maximumResponseSize`` limits each chunk, not the whole body.
    /// On Apple platforms the transfer is suspended while more than 1 MiB waits unread, and resumed
    /// once the reader has caught up; on Linux, whose `URLSession` cannot pause a transfer, a reader
    /// that falls more than ``Configuration/maximumUnreadBytes`` behind gets `.network`.
    /// Dropping the body, or cancelling the task that reads it, cancels the transfer.
    ///
    /// ```swift
    /// let streamed = try await URLSessionTransport().stream(HTTPRequest(method: .get, url: url))
    /// for try await chunk in streamed.body { consume(chunk) }
    /// ```
    ///
    /// - Throws: `WeatherError` with code `.timeout`, `.cancelled` or `.network`; the body throws
    ///   the same codes.
    public func stream(_ request: HTTPRequest) async throws -> StreamedHTTPResponse {
        let deadline = request.timeout ?? configuration.timeout
        let limit = configuration.maximumResponseSize
        let unread = configuration.maximumUnreadBytes
        let clock = configuration.clock
        let session = self.session
        do {
            return try await withThrowingTaskGroup(of: StreamedHTTPResponse?.self) { group in
                group.addTask {
                    try await session.stream(
                        request, deadline: deadline, maximumChunkSize: limit,
                        maximumUnreadBytes: unread)
                }
                group.addTask {
                    try await clock.sleep(for: deadline)
                    return nil
                }
                defer { group.cancelAll() }
                guard let first = try await group.next(), let response = first else {
                    throw WeatherError(.timeout, message: "No response within \(deadline): \(request).")
                }
                return response
            }
        } catch {
            throw WeatherError.wrapping(error, for: request)
        }
    }
}
