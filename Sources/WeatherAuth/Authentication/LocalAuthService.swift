import Foundation
import WeatherJSON
import WeatherModels

/// An ``AuthService`` whose accounts live on the device, in a ``CredentialVault``.
///
/// Passwords are stored only as salted PBKDF2-HMAC-SHA256 hashes (a random salt per account,
/// 600,000 iterations by default) and checked in constant time. Email addresses are trimmed,
/// lowercased and put in Unicode NFC; passwords are put in NFC too, so the same password typed
/// on different keyboards signs in. After five wrong passwords in a row an account is locked
/// for five minutes (see ``LockoutPolicy``). The session is kept in the vault, so a new
/// instance over the same vault — after a restart — sees ``currentSession``.
///
/// ```swift
/// import Foundation
///
/// let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
/// let url = support.appending(path: "accounts.vault")
/// let vault = try EncryptedFileVault(fileURL: url, passphrase: "the passphrase the user chose")
/// let auth = LocalAuthService(vault: vault, autofill: PasswordAutofill(vault: vault))
/// let session = try await auth.signUp(email: "ada@example.com", password: "correct horse")
/// ```
///
/// Unknown addresses and wrong passwords both fail with ``AuthError/Code/invalidCredentials``
/// after the same amount of hashing, so sign-in does not reveal which addresses have accounts.
public actor LocalAuthService: AuthService, CustomStringConvertible, CustomReflectable {
    /// The vault holding the accounts and the current session.
    public nonisolated let vault: any CredentialVault
    /// The password policy, lockout policy, hash cost and vault service names.
    public nonisolated let configuration: Configuration
    /// Where passwords are saved at sign-up for autofill, if anywhere.
    public nonisolated let autofill: PasswordAutofill?

    private let now: @Sendable () -> Date
    private var isBusy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Creates a service over `vault`.
    ///
    /// - Parameters:
    ///   - vault: Where accounts and the session are stored; use an encrypted vault in apps.
    ///   - configuration: Policies and the password-hash cost; tests lower the cost here.
    ///   - autofill: When given, the password is saved there at sign-up.
    ///   - now: The clock used for lockouts.
    public init(
        vault: any CredentialVault, configuration: Configuration = Configuration(),
        autofill: PasswordAutofill? = nil, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.vault = vault
        self.configuration = configuration
        self.autofill = autofill
        self.now = now
    }

    /// Creates an account for `email` and signs it in.
    ///
    /// Throws ``AuthError`` with ``AuthError/Code/invalidEmail``, ``AuthError/Code/weakPassword``,
    /// ``AuthError/Code/emailExists`` or ``AuthError/Code/storage``.
    public func signUp(email: String, password: String) async throws -> UserSession {
        await acquire()
        defer { release() }
        let address = try EmailAddress.validated(email)
        let normalizedPassword = password.precomposedStringWithCanonicalMapping
        try configuration.passwordPolicy.validate(normalizedPassword)
        guard try await account(for: address) == nil else {
            throw AuthError(.emailExists, "An account with this email address already exists.")
        }
        let hash: PasswordHash
        do {
            hash = try PasswordHash.make(password: normalizedPassword, iterations: configuration.passwordHashIterations)
        } catch {
            throw AuthError(.storage, "The password could not be hashed.")
        }
        if let autofill {
            try await storage("save the password for autofill") {
                try await autofill.savePassword(password, for: address)
            }
        }
        let account = LocalAccount(
            userID: UUID().uuidString.lowercased(), email: address, password: hash, failedAttempts: 0,
            lockedUntil: nil)
        try await save(account)
        return try await startSession(for: account)
    }

    /// Signs in to the account for `email`.
    ///
    /// Throws ``AuthError`` with ``AuthError/Code/invalidCredentials`` (unknown address or wrong
    /// password), ``AuthError/Code/tooManyAttempts`` (with ``AuthError/retryAfter``) while the
    /// address is locked, ``AuthError/Code/invalidEmail`` or ``AuthError/Code/storage``. Failed
    /// attempts lock an address whether or not it has an account, so the answers never tell which
    /// addresses do.
    public func signIn(email: String, password: String) async throws -> UserSession {
        await acquire()
        defer { release() }
        let address = try EmailAddress.validated(email)
        let normalizedPassword = password.precomposedStringWithCanonicalMapping
        let policy = configuration.passwordPolicy
        let plausible = !normalizedPassword.isEmpty && normalizedPassword.count <= policy.maximumLength

        // The lockout is kept per address, whether or not an account has it, so the answers to an
        // unknown address and to a known one are the same: locking reveals no account.
        let account = try await account(for: address)
        var attempts = try await failedAttempts(for: address, legacy: account)
        let date = now()
        if let lockedUntil = attempts.lockedUntil, lockedUntil > date {
            throw Self.locked(for: lockedUntil.timeIntervalSince(date))
        }
        let matches: Bool
        do {
            if let account {
                matches = try plausible && account.password.matches(normalizedPassword)
            } else {
                // Spend the same effort as for a real account before refusing.
                if plausible { _ = try PasswordHash.make(password: normalizedPassword, iterations: hashIterations) }
                matches = false
            }
        } catch {
            throw AuthError(.storage, "The password could not be checked.")
        }
        guard let account, matches else {
            attempts.failedAttempts += 1
            attempts.lockedUntil = nil
            let lockout = configuration.lockout
            if attempts.failedAttempts >= lockout.maximumFailedAttempts {
                attempts.failedAttempts = 0
                attempts.lockedUntil = date.addingTimeInterval(lockout.seconds)
                try await save(attempts, for: address)
                throw Self.locked(for: lockout.seconds)
            }
            try await save(attempts, for: address)
            throw Self.invalidCredentials
        }
        if attempts.failedAttempts != 0 || attempts.lockedUntil != nil {
            try await save(FailedAttempts(), for: address)
        }
        if account.failedAttempts != 0 || account.lockedUntil != nil {
            var cleared = account
            cleared.failedAttempts = 0
            cleared.lockedUntil = nil
            try await save(cleared)
        }
        return try await startSession(for: account)
    }

    /// Signs out: forgets the current session. Saved autofill passwords stay.
    public func signOut() async throws {
        await acquire()
        defer { release() }
        try await storage("remove the session") { try await vault.removeSecret(for: sessionKey) }
    }

    /// The signed-in user's session, or `nil`; read from the vault, so it survives restarts.
    public var currentSession: UserSession? {
        get async throws {
            guard let data = try await storage("read the session", { try await vault.secret(for: sessionKey) })
            else { return nil }
            do {
                return try JSONDocument.decode(UserSession.self, from: data)
            } catch {
                throw AuthError(.storage, "The stored session cannot be decoded.")
            }
        }
    }

    /// Whether an account exists for `email` (normalised first).
    public func hasAccount(email: String) async throws -> Bool {
        try await account(for: EmailAddress.normalized(email)) != nil
    }

    /// Names the vault service; never shows an account, a hash or a password.
    public nonisolated var description: String { "LocalAuthService(service: \(configuration.service))" }

    /// Shows only the configuration to `dump` and debuggers.
    public nonisolated var customMirror: Mirror { Mirror(self, children: ["configuration": configuration]) }

    // MARK: - Storage

    private var hashIterations: Int { configuration.passwordHashIterations }

    private var sessionKey: CredentialKey {
        CredentialKey(service: configuration.service + ".session", account: "current")
    }

    private func accountKey(for address: String) -> CredentialKey {
        CredentialKey(service: configuration.service + ".accounts", account: address)
    }

    private func account(for address: String) async throws -> LocalAccount? {
        let key = accountKey(for: address)
        guard let data = try await storage("read the account", { try await vault.secret(for: key) }) else {
            return nil
        }
        do {
            return try JSONDocument.decode(LocalAccount.self, from: data)
        } catch {
            throw AuthError(.storage, "The stored account cannot be decoded.")
        }
    }

    private func lockoutKey(for address: String) -> CredentialKey {
        CredentialKey(service: configuration.service + ".lockout", account: address)
    }

    /// The failed sign-ins for `address`, kept apart from accounts so unknown addresses count too;
    /// an account's own lockout, from earlier versions, still counts.
    private func failedAttempts(for address: String, legacy account: LocalAccount?) async throws -> FailedAttempts {
        let key = lockoutKey(for: address)
        var attempts = FailedAttempts()
        if let data = try await storage("read the sign-in attempts", { try await vault.secret(for: key) }) {
            attempts = (try? JSONDocument.decode(FailedAttempts.self, from: data)) ?? FailedAttempts()
        }
        if let account {
            attempts.failedAttempts = max(attempts.failedAttempts, account.failedAttempts)
            attempts.lockedUntil = [attempts.lockedUntil, account.lockedUntil].compactMap { $0 }.max()
        }
        return attempts
    }

    private func save(_ attempts: FailedAttempts, for address: String) async throws {
        let key = lockoutKey(for: address)
        if attempts.failedAttempts == 0, attempts.lockedUntil == nil {
            try await storage("clear the sign-in attempts") { try await vault.removeSecret(for: key) }
            return
        }
        let data = try JSONEncoder().encode(attempts)
        try await storage("save the sign-in attempts") { try await vault.setSecret(data, for: key) }
    }

    private func save(_ account: LocalAccount) async throws {
        let key = accountKey(for: account.email)
        let data = try JSONEncoder().encode(account)
        try await storage("save the account") { try await vault.setSecret(data, for: key) }
    }

    private func startSession(for account: LocalAccount) async throws -> UserSession {
        let session = UserSession(userID: UserID(account.userID), email: account.email)
        let data = try JSONEncoder().encode(session)
        try await storage("save the session") { try await vault.setSecret(data, for: sessionKey) }
        return session
    }

    /// Runs a vault operation, turning its failure into ``AuthError/Code/storage``.
    private func storage<Result>(_ action: String, _ body: () async throws -> Result) async throws -> Result {
        do {
            return try await body()
        } catch {
            throw AuthError(.storage, "Could not \(action) in the credential vault.", underlying: error)
        }
    }

    private static let invalidCredentials = AuthError(
        .invalidCredentials, "The email address or password is incorrect.")

    private static func locked(for seconds: TimeInterval) -> AuthError {
        AuthError(
            .tooManyAttempts, "Too many failed sign-in attempts; the account is locked for now.",
            retryAfter: .seconds(seconds.rounded(.up)))
    }

    // MARK: - One operation at a time

    /// Waits until no other operation of this instance is running. Operations await the vault,
    /// so without this two sign-ups of one address could both pass the existence check.
    private func acquire() async {
        guard isBusy else {
            isBusy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Hands the turn to the next waiting operation, or marks the instance idle.
    private func release() {
        if waiting.isEmpty {
            isBusy = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
