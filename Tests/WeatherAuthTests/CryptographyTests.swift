import Foundation
import Testing

@testable import WeatherAuth

/// Known-answer tests: they run against whichever backend the platform compiles
/// (OpenSSL on Linux, CryptoKit/CommonCrypto on Apple), so both must produce these bytes.
@Suite("Cryptography")
struct CryptographyTests {
    struct PBKDF2Vector: Sendable, CustomTestStringConvertible {
        var password: String
        var salt: String
        var iterations: Int
        var expected: String
        var testDescription: String { "P=\(password) S=\(salt) c=\(iterations)" }
    }

    // RFC 7914 §11, "Test Vectors for PBKDF2 with HMAC-SHA-256".
    static let pbkdf2Vectors = [
        PBKDF2Vector(
            password: "passwd", salt: "salt", iterations: 1,
            expected: """
                55 ac 04 6e 56 e3 08 9f ec 16 91 c2 25 44 b6 05 f9 41 85 21 6d de 04 65 e6 8b 9d 57 c2 0d ac bc
                49 ca 9c cc f1 79 b6 45 99 16 64 b3 9d 77 ef 31 7c 71 b8 45 b1 e3 0b d5 09 11 20 41 d3 a1 97 83
                """),
        PBKDF2Vector(
            password: "Password", salt: "NaCl", iterations: 80_000,
            expected: """
                4d dc d8 f6 0b 98 be 21 83 0c ee 5e f2 27 01 f9 64 1a 44 18 d0 4c 04 14 ae ff 08 87 6b 34 ab 56
                a1 d4 25 a1 22 58 33 54 9a db 84 1b 51 c9 b3 17 6a 27 2b de bb a1 d0 78 47 8f 62 b3 97 f3 3c 8d
                """),
    ]

    @Test("PBKDF2-HMAC-SHA256 matches RFC 7914", arguments: pbkdf2Vectors)
    func pbkdf2KnownAnswer(vector: PBKDF2Vector) throws {
        let derived = try Cryptography.deriveKey(
            password: Array(vector.password.utf8), salt: Array(vector.salt.utf8), iterations: vector.iterations,
            length: 64)
        #expect(derived == [UInt8](hex: vector.expected))
    }

    @Test("PBKDF2 refuses an empty password and a zero iteration count")
    func pbkdf2InvalidArguments() {
        #expect(throws: CryptographyFailure.invalidArgument) {
            try Cryptography.deriveKey(password: [], salt: [1, 2, 3], iterations: 1)
        }
        #expect(throws: CryptographyFailure.invalidArgument) {
            try Cryptography.deriveKey(password: [1], salt: [1, 2, 3], iterations: 0)
        }
    }

    struct GCMVector: Sendable, CustomTestStringConvertible {
        var name: String
        var key: String
        var nonce: String
        var plaintext: String
        var additionalData: String
        var ciphertext: String
        var tag: String
        var testDescription: String { name }
    }

    // McGrew & Viega, "The Galois/Counter Mode of Operation (GCM)", Appendix B, test cases 13–16 (AES-256).
    static let gcmKey = "feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308"
    static let gcmPlaintext =
        "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
        + "1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39"
    static let gcmCiphertext =
        "522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa"
        + "8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662"
    static let gcmVectors = [
        GCMVector(
            name: "Test Case 13", key: String(repeating: "00", count: 32), nonce: String(repeating: "00", count: 12),
            plaintext: "", additionalData: "", ciphertext: "", tag: "530f8afbc74536b9a963b4f1c4cb738b"),
        GCMVector(
            name: "Test Case 14", key: String(repeating: "00", count: 32), nonce: String(repeating: "00", count: 12),
            plaintext: String(repeating: "00", count: 16), additionalData: "",
            ciphertext: "cea7403d4d606b6e074ec5d3baf39d18", tag: "d0d1c8a799996bf0265b98b5d48ab919"),
        GCMVector(
            name: "Test Case 15", key: gcmKey, nonce: "cafebabefacedbaddecaf888",
            plaintext: gcmPlaintext + "1aafd255", additionalData: "", ciphertext: gcmCiphertext + "898015ad",
            tag: "b094dac5d93471bdec1a502270e3cc6c"),
        GCMVector(
            name: "Test Case 16", key: gcmKey, nonce: "cafebabefacedbaddecaf888", plaintext: gcmPlaintext,
            additionalData: "feedfacedeadbeeffeedfacedeadbeefabaddad2", ciphertext: gcmCiphertext,
            tag: "76fc6ece0f4e1768cddf8853bb2d551b"),
    ]

    @Test("AES-256-GCM seal matches the GCM specification", arguments: gcmVectors)
    func gcmSealKnownAnswer(vector: GCMVector) throws {
        let sealed = try Cryptography.seal(
            [UInt8](hex: vector.plaintext), key: [UInt8](hex: vector.key), nonce: [UInt8](hex: vector.nonce),
            authenticating: [UInt8](hex: vector.additionalData))
        #expect(sealed.ciphertext.hexString == vector.ciphertext)
        #expect(sealed.tag.hexString == vector.tag)
    }

    @Test("AES-256-GCM open recovers the specification's plaintext", arguments: gcmVectors)
    func gcmOpenKnownAnswer(vector: GCMVector) throws {
        let message = SealedMessage(
            nonce: [UInt8](hex: vector.nonce), ciphertext: [UInt8](hex: vector.ciphertext),
            tag: [UInt8](hex: vector.tag))
        let opened = try Cryptography.open(
            message, key: [UInt8](hex: vector.key), authenticating: [UInt8](hex: vector.additionalData))
        #expect(opened.hexString == vector.plaintext)
    }

    @Test("Any change to tag, ciphertext, nonce, additional data or key fails authentication")
    func gcmTamperDetection() throws {
        let vector = Self.gcmVectors[3]
        let key = [UInt8](hex: vector.key)
        let additionalData = [UInt8](hex: vector.additionalData)
        let message = SealedMessage(
            nonce: [UInt8](hex: vector.nonce), ciphertext: [UInt8](hex: vector.ciphertext),
            tag: [UInt8](hex: vector.tag))

        for index in message.tag.indices {
            var tampered = message
            tampered.tag[index] ^= 0x01
            #expect(throws: CryptographyFailure.authenticationFailed) {
                try Cryptography.open(tampered, key: key, authenticating: additionalData)
            }
        }
        for index in message.ciphertext.indices {
            var tampered = message
            tampered.ciphertext[index] ^= 0x80
            #expect(throws: CryptographyFailure.authenticationFailed) {
                try Cryptography.open(tampered, key: key, authenticating: additionalData)
            }
        }
        var nonceChanged = message
        nonceChanged.nonce[0] ^= 0x01
        #expect(throws: CryptographyFailure.authenticationFailed) {
            try Cryptography.open(nonceChanged, key: key, authenticating: additionalData)
        }
        var aadChanged = additionalData
        aadChanged[aadChanged.count - 1] ^= 0x01
        #expect(throws: CryptographyFailure.authenticationFailed) {
            try Cryptography.open(message, key: key, authenticating: aadChanged)
        }
        #expect(throws: CryptographyFailure.authenticationFailed) {
            try Cryptography.open(message, key: key, authenticating: [])
        }
        var otherKey = key
        otherKey[31] ^= 0x01
        #expect(throws: CryptographyFailure.authenticationFailed) {
            try Cryptography.open(message, key: otherKey, authenticating: additionalData)
        }
    }

    @Test("Wrong key, nonce and tag sizes are refused before reaching the library")
    func gcmArgumentSizes() {
        #expect(throws: CryptographyFailure.invalidArgument) {
            try Cryptography.seal([1], key: [UInt8](repeating: 0, count: 16), nonce: [UInt8](repeating: 0, count: 12))
        }
        #expect(throws: CryptographyFailure.invalidArgument) {
            try Cryptography.seal([1], key: [UInt8](repeating: 0, count: 32), nonce: [UInt8](repeating: 0, count: 8))
        }
        let message = SealedMessage(nonce: [UInt8](repeating: 0, count: 12), ciphertext: [1], tag: [1, 2, 3])
        #expect(throws: CryptographyFailure.invalidArgument) {
            try Cryptography.open(message, key: [UInt8](repeating: 0, count: 32))
        }
    }

    @Test("Random bytes are the requested length and differ between calls")
    func randomBytes() throws {
        let first = try Cryptography.randomBytes(count: 32)
        let second = try Cryptography.randomBytes(count: 32)
        #expect(first.count == 32)
        #expect(first != second)
        #expect(try Cryptography.randomBytes(count: 0).isEmpty)
    }

    @Test("Constant-time comparison agrees with ==")
    func constantTimeEquals() {
        #expect(Cryptography.constantTimeEquals([1, 2, 3], [1, 2, 3]))
        #expect(!Cryptography.constantTimeEquals([1, 2, 3], [1, 2, 4]))
        #expect(!Cryptography.constantTimeEquals([1, 2, 3], [1, 2]))
        #expect(Cryptography.constantTimeEquals([], []))
    }
}
