import Foundation

/// Offers the password saved for an email address again, like a browser's password autofill.
///
/// ``LocalAuthService`` and ``FirebaseAuthService`` save the password here at sign-up when given an
/// autofill; a sign-in screen then fills the password field for the typed address. The password is
/// stored as a secret in the vault, so give it an encrypted vault (`KeychainVault` or
/// ``EncryptedFileVault``) in apps.
///
/// ```swift
/// let autofill = PasswordAutofill(vault: InMemoryVault())
/// try await autofill.savePassword("correct horse", for: "ada@example.com")
/// if let saved = try await autofill.password(for: "ada@example.com") {
///     print(saved)  // "correct horse"
/// }
/// ```
public struct PasswordAutofill: Sendable, CustomStringConvertible {
    /// The vault service that holds saved passwords unless another is given.
    public static let defaultService = "WeatherAuth.PasswordAutofill"

    /// The vault holding the saved passwords.
    public let vault: any CredentialVault
    /// The vault service under which passwords are saved, one account per email address.
    public let service: String

    /// Creates an autofill over `vault`, saving under `service`.
    public init(vault: any CredentialVault, service: String = PasswordAutofill.defaultService) {
        self.vault = vault
        self.service = service
    }

    /// Saves `password` for `email`, replacing any password saved for it.
    ///
    /// Throws ``AuthError/Code/invalidEmail`` for a malformed address.
    public func savePassword(_ password: String, for email: String) async throws {
        let address = try EmailAddress.validated(email)
        try await vault.setString(password, for: key(for: address))
    }

    /// The password saved for `email`, or `nil`. The address is normalised first, so
    /// `" Ada@Example.com "` finds the password saved for `ada@example.com`.
    public func password(for email: String) async throws -> String? {
        try await vault.string(for: key(for: EmailAddress.normalized(email)))
    }

    /// Forgets the password saved for `email`.
    public func removePassword(for email: String) async throws {
        try await vault.removeSecret(for: key(for: EmailAddress.normalized(email)))
    }

    /// The addresses that have a saved password, sorted, for an account picker.
    public func savedEmails() async throws -> [String] {
        try await vault.keys(service: service).map(\.account)
    }

    /// Names the service; never shows a password.
    public var description: String { "PasswordAutofill(service: \(service))" }

    private func key(for address: String) -> CredentialKey {
        CredentialKey(service: service, account: address)
    }
}
