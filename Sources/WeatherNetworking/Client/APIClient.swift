import Foundation
import WeatherJSON

/// Sends ``APIRequest``s through the SDK's one response pipeline and returns their typed responses.
///
/// Every provider goes through the same ordered chain, and only describes itself in its
/// ``Configuration``: its name, its ``Authentication`` scheme and its ``ErrorRecognizer``.
///
/// 1. **Deadline** — one deadline covers the whole call, retries and their waits included
///    (``Configuration/deadline``, 15 seconds by default); when it passes the call fails with
///    `.timeout` saying so.
/// 2. **Retry** — a failed attempt is sent again as the ``RetryPolicy`` allows (connection failures,
///    attempt timeouts, 5xx, 429), never a malformed answer, and never past the deadline. Each
///    attempt has its own timeout (``Configuration/attemptTimeout``, 10 seconds by default, cut to
///    the time left).
/// 3. **Rate limit** — the client-side ``RateLimiter``, before every attempt.
/// 4. **Logging** — a redacted ``HTTPLogRecord`` when an attempt starts and when it ends.
/// 5. **Validation** — the body is parsed once by the SDK's own parser (``ResponseBody``); the
///    provider's recognizer reads errors from it (also from 2xx answers), else the status decides
///    (400 `.badRequest`, 401 `.unauthorized`, 403 `.forbidden`, 404 `.notFound`, 429 `.rateLimited`,
///    5xx `.server`). A 304 Not Modified that answers a conditional request (one carrying
///    `If-Modified-Since` or `If-None-Match`) is not an error: it reaches the request's decoding,
///    which serves the copy the caller kept.
/// 6. **Redirects** — followed within the service's origin; refused to other origins when the
///    service sends a credential, and from https to http (see ``Authentication``).
/// 7. **Authentication** — the credential is added to requests for the service's origins only.
/// 8. **Transport** — ``HTTPTransport``.
///
/// Success values are decoded from the same parse (a `DecodingError` becomes `.decoding` naming
/// the coding path). Every error is a `WeatherError` whose text carries the URL with secrets
/// redacted, and never the credential's value.
///
/// ```swift
/// var configuration = APIClient.Configuration(baseURL: URL(string: "https://api.open-meteo.com")!)
/// configuration.service = "Open-Meteo"
/// let client = APIClient(configuration: configuration)
/// let forecast: Forecast = try await client.send(APIRequest(path: "/v1/forecast", query: query))
/// ```
public struct APIClient: Sendable {
    /// The settings every call uses.
    public var configuration: Configuration {
        didSet { trustedOrigins = configuration.trustedOrigins }
    }
    /// The origins that may receive the credential, worked out once per configuration.
    private(set) var trustedOrigins: Set<Origin>

    /// Creates a client with `configuration`.
    public init(configuration: Configuration) {
        self.configuration = configuration
        self.trustedOrigins = configuration.trustedOrigins
    }

    /// Creates a client for `baseURL` with default settings and `transport`.
    public init(baseURL: URL, transport: any HTTPTransport = URLSessionTransport()) {
        self.init(configuration: Configuration(baseURL: baseURL, transport: transport))
    }

    /// Sends `request` and decodes its response.
    ///
    /// - Throws: `WeatherError`, whatever went wrong.
    public func send<Response>(_ request: APIRequest<Response>) async throws -> Response {
        try await response(for: request).value
    }

    /// Sends `request` and returns the decoded value together with the raw response, for
    /// callers that also need headers or the status.
    ///
    /// - Throws: `WeatherError`, whatever went wrong.
    public func response<Response>(
        for request: APIRequest<Response>
    ) async throws -> (value: Response, response: HTTPResponse) {
        let httpRequest = try await prepared(request)
        let transport = configuration.transport
        let result = try await perform(httpRequest) { request in
            let response = try await transport.send(request)
            return (response, ResponseBody(response.body))
        } validate: { request, head, body in
            try validate(head, body: body, for: request)
        }
        do {
            let value: Response
            switch request.decoding {
            case .configured(let decode):
                value = try decode(result.head, ResponseDecoding(body: result.outcome, configuration: configuration))
            case .custom(let decode):
                value = try decode(result.head, configuration.makeDecoder())
            }
            return (value, result.head)
        } catch {
            throw redacted(WeatherError.decoding(error, response: result.head, for: result.request))
        }
    }

    /// Builds the transport-level request and runs the ``Configuration/willSend`` hook.
    package func prepared<Response>(_ request: APIRequest<Response>) async throws -> HTTPRequest {
        var httpRequest = try request.httpRequest(baseURL: configuration.baseURL, defaultHeaders: configuration.headers)
        do {
            try await configuration.willSend(&httpRequest)
        } catch {
            throw redacted(WeatherError.wrapping(error, for: httpRequest))
        }
        return httpRequest
    }

    /// The error a response stands for, or `nil`: the provider's recognizer first, then (for a
    /// non-2xx status other than a 304 answering a conditional request) the deprecated error mapper
    /// and the status.
    package func validate(_ response: HTTPResponse, body: ResponseBody, for request: HTTPRequest) throws {
        if var error = configuration.errorRecognizer.error(for: response, body: body) {
            complete(&error, from: response)
            throw error
        }
        guard !response.isSuccess, !Self.isNotModified(response, answering: request) else { return }
        var error =
            configuration.legacyErrorMapper?(response)
            ?? WeatherError.status(of: response, service: configuration.service, for: request)
        complete(&error, from: response)
        throw error
    }

    /// Whether `response` is a 304 Not Modified answering a conditional `request`: the copy the
    /// caller validated is still current.
    private static func isNotModified(_ response: HTTPResponse, answering request: HTTPRequest) -> Bool {
        response.statusCode == 304
            && (request.value(forHeader: "If-Modified-Since") != nil
                || request.value(forHeader: "If-None-Match") != nil)
    }

    private func complete(_ error: inout WeatherError, from response: HTTPResponse) {
        if error.statusCode == nil, !response.isSuccess {
            error.statusCode = response.statusCode
        }
        if error.retryAfter == nil {
            error.retryAfter = response.retryAfter(relativeTo: configuration.now())
        }
    }

    /// `error` without any secret the client knows of.
    package func redacted(_ error: WeatherError, extra secrets: [String] = []) -> WeatherError {
        error.redacting(configuration.authentication.knownSecrets + secrets)
    }
}
