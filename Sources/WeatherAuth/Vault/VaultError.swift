/// An error from a ``CredentialVault``.
///
/// Match on ``code``; the ``message`` explains the problem for logs and never contains a
/// secret, a key or a passphrase.
///
/// ```swift
/// import Foundation
///
/// let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
/// let url = support.appending(path: "secrets.vault")
/// do {
///     _ = try EncryptedFileVault(fileURL: url, passphrase: "the passphrase the user typed")
/// } catch let error as VaultError where error.code == .authenticationFailed {
///     // wrong passphrase or a tampered file
/// }
/// ```
public struct VaultError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong. New codes may be added; switch with a `default`.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) { self.name = name }

        /// The passphrase or key is wrong, or the file was changed after it was written.
        public static let authenticationFailed = Code("authenticationFailed")
        /// The file does not start with the vault's magic bytes.
        public static let notAVault = Code("notAVault")
        /// The file ends before its header, ciphertext and tag are complete.
        public static let truncated = Code("truncated")
        /// The file was written by a newer format version than this library reads.
        public static let unsupportedVersion = Code("unsupportedVersion")
        /// A header field is out of range, or the decrypted contents cannot be decoded.
        public static let corrupted = Code("corrupted")
        /// The passphrase or key given to the vault is unusable (empty, wrong length).
        public static let invalidKey = Code("invalidKey")
        /// The file system or the platform keychain refused an operation.
        public static let storage = Code("storage")
        /// The platform cryptography library failed.
        public static let cryptography = Code("cryptography")
        /// The store is locked for now, not damaged: the Keychain answers `errSecInteractionNotAllowed`
        /// while the device has not been unlocked since it started (or, for items readable only while
        /// unlocked, while it is locked). Try again later, for example at the next foreground launch;
        /// do not delete the item or sign the user out.
        public static let locked = Code("locked")

        /// The code's name, for example `authenticationFailed`.
        public var description: String { name }
    }

    /// What went wrong.
    public var code: Code
    /// A human-readable explanation with no secret in it.
    public var message: String
    /// The operating system's status code where one caused the error (`errno` or `OSStatus`).
    public var systemStatus: Int32?

    /// Creates an error with `code`, a secret-free `message` and an optional system status.
    public init(_ code: Code, _ message: String, systemStatus: Int32? = nil) {
        self.code = code
        self.message = message
        self.systemStatus = systemStatus
    }

    /// `VaultError(code): message`.
    public var description: String {
        let status = systemStatus.map { " (status \($0))" } ?? ""
        return "VaultError(\(code)): \(message)\(status)"
    }
}
