import Foundation

/// The primitives WeatherAuth needs from the platform's cryptography library.
///
/// Two implementations exist: ``OpenSSLCryptography`` (libcrypto, Linux) and
/// `AppleCryptography` (CryptoKit and CommonCrypto). Exactly one is compiled on each
/// platform and ``Cryptography`` forwards to it, so every caller and every known-answer test
/// goes through the same entry points.
protocol CryptographyBackend {
    /// PBKDF2 with HMAC-SHA256. `password` is never empty, `iterations` is at least 1.
    static func deriveKey(
        password: [UInt8], salt: [UInt8], iterations: Int, length: Int
    ) throws(CryptographyFailure)
        -> [UInt8]

    /// AES-256-GCM encryption with a 96-bit nonce and a 128-bit tag.
    static func seal(
        _ plaintext: [UInt8], key: [UInt8], nonce: [UInt8], authenticating additionalData: [UInt8]
    )
        throws(CryptographyFailure) -> SealedMessage

    /// AES-256-GCM decryption; throws ``CryptographyFailure/authenticationFailed`` when the tag does not verify.
    static func open(
        _ message: SealedMessage, key: [UInt8], authenticating additionalData: [UInt8]
    )
        throws(CryptographyFailure) -> [UInt8]

    /// Bytes from the operating system's cryptographically secure generator.
    static func randomBytes(count: Int) throws(CryptographyFailure) -> [UInt8]
}

/// Why a cryptographic operation failed. Carries no key, nonce or plaintext.
enum CryptographyFailure: Error, Equatable {
    /// The ciphertext, tag, nonce or additional data did not verify under the key.
    case authenticationFailed
    /// An argument had the wrong size (key, nonce, tag) or an out-of-range count.
    case invalidArgument
    /// The platform library reported an internal error.
    case libraryFailure
}

/// An AES-GCM ciphertext with the nonce it was sealed under and its authentication tag.
struct SealedMessage: Equatable {
    var nonce: [UInt8]
    var ciphertext: [UInt8]
    var tag: [UInt8]
}

/// The single entry point to the platform's cryptography.
enum Cryptography {
    /// AES-256 key length in bytes.
    static let keyLength = 32
    /// GCM nonce length in bytes (96 bits, the length GCM is specified for).
    static let nonceLength = 12
    /// GCM tag length in bytes.
    static let tagLength = 16

    #if canImport(CryptoKit) && canImport(CommonCrypto)
    typealias Backend = AppleCryptography
    #elseif canImport(COpenSSL)
    typealias Backend = OpenSSLCryptography
    #else
    #error("WeatherAuth needs CryptoKit and CommonCrypto (Apple) or OpenSSL's libcrypto (COpenSSL).")
    #endif

    /// Derives `length` bytes from `password` by PBKDF2-HMAC-SHA256.
    static func deriveKey(
        password: [UInt8], salt: [UInt8], iterations: Int, length: Int = keyLength
    )
        throws(CryptographyFailure) -> [UInt8]
    {
        guard !password.isEmpty, iterations >= 1, iterations <= Int(Int32.max), length >= 1, length <= 1024,
            password.count <= Int(Int32.max), salt.count <= Int(Int32.max)
        else { throw .invalidArgument }
        return try Backend.deriveKey(password: password, salt: salt, iterations: iterations, length: length)
    }

    /// Encrypts `plaintext` under `key` with `nonce`, authenticating `additionalData` too.
    static func seal(
        _ plaintext: [UInt8], key: [UInt8], nonce: [UInt8], authenticating additionalData: [UInt8] = []
    )
        throws(CryptographyFailure) -> SealedMessage
    {
        guard key.count == keyLength, nonce.count == nonceLength, plaintext.count < Int(Int32.max),
            additionalData.count < Int(Int32.max)
        else { throw .invalidArgument }
        return try Backend.seal(plaintext, key: key, nonce: nonce, authenticating: additionalData)
    }

    /// Decrypts and verifies `message`; any change to it or to `additionalData` throws.
    static func open(
        _ message: SealedMessage, key: [UInt8], authenticating additionalData: [UInt8] = []
    )
        throws(CryptographyFailure) -> [UInt8]
    {
        guard key.count == keyLength, message.nonce.count == nonceLength, message.tag.count == tagLength,
            message.ciphertext.count < Int(Int32.max), additionalData.count < Int(Int32.max)
        else { throw .invalidArgument }
        return try Backend.open(message, key: key, authenticating: additionalData)
    }

    /// `count` cryptographically secure random bytes.
    static func randomBytes(count: Int) throws(CryptographyFailure) -> [UInt8] {
        guard count >= 0, count <= Int(Int32.max) else { throw .invalidArgument }
        if count == 0 { return [] }
        return try Backend.randomBytes(count: count)
    }

    /// Compares two byte strings in time that depends only on their lengths, never on their contents.
    static func constantTimeEquals(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var difference: UInt8 = 0
        for index in lhs.indices {
            difference |= lhs[index] ^ rhs[index]
        }
        return difference == 0
    }
}
