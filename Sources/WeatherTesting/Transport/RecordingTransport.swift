import Foundation
import WeatherCore
import WeatherNetworking

/// An `HTTPTransport` that passes every request on to another transport and records the request and
/// what came back, so a test can assert the traffic of a real client on real answers.
///
/// It keeps the origin of the transport it wraps: a recorder around `SandboxTransport` still reports
/// `DataOrigin.sandbox`, so the weather it carries is still marked as sandbox data.
///
/// ```swift
/// import Testing
/// import WeatherNetworking
/// import WeatherProviders
/// import WeatherSandbox
///
/// @Test func recordsTheSandboxExchange() async throws {
///     let recorder = RecordingTransport(forwardingTo: SandboxTransport())
///     let client = OpenMeteoClient(transport: recorder)
///     _ = try await client.weather(at: try Coordinate(latitude: 52.52, longitude: 13.405))
///     #expect(recorder.requests.count == 1)
///     #expect(recorder.responses.first?.statusCode == 200)
///     #expect(recorder.dataOrigin == .sandbox)
/// }
/// ```
///
/// It answers with ``send(_:)`` only: a streaming upstream's answers arrive whole.
public final class RecordingTransport: HTTPTransport, Sendable {
    /// One request and how it ended.
    public struct Exchange: Sendable {
        /// The request as it was sent.
        public var request: HTTPRequest
        /// The answer, or `nil` while the request is under way or when it failed.
        public var response: HTTPResponse?
        /// The error the upstream threw, or `nil`.
        public var error: (any Error)?
    }

    /// The transport every request goes to.
    public let upstream: any HTTPTransport
    private let recorded = Locked<[Exchange]>([])

    /// Creates a recorder in front of `upstream`.
    public init(forwardingTo upstream: any HTTPTransport) {
        self.upstream = upstream
    }

    /// The upstream's origin, so that wrapping a transport never changes where its data comes from.
    public var dataOrigin: DataOrigin { upstream.dataOrigin }

    /// Every request so far with its outcome, in the order the requests were sent.
    public var exchanges: [Exchange] { recorded.current }

    /// Every request so far, in order, including those still under way.
    public var requests: [HTTPRequest] { recorded.current.map(\.request) }

    /// Every answer received so far, in the order of their requests; failed requests have none.
    public var responses: [HTTPResponse] { recorded.current.compactMap(\.response) }

    /// Records `request`, passes it to ``upstream``, and records the answer or the error.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let index = recorded.withLock { exchanges -> Int in
            exchanges.append(Exchange(request: request))
            return exchanges.count - 1
        }
        do {
            let response = try await upstream.send(request)
            recorded.withLock { $0[index].response = response }
            return response
        } catch {
            recorded.withLock { $0[index].error = error }
            throw error
        }
    }
}
