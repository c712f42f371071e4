/// What ``APIClient`` reports about one attempt of one request.
///
/// Records carry the service, the method and the URL with secrets redacted, the status, the
/// duration, the attempt number and how many attempts the call may take. They never carry headers
/// or bodies. A record comes when an attempt starts (``Event/attemptStarted``, level `debug`) and
/// when it ends (``Event/succeeded``, ``Event/retrying`` or ``Event/failed``), so an app can show
/// progress such as "Contacting WeatherAPI.com… retry 2 of 3":
///
/// ```swift
/// let logger = HTTPLogger(minimumLevel: .debug) { record in
///     if record.event == .attemptStarted, record.attempt > 1 {
///         print("Contacting \(record.service ?? "the service")… retry \(record.attempt - 1) of \(record.maximumAttempts - 1)")
///     }
/// }
/// ```
public struct HTTPLogRecord: Sendable, CustomStringConvertible {
    /// What happened to the attempt a record is about.
    public struct Event: Sendable, Hashable, CustomStringConvertible {
        private let name: String

        /// The attempt is about to be sent.
        public static let attemptStarted = Event(name: "attemptStarted")
        /// The attempt got a successful response.
        public static let succeeded = Event(name: "succeeded")
        /// The attempt failed and another one follows after ``HTTPLogRecord/retryDelay``.
        public static let retrying = Event(name: "retrying")
        /// The attempt failed and the call fails with it.
        public static let failed = Event(name: "failed")

        /// The event's name, such as `retrying`.
        public var description: String { name }
    }

    /// How much a record matters. Compare levels with `<`.
    public struct Level: Sendable, Hashable, Comparable, CustomStringConvertible {
        private let rank: Int
        private let name: String

        /// Detail useful while debugging: every successful attempt.
        public static let debug = Level(rank: 0, name: "debug")
        /// Normal operation worth keeping.
        public static let info = Level(rank: 1, name: "info")
        /// A failed attempt that will be retried.
        public static let warning = Level(rank: 2, name: "warning")
        /// A request that failed for good.
        public static let error = Level(rank: 3, name: "error")

        /// Orders levels from ``debug`` to ``error``.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rank < rhs.rank }

        /// The level's name, for example `warning`.
        public var description: String { name }
    }

    /// How much this record matters.
    public var level: Level
    /// The request method.
    public var method: HTTPMethod
    /// The request URL with every secret query parameter redacted.
    public var redactedURL: String
    /// The response status, or `nil` when no response arrived.
    public var statusCode: Int?
    /// How long the attempt took, as measured by the client's clock.
    public var duration: Duration
    /// The attempt number, starting at 1.
    public var attempt: Int
    /// The error that ended the attempt, if any.
    public var errorCode: WeatherError.Code?
    /// The wait before the next attempt, when one follows.
    public var retryDelay: Duration?
    /// A one-line summary, free of secrets.
    public var message: String
    /// What happened: the attempt started, succeeded, will be retried, or failed for good.
    public var event: Event
    /// The service the request went to, such as `OpenWeather`, when the client names one.
    public var service: String?
    /// The most attempts the call may take (1 when it is not retried).
    public var maximumAttempts: Int

    /// Creates a record.
    public init(
        level: Level,
        method: HTTPMethod,
        redactedURL: String,
        statusCode: Int?,
        duration: Duration,
        attempt: Int,
        errorCode: WeatherError.Code? = nil,
        retryDelay: Duration? = nil,
        message: String,
        event: Event? = nil,
        service: String? = nil,
        maximumAttempts: Int = 1
    ) {
        self.level = level
        self.method = method
        self.redactedURL = redactedURL
        self.statusCode = statusCode
        self.duration = duration
        self.attempt = attempt
        self.errorCode = errorCode
        self.retryDelay = retryDelay
        self.message = message
        self.event = event ?? (errorCode == nil ? .succeeded : retryDelay == nil ? .failed : .retrying)
        self.service = service
        self.maximumAttempts = maximumAttempts
    }

    /// The record as one line, for example `[info] GET https://host/path -> 200 in 0.12 seconds (attempt 1)`.
    public var description: String {
        "[\(level)] \(method) \(redactedURL) -> \(statusCode.map(String.init) ?? "no response")"
            + " in \(duration) (attempt \(attempt) of \(maximumAttempts)): \(message)"
    }
}
