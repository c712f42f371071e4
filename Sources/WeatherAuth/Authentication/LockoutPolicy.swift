/// How ``LocalAuthService`` slows down password guessing.
///
/// After ``maximumFailedAttempts`` wrong passwords in a row for one email address, sign-in to that
/// address is refused with ``AuthError/Code/tooManyAttempts`` for ``duration``, even with the right
/// password. Addresses without an account are counted and locked the same way, so the answers never
/// reveal which addresses have one. The state is kept in the vault, so restarting the app does not
/// reset it.
///
/// ```swift
/// let lockout = LockoutPolicy(maximumFailedAttempts: 3, duration: .seconds(60))
/// ```
public struct LockoutPolicy: Hashable, Sendable {
    /// Wrong passwords in a row that lock the account.
    public var maximumFailedAttempts: Int
    /// How long the account stays locked.
    public var duration: Duration

    /// Five attempts, then five minutes.
    public static let standard = LockoutPolicy()

    /// Creates a policy; `maximumFailedAttempts` is raised to at least 1.
    public init(maximumFailedAttempts: Int = 5, duration: Duration = .seconds(300)) {
        self.maximumFailedAttempts = max(1, maximumFailedAttempts)
        self.duration = duration
    }

    /// ``duration`` in seconds, for date arithmetic.
    var seconds: Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
