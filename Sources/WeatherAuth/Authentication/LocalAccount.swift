import Foundation

/// One account of ``LocalAuthService`` as stored in the vault.
///
/// `failedAttempts` and `lockedUntil` are read for accounts stored by earlier versions; failed
/// sign-ins are now counted per address in ``FailedAttempts``.
struct LocalAccount: Codable, CustomStringConvertible, CustomReflectable {
    var userID: String
    var email: String
    var password: PasswordHash
    var failedAttempts: Int
    var lockedUntil: Date?

    var description: String { "LocalAccount(userID: \(userID), email: \(email))" }

    var customMirror: Mirror { Mirror(self, children: ["userID": userID, "email": email]) }
}

/// The failed sign-ins of one email address, with or without an account, as stored in the vault.
struct FailedAttempts: Codable {
    /// Wrong passwords in a row.
    var failedAttempts = 0
    /// Until when sign-in to the address is refused.
    var lockedUntil: Date?
}

/// A salted PBKDF2-HMAC-SHA256 password hash with the parameters needed to check it again.
struct PasswordHash: Codable, CustomStringConvertible, CustomReflectable {
    static let algorithmName = "PBKDF2-HMAC-SHA256"
    static let saltLength = 16
    static let hashLength = 32

    var algorithm: String
    var iterations: Int
    var salt: Data
    var hash: Data

    /// Hashes `password` (NFC-normalised) under a fresh random salt.
    static func make(password: String, iterations: Int) throws(CryptographyFailure) -> PasswordHash {
        let salt = try Cryptography.randomBytes(count: saltLength)
        let hash = try Cryptography.deriveKey(
            password: Array(password.utf8), salt: salt, iterations: iterations, length: hashLength)
        return PasswordHash(algorithm: algorithmName, iterations: iterations, salt: Data(salt), hash: Data(hash))
    }

    /// Whether `password` (NFC-normalised) hashes to this value, compared in constant time.
    func matches(_ password: String) throws(CryptographyFailure) -> Bool {
        guard algorithm == Self.algorithmName, hash.count == Self.hashLength else { return false }
        let candidate = try Cryptography.deriveKey(
            password: Array(password.utf8), salt: Array(salt), iterations: iterations, length: Self.hashLength)
        return Cryptography.constantTimeEquals(candidate, Array(hash))
    }

    var description: String { "PasswordHash(\(algorithm), \(iterations) iterations, <redacted>)" }

    var customMirror: Mirror { Mirror(self, children: ["algorithm": algorithm, "iterations": iterations]) }
}
