import Foundation

/// An ``HTTPTransport`` that can also hand over a response body piece by piece, as it arrives.
///
/// Use it for bodies too large to hold at once, such as a list of 100,000 records that a client
/// reads one page at a time. ``URLSessionTransport`` and the sandbox conform; any other transport
/// still streams through ``HTTPTransport/streamedResponse(for:)``, as one chunk holding the whole body.
///
/// ```swift
/// import Foundation
///
/// let transport = URLSessionTransport()
/// let url = URL(string: "https://api.example.com/records")!
/// let streamed = try await transport.stream(HTTPRequest(method: .get, url: url))
/// var received = Data()
/// for try await chunk in streamed.body {
///     received.append(chunk)
/// }
/// ```
public protocol StreamingHTTPTransport: HTTPTransport {
    /// Sends `request` and returns as soon as the status and headers have arrived, whatever the
    /// status; the body follows in ``StreamedHTTPResponse/body``.
    ///
    /// Like ``HTTPTransport/send(_:)``, it throws only when no response arrived.
    func stream(_ request: HTTPRequest) async throws -> StreamedHTTPResponse
}

/// A response whose body arrives in chunks: the head (status and headers, with an empty body) and
/// the body's bytes as an `AsyncThrowingStream` of `Data`.
///
/// Stopping the iteration early (or dropping the stream) cancels the transfer. Errors while the
/// body arrives are `WeatherError`s, as from ``HTTPTransport/send(_:)``.
///
/// ```swift
/// import Foundation
///
/// let transport = URLSessionTransport()
/// let request = HTTPRequest(method: .get, url: URL(string: "https://api.example.com/records")!)
/// let streamed = try await transport.stream(request)
/// var size = 0
/// for try await chunk in streamed.body { size += chunk.count }
/// ```
public struct StreamedHTTPResponse: Sendable {
    /// The status and headers; its `body` is empty.
    public var head: HTTPResponse
    /// The body's bytes, in order, in chunks of any size.
    public var body: AsyncThrowingStream<Data, any Error>

    /// Creates a streamed response from its head and its body's chunks.
    public init(head: HTTPResponse, body: AsyncThrowingStream<Data, any Error>) {
        var head = head
        head.body = Data()
        self.head = head
        self.body = body
    }

    /// A streamed response that hands over `response`'s whole body as one chunk (none when empty).
    public init(whole response: HTTPResponse) {
        let body = response.body
        self.init(
            head: response,
            body: AsyncThrowingStream { continuation in
                if !body.isEmpty {
                    continuation.yield(body)
                }
                continuation.finish()
            }
        )
    }

    /// Collects the whole body into one ``HTTPResponse``, refusing more than `limit` bytes.
    ///
    /// - Throws: `WeatherError` `.network` when the body outgrows `limit`, or the body's error.
    public func collected(limit: Int = .max) async throws -> HTTPResponse {
        var response = head
        for try await chunk in body {
            guard response.body.count + chunk.count <= limit else {
                throw WeatherError(.network, message: "The response body is larger than the \(limit)-byte limit.")
            }
            response.body.append(chunk)
        }
        return response
    }
}

extension HTTPTransport {
    /// Sends `request` and returns its body in chunks: as they arrive from a
    /// ``StreamingHTTPTransport``, or as one chunk from any other transport.
    ///
    /// ```swift
    /// import Foundation
    ///
    /// let transport: any HTTPTransport = URLSessionTransport()
    /// let request = HTTPRequest(method: .get, url: URL(string: "https://api.example.com/records")!)
    /// let streamed = try await transport.streamedResponse(for: request)
    /// ```
    public func streamedResponse(for request: HTTPRequest) async throws -> StreamedHTTPResponse {
        if let streaming = self as? any StreamingHTTPTransport {
            return try await streaming.stream(request)
        }
        return StreamedHTTPResponse(whole: try await send(request))
    }
}
