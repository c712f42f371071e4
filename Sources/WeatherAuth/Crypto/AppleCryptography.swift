#if canImport(CryptoKit) && canImport(CommonCrypto)
import CommonCrypto
import CryptoKit
import Foundation
import Security

/// ``CryptographyBackend`` over CryptoKit (AES-GCM), CommonCrypto (PBKDF2) and Security (random bytes).
enum AppleCryptography: CryptographyBackend {
    static func deriveKey(
        password: [UInt8], salt: [UInt8], iterations: Int, length: Int
    ) throws(CryptographyFailure)
        -> [UInt8]
    {
        guard let rounds = UInt32(exactly: iterations) else { throw .invalidArgument }
        var derived = [UInt8](repeating: 0, count: length)
        let status = password.withUnsafeBytes { passwordBytes in
            salt.withUnsafeBufferPointer { saltBuffer in
                derived.withUnsafeMutableBufferPointer { derivedBuffer in
                    CCKeyDerivationPBKDF(
                        CCPBKDFAlgorithm(kCCPBKDF2),
                        passwordBytes.baseAddress?.assumingMemoryBound(to: CChar.self), password.count,
                        saltBuffer.baseAddress, salt.count,
                        CCPseudoRandomAlgorithm(kCCPRFHmacAlgSHA256), rounds,
                        derivedBuffer.baseAddress, length)
                }
            }
        }
        guard status == Int32(kCCSuccess) else { throw .libraryFailure }
        return derived
    }

    static func seal(
        _ plaintext: [UInt8], key: [UInt8], nonce: [UInt8], authenticating additionalData: [UInt8]
    )
        throws(CryptographyFailure) -> SealedMessage
    {
        do {
            let box = try AES.GCM.seal(
                plaintext, using: SymmetricKey(data: key), nonce: AES.GCM.Nonce(data: nonce),
                authenticating: additionalData)
            return SealedMessage(nonce: nonce, ciphertext: Array(box.ciphertext), tag: Array(box.tag))
        } catch {
            throw .libraryFailure
        }
    }

    static func open(
        _ message: SealedMessage, key: [UInt8], authenticating additionalData: [UInt8]
    )
        throws(CryptographyFailure) -> [UInt8]
    {
        let box: AES.GCM.SealedBox
        do {
            box = try AES.GCM.SealedBox(
                nonce: AES.GCM.Nonce(data: message.nonce), ciphertext: message.ciphertext, tag: message.tag)
        } catch {
            throw .invalidArgument
        }
        do {
            return try Array(AES.GCM.open(box, using: SymmetricKey(data: key), authenticating: additionalData))
        } catch {
            throw .authenticationFailed
        }
    }

    static func randomBytes(count: Int) throws(CryptographyFailure) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        let status = bytes.withUnsafeMutableBytes { buffer -> OSStatus in
            guard let base = buffer.baseAddress else { return errSecParam }
            return SecRandomCopyBytes(kSecRandomDefault, buffer.count, base)
        }
        guard status == errSecSuccess else { throw .libraryFailure }
        return bytes
    }
}
#endif
