extension LocalAuthService {
    /// The settings of a ``LocalAuthService``.
    ///
    /// ```swift
    /// let configuration = LocalAuthService.Configuration(
    ///     passwordPolicy: PasswordPolicy(minimumLength: 10),
    ///     lockout: LockoutPolicy(maximumFailedAttempts: 5, duration: .seconds(600)))
    /// ```
    public struct Configuration: Hashable, Sendable {
        /// The default PBKDF2-HMAC-SHA256 iteration count for password hashes: 600,000.
        public static let defaultPasswordHashIterations = 600_000

        /// The rules new passwords must meet.
        public var passwordPolicy: PasswordPolicy
        /// How many wrong passwords lock an account, and for how long.
        public var lockout: LockoutPolicy
        /// PBKDF2 iterations for new password hashes. Each hash stores its own count, so raising
        /// it later keeps old accounts working. Lower it only in tests.
        public var passwordHashIterations: Int
        /// The prefix of the vault services that hold accounts (`<service>.accounts`) and the
        /// session (`<service>.session`); give two services over one vault different prefixes.
        public var service: String

        /// Creates a configuration; every parameter has the recommended default.
        public init(
            passwordPolicy: PasswordPolicy = .standard, lockout: LockoutPolicy = .standard,
            passwordHashIterations: Int = Configuration.defaultPasswordHashIterations,
            service: String = "WeatherAuth.LocalAuthService"
        ) {
            self.passwordPolicy = passwordPolicy
            self.lockout = lockout
            self.passwordHashIterations = max(1, passwordHashIterations)
            self.service = service
        }
    }
}
