import Foundation

/// An error from an ``AuthService``.
///
/// Match on ``code``. Every backend maps its own failures onto these codes (a Firebase
/// `EMAIL_EXISTS` becomes ``Code/emailExists``, keeping the original in ``providerCode``), so
/// app code handles sign-in errors once. The ``message`` never contains a password, a token or
/// a hash.
///
/// ```swift
/// let auth = LocalAuthService(vault: InMemoryVault())
/// do {
///     let session = try await auth.signIn(email: "ada@example.com", password: "correct horse")
///     print("Signed in as \(session.email)")
/// } catch let error as AuthError where error.code == .tooManyAttempts {
///     print("Try again in \(error.retryAfter ?? .seconds(60))")
/// }
/// ```
public struct AuthError: Error, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// What went wrong. New codes may be added; switch with a `default`.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) { self.name = name }

        /// The email address is empty or malformed.
        public static let invalidEmail = Code("invalidEmail")
        /// The password does not meet the password policy (too short, too long).
        public static let weakPassword = Code("weakPassword")
        /// An account with this email address already exists.
        public static let emailExists = Code("emailExists")
        /// The email address and password do not match an account.
        public static let invalidCredentials = Code("invalidCredentials")
        /// No account exists for this email address (backends that say so).
        public static let userNotFound = Code("userNotFound")
        /// The account exists but has been disabled.
        public static let userDisabled = Code("userDisabled")
        /// Too many failed attempts; try again after ``AuthError/retryAfter``.
        public static let tooManyAttempts = Code("tooManyAttempts")
        /// The session's token has expired; sign in again or refresh it.
        public static let tokenExpired = Code("tokenExpired")
        /// The session's token was rejected as invalid or revoked.
        public static let invalidToken = Code("invalidToken")
        /// The operation needs a signed-in user and there is none.
        public static let notSignedIn = Code("notSignedIn")
        /// The backend does not allow this sign-in method.
        public static let operationNotAllowed = Code("operationNotAllowed")
        /// The backend could not be reached.
        public static let network = Code("network")
        /// The backend failed or answered with something unexpected.
        public static let server = Code("server")
        /// Reading or writing the credential vault failed.
        public static let storage = Code("storage")

        /// The code's name, for example `invalidCredentials`.
        public var description: String { name }
    }

    /// What went wrong.
    public var code: Code
    /// A human-readable explanation with no password, token or hash in it.
    public var message: String
    /// How long to wait before trying again, for ``Code/tooManyAttempts``.
    public var retryAfter: Duration?
    /// The backend's own error code where it sends one, for example `EMAIL_EXISTS`.
    public var providerCode: String?
    /// The error that caused this one, such as a ``VaultError`` or a `WeatherError`.
    public var underlying: (any Error & Sendable)?
    /// The length a ``Code/weakPassword`` error's password fell short of or went over, when the SDK's own
    /// password policy refused it, so the sentence for people can say it.
    package var passwordLength: PasswordLengthLimit?

    /// Which of the password policy's limits a password broke.
    package enum PasswordLengthLimit: Hashable, Sendable {
        case minimum(Int)
        case maximum(Int)
    }

    /// Creates an error; `message` must not contain a secret.
    public init(
        _ code: Code, _ message: String, retryAfter: Duration? = nil, providerCode: String? = nil,
        underlying: (any Error & Sendable)? = nil
    ) {
        self.code = code
        self.message = message
        self.retryAfter = retryAfter
        self.providerCode = providerCode
        self.underlying = underlying
    }

    /// `AuthError(code): message`, with the wait time when there is one.
    public var description: String {
        var text = "AuthError(\(code)): \(message)"
        if let retryAfter { text += " Retry after \(retryAfter.components.seconds) s." }
        return text
    }

    /// The description followed by the provider code and the underlying error.
    public var debugDescription: String {
        var text = description
        if let providerCode { text += " [\(providerCode)]" }
        if let underlying { text += " Underlying: \(String(describing: underlying))" }
        return text
    }
}
