/// How ``LocalAuthService`` slows down password guessing.
///
/// After ``maximumFailedAttempts`` wrong passwords in a row for one account, sign-in to that
/// account is refused with ``AuthError/Code/tooManyAttempts`` for ``duration``, even with the
/// right password. The state is kept with the account, so restarting the app does not reset it.
/// Addresses without an account are never locked; they always fail with
/// ``AuthError/Code/invalidCredentials``.
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
