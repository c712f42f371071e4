import WeatherModels

/// The seam between the SDK and the network: sends one request and returns its response.
///
/// ``URLSessionTransport`` is the default. Tests and previews supply their own, for example a
/// closure that answers from fixtures, so nothing global is ever swapped out.
///
/// A transport returns every response it receives, whatever its status; ``APIClient`` decides
/// what a status means. It throws only when no response arrived, preferably a `WeatherError`
/// with code `.network`, `.timeout` or `.cancelled`.
///
/// ```swift
/// import Foundation
///
/// struct FixtureTransport: HTTPTransport {
///     func send(_ request: HTTPRequest) async throws -> HTTPResponse {
///         HTTPResponse(statusCode: 200, body: Data("{}".utf8))
///     }
/// }
/// ```
///
/// A transport that wraps another one forwards its ``dataOrigin`` and returns its responses as they
/// came: each response's ``HTTPResponse/origin`` keeps saying where it came from.
///
/// ```swift
/// struct CountingTransport: HTTPTransport {
///     let wrapped: any HTTPTransport
///     let count: @Sendable () -> Void
///
///     var dataOrigin: DataOrigin { wrapped.dataOrigin }
///
///     func send(_ request: HTTPRequest) async throws -> HTTPResponse {
///         count()
///         return try await wrapped.send(request)
///     }
/// }
/// ```
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the response, whatever its status code.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse

    /// Whether this transport's answers come from the live services (`.live`, the default) or are
    /// generated offline (`.sandbox`, as `WeatherSandbox`'s transport answers).
    ///
    /// Providers stamp the origin on the `WeatherSource` of everything they return, so stored data always
    /// says whether it was real: a response's own ``HTTPResponse/origin`` when it has one, else this.
    var dataOrigin: DataOrigin { get }
}

extension HTTPTransport {
    /// `.live`: a transport talks to the real services unless it says otherwise.
    public var dataOrigin: DataOrigin { .live }
}
