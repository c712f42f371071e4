import Foundation
import WeatherJSON

/// A ``CredentialVault`` kept in one encrypted file, on every platform.
///
/// The secrets are encrypted together with AES-256-GCM under a fresh random nonce on every
/// write. The key comes from a passphrase by PBKDF2-HMAC-SHA256 (``defaultIterations``
/// iterations, a random salt stored in the file) or from a 32-byte key file. The file's header
/// is authenticated with the contents, every write replaces the file atomically with mode
/// `0600`, and a file that fails to read is never modified. See <doc:VaultThreatModel>.
///
/// ```swift
/// import Foundation
///
/// let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
/// let url = support.appending(path: "secrets.vault")
/// let vault = try EncryptedFileVault(fileURL: url, passphrase: "the passphrase the user chose")
/// try await vault.setString("my-api-key", for: CredentialKey(service: "openweather", account: "default"))
/// ```
///
/// The key is derived once, when the vault is created, so `init` takes a moment with the
/// default iteration count; share one instance per file within a process.
///
/// Several instances and processes (an app and its extension, two command-line tools) may use
/// the same file. Every change reads the file again and writes it back while holding an
/// exclusive `flock` on a lock file beside it (`<name>.lock`, empty, mode `0600`; leave it in
/// place), so no writer overwrites another's change. Reads take no lock: the file is only ever
/// replaced by an atomic rename, so a reader sees one complete version. An instance caches no
/// secrets, only the key derived for the salt and iteration count in the file's header, which
/// it checks on every operation (a file recreated with a new salt is derived for again). See
/// <doc:VaultThreatModel> for the limits.
public actor EncryptedFileVault: CredentialVault, CustomStringConvertible, CustomReflectable {
    /// The PBKDF2-HMAC-SHA256 iteration count for new passphrase-protected files: 600,000, the
    /// OWASP recommendation for this PRF.
    public static let defaultIterations = 600_000

    /// The smallest iteration count ``init(fileURL:passphrase:keyDerivationIterations:)`` accepts.
    public static let minimumIterations = VaultFileHeader.iterationRange.lowerBound

    /// The length of a key for ``init(fileURL:key:)`` and of a key file: 32 bytes (AES-256).
    public static let keyLength = Cryptography.keyLength

    private static let saltLength = 16

    /// The vault file.
    public nonisolated let fileURL: URL

    private let protection: Protection
    private var current: FileKey

    /// How this instance obtains keys.
    private enum Protection {
        case passphrase(SecretBytes)
        case key(SecretBytes)
    }

    /// The key for the file's current header: its salt and iteration count and the derived key.
    private struct FileKey {
        var iterations: UInt32
        var salt: [UInt8]
        var key: SecretBytes
    }

    /// Opens or prepares the vault at `fileURL`, protected by `passphrase`.
    ///
    /// When the file exists its header is read, the key derived and the contents verified, so a
    /// wrong passphrase throws here (``VaultError/Code/authenticationFailed``). When it does not,
    /// the file is created by the first write. The passphrase is normalised to Unicode NFC.
    public init(fileURL: URL, passphrase: String) throws {
        try self.init(fileURL: fileURL, passphrase: passphrase, keyDerivationIterations: Self.defaultIterations)
    }

    /// Opens or prepares a passphrase-protected vault whose new files use
    /// `keyDerivationIterations` PBKDF2 iterations instead of ``defaultIterations``.
    ///
    /// The count is stored in the file, so any instance can read it later. Pass a lower count only
    /// to keep tests fast; it must be at least ``minimumIterations``. An existing file keeps the
    /// count it was written with.
    public init(fileURL: URL, passphrase: String, keyDerivationIterations: Int) throws {
        let passphraseBytes = Array(passphrase.precomposedStringWithCanonicalMapping.utf8)
        guard !passphraseBytes.isEmpty else {
            throw VaultError(.invalidKey, "The vault passphrase must not be empty.")
        }
        guard VaultFileHeader.iterationRange.contains(keyDerivationIterations) else {
            throw VaultError(
                .invalidKey,
                "The iteration count must be in \(VaultFileHeader.iterationRange), not \(keyDerivationIterations).")
        }
        let protection = Protection.passphrase(SecretBytes(passphraseBytes))
        self.fileURL = fileURL
        self.protection = protection
        if let file = try Self.readFile(at: fileURL) {
            current = try Self.verify(file, with: protection)
        } else {
            let salt = try Self.random(count: Self.saltLength)
            let iterations = UInt32(keyDerivationIterations)
            current = FileKey(
                iterations: iterations, salt: salt,
                key: try Self.deriveKey(passphraseBytes, salt: salt, iterations: iterations))
        }
    }

    /// Opens or prepares the vault at `fileURL`, protected by a 32-byte `key`.
    ///
    /// Throws ``VaultError/Code/invalidKey`` unless `key` is exactly ``keyLength`` bytes.
    public init(fileURL: URL, key: Data) throws {
        guard key.count == Self.keyLength else {
            throw VaultError(.invalidKey, "A vault key must be \(Self.keyLength) bytes, not \(key.count).")
        }
        let protection = Protection.key(SecretBytes(Array(key)))
        self.fileURL = fileURL
        self.protection = protection
        if let file = try Self.readFile(at: fileURL) {
            current = try Self.verify(file, with: protection)
        } else {
            current = FileKey(iterations: 0, salt: [], key: SecretBytes(Array(key)))
        }
    }

    /// Opens or prepares the vault at `fileURL`, protected by the 32-byte key stored in `keyFileURL`.
    ///
    /// Create a key file once with ``createKeyFile(at:)`` and keep it apart from the vault file.
    public init(fileURL: URL, keyFileURL: URL) throws {
        guard let key = try Self.readFile(at: keyFileURL) else {
            throw VaultError(.invalidKey, "The key file \(keyFileURL.path) does not exist.")
        }
        try self.init(fileURL: fileURL, key: Data(key))
    }

    /// Writes a new random 32-byte key to `url` with mode `0600`; refuses to replace an existing file.
    public static func createKeyFile(at url: URL) throws {
        let key = try random(count: keyLength)
        try VaultFileStorage.createExclusively(at: url, contents: key)
    }

    // MARK: - CredentialVault

    /// Stores `secret` under `key`, re-encrypting the file under a fresh nonce.
    ///
    /// The file is read again under the vault's lock, so secrets other instances or processes
    /// wrote in the meantime are kept.
    public func setSecret(_ secret: Data, for key: CredentialKey) throws {
        try update { secrets in
            secrets[key] = secret
            return true
        }
    }

    /// The secret stored under `key`, or `nil`.
    public func secret(for key: CredentialKey) throws -> Data? {
        try load()[key]
    }

    /// Removes the secret stored under `key`; the file is rewritten only when something was removed.
    public func removeSecret(for key: CredentialKey) throws {
        // A key the file does not hold now needs no lock: the removal takes effect at this read.
        guard try load()[key] != nil else { return }
        try update { secrets in secrets.removeValue(forKey: key) != nil }
    }

    /// The keys stored for `service`, sorted by account.
    public func keys(service: String) throws -> [CredentialKey] {
        try load().keys.filter { $0.service == service }.sorted()
    }

    /// Every key in the vault, sorted by service and account.
    public func allKeys() throws -> [CredentialKey] {
        try load().keys.sorted()
    }

    /// Names the file; never shows a key, a passphrase or a secret.
    public nonisolated var description: String { "EncryptedFileVault(\(fileURL.path))" }

    /// Shows only the file URL to `dump` and debuggers.
    public nonisolated var customMirror: Mirror { Mirror(self, children: ["fileURL": fileURL]) }

    // MARK: - Reading and writing

    /// Reads, changes and writes the file while holding the exclusive lock on its lock file.
    ///
    /// `change` edits the secrets read from the file inside the lock and returns whether it
    /// changed anything; the file is rewritten only then. The lock is taken with a blocking
    /// `flock` on the thread running this actor and held for one read, decryption, encryption
    /// and atomic replacement, never across a suspension point, so the wait is as short as
    /// another writer's update.
    private func update(_ change: (inout [CredentialKey: Data]) -> Bool) throws(VaultError) {
        try VaultFileStorage.withExclusiveLock(beside: fileURL) { () throws(VaultError) in
            var secrets = try load()
            guard change(&secrets) else { return }
            try save(secrets)
        }
    }

    /// Reads, verifies and decrypts the file; an absent file is an empty vault.
    private func load() throws(VaultError) -> [CredentialKey: Data] {
        guard let file = try Self.readFile(at: fileURL) else { return [:] }
        let header = try VaultFileHeader.parse(file)
        let fileKey = try key(for: header)
        let plaintext = try Self.decrypt(file, header: header, key: fileKey.key)
        current = fileKey
        do {
            return try JSONDocument.decode(VaultContents.self, from: Data(plaintext)).secrets
        } catch {
            throw VaultError(.corrupted, "The vault's decrypted contents cannot be decoded.")
        }
    }

    /// Encrypts `secrets` under the current key and a fresh nonce, then replaces the file atomically.
    private func save(_ secrets: [CredentialKey: Data]) throws(VaultError) {
        let plaintext: Data
        do {
            plaintext = try JSONEncoder().encode(VaultContents(secrets))
        } catch {
            throw VaultError(.corrupted, "The vault's contents cannot be encoded.")
        }
        guard plaintext.count <= Int(UInt32.max) else {
            throw VaultError(.storage, "The vault's contents are too large.")
        }
        let header = VaultFileHeader(
            keySource: current.salt.isEmpty ? .keyFile : .passphrase, iterations: current.iterations,
            salt: current.salt, nonce: try Self.random(count: Cryptography.nonceLength),
            ciphertextLength: UInt32(plaintext.count))
        let headerBytes = header.encoded()
        let sealed: SealedMessage
        do {
            sealed = try Cryptography.seal(
                Array(plaintext), key: current.key.bytes, nonce: header.nonce, authenticating: headerBytes)
        } catch {
            throw VaultError(.cryptography, "The vault could not be encrypted.")
        }
        try VaultFileStorage.replace(at: fileURL, contents: headerBytes + sealed.ciphertext + sealed.tag)
    }

    /// The key for `header`: the cached one when salt and iterations match, else derived again.
    private func key(for header: VaultFileHeader) throws(VaultError) -> FileKey {
        try Self.key(for: header, protection: protection, cached: current)
    }

    private static func key(
        for header: VaultFileHeader, protection: Protection, cached: FileKey?
    ) throws(VaultError)
        -> FileKey
    {
        switch (protection, header.keySource) {
        case (.key(let key), .keyFile):
            return FileKey(iterations: 0, salt: [], key: key)
        case (.passphrase(let passphrase), .passphrase):
            if let cached, cached.salt == header.salt, cached.iterations == header.iterations {
                return cached
            }
            return FileKey(
                iterations: header.iterations, salt: header.salt,
                key: try deriveKey(passphrase.bytes, salt: header.salt, iterations: header.iterations))
        case (.key, .passphrase):
            throw VaultError(.authenticationFailed, "The vault file is protected by a passphrase, not a key.")
        case (.passphrase, .keyFile):
            throw VaultError(.authenticationFailed, "The vault file is protected by a key file, not a passphrase.")
        }
    }

    /// Parses `file`, derives its key and checks that it decrypts; used when opening a vault.
    private static func verify(_ file: [UInt8], with protection: Protection) throws(VaultError) -> FileKey {
        let header = try VaultFileHeader.parse(file)
        let fileKey = try key(for: header, protection: protection, cached: nil)
        _ = try decrypt(file, header: header, key: fileKey.key)
        return fileKey
    }

    private static func decrypt(
        _ file: [UInt8], header: VaultFileHeader, key: SecretBytes
    ) throws(VaultError)
        -> [UInt8]
    {
        let (message, additionalData) = header.sealedMessage(in: file)
        do {
            return try Cryptography.open(message, key: key.bytes, authenticating: additionalData)
        } catch {
            throw VaultError(
                .authenticationFailed,
                "The vault could not be decrypted: the passphrase or key is wrong, or the file was modified.")
        }
    }

    private static func deriveKey(
        _ passphrase: [UInt8], salt: [UInt8], iterations: UInt32
    ) throws(VaultError)
        -> SecretBytes
    {
        do {
            return SecretBytes(
                try Cryptography.deriveKey(password: passphrase, salt: salt, iterations: Int(iterations)))
        } catch {
            throw VaultError(.cryptography, "The vault key could not be derived.")
        }
    }

    private static func random(count: Int) throws(VaultError) -> [UInt8] {
        do {
            return try Cryptography.randomBytes(count: count)
        } catch {
            throw VaultError(.cryptography, "The system's random number generator failed.")
        }
    }

    private static func readFile(at url: URL) throws(VaultError) -> [UInt8]? {
        try VaultFileStorage.contents(at: url)
    }
}
