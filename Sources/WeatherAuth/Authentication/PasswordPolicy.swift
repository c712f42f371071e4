/// The rules a new password must meet in ``LocalAuthService``.
///
/// Lengths count characters (grapheme clusters) after Unicode NFC normalisation, so "é" typed
/// as one or as two code points counts once. The maximum exists so that a megabyte-long
/// password is refused at once instead of being hashed.
///
/// ```swift
/// let policy = PasswordPolicy(minimumLength: 12)
/// let auth = LocalAuthService(vault: InMemoryVault(), configuration: .init(passwordPolicy: policy))
/// ```
public struct PasswordPolicy: Hashable, Sendable {
    /// The fewest characters a password may have.
    public var minimumLength: Int
    /// The most characters a password may have.
    public var maximumLength: Int

    /// At least 8 and at most 1,024 characters.
    public static let standard = PasswordPolicy()

    /// Creates a policy; `minimumLength` is raised to at least 1.
    public init(minimumLength: Int = 8, maximumLength: Int = 1_024) {
        self.minimumLength = max(1, minimumLength)
        self.maximumLength = max(self.minimumLength, maximumLength)
    }

    /// Whether `password` (already NFC-normalised) is long enough and short enough.
    public func accepts(_ password: String) -> Bool {
        (minimumLength...maximumLength).contains(password.count)
    }

    /// Throws ``AuthError/Code/weakPassword`` when `password` (already NFC-normalised) breaks the policy.
    func validate(_ password: String) throws(AuthError) {
        let length = password.count
        guard length >= minimumLength else {
            var error = AuthError(.weakPassword, "The password must have at least \(minimumLength) characters.")
            error.passwordLength = .minimum(minimumLength)
            throw error
        }
        guard length <= maximumLength else {
            var error = AuthError(.weakPassword, "The password must have at most \(maximumLength) characters.")
            error.passwordLength = .maximum(maximumLength)
            throw error
        }
    }
}
