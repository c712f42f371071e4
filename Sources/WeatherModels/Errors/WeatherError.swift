import Foundation
import WeatherCore

/// The one error type every product of the SDK throws.
///
/// Branch on ``code`` (a struct with static members, so new codes break nobody); show
/// ``description`` to people. The ``message`` is redacted when it is set, so an API key,
/// token or password that slipped into it never survives.
///
/// ```swift
/// import WeatherProviders
///
/// let client = OpenMeteoClient()
/// let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
/// do {
///     let weather = try await client.weather(at: berlin)
///     print(weather.hourly.count, "hours")
/// } catch let error as WeatherError where error.code == .rateLimited {
///     print("Try again in \(error.retryAfter ?? .seconds(60))")
/// }
/// ```
public struct WeatherError: Error, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// What kind of failure this is.
    public var code: Code
    /// The HTTP status code of the response that caused the error, if there was one.
    public var statusCode: Int?
    /// How long the server asked the client to wait before trying again (`Retry-After`), if it said.
    public var retryAfter: Duration?
    /// A human-readable explanation, with every secret replaced by `REDACTED`, at most 2,000 UTF-8 bytes,
    /// with control and bidirectional formatting characters escaped (`\u{1B}`) and line breaks as spaces.
    public var message: String {
        didSet { message = Self.clean(message) }
    }
    /// The provider's own error code, such as WeatherAPI.com's `"1006"` or Firebase's `"EMAIL_EXISTS"`: at
    /// most 300 UTF-8 bytes, with control and bidirectional formatting characters escaped.
    public var providerCode: String? {
        didSet { providerCode = providerCode.map(ServerText.quoted) }
    }
    /// The lower-level error that caused this one, if any. Its text is only ever shown redacted.
    public var underlying: (any Error & Sendable)?
    /// A more precise sentence for people than the code's, when the SDK knows one: a key of WeatherModels'
    /// string table (`error.detail.*`).
    package var sentence: Sentence?

    /// A sentence of WeatherModels' string table that says more than the code's.
    package struct Sentence: Hashable, Sendable {
        /// The key, such as `error.detail.locationDenied`.
        package var key: String

        /// The app does not use the device's location.
        package static let locationNotUsed = Sentence(key: "error.detail.locationNotUsed")
        /// The person has not allowed location access.
        package static let locationDenied = Sentence(key: "error.detail.locationDenied")
        /// A favorite was asked for at a position the list does not have.
        package static let noFavoriteAtPosition = Sentence(key: "error.detail.noFavoriteAtPosition")
        /// A service answered without current conditions.
        package static let noCurrentConditions = Sentence(key: "error.detail.noCurrentConditions")
    }

    /// This error with a more precise sentence for people.
    package func with(_ sentence: Sentence) -> WeatherError {
        var error = self
        error.sentence = sentence
        return error
    }

    /// Creates an error; `message` passes through ``SecretRedactor`` before it is stored, and is cut to
    /// 2,000 UTF-8 bytes with control characters escaped, as ``message`` says.
    ///
    /// ```swift
    /// throw WeatherError(.notFound, message: "city not found", statusCode: 404)
    /// ```
    public init(
        _ code: Code,
        message: String,
        statusCode: Int? = nil,
        retryAfter: Duration? = nil,
        providerCode: String? = nil,
        underlying: (any Error & Sendable)? = nil
    ) {
        self.code = code
        self.message = Self.clean(message)
        self.statusCode = statusCode
        self.retryAfter = retryAfter
        self.providerCode = providerCode.map(ServerText.quoted)
        self.underlying = underlying
    }

    /// A short, redacted summary such as `notFound (HTTP 404): city not found`.
    public var description: String {
        var text = code.description
        if let statusCode {
            text += " (HTTP \(statusCode))"
        }
        return text + ": " + SecretRedactor.redact(message)
    }

    /// Every field, redacted, for logs: the code, status, provider code, retry delay, message
    /// and the underlying error's text.
    public var debugDescription: String {
        var fields = ["code: \(code)"]
        if let statusCode {
            fields.append("statusCode: \(statusCode)")
        }
        if let providerCode {
            fields.append("providerCode: \(SecretRedactor.redact(providerCode))")
        }
        if let retryAfter {
            fields.append("retryAfter: \(retryAfter)")
        }
        fields.append("message: \(SecretRedactor.redact(message))")
        if let underlyingDescription {
            fields.append("underlying: \(underlyingDescription)")
        }
        return "WeatherError(" + fields.joined(separator: ", ") + ")"
    }

    /// The underlying error's text, redacted, or `nil` when there is no underlying error; cut and
    /// escaped like ``message``.
    public var underlyingDescription: String? {
        guard let underlying else { return nil }
        return Self.clean(String(describing: underlying))
    }

    /// `text` as an error may show it: cut to 2,000 UTF-8 bytes with controls
    /// escaped, then redacted.
    static func clean(_ text: String) -> String {
        SecretRedactor.redact(ServerText.tamed(text, limit: ServerText.maximumMessageLength))
    }
}

extension WeatherError {
    /// The kind of a ``WeatherError``.
    ///
    /// A struct with static members rather than an enum, so that adding a kind later
    /// breaks no `switch` in apps. Compare with `==`.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String

        /// Creates a code with the given name. Define new codes here, beside the others.
        package init(_ name: String) {
            self.name = name
        }

        /// The code's name, such as `notFound`.
        public var description: String { name }

        /// The credentials are missing, wrong or inactive (HTTP 401), or a sign-in failed.
        public static let unauthorized = Code("unauthorized")
        /// The credentials are valid but may not use this resource or plan, or the quota is spent (HTTP 403).
        public static let forbidden = Code("forbidden")
        /// The thing asked for does not exist: an unknown city, place or record (HTTP 404).
        public static let notFound = Code("notFound")
        /// Too many requests; see ``WeatherError/retryAfter`` (HTTP 429, or the client's own budget).
        public static let rateLimited = Code("rateLimited")
        /// The server rejected the request as malformed (HTTP 400).
        public static let badRequest = Code("badRequest")
        /// The request conflicts with existing state, such as an email address already registered (HTTP 409).
        public static let conflict = Code("conflict")
        /// The server failed (HTTP 5xx).
        public static let server = Code("server")
        /// The network failed before a response arrived.
        public static let network = Code("network")
        /// No response arrived in time.
        public static let timeout = Code("timeout")
        /// A response or stored value could not be decoded.
        public static let decoding = Code("decoding")
        /// A value passed in by the caller is invalid, such as a latitude of 91.
        public static let invalidInput = Code("invalidInput")
        /// The operation was cancelled.
        public static let cancelled = Code("cancelled")
        /// Reading or writing local storage (a database, a file, a vault) failed.
        public static let storage = Code("storage")
        /// The feature or service is not available here, such as location services that are turned off.
        public static let unavailable = Code("unavailable")
        /// The server's answer breaks the protocol in a way a retry cannot fix: a malformed status line,
        /// a body shorter than its declared length, compression that does not decode, or a body larger
        /// than the client accepts.
        public static let invalidResponse = Code("invalidResponse")
        /// The server redirected the request somewhere the SDK will not follow with a credential:
        /// another scheme, host or port, or from `https` to `http`.
        public static let redirectRefused = Code("redirectRefused")
        /// A date outside the span the service covers, such as past weather for a day in the future or
        /// before the service's records begin.
        public static let outOfRange = Code("outOfRange")
    }
}

extension WeatherError: CustomReflectable {
    /// What `dump` and debuggers show: every field, with the message and the underlying error's text
    /// redacted. The underlying error itself is not reflected, because its own fields (a failing URL,
    /// a request) may hold secrets.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "code": code.description,
                "statusCode": statusCode as Any,
                "retryAfter": retryAfter as Any,
                "message": SecretRedactor.redact(message),
                "providerCode": providerCode.map(SecretRedactor.redact) as Any,
                "underlying": underlyingDescription as Any,
            ],
            displayStyle: .struct
        )
    }
}
