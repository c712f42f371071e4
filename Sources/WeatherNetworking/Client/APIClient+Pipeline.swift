import Foundation

extension APIClient {
    /// The result of one call through the pipeline: the request that got the final answer (after
    /// redirects), that answer's head, and what the exchange kept of it.
    package typealias Outcome<Kept> = (request: HTTPRequest, head: HTTPResponse, outcome: Kept)

    /// Runs `request` through the pipeline, in order: the call's deadline, retries, the rate limiter,
    /// logging, validation, redirects and authentication, around `exchange`, which talks to the
    /// transport and keeps what the caller needs of a response (the parsed body, or a stream).
    ///
    /// The deadline is kept by every step that waits: the rate limiter may wait only for the time
    /// left, a retry is made only when its wait ends before the deadline, and each attempt's
    /// timeout is cut to the time left, so a transport that honours `HTTPRequest.timeout` (every
    /// transport of the SDK does) ends the call in time.
    ///
    /// - Parameters:
    ///   - exchange: Sends one request and returns the response's head and what it keeps of it.
    ///   - validate: Throws the error a final (non-redirect) response stands for.
    ///   - elapsedInCall: The time spent in the call so far, when the caller started its clock before
    ///     this step (to decode and map the answer within the same deadline); else the clock starts now.
    /// - Throws: `WeatherError`, redacted.
    package func perform<Kept: Sendable>(
        _ request: HTTPRequest,
        exchange: @escaping @Sendable (HTTPRequest) async throws -> (head: HTTPResponse, outcome: Kept),
        validate: @escaping @Sendable (HTTPRequest, HTTPResponse, Kept) async throws -> Void,
        elapsedInCall: (@Sendable () -> Duration)? = nil
    ) async throws -> Outcome<Kept> {
        let elapsedInCall = elapsedInCall ?? configuration.clock.stopwatch()
        let maximumAttempts = max(1, configuration.retryPolicy.maximumAttempts)
        let origins = trustedOrigins
        let redirectRule = RedirectRule(
            trustedOrigins: origins, sendsCredential: configuration.authentication.sendsCredential,
            service: configuration.service)
        var secrets: [String] = []
        var attempt = 1
        while true {
            if Task.isCancelled {
                throw WeatherError(.cancelled, message: "Cancelled before sending \(request).")
            }
            var remaining = configuration.deadline - elapsedInCall()
            if let limiter = configuration.rateLimiter {
                try await limiter.acquire(waitingAtMost: remaining)
                remaining = configuration.deadline - elapsedInCall()
            }
            guard remaining > .zero else {
                throw deadlinePassed(request, attempts: attempt - 1)
            }
            var attemptRequest = request
            let attemptTimeout = request.timeout ?? configuration.attemptTimeout
            attemptRequest.timeout = min(attemptTimeout, remaining)
            let log = AttemptLog(client: self, request: request, attempt: attempt, of: maximumAttempts)
            log.started()
            let elapsed = configuration.clock.stopwatch()
            var failure: WeatherError
            var statusCode: Int?
            do {
                let result = try await redirectRule.follow(attemptRequest) { hop in
                    var hop = hop
                    if let secret = try await authorize(&hop, origins: origins), !secrets.contains(secret) {
                        secrets.append(secret)
                    }
                    return try await exchange(hop)
                }
                statusCode = result.head.statusCode
                try await validate(result.request, result.head, result.outcome)
                log.succeeded(status: statusCode, duration: elapsed())
                return result
            } catch {
                failure = redacted(WeatherError.wrapping(error, for: attemptRequest), extra: secrets)
            }
            if failure.code == .timeout, remaining < attemptTimeout {
                failure = deadlinePassed(request, attempts: attempt)
            }
            let decision: RetryPolicy.Decision =
                failure.code == .cancelled
                ? .fail(failure)
                : configuration.retryPolicy.decision(
                    after: failure, attempt: attempt, remaining: configuration.deadline - elapsedInCall())
            switch decision {
            case .fail(let final):
                log.ended(final, status: statusCode ?? final.statusCode, duration: elapsed(), retryIn: nil)
                throw final
            case .retry(let delay):
                log.ended(failure, status: statusCode ?? failure.statusCode, duration: elapsed(), retryIn: delay)
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

    /// Adds the credential when `request` goes to one of the service's origins; returns the secret
    /// it added.
    private func authorize(_ request: inout HTTPRequest, origins: Set<Origin>) async throws -> String? {
        guard configuration.authentication.sendsCredential, let origin = Origin(request.url), origins.contains(origin)
        else { return nil }
        return try await configuration.authentication.authorize(&request, service: configuration.service)
    }

    /// The error of a call whose deadline passed after `attempts` attempts.
    private func deadlinePassed(_ request: HTTPRequest, attempts: Int) -> WeatherError {
        WeatherError(
            .timeout,
            message: "\(configuration.service) did not answer within the call's \(configuration.deadline) "
                + "deadline (\(attempts == 1 ? "1 attempt" : "\(attempts) attempts")): \(request).")
    }
}

/// The log records of one attempt.
private struct AttemptLog {
    let client: APIClient
    let request: HTTPRequest
    let attempt: Int
    let maximumAttempts: Int

    init(client: APIClient, request: HTTPRequest, attempt: Int, of maximumAttempts: Int) {
        self.client = client
        self.request = request
        self.attempt = attempt
        self.maximumAttempts = maximumAttempts
    }

    func started() {
        let message = attempt == 1 ? "Sending." : "Retrying (attempt \(attempt) of \(maximumAttempts))."
        record(.debug, .attemptStarted, status: nil, duration: .zero, message: message)
    }

    func succeeded(status: Int?, duration: Duration) {
        record(.debug, .succeeded, status: status, duration: duration, message: "succeeded")
    }

    func ended(_ error: WeatherError, status: Int?, duration: Duration, retryIn delay: Duration?) {
        let message = delay.map { "\(error.message) Retrying in \($0)." } ?? error.message
        record(
            delay == nil ? .error : .warning, delay == nil ? .failed : .retrying, status: status,
            duration: duration, error: error.code, delay: delay, message: message)
    }

    private func record(
        _ level: HTTPLogRecord.Level, _ event: HTTPLogRecord.Event, status: Int?, duration: Duration,
        error: WeatherError.Code? = nil, delay: Duration? = nil, message: String
    ) {
        guard let logger = client.configuration.logger, level >= logger.minimumLevel else { return }
        let secrets = client.configuration.authentication.knownSecrets
        logger.log(
            HTTPLogRecord(
                level: level, method: request.method,
                redactedURL: SecretRedactor.redact(request.url.redactedDescription, secrets: secrets),
                statusCode: status, duration: duration, attempt: attempt, errorCode: error, retryDelay: delay,
                message: SecretRedactor.redact(message, secrets: secrets), event: event,
                service: client.configuration.service, maximumAttempts: maximumAttempts))
    }
}
