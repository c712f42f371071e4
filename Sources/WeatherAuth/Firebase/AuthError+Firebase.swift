import Foundation
import WeatherNetworking

extension AuthError {
    /// The Firebase operation a request belongs to, which decides how a few codes read.
    enum FirebaseOperation: String, Sendable {
        case signUp = "sign-up"
        case signIn = "sign-in"
        case refresh = "token refresh"
        case lookup = "account lookup"
        case delete = "account deletion"
    }

    /// The codes Firebase sends for a wrong email or password. They all become one error, so
    /// the app cannot tell (or show) whether the address has an account.
    static let firebaseCredentialCodes: Set<String> = [
        "INVALID_LOGIN_CREDENTIALS", "INVALID_PASSWORD", "EMAIL_NOT_FOUND",
    ]

    /// The codes that mean the Web API key or project refused the call.
    static let firebaseKeyCodes: Set<String> = [
        "API_KEY_INVALID", "API_KEY_EXPIRED", "PERMISSION_DENIED", "API_KEY_SERVICE_BLOCKED",
        "API_KEY_HTTP_REFERRER_BLOCKED", "API_KEY_IP_ADDRESS_BLOCKED", "API_KEY_ANDROID_APP_BLOCKED",
        "API_KEY_IOS_APP_BLOCKED", "CONFIGURATION_NOT_FOUND", "PROJECT_NOT_FOUND", "MISSING_API_KEY",
    ]

    /// The ``AuthError`` for a failed Firebase request.
    ///
    /// A Firebase error code (carried as the `WeatherError`'s provider code) maps to the matching
    /// ``Code``; a 403 without a known code is a refused key; network failures and timeouts become
    /// ``Code/network`` and everything else ``Code/server``, each wrapping the `WeatherError`.
    static func firebase(_ error: WeatherError, during operation: FirebaseOperation) -> AuthError {
        if let providerCode = error.providerCode {
            return firebase(code: providerCode, error: error, during: operation)
        }
        switch error.code {
        case .network, .timeout, .cancelled:
            return AuthError(
                .network, "Firebase Authentication could not be reached for the \(operation.rawValue).",
                underlying: error)
        case .forbidden:
            return AuthError(
                .operationNotAllowed, "Firebase Authentication refused the API key (HTTP 403).", underlying: error)
        case .rateLimited:
            return AuthError(
                .tooManyAttempts, "Firebase Authentication is throttling requests; try again later.",
                retryAfter: error.retryAfter, underlying: error)
        default:
            let status = error.statusCode.map { " (HTTP \($0))" } ?? ""
            return AuthError(
                .server, "Firebase Authentication failed during the \(operation.rawValue)\(status).",
                underlying: error)
        }
    }

    /// The ``AuthError`` for the Firebase error `code`.
    static func firebase(code: String, error: WeatherError, during operation: FirebaseOperation) -> AuthError {
        if firebaseCredentialCodes.contains(code) {
            // One message and provider code for all three, and no underlying error that would tell them apart.
            return AuthError(
                .invalidCredentials, "The email address or password is incorrect.",
                providerCode: "INVALID_LOGIN_CREDENTIALS")
        }
        if firebaseKeyCodes.contains(code) {
            return AuthError(
                .operationNotAllowed, "Firebase Authentication refused the API key or project.", providerCode: code,
                underlying: error)
        }
        let (authCode, message): (Code, String)
        switch code {
        case "EMAIL_EXISTS":
            (authCode, message) = (.emailExists, "An account with this email address already exists.")
        case "OPERATION_NOT_ALLOWED":
            (authCode, message) = (.operationNotAllowed, "Password sign-in is disabled for this Firebase project.")
        case "WEAK_PASSWORD":
            (authCode, message) = (.weakPassword, "Firebase refused the password as too weak.")
        case "INVALID_EMAIL", "MISSING_EMAIL":
            (authCode, message) = (.invalidEmail, "Firebase refused the email address as malformed.")
        case "MISSING_PASSWORD":
            (authCode, message) =
                operation == .signUp
                ? (.weakPassword, "A password is required.")
                : (.invalidCredentials, "The email address or password is incorrect.")
        case "USER_DISABLED":
            (authCode, message) = (.userDisabled, "This account has been disabled.")
        case "TOO_MANY_ATTEMPTS_TRY_LATER":
            (authCode, message) = (.tooManyAttempts, "Too many attempts; Firebase asks to try again later.")
        case "TOKEN_EXPIRED":
            (authCode, message) = (.tokenExpired, "The session has expired; sign in again.")
        case "INVALID_REFRESH_TOKEN", "INVALID_GRANT_TYPE", "MISSING_REFRESH_TOKEN":
            (authCode, message) = (.invalidToken, "The refresh token was rejected; sign in again.")
        case "INVALID_ID_TOKEN", "MISSING_ID_TOKEN", "CREDENTIAL_TOO_OLD_LOGIN_AGAIN":
            (authCode, message) = (.invalidToken, "The ID token was rejected; sign in again.")
        case "USER_NOT_FOUND":
            (authCode, message) = (.userNotFound, "The account no longer exists.")
        default:
            let status = error.statusCode.map { "HTTP \($0), " } ?? ""
            (authCode, message) = (
                .server, "Firebase Authentication failed during the \(operation.rawValue) (\(status)code \(code))."
            )
        }
        return AuthError(
            authCode, message, retryAfter: authCode == .tooManyAttempts ? error.retryAfter : nil, providerCode: code,
            underlying: error)
    }

    /// Whether this error means the stored session can never work again (the user must sign in).
    var endsFirebaseSession: Bool {
        [.tokenExpired, .invalidToken, .userNotFound, .userDisabled].contains(code)
    }
}
