/// Names one secret in a ``CredentialVault``: the service it belongs to and the account within it.
///
/// The pair mirrors a Keychain generic password, so the same key addresses the same secret
/// whichever vault stores it.
///
/// ```swift
/// let vault = InMemoryVault()
/// let key = CredentialKey(service: "com.example.weather.openweather", account: "default")
/// try await vault.setString("my-api-key", for: key)
/// ```
public struct CredentialKey: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
    /// The service or feature the secret belongs to, for example a reverse-DNS identifier.
    public var service: String
    /// The account within the service, for example a user's email address.
    public var account: String

    /// Creates a key for the secret of `account` within `service`.
    public init(service: String, account: String) {
        self.service = service
        self.account = account
    }

    /// Orders keys by service, then by account.
    public static func < (lhs: CredentialKey, rhs: CredentialKey) -> Bool {
        (lhs.service, lhs.account) < (rhs.service, rhs.account)
    }

    /// `service/account`; a key names a secret but never contains it.
    public var description: String { "\(service)/\(account)" }
}
