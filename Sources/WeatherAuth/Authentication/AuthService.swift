import Foundation

/// Signs users up, in and out, and remembers who is signed in.
///
/// ``LocalAuthService`` keeps accounts on the device in a ``CredentialVault``; a remote backend
/// (such as Firebase Authentication) implements the same protocol, so an app switches between
/// them without changing its screens. Every failure is an ``AuthError``.
///
/// ```swift
/// let vault = InMemoryVault()  // an EncryptedFileVault or a KeychainVault in an app
/// let auth: any AuthService = LocalAuthService(vault: vault)
/// let session = try await auth.signUp(email: "ada@example.com", password: "correct horse")
/// // Later, or after a restart:
/// if let session = try await auth.currentSession { print("Signed in as \(session.userID)") }
/// ```
public protocol AuthService: Sendable {
    /// Creates an account and signs it in.
    ///
    /// Throws ``AuthError`` with ``AuthError/Code/invalidEmail``, ``AuthError/Code/weakPassword``
    /// or ``AuthError/Code/emailExists``.
    func signUp(email: String, password: String) async throws -> UserSession

    /// Signs in to an existing account.
    ///
    /// Throws ``AuthError`` with ``AuthError/Code/invalidCredentials`` or
    /// ``AuthError/Code/tooManyAttempts`` (with a ``AuthError/retryAfter``), among others.
    func signIn(email: String, password: String) async throws -> UserSession

    /// Signs the current user out; signing out when nobody is signed in is not an error.
    func signOut() async throws

    /// The signed-in user's session, or `nil`; it survives restarts of the app.
    var currentSession: UserSession? { get async throws }
}
