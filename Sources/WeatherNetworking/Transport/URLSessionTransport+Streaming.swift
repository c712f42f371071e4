import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSessionTransport {
    /// Sends `request` and returns as soon as its status and headers have arrived; the body follows
    /// in chunks as they are received.
    ///
    /// The deadline (`request.timeout ?? configuration.timeout`) covers the wait for the head; after
    /// it, the body may take as long as it needs while data keeps coming (on Linux, a gap of more
    /// than the deadline between chunks ends it with `.timeout`; on Apple platforms `URLRequest`'s
    /// inactivity timeout applies). ``Configuration/maximumResponseSize`` limits each chunk, not the
    /// whole body. While more than 1 MiB waits unread the transfer pauses (on Linux its thread waits,
    /// so the server's sends block), and it goes on once the reader has caught up; a reader that
    /// falls more than ``Configuration/maximumUnreadBytes`` behind gets `.network`.
    /// Dropping the body, or cancelling the task that reads it, stops the transfer.
    ///
    /// ```swift
    /// import Foundation
    ///
    /// let url = URL(string: "https://api.example.com/records")!
    /// let streamed = try await URLSessionTransport().stream(HTTPRequest(method: .get, url: url))
    /// for try await chunk in streamed.body { print("\(chunk.count) more bytes") }
    /// ```
    ///
    /// - Throws: `WeatherError` with code `.timeout`, `.cancelled`, `.network` or `.invalidResponse`;
    ///   the body throws the same codes.
    public func stream(_ request: HTTPRequest) async throws -> StreamedHTTPResponse {
        let limit = configuration.maximumResponseSize
        let unread = configuration.maximumUnreadBytes
        let session = self.session
        return try await withDeadline(for: request, awaiting: "the response's head arrived") { deadline in
            try await session.stream(
                request, deadline: deadline, maximumChunkSize: limit, maximumUnreadBytes: unread)
        }
    }
}
