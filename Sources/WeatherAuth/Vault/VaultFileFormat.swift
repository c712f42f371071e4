import Foundation

/// The on-disk layout of an ``EncryptedFileVault`` file, format version 1.
///
/// ```
/// offset  size  field
/// 0       8     magic "WXVAULT\n"
/// 8       1     format version (1)
/// 9       1     key source: 0 = key file, 1 = PBKDF2-HMAC-SHA256 from a passphrase
/// 10      4     PBKDF2 iterations, big-endian (0 for a key file)
/// 14      1     salt length S (16...64 for a passphrase, 0 for a key file)
/// 15      S     salt
/// 15+S    12    AES-GCM nonce, fresh for every write
/// 27+S    4     ciphertext length N, big-endian
/// 31+S    N     ciphertext: the JSON-encoded secret map, AES-256-GCM
/// 31+S+N  16    GCM tag
/// ```
/// The whole header (offsets 0 ..< 31+S) is the GCM additional data, so no byte of the file
/// can change without the tag failing to verify.
struct VaultFileHeader: Equatable {
    /// How the file's key is obtained.
    enum KeySource: UInt8 {
        case keyFile = 0
        case passphrase = 1
    }

    static let magic: [UInt8] = Array("WXVAULT\n".utf8)
    static let currentVersion: UInt8 = 1
    static let saltLengths = 16...64
    static let iterationRange = 1_000...10_000_000
    private static let fixedLength = 8 + 1 + 1 + 4 + 1
    private static let trailerLength = Cryptography.nonceLength + 4

    var keySource: KeySource
    var iterations: UInt32
    var salt: [UInt8]
    var nonce: [UInt8]
    var ciphertextLength: UInt32

    /// The header's length in bytes, which is also the offset of the ciphertext.
    var encodedLength: Int { Self.fixedLength + salt.count + Self.trailerLength }

    /// The header bytes exactly as written to disk.
    func encoded() -> [UInt8] {
        var bytes = Self.magic
        bytes.append(Self.currentVersion)
        bytes.append(keySource.rawValue)
        bytes.append(contentsOf: Self.bigEndianBytes(iterations))
        bytes.append(UInt8(salt.count))
        bytes.append(contentsOf: salt)
        bytes.append(contentsOf: nonce)
        bytes.append(contentsOf: Self.bigEndianBytes(ciphertextLength))
        return bytes
    }

    /// Parses and validates the header of `file`, and checks that the file is exactly as long as
    /// the header says. Throws ``VaultError`` with `notAVault`, `truncated`, `unsupportedVersion`
    /// or `corrupted`.
    static func parse(_ file: [UInt8]) throws(VaultError) -> VaultFileHeader {
        guard file.count >= magic.count else {
            if !file.isEmpty && magic.starts(with: file) {
                throw VaultError(.truncated, "The vault file ends inside its header.")
            }
            throw VaultError(.notAVault, "The file is not a credential vault.")
        }
        guard file.starts(with: magic) else {
            throw VaultError(.notAVault, "The file is not a credential vault.")
        }
        guard file.count > magic.count else {
            throw VaultError(.truncated, "The vault file ends inside its header.")
        }
        let version = file[magic.count]
        guard version != 0 else {
            throw VaultError(.corrupted, "The vault file's format version is invalid.")
        }
        guard version <= currentVersion else {
            throw VaultError(
                .unsupportedVersion,
                "The vault file has format version \(version); this library reads version \(currentVersion).")
        }
        guard file.count >= fixedLength else {
            throw VaultError(.truncated, "The vault file ends inside its header.")
        }
        guard let keySource = KeySource(rawValue: file[9]) else {
            throw VaultError(.corrupted, "The vault file names an unknown key source.")
        }
        let iterations = bigEndianInteger(file[10..<14])
        let saltLength = Int(file[14])
        switch keySource {
        case .passphrase:
            guard iterationRange.contains(Int(iterations)) else {
                throw VaultError(.corrupted, "The vault file's iteration count is out of range.")
            }
            guard saltLengths.contains(saltLength) else {
                throw VaultError(.corrupted, "The vault file's salt length is out of range.")
            }
        case .keyFile:
            guard iterations == 0, saltLength == 0 else {
                throw VaultError(.corrupted, "The vault file's key fields are inconsistent.")
            }
        }
        let headerLength = fixedLength + saltLength + trailerLength
        guard file.count >= headerLength else {
            throw VaultError(.truncated, "The vault file ends inside its header.")
        }
        let saltEnd = fixedLength + saltLength
        let nonceEnd = saltEnd + Cryptography.nonceLength
        let ciphertextLength = bigEndianInteger(file[nonceEnd..<headerLength])
        let expectedLength = headerLength + Int(ciphertextLength) + Cryptography.tagLength
        guard file.count >= expectedLength else {
            throw VaultError(.truncated, "The vault file is shorter than its header says.")
        }
        guard file.count == expectedLength else {
            throw VaultError(.corrupted, "The vault file is longer than its header says.")
        }
        return VaultFileHeader(
            keySource: keySource, iterations: iterations, salt: Array(file[fixedLength..<saltEnd]),
            nonce: Array(file[saltEnd..<nonceEnd]), ciphertextLength: ciphertextLength)
    }

    /// Splits a file whose header parsed as `self` into its sealed message and additional data.
    func sealedMessage(in file: [UInt8]) -> (message: SealedMessage, additionalData: [UInt8]) {
        let ciphertextEnd = encodedLength + Int(ciphertextLength)
        let message = SealedMessage(
            nonce: nonce, ciphertext: Array(file[encodedLength..<ciphertextEnd]),
            tag: Array(file[ciphertextEnd...]))
        return (message, Array(file[..<encodedLength]))
    }

    private static func bigEndianBytes(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func bigEndianInteger(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }
}

/// The plaintext of a vault file: every secret, sorted by key.
struct VaultContents: Codable {
    struct Entry: Codable {
        var service: String
        var account: String
        var secret: Data
    }

    var entries: [Entry]

    init(_ secrets: [CredentialKey: Data]) {
        entries = secrets.sorted { $0.key < $1.key }.map {
            Entry(service: $0.key.service, account: $0.key.account, secret: $0.value)
        }
    }

    var secrets: [CredentialKey: Data] {
        var secrets: [CredentialKey: Data] = [:]
        for entry in entries {
            secrets[CredentialKey(service: entry.service, account: entry.account)] = entry.secret
        }
        return secrets
    }
}
