import Foundation
import WeatherCore
import WeatherNetworking

/// An `HTTPTransport` that answers from a closure and records every request it receives.
///
/// ```swift
/// let transport = StubTransport(responses: [
///     HTTPResponse(statusCode: 500, body: Data()),
///     HTTPResponse(statusCode: 200, body: Data("{}".utf8)),
/// ])
/// // … send through an APIClient …
/// #expect(transport.requests.count == 2)
/// ```
public final class StubTransport: HTTPTransport, Sendable {
    private let handler: @Sendable (HTTPRequest, Int) async throws -> HTTPResponse
    private let recorded = Locked<[HTTPRequest]>([])

    /// Creates a transport that answers each request with `handler(request, index)`, where
    /// `index` counts the requests from zero.
    public init(_ handler: @escaping @Sendable (HTTPRequest, Int) async throws -> HTTPResponse) {
        self.handler = handler
    }

    /// Creates a transport that answers with `responses` in order and then repeats the last one.
    public convenience init(responses: [HTTPResponse]) {
        self.init { _, index in
            guard let response = responses.isEmpty ? nil : responses[min(index, responses.count - 1)] else {
                throw WeatherError(.network, message: "StubTransport has no response scripted.")
            }
            return response
        }
    }

    /// Creates a transport that answers every request with `statusCode` and `body`.
    public convenience init(statusCode: Int, headers: [String: String] = [:], body: String) {
        self.init(responses: [HTTPResponse(statusCode: statusCode, headers: headers, body: Data(body.utf8))])
    }

    /// Every request received so far, in order.
    public var requests: [HTTPRequest] { recorded.current }

    /// Records `request` and returns the handler's answer.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let index = recorded.withLock { requests -> Int in
            requests.append(request)
            return requests.count - 1
        }
        return try await handler(request, index)
    }
}
