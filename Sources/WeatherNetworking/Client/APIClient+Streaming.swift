import Foundation

extension APIClient {
    /// The most bytes of an error response's body read from a stream, for the error's message.
    static let streamedErrorBodyLimit = 1024 * 1024

    /// Sends `request` through the pipeline and returns its successful response with the body in
    /// chunks, without decoding it: for bodies read piece by piece, such as a long JSON array.
    ///
    /// Everything before the body is as in ``send(_:)``: the deadline, retries, the rate limiter,
    /// logging, redirects, authentication and status validation (an error response is read whole,
    /// up to 1 MiB, for its error). The deadline covers the wait for the head; the body arrives as
    /// the transport delivers it: in chunks from a ``StreamingHTTPTransport``, else as one chunk.
    /// `request.decode` is not used.
    ///
    /// ```swift
    /// import Foundation
    ///
    /// let client = APIClient(baseURL: URL(string: "https://api.example.com")!)
    /// let streamed = try await client.stream(APIRequest<Data>(path: "weathers"))
    /// for try await chunk in streamed.body { print("\(chunk.count) more bytes") }
    /// ```
    ///
    /// - Throws: `WeatherError`, whatever went wrong before the body; the body's stream throws
    ///   `WeatherError`s of its own.
    public func stream<Response>(_ request: APIRequest<Response>) async throws -> StreamedHTTPResponse {
        try await streamedResponse(for: request).response
    }

    /// Like ``stream(_:)``, also returning the request as sent, for error messages.
    package func streamedResponse<Response>(
        for request: APIRequest<Response>
    ) async throws -> (request: HTTPRequest, response: StreamedHTTPResponse) {
        let httpRequest = try await prepared(request)
        let transport = configuration.transport
        let result = try await perform(httpRequest) { request in
            let streamed = try await transport.streamedResponse(for: request)
            return (streamed.head, streamed)
        } validate: { request, head, streamed in
            guard !head.isSuccess else { return }
            let whole = try await streamed.collected(limit: Self.streamedErrorBodyLimit)
            try validate(whole, body: ResponseBody(whole.body), for: request)
        }
        return (result.request, result.outcome)
    }
}
