import Foundation
import WeatherCore

/// When and how long ``APIClient`` waits before sending a failed request again.
///
/// Delays grow exponentially with full jitter: before retry *n* the client sleeps a random
/// duration between zero and `min(maximumDelay, baseDelay × 2ⁿ⁻¹)`. A `Retry-After` header
/// (seconds or an HTTP date) replaces that delay. Status 429 is never retried at once: the delay
/// is at least ``minimumRateLimitDelay``, and a `Retry-After` longer than ``maximumRetryAfter``
/// ends the call with a `.rateLimited` error carrying `retryAfter`, so the app can tell the user.
///
/// Retried: 429, 500, 502, 503, 504, and transport errors with code `.network` (the connection
/// failed or broke) or `.timeout` (one attempt took too long). Never retried: every other status
/// (400, 401, 403, 404 …), answers that break the protocol (`.invalidResponse`: a malformed status
/// line, a truncated body, false compression, a body over the size limit), refused redirects,
/// decoding errors and cancellation — a retry cannot fix those. A retry whose wait would not end
/// before the call's deadline is not made: the call fails with the last error at once.
///
/// ```swift
/// var policy = RetryPolicy.default
/// policy.maximumAttempts = 5
/// let patient = RetryPolicy(maximumAttempts: 4, baseDelay: .seconds(1), maximumDelay: .seconds(20))
/// ```
public struct RetryPolicy: Sendable {
    /// How many times a request is sent at most, the first attempt included. `1` disables retries.
    public var maximumAttempts: Int
    /// The cap of the first backoff window; each retry doubles it.
    public var baseDelay: Duration
    /// The largest backoff window, whatever the attempt.
    public var maximumDelay: Duration
    /// The shortest wait before retrying a 429 response, even with `Retry-After: 0`.
    public var minimumRateLimitDelay: Duration
    /// The longest `Retry-After` the client waits for; a longer one fails the call at once.
    public var maximumRetryAfter: Duration
    /// The status codes worth another attempt.
    public var retryableStatusCodes: Set<Int>
    /// A uniform random number in `0..<1`, injectable so tests are deterministic.
    public var random: @Sendable () -> Double

    /// Creates a policy. The defaults are those of ``default``.
    public init(
        maximumAttempts: Int = 3,
        baseDelay: Duration = .milliseconds(500),
        maximumDelay: Duration = .seconds(30),
        minimumRateLimitDelay: Duration = .seconds(1),
        maximumRetryAfter: Duration = .seconds(60),
        retryableStatusCodes: Set<Int> = [429, 500, 502, 503, 504],
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.maximumAttempts = maximumAttempts
        self.baseDelay = baseDelay
        self.maximumDelay = maximumDelay
        self.minimumRateLimitDelay = minimumRateLimitDelay
        self.maximumRetryAfter = maximumRetryAfter
        self.retryableStatusCodes = retryableStatusCodes
        self.random = random
    }

    /// Three attempts, backoff from 0.5 s up to 30 s with full jitter, `Retry-After` honoured up to 60 s.
    public static var `default`: RetryPolicy { RetryPolicy() }

    /// A single attempt: failures are returned as they are.
    public static var none: RetryPolicy { RetryPolicy(maximumAttempts: 1) }

    /// The backoff window before retry number `retry` (1 for the first retry):
    /// `min(maximumDelay, baseDelay × 2^(retry − 1))`.
    package func backoffWindow(beforeRetry retry: Int) -> Duration {
        let exponent = max(0, min(retry - 1, 62))
        let seconds = baseDelay.secondsValue * pow(2, Double(exponent))
        return min(maximumDelay, .secondsValue(seconds))
    }

    /// The jittered delay before retry number `retry`: uniform in `0...backoffWindow(beforeRetry:)`.
    package func jitteredDelay(beforeRetry retry: Int) -> Duration {
        let fraction = min(max(random(), 0), 1)
        return .secondsValue(backoffWindow(beforeRetry: retry).secondsValue * fraction)
    }

    /// What to do after `error` ended attempt number `attempt`, with `remaining` time before the
    /// call's deadline.
    package func decision(
        after error: WeatherError, attempt: Int, remaining: Duration = .seconds(Int64.max)
    )
        -> Decision
    {
        guard isRetryable(error) else { return .fail(error) }
        let isRateLimit = error.statusCode == 429 || (error.statusCode == nil && error.code == .rateLimited)
        if let retryAfter = error.retryAfter, retryAfter > maximumRetryAfter {
            var final = error
            if isRateLimit { final.code = .rateLimited }
            return .fail(final)
        }
        guard attempt < maximumAttempts else { return .fail(error) }
        var delay = error.retryAfter ?? jitteredDelay(beforeRetry: attempt)
        if isRateLimit {
            delay = max(delay, minimumRateLimitDelay)
        }
        guard delay < remaining else { return .fail(error) }
        return .retry(after: max(delay, .zero))
    }

    private func isRetryable(_ error: WeatherError) -> Bool {
        if Self.neverRetried.contains(error.code) {
            return false
        }
        if let status = error.statusCode {
            return retryableStatusCodes.contains(status)
        }
        return error.code == .network || error.code == .timeout
    }

    /// Failures a retry cannot fix, whatever their status.
    private static let neverRetried: Set<WeatherError.Code> = [
        .invalidResponse, .redirectRefused, .decoding, .cancelled, .invalidInput, .outOfRange,
    ]

    /// The outcome of ``decision(after:attempt:remaining:)``.
    package enum Decision: Equatable {
        case retry(after: Duration)
        case fail(WeatherError)

        package static func == (lhs: Decision, rhs: Decision) -> Bool {
            switch (lhs, rhs) {
            case (.retry(let left), .retry(let right)): left == right
            case (.fail(let left), .fail(let right)): left.code == right.code && left.statusCode == right.statusCode
            default: false
            }
        }
    }
}
