import Foundation
import WeatherModels
import WeatherNetworking

/// Answers Firebase Authentication's REST calls (sign-up, sign-in with a password, token
/// refresh) from the transport's accounts, kept in memory or in its state directory, with the real
/// bodies and error codes.
package enum FirebaseStandIn: SandboxStandIn {
    package static let service: ProviderID = "firebase"

    package static let routes = [
        SandboxRoute("/accounts:signUp", signUp),
        SandboxRoute("/accounts:signInWithPassword", signIn),
        SandboxRoute("/token", refresh),
    ]

    package static func refusal(of request: SandboxRequest, forced: Bool) -> HTTPResponse? {
        let key = request.value("key") ?? ""
        guard forced || key.isEmpty || key == SandboxTransport.rejectedAPIKey else { return nil }
        return error(400, "API key not valid. Please pass a valid API key.", reason: "badRequest")
    }

    package static var rateLimited: HTTPResponse {
        error(400, "TOO_MANY_ATTEMPTS_TRY_LATER")
    }

    package static func serverError(statusCode: Int) -> HTTPResponse {
        .json(
            .object([
                "error": .object(["code": .integer(statusCode), "message": "INTERNAL_ERROR", "status": "INTERNAL"])
            ]),
            status: statusCode)
    }

    /// Identity Toolkit's `{"error":{"code":…,"message":…,"errors":[…]}}`.
    static func error(_ status: Int, _ message: String, reason: String = "invalid") -> HTTPResponse {
        let detail = JSONValue.object(["message": .string(message), "domain": "global", "reason": .string(reason)])
        return .json(
            .object([
                "error": .object([
                    "code": .integer(status), "message": .string(message), "errors": .array([detail]),
                ])
            ]),
            status: status)
    }

    /// Secure Token's `{"error":{"code":…,"message":…,"status":…}}`.
    static func secureTokenError(_ message: String, status: String = "INVALID_ARGUMENT") -> HTTPResponse {
        .json(
            .object([
                "error": .object(["code": 400, "message": .string(message), "status": .string(status)])
            ]),
            status: 400)
    }

    /// The project id written into tokens.
    static let projectID = "sandbox-project"
    /// How long an ID token lasts, seconds.
    static let lifetime = 3600

    /// `POST /v1/accounts:signUp` with `{email, password, returnSecureToken}`.
    @Sendable static func signUp(_ context: SandboxContext) -> HTTPResponse {
        let fields = context.request.bodyFields
        let email = fields["email"]?.trimmingCharacters(in: .whitespaces) ?? ""
        let password = fields["password"] ?? ""
        guard !email.isEmpty else { return FirebaseStandIn.error(400, "MISSING_EMAIL") }
        guard isValid(email: email) else { return FirebaseStandIn.error(400, "INVALID_EMAIL") }
        guard !password.isEmpty else { return FirebaseStandIn.error(400, "MISSING_PASSWORD") }
        guard password.count >= 6 else {
            return FirebaseStandIn.error(400, "WEAK_PASSWORD : Password should be at least 6 characters")
        }
        let issued: (FirebaseAccounts.Account, String)?
        do {
            issued = try context.accounts.withLock { accounts in
                try accounts.update { accounts -> (FirebaseAccounts.Account, String)? in
                    guard accounts.account(email: email) == nil else { return nil }
                    let account = accounts.add(email: email, password: password)
                    return (account, accounts.issueRefreshToken(for: account))
                }
            }
        } catch {
            return stateUnavailable
        }
        guard let (account, refreshToken) = issued else { return FirebaseStandIn.error(400, "EMAIL_EXISTS") }
        return .json(
            .object([
                "kind": "identitytoolkit#SignupNewUserResponse",
                "idToken": .string(idToken(for: account, now: context.now)),
                "email": .string(account.email),
                "refreshToken": .string(refreshToken),
                "expiresIn": .string(String(lifetime)),
                "localId": .string(account.localID),
            ]))
    }

    /// `POST /v1/accounts:signInWithPassword` with `{email, password, returnSecureToken}`.
    /// Unknown emails and wrong passwords both give `INVALID_LOGIN_CREDENTIALS`, as projects
    /// with email-enumeration protection (the default) answer.
    @Sendable static func signIn(_ context: SandboxContext) -> HTTPResponse {
        let fields = context.request.bodyFields
        let email = fields["email"]?.trimmingCharacters(in: .whitespaces) ?? ""
        let password = fields["password"] ?? ""
        guard isValid(email: email) else { return FirebaseStandIn.error(400, "INVALID_EMAIL") }
        guard !password.isEmpty else { return FirebaseStandIn.error(400, "MISSING_PASSWORD") }
        let issued: (FirebaseAccounts.Account, String)?
        do {
            issued = try context.accounts.withLock { accounts in
                try accounts.update { accounts -> (FirebaseAccounts.Account, String)? in
                    guard let account = accounts.account(email: email, password: password) else { return nil }
                    return (account, accounts.issueRefreshToken(for: account))
                }
            }
        } catch {
            return stateUnavailable
        }
        guard let (account, refreshToken) = issued else {
            return FirebaseStandIn.error(400, "INVALID_LOGIN_CREDENTIALS")
        }
        return .json(
            .object([
                "kind": "identitytoolkit#VerifyPasswordResponse",
                "localId": .string(account.localID),
                "email": .string(account.email),
                "displayName": "",
                "idToken": .string(idToken(for: account, now: context.now)),
                "registered": true,
                "refreshToken": .string(refreshToken),
                "expiresIn": .string(String(lifetime)),
            ]))
    }

    /// `POST /v1/token` with `grant_type=refresh_token&refresh_token=…` (form or JSON).
    @Sendable static func refresh(_ context: SandboxContext) -> HTTPResponse {
        let fields = context.request.bodyFields
        guard let grantType = fields["grant_type"] ?? context.request.value("grant_type") else {
            return FirebaseStandIn.secureTokenError("MISSING_GRANT_TYPE")
        }
        guard grantType == "refresh_token" else { return FirebaseStandIn.secureTokenError("INVALID_GRANT_TYPE") }
        guard let token = fields["refresh_token"] ?? context.request.value("refresh_token"), !token.isEmpty else {
            return FirebaseStandIn.secureTokenError("MISSING_REFRESH_TOKEN")
        }
        let known: FirebaseAccounts.Account?
        do {
            known = try context.accounts.withLock { accounts in
                try accounts.reload()
                return accounts.account(refreshToken: token)
            }
        } catch {
            return stateUnavailable
        }
        guard let account = known else {
            return FirebaseStandIn.secureTokenError("INVALID_REFRESH_TOKEN")
        }
        let idToken = idToken(for: account, now: context.now)
        return .json(
            .object([
                "access_token": .string(idToken),
                "expires_in": .string(String(lifetime)),
                "token_type": "Bearer",
                "refresh_token": .string(token),
                "id_token": .string(idToken),
                "user_id": .string(account.localID),
                "project_id": .string(projectID),
            ]))
    }

    /// The answer when the state file cannot be read or written: a server error, so no account
    /// is lost or invented.
    static var stateUnavailable: HTTPResponse {
        FirebaseStandIn.error(
            500, "INTERNAL_ERROR : the sandbox's account file could not be read or written", reason: "backendError")
    }

    static func isValid(email: String) -> Bool {
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".") && !parts[1].hasSuffix(".")
            && !email.contains(" ")
    }

    /// An unsigned JWT like the Firebase emulator's (`alg: none`), with the usual claims.
    static func idToken(for account: FirebaseAccounts.Account, now: Int) -> String {
        let header = JSONValue.object(["alg": "none", "typ": "JWT"])
        let payload = JSONValue.object([
            "iss": .string("https://securetoken.google.com/" + projectID),
            "aud": .string(projectID),
            "auth_time": .integer(now),
            "user_id": .string(account.localID),
            "sub": .string(account.localID),
            "iat": .integer(now),
            "exp": .integer(now + lifetime),
            "email": .string(account.email),
            "email_verified": false,
            "firebase": .object([
                "identities": .object(["email": .array([.string(account.email)])]),
                "sign_in_provider": "password",
            ]),
        ])
        return base64URL(header.data) + "." + base64URL(payload.data) + "."
    }

    static func base64URL(_ data: Data) -> String {
        data.base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
