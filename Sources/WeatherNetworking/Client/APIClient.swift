import Foundation

/// Sends ``APIRequest``s through one pipeline and returns their typed responses.
///
/// Every call goes the same way: build the URL from the base URL, path and strictly encoded
/// query → ``Configuration/willSend`` → rate limiter → transport, retried as the
/// ``RetryPolicy`` says → status validation (the provider's ``Configuration/errorMapper`` first,
/// then 400 `.badRequest`, 401 `.unauthorized`, 403 `.forbidden`, 404 `.notFound`, 429 `.rateLimited`,
/// 5xx `.server`) → decoding (a `DecodingError` becomes `.decoding` naming the coding path).
/// Every error is a `WeatherError` whose text carries the URL with secrets redacted.
///
/// ```swift
/// let client = APIClient(baseURL: URL(string: "https://api.open-meteo.com")!)
/// let forecast: Forecast = try await client.send(APIRequest(path: "/v1/forecast", query: query))
/// ```
public struct APIClient: Sendable {
    /// The settings every call uses.
    public var configuration: Configuration

    /// Creates a client with `configuration`.
    public init(configuration: Configuration) {
        self.configuration = configuration
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
        var httpRequest = try request.httpRequest(baseURL: configuration.baseURL, defaultHeaders: configuration.headers)
        do {
            try await configuration.willSend(&httpRequest)
        } catch {
            throw WeatherError.wrapping(error, for: httpRequest)
        }
        let response = try await sendWithRetries(httpRequest)
        do {
            switch request.decoding {
            case .configured(let decode):
                let decoder = ConfiguredResponseDecoder(
                    choice: configuration.responseDecoder, makeDecoder: configuration.makeDecoder)
                return (try decode(response, decoder), response)
            case .custom(let decode):
                return (try decode(response, configuration.makeDecoder()), response)
            }
        } catch {
            throw WeatherError.decoding(error, response: response, for: httpRequest)
        }
    }

    /// Sends `request` until it succeeds or the retry policy gives up; returns a 2xx response.
    private func sendWithRetries(_ request: HTTPRequest) async throws -> HTTPResponse {
        let transport = configuration.transport
        return try await sendWithRetries(request) { request in
            let response = try await transport.send(request)
            return (response, response)
        }.head
    }

    /// Runs `exchange` until its response's head is a success or the retry policy gives up.
    ///
    /// `exchange` returns the head (with the whole body when it is not a 2xx response, for the
    /// error) and what the caller keeps from a success.
    package func sendWithRetries<Outcome>(
        _ request: HTTPRequest,
        exchange: (HTTPRequest) async throws -> (head: HTTPResponse, outcome: Outcome)
    ) async throws -> (head: HTTPResponse, outcome: Outcome) {
        var attempt = 1
        while true {
            if Task.isCancelled {
                throw WeatherError(.cancelled, message: "Cancelled before sending \(request).")
            }
            if let limiter = configuration.rateLimiter {
                try await limiter.acquire()
            }
            let elapsed = configuration.clock.stopwatch()
            let failure: WeatherError
            var statusCode: Int?
            do {
                let result = try await exchange(request)
                statusCode = result.head.statusCode
                if let error = validate(result.head, for: request) {
                    failure = error
                } else {
                    log(.debug, request, statusCode, elapsed(), attempt, message: "succeeded")
                    return result
                }
            } catch {
                failure = WeatherError.wrapping(error, for: request)
            }
            let duration = elapsed()
            let decision: RetryPolicy.Decision =
                failure.code == .cancelled
                ? .fail(failure) : configuration.retryPolicy.decision(after: failure, attempt: attempt)
            switch decision {
            case .fail(let final):
                log(.error, request, statusCode, duration, attempt, error: final, message: final.message)
                throw final
            case .retry(let delay):
                log(
                    .warning, request, statusCode, duration, attempt, error: failure, delay: delay,
                    message: failure.message)
                do {
                    try await configuration.clock.sleep(for: delay)
                } catch {
                    throw WeatherError(
                        .cancelled, message: "Cancelled while waiting to retry \(request).",
                        statusCode: failure.statusCode)
                }
                attempt += 1
            }
        }
    }

    /// The error a non-2xx response stands for, or `nil` for a success.
    private func validate(_ response: HTTPResponse, for request: HTTPRequest) -> WeatherError? {
        guard !response.isSuccess else { return nil }
        var error = configuration.errorMapper(response) ?? WeatherError.status(of: response, for: request)
        if error.statusCode == nil {
            error.statusCode = response.statusCode
        }
        if error.retryAfter == nil {
            error.retryAfter = response.retryAfter(relativeTo: configuration.now())
        }
        return error
    }

    private func log(
        _ level: HTTPLogRecord.Level,
        _ request: HTTPRequest,
        _ statusCode: Int?,
        _ duration: Duration,
        _ attempt: Int,
        error: WeatherError? = nil,
        delay: Duration? = nil,
        message: String
    ) {
        guard let logger = configuration.logger, level >= logger.minimumLevel else { return }
        logger.log(
            HTTPLogRecord(
                level: level,
                method: request.method,
                redactedURL: request.url.redactedDescription,
                statusCode: statusCode,
                duration: duration,
                attempt: attempt,
                errorCode: error?.code,
                retryDelay: delay,
                message: delay.map { "\(message) Retrying in \($0)." } ?? message
            )
        )
    }
}
