import Foundation
import WeatherCore
import WeatherJSON
import WeatherModels
import WeatherNetworking

/// An ``AuthService`` backed by Firebase Authentication's REST API (email and password).
///
/// It signs up (`accounts:signUp`), signs in (`accounts:signInWithPassword`), keeps the session
/// — ID token, refresh token and expiry — in a ``CredentialVault`` so it survives restarts, and
/// refreshes the ID token through the Secure Token service shortly before it expires. Concurrent
/// callers that need a fresh token share one refresh request. Email addresses and passwords are
/// checked on the device before anything is sent, and every Firebase error code becomes an
/// ``AuthError`` (the original stays in ``AuthError/providerCode``).
///
/// The Web API key travels only as the `key=` query parameter. Neither it nor a password or
/// token ever appears in an error, a description, a log record or `dump`.
///
/// ```swift
/// let webAPIKey = "fake-api-key"  // the Web API key of your Firebase project
/// let vault = InMemoryVault()  // a KeychainVault or an EncryptedFileVault in an app
/// let auth = FirebaseAuthService(
///     apiKey: webAPIKey, vault: vault, configuration: .fromEnvironment(),
///     autofill: PasswordAutofill(vault: vault))
/// let session = try await auth.signUp(email: "ada@example.com", password: "correct horse")
/// let token = try await auth.validIDToken()  // refreshed when it is about to expire
/// ```
///
/// Set `FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099` and use ``Configuration/fromEnvironment(_:)``
/// to run against the Firebase Auth emulator; see <doc:FirebaseSignIn>.
public actor FirebaseAuthService: AuthService, CustomStringConvertible, CustomReflectable {
    /// Where the backend is and how requests are retried and logged.
    public nonisolated let configuration: Configuration
    /// The vault holding the current session.
    public nonisolated let vault: any CredentialVault
    /// Where passwords are saved at sign-up for autofill, if anywhere.
    public nonisolated let autofill: PasswordAutofill?

    private nonisolated let client: APIClient
    /// The same client without retries, for calls that must not run twice (sign-up, deletion).
    private nonisolated let singleAttemptClient: APIClient
    private nonisolated let endpoints: FirebaseEndpoints
    private nonisolated let now: @Sendable () -> Date
    private var session: UserSession?
    private var hasLoadedSession = false
    /// The refresh in flight, shared by every caller that needs a fresh token meanwhile.
    private var refreshing: Task<UserSession, any Error>?
    /// Counts session changes (sign-in, sign-out), so a refresh that started before one is not stored.
    private var generation = 0

    /// Creates a service for the Firebase project of `apiKey`.
    ///
    /// - Parameters:
    ///   - apiKey: The project's Web API key (any non-empty value for the emulator).
    ///   - transport: Sends the HTTP requests; `URLSessionTransport` by default.
    ///   - vault: Where the session is kept; use a persistent vault so it survives restarts.
    ///   - configuration: The backend (production or emulator), password policy, refresh margin and retries.
    ///   - autofill: When given, the password is saved there after Firebase accepts a sign-up.
    ///   - now: The current date, used for token expiry.
    public init(
        apiKey: String, transport: any HTTPTransport = URLSessionTransport(),
        vault: any CredentialVault = InMemoryVault(),
        configuration: Configuration = Configuration(), autofill: PasswordAutofill? = nil,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.configuration = configuration
        self.vault = vault
        self.autofill = autofill
        self.now = now
        self.endpoints = FirebaseEndpoints(configuration: configuration)
        var options = configuration.httpOptions
        options.now = now
        let identityToolkit = (try? configuration.resolvedIdentityToolkitURL()) ?? configuration.identityToolkitURL
        let secureToken = (try? configuration.resolvedSecureTokenURL()) ?? configuration.secureTokenURL
        var client = APIClient.Configuration(
            baseURL: identityToolkit, transport: transport, options: options, service: "Firebase Authentication",
            authentication: .queryParameter(
                "key", apiKey,
                whenMissing: WeatherError(
                    .unauthorized, message: "No Firebase Web API key is set.", providerCode: "MISSING_API_KEY")),
            additionalOrigins: [secureToken],
            errorRecognizer: ErrorRecognizer { response, body in
                response.isSuccess ? nil : FirebaseErrorBody.weatherError(for: response, body: body)
            })
        self.client = APIClient(configuration: client)
        client.retryPolicy.maximumAttempts = 1
        self.singleAttemptClient = APIClient(configuration: client)
    }

    // MARK: - AuthService

    /// Creates a Firebase account and signs it in.
    ///
    /// Throws ``AuthError`` with ``AuthError/Code/invalidEmail`` or ``AuthError/Code/weakPassword``
    /// before sending anything when the input is refused locally, or with the code Firebase's
    /// answer maps to (``AuthError/Code/emailExists``, ``AuthError/Code/operationNotAllowed`` …).
    ///
    /// With an ``autofill``, the password is saved there for the address once Firebase accepts the
    /// sign-up, as ``LocalAuthService`` does; a refused sign-up saves nothing. When the vault cannot
    /// save it, this throws ``AuthError/Code/storage`` and no session is stored, though the Firebase
    /// account exists: sign in to use it.
    public func signUp(email: String, password: String) async throws -> UserSession {
        let address = try EmailAddress.validated(email)
        try configuration.passwordPolicy.validate(password.precomposedStringWithCanonicalMapping)
        let response = try await send(
            endpoints.signUp(email: address, password: password), during: .signUp, retrying: false)
        if let autofill {
            try await storage("save the password for autofill") {
                try await autofill.savePassword(password, for: address)
            }
        }
        return try await start(response, email: address)
    }

    /// Signs in with an email address and password.
    ///
    /// A wrong password and an unknown address both throw ``AuthError/Code/invalidCredentials``;
    /// throttling throws ``AuthError/Code/tooManyAttempts``.
    public func signIn(email: String, password: String) async throws -> UserSession {
        let address = try EmailAddress.validated(email)
        guard !password.isEmpty else {
            throw AuthError(.invalidCredentials, "The email address or password is incorrect.")
        }
        let response = try await send(endpoints.signIn(email: address, password: password), during: .signIn)
        return try await start(response, email: address)
    }

    /// Forgets the stored session. Firebase has no sign-out call: the tokens simply stop being used.
    public func signOut() async throws {
        try await forgetSession()
    }

    /// The stored session, restored from the vault after a restart; its ID token may have expired
    /// (use ``validIDToken()`` for a usable token).
    public var currentSession: UserSession? {
        get async throws { try await storedSession() }
    }

    // MARK: - Tokens

    /// An ID token valid for at least ``Configuration/refreshMargin``, refreshed first if needed.
    ///
    /// However many callers ask at once, at most one refresh request is sent.
    ///
    /// Throws ``AuthError/Code/notSignedIn`` without a session, and ``AuthError/Code/tokenExpired``
    /// or ``AuthError/Code/invalidToken`` when Firebase refuses the refresh token (the session is
    /// then forgotten).
    public func validIDToken() async throws -> String {
        if let refreshing {
            return try Self.idToken(of: await refreshing.value)
        }
        guard let session = try await storedSession() else { throw Self.notSignedIn }
        if let token = session.idToken, !needsRefresh(session) {
            return token
        }
        return try Self.idToken(of: await refresh(session))
    }

    /// Exchanges the refresh token for a new ID token now, stores the new session (including a new
    /// refresh token when Firebase sends one) and returns it. Joins a refresh already in flight.
    public func refreshSession() async throws -> UserSession {
        if let refreshing {
            return try await refreshing.value
        }
        guard let session = try await storedSession() else { throw Self.notSignedIn }
        return try await refresh(session)
    }

    // MARK: - Account

    /// The signed-in user's account (`accounts:lookup`), using a valid ID token.
    public func account() async throws -> FirebaseAccount {
        let token = try await validIDToken()
        let response = try await send(endpoints.lookup(idToken: token), during: .lookup)
        guard let user = response.users?.first else {
            throw AuthError(.userNotFound, "Firebase returned no account for the signed-in user.")
        }
        return user.account
    }

    /// Deletes the signed-in user's account (`accounts:delete`) and forgets the session.
    public func deleteAccount() async throws {
        let token = try await validIDToken()
        try await send(endpoints.delete(idToken: token), during: .delete, retrying: false)
        try await forgetSession()
    }

    // MARK: - Descriptions

    /// Names the backend; never shows the API key, a token or a password.
    public nonisolated var description: String {
        if let host = configuration.emulatorHost {
            return "FirebaseAuthService(emulator: \(host))"
        }
        return "FirebaseAuthService(\(configuration.identityToolkitURL.host ?? "identity toolkit"))"
    }

    /// Shows only the configuration to `dump` and debuggers.
    public nonisolated var customMirror: Mirror {
        Mirror(self, children: ["configuration": configuration], displayStyle: .class)
    }

    // MARK: - Refresh

    private func needsRefresh(_ session: UserSession) -> Bool {
        guard let expiresAt = session.expiresAt else { return false }
        return expiresAt.addingTimeInterval(-configuration.refreshMargin.secondsValue) <= now()
    }

    /// Joins the refresh in flight or starts one; no suspension between the check and the start.
    private func refresh(_ session: UserSession) async throws -> UserSession {
        if let refreshing {
            return try await refreshing.value
        }
        guard let refreshToken = session.refreshToken else {
            throw AuthError(.invalidToken, "The session has no refresh token; sign in again.")
        }
        let started = generation
        let task = Task { try await self.exchange(refreshToken, replacing: session, generation: started) }
        refreshing = task
        return try await task.value
    }

    private func exchange(
        _ refreshToken: String, replacing old: UserSession, generation started: Int
    ) async throws -> UserSession {
        defer {
            if generation == started { refreshing = nil }
        }
        let response: FirebaseRefreshResponse
        do {
            response = try await send(endpoints.refresh(refreshToken: refreshToken), during: .refresh)
        } catch let error as AuthError where error.endsFirebaseSession && generation == started {
            try? await forgetSession()
            throw error
        }
        guard generation == started else {
            throw AuthError(.notSignedIn, "The session changed while its token was being refreshed.")
        }
        let updated = UserSession(
            userID: old.userID, email: old.email, idToken: response.idToken,
            refreshToken: response.refreshToken ?? refreshToken, expiresAt: expiry(response.expiresIn))
        try await save(updated)
        return updated
    }

    // MARK: - Sessions

    private var sessionKey: CredentialKey {
        CredentialKey(service: configuration.service + ".session", account: "current")
    }

    private func start(_ response: FirebaseSignInResponse, email: String) async throws -> UserSession {
        let session = UserSession(
            userID: UserID(response.localId), email: response.email.map(EmailAddress.normalized) ?? email,
            idToken: response.idToken, refreshToken: response.refreshToken, expiresAt: expiry(response.expiresIn))
        generation += 1
        refreshing = nil
        try await save(session)
        return session
    }

    private func expiry(_ expiresIn: FlexibleNumber?) -> Date {
        now().addingTimeInterval(max(0, expiresIn?.value ?? 3_600))
    }

    private func storedSession() async throws -> UserSession? {
        if hasLoadedSession { return session }
        let key = sessionKey
        let data = try await storage("read the session") { try await vault.secret(for: key) }
        if !hasLoadedSession {
            hasLoadedSession = true
            if let data {
                do {
                    session = try JSONDocument.decode(UserSession.self, from: data)
                } catch {
                    throw AuthError(.storage, "The stored session cannot be decoded.")
                }
            }
        }
        return session
    }

    /// Updates the session in memory at once, then in the vault.
    private func save(_ updated: UserSession) async throws {
        session = updated
        hasLoadedSession = true
        let data = try JSONEncoder().encode(updated)
        let key = sessionKey
        try await storage("save the session") { try await vault.setSecret(data, for: key) }
    }

    private func forgetSession() async throws {
        generation += 1
        refreshing = nil
        session = nil
        hasLoadedSession = true
        let key = sessionKey
        try await storage("remove the session") { try await vault.removeSecret(for: key) }
    }

    /// Runs a vault operation, turning its failure into ``AuthError/Code/storage``.
    private func storage<Result>(_ action: String, _ body: () async throws -> Result) async throws -> Result {
        do {
            return try await body()
        } catch {
            throw AuthError(.storage, "Could not \(action) in the credential vault.", underlying: error)
        }
    }

    // MARK: - Sending

    /// Sends a request and maps every failure to an ``AuthError``. Sign-up and deletion are sent
    /// once (`retrying: false`): repeating them after a lost answer would report `EMAIL_EXISTS`
    /// or `USER_NOT_FOUND` for a call that succeeded.

    @discardableResult
    private func send<Response>(
        _ request: @autoclosure () throws(AuthError) -> APIRequest<Response>,
        during operation: AuthError.FirebaseOperation, retrying: Bool = true
    ) async throws -> Response {
        let built = try request()
        do {
            return try await (retrying ? client : singleAttemptClient).send(built)
        } catch let error as WeatherError {
            throw AuthError.firebase(error, during: operation)
        } catch let error as AuthError {
            throw error
        } catch {
            throw AuthError.firebase(
                WeatherError(.network, message: "The \(operation.rawValue) failed.", underlying: error),
                during: operation)
        }
    }

    private static func idToken(of session: UserSession) throws -> String {
        guard let token = session.idToken else { throw notSignedIn }
        return token
    }

    private static let notSignedIn = AuthError(.notSignedIn, "Nobody is signed in to Firebase.")
}

extension ProviderID {
    /// Firebase Authentication (Identity Toolkit and Secure Token APIs), the service behind
    /// ``FirebaseAuthService``; `SandboxScenario.only(for: .firebase)` aims a sandbox failure at it.
    public static let firebase = ProviderID("firebase")
}
