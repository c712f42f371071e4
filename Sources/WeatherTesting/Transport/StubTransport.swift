import Foundation
import WeatherCore
import WeatherNetworking

/// An `HTTPTransport` that answers from a closure and records every request it receives.
///
/// ```swift
/// import Foundation
/// import Testing
/// import WeatherNetworking
///
/// @Test func retriesAfterTheServerError() async throws {
///     let transport = StubTransport(responses: [
///         HTTPResponse(statusCode: 500, body: Data()),
///         HTTPResponse(statusCode: 200, body: Data("{}".utf8)),
///     ])
///     let client = APIClient(baseURL: URL(string: "https://api.example.com")!, transport: transport)
///     try await client.send(APIRequest<Void>(method: .get, path: "/status"))  // the 500 is retried
///     #expect(transport.requests.count == 2)
/// }
/// ```
///
/// Its answers count as live data unless you say otherwise: pass `dataOrigin: .sandbox` to stand in for the
/// sandbox. To record the traffic of another transport instead, use ``RecordingTransport``.
public final class StubTransport: HTTPTransport, Sendable {
    private let handler: @Sendable (HTTPRequest, Int) async throws -> HTTPResponse
    private let recorded = Locked<[HTTPRequest]>([])

    /// Where the answers come from, as the clients and the offline fallback read it. `.live` by default.
    public let dataOrigin: DataOrigin

    /// Creates a transport that answers each request with `handler(request, index)`, where
    /// `index` counts the requests from zero.
    public init(
        dataOrigin: DataOrigin = .live,
        _ handler: @escaping @Sendable (HTTPRequest, Int) async throws -> HTTPResponse
    ) {
        self.dataOrigin = dataOrigin
        self.handler = handler
    }

    /// Creates a transport that fails every request with `error`, as a network without a connection does:
    /// `StubTransport(error: WeatherError(.network, message: "offline"))`.
    public convenience init(error: any Error, dataOrigin: DataOrigin = .live) {
        self.init(dataOrigin: dataOrigin) { _, _ in throw error }
    }

    /// Creates a transport that answers with `responses` in order and then repeats the last one.
    public convenience init(responses: [HTTPResponse], dataOrigin: DataOrigin = .live) {
        self.init(dataOrigin: dataOrigin) { _, index in
            guard let response = responses.isEmpty ? nil : responses[min(index, responses.count - 1)] else {
                throw WeatherError(.network, message: "StubTransport has no response scripted.")
            }
            return response
        }
    }

    /// Creates a transport that answers every request with `statusCode` and `body`.
    public convenience init(
        statusCode: Int, headers: [String: String] = [:], body: String, dataOrigin: DataOrigin = .live
    ) {
        self.init(
            responses: [HTTPResponse(statusCode: statusCode, headers: headers, body: Data(body.utf8))],
            dataOrigin: dataOrigin)
    }

    /// Creates a transport that answers every request with `statusCode` and the bytes `data`.
    public convenience init(
        statusCode: Int, headers: [String: String] = [:], data: Data, dataOrigin: DataOrigin = .live
    ) {
        self.init(
            responses: [HTTPResponse(statusCode: statusCode, headers: headers, body: data)], dataOrigin: dataOrigin)
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
