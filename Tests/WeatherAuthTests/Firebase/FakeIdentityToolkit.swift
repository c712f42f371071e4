import Foundation
import WeatherCore
import WeatherModels
import WeatherNetworking
import WeatherTestSupport

@testable import WeatherAuth

/// A stand-in for the Firebase Auth emulator on a ``LoopbackServer``: it answers the Identity
/// Toolkit and Secure Token paths as the REST contract describes (bodies, snake_case refresh,
/// `"CODE : detail"` errors) and keeps its users in memory.
final class FakeIdentityToolkit: Sendable {
    /// The Web API key the tests pass; a sentinel that must never show up in text.
    static let apiKey = "KEY-SENTINEL-7f3a"

    struct User: Sendable {
        var uid: String
        var email: String
        var password: String
        var disabled = false
    }

    struct State: Sendable {
        var users: [String: User] = [:]
        var idTokens: [String: String] = [:]
        var refreshTokens: [String: String] = [:]
        var counter = 0
    }

    let server: LoopbackServer
    let state = Locked(State())

    init() throws {
        server = try LoopbackServer()
        server.setHandler { [weak self] request in
            self?.answer(request) ?? .status(500)
        }
    }

    deinit { server.stop() }

    /// The emulator configuration pointing at this server, with no retries.
    var configuration: FirebaseAuthService.Configuration {
        var configuration = FirebaseAuthService.Configuration.emulator(host: "127.0.0.1:\(server.port)")
        configuration.retryPolicy = .none
        return configuration
    }

    /// A service over this server, `vault` and `clock`.
    func service(
        vault: any CredentialVault = InMemoryVault(), clock: ManualClock = ManualClock(),
        configuration: FirebaseAuthService.Configuration? = nil, logger: HTTPLogger? = nil,
        autofill: PasswordAutofill? = nil
    ) -> FirebaseAuthService {
        var configuration = configuration ?? self.configuration
        configuration.logger = logger
        return FirebaseAuthService(
            apiKey: Self.apiKey, vault: vault, configuration: configuration, autofill: autofill, now: clock.function)
    }

    /// Disables the account of `email`, as an administrator would.
    func disable(email: String) {
        state.withLock { $0.users[email]?.disabled = true }
    }

    /// Requests received on `path` (for example `/securetoken.googleapis.com/v1/token`).
    func requests(to path: String) -> [RecordedRequest] {
        server.requests.filter { $0.path == path }
    }

    static let signUpPath = "/identitytoolkit.googleapis.com/v1/accounts:signUp"
    static let signInPath = "/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword"
    static let lookupPath = "/identitytoolkit.googleapis.com/v1/accounts:lookup"
    static let deletePath = "/identitytoolkit.googleapis.com/v1/accounts:delete"
    static let tokenPath = "/securetoken.googleapis.com/v1/token"

    /// A Firebase error body, as production and the emulator send it.
    static func errorBody(_ message: String, status: Int = 400) -> String {
        #"{"error":{"code":\#(status),"message":"\#(message)","errors":[{"message":"\#(message)","domain":"global","reason":"invalid"}]}}"#
    }

    /// A Secure Token error body (with `status`, without `errors`).
    static func tokenErrorBody(_ message: String) -> String {
        #"{"error":{"code":400,"message":"\#(message)","status":"INVALID_ARGUMENT"}}"#
    }

    // MARK: - Answers

    private func answer(_ request: RecordedRequest) -> ScriptedResponse {
        guard request.method == "POST" else { return .status(405) }
        guard let key = request.queryValue("key"), !key.isEmpty, request.header("x-goog-api-key") == nil else {
            return .json(
                #"{"error":{"code":403,"message":"API key not valid. Please pass a valid API key.","status":"PERMISSION_DENIED"}}"#,
                status: 403)
        }
        switch request.path {
        case Self.signUpPath: return signUp(json(request))
        case Self.signInPath: return signIn(json(request))
        case Self.lookupPath: return lookup(json(request))
        case Self.deletePath: return delete(json(request))
        case Self.tokenPath: return refresh(form(request))
        default: return .notFound(request)
        }
    }

    private func signUp(_ body: [String: Any]) -> ScriptedResponse {
        guard let email = body["email"] as? String, body["returnSecureToken"] as? Bool == true else {
            return .json(Self.errorBody("MISSING_EMAIL"), status: 400)
        }
        guard let password = body["password"] as? String, !password.isEmpty else {
            return .json(Self.errorBody("MISSING_PASSWORD"), status: 400)
        }
        guard password.count >= 6 else {
            return .json(Self.errorBody("WEAK_PASSWORD : Password should be at least 6 characters"), status: 400)
        }
        let result = state.withLock { state -> (User, String, String)? in
            guard state.users[email] == nil else { return nil }
            state.counter += 1
            let user = User(uid: "uid-\(state.counter)", email: email, password: password)
            state.users[email] = user
            let (id, refresh) = Self.issueTokens(for: user.uid, in: &state)
            return (user, id, refresh)
        }
        guard let result else {
            return .json(Self.errorBody("EMAIL_EXISTS"), status: 400)
        }
        let (user, idToken, refreshToken) = result
        return Self.json([
            "kind": "identitytoolkit#SignupNewUserResponse", "idToken": idToken, "email": user.email,
            "refreshToken": refreshToken, "expiresIn": "3600", "localId": user.uid,
        ])
    }

    private func signIn(_ body: [String: Any]) -> ScriptedResponse {
        guard let email = body["email"] as? String, let password = body["password"] as? String,
            body["returnSecureToken"] as? Bool == true
        else {
            return .json(Self.errorBody("MISSING_PASSWORD"), status: 400)
        }
        let result = state.withLock { state -> Result<(User, String, String), FakeError> in
            guard let user = state.users[email], user.password == password else {
                return .failure(FakeError(message: "INVALID_LOGIN_CREDENTIALS"))
            }
            guard !user.disabled else { return .failure(FakeError(message: "USER_DISABLED")) }
            let (id, refresh) = Self.issueTokens(for: user.uid, in: &state)
            return .success((user, id, refresh))
        }
        switch result {
        case .failure(let error):
            return .json(Self.errorBody(error.message), status: 400)
        case .success(let (user, idToken, refreshToken)):
            return Self.json([
                "kind": "identitytoolkit#VerifyPasswordResponse", "localId": user.uid, "email": user.email,
                "displayName": "", "idToken": idToken, "registered": true, "refreshToken": refreshToken,
                "expiresIn": "3600",
            ])
        }
    }

    private func refresh(_ form: [String: String]) -> ScriptedResponse {
        guard form["grant_type"] == "refresh_token" else {
            return .json(Self.tokenErrorBody("INVALID_GRANT_TYPE"), status: 400)
        }
        guard let token = form["refresh_token"] else {
            return .json(Self.tokenErrorBody("MISSING_REFRESH_TOKEN"), status: 400)
        }
        let issued = state.withLock { state -> (String, String, String)? in
            guard let uid = state.refreshTokens.removeValue(forKey: token) else { return nil }
            let (id, refresh) = Self.issueTokens(for: uid, in: &state)
            return (uid, id, refresh)
        }
        guard let issued else {
            return .json(Self.tokenErrorBody("INVALID_REFRESH_TOKEN"), status: 400)
        }
        let (uid, idToken, refreshToken) = issued
        return Self.json([
            "expires_in": "3600", "token_type": "Bearer", "refresh_token": refreshToken, "id_token": idToken,
            "user_id": uid, "project_id": "1234567890", "access_token": idToken,
        ])
    }

    private func lookup(_ body: [String: Any]) -> ScriptedResponse {
        guard let user = user(forIDToken: body["idToken"]) else {
            return .json(Self.errorBody("INVALID_ID_TOKEN"), status: 400)
        }
        let record: [String: Any] = [
            "localId": user.uid, "email": user.email, "emailVerified": false, "passwordHash": "UkVEQUNURUQ=",
            "providerUserInfo": [
                ["providerId": "password", "federatedId": user.email, "email": user.email, "rawId": user.email]
            ],
            "passwordUpdatedAt": 1_700_000_000_000.0, "validSince": "1700000000", "lastLoginAt": "1700000100000",
            "createdAt": "1700000000000",
        ]
        return Self.json(["kind": "identitytoolkit#GetAccountInfoResponse", "users": [record]])
    }

    private func delete(_ body: [String: Any]) -> ScriptedResponse {
        guard let user = user(forIDToken: body["idToken"]) else {
            return .json(Self.errorBody("INVALID_ID_TOKEN"), status: 400)
        }
        state.withLock { state in
            state.users[user.email] = nil
            state.idTokens = state.idTokens.filter { $0.value != user.uid }
            state.refreshTokens = state.refreshTokens.filter { $0.value != user.uid }
        }
        return Self.json(["kind": "identitytoolkit#DeleteAccountResponse"])
    }

    // MARK: - Plumbing

    private struct FakeError: Error {
        var message: String
    }

    private func user(forIDToken token: Any?) -> User? {
        guard let token = token as? String else { return nil }
        return state.withLock { state in
            state.idTokens[token].flatMap { uid in state.users.values.first { $0.uid == uid } }
        }
    }

    private static func issueTokens(for uid: String, in state: inout State) -> (String, String) {
        state.counter += 1
        let idToken = "IDTOKEN-SENTINEL-\(state.counter)"
        let refreshToken = "REFRESH-SENTINEL-\(state.counter)"
        state.idTokens[idToken] = uid
        state.refreshTokens[refreshToken] = uid
        return (idToken, refreshToken)
    }

    private func json(_ request: RecordedRequest) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: request.body)) as? [String: Any] ?? [:]
    }

    private func form(_ request: RecordedRequest) -> [String: String] {
        let items = (try? URLQuery(percentEncoded: request.bodyText ?? "").items) ?? []
        return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
    }

    private static func json(_ object: [String: Any]) -> ScriptedResponse {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return .json(String(decoding: data, as: UTF8.self))
    }
}
