import Foundation

extension CredentialVault {
    /// Stores `secret` as UTF-8 under `key`, replacing any secret already there.
    ///
    /// ```swift
    /// let vault = InMemoryVault()
    /// try await vault.setString("token-value", for: CredentialKey(service: "api", account: "default"))
    /// ```
    public func setString(_ secret: String, for key: CredentialKey) async throws {
        try await setSecret(Data(secret.utf8), for: key)
    }

    /// The secret under `key` decoded as UTF-8, or `nil` when there is none.
    ///
    /// Throws a ``VaultError`` with code ``VaultError/Code/corrupted`` when the stored bytes are not UTF-8.
    public func string(for key: CredentialKey) async throws -> String? {
        guard let data = try await secret(for: key) else { return nil }
        guard let string = String(data: data, encoding: .utf8) else {
            throw VaultError(.corrupted, "The secret stored under \(key) is not UTF-8 text.")
        }
        return string
    }

    /// Whether a secret is stored under `key`.
    public func containsSecret(for key: CredentialKey) async throws -> Bool {
        try await secret(for: key) != nil
    }
}
