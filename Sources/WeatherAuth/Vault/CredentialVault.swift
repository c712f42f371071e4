import Foundation

/// A store of small secrets (passwords, tokens, API keys), each under a ``CredentialKey``.
///
/// Implementations: `KeychainVault` on Apple platforms, ``EncryptedFileVault`` everywhere,
/// and ``InMemoryVault`` for tests and previews. Code that needs secrets takes
/// `any CredentialVault` so the app picks the storage.
///
/// ```swift
/// import Foundation
///
/// let vault: any CredentialVault = InMemoryVault()
/// let key = CredentialKey(service: "weather", account: "ada@example.com")
/// try await vault.setSecret(Data("s3cret".utf8), for: key)
/// let secret = try await vault.secret(for: key)  // Data("s3cret".utf8)
/// ```
public protocol CredentialVault: Sendable {
    /// Stores `secret` under `key`, replacing any secret already there.
    func setSecret(_ secret: Data, for key: CredentialKey) async throws

    /// The secret stored under `key`, or `nil` when there is none.
    func secret(for key: CredentialKey) async throws -> Data?

    /// Removes the secret stored under `key`; removing a missing secret is not an error.
    func removeSecret(for key: CredentialKey) async throws

    /// The keys of every secret stored for `service`, sorted by account.
    func keys(service: String) async throws -> [CredentialKey]
}
