#if canImport(COpenSSL) && !(canImport(CryptoKit) && canImport(CommonCrypto))
import COpenSSL

/// ``CryptographyBackend`` over OpenSSL's libcrypto (Linux).
enum OpenSSLCryptography: CryptographyBackend {
    static func deriveKey(
        password: [UInt8], salt: [UInt8], iterations: Int, length: Int
    ) throws(CryptographyFailure)
        -> [UInt8]
    {
        var derived = [UInt8](repeating: 0, count: length)
        let status = password.withUnsafeBytes { passwordBytes in
            salt.withUnsafeBufferPointer { saltBuffer in
                derived.withUnsafeMutableBufferPointer { derivedBuffer in
                    PKCS5_PBKDF2_HMAC(
                        passwordBytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(password.count),
                        saltBuffer.baseAddress, Int32(salt.count), Int32(iterations), EVP_sha256(),
                        Int32(length), derivedBuffer.baseAddress)
                }
            }
        }
        guard status == 1 else {
            ERR_clear_error()
            throw .libraryFailure
        }
        return derived
    }

    static func seal(
        _ plaintext: [UInt8], key: [UInt8], nonce: [UInt8], authenticating additionalData: [UInt8]
    )
        throws(CryptographyFailure) -> SealedMessage
    {
        guard let context = EVP_CIPHER_CTX_new() else { throw .libraryFailure }
        defer {
            EVP_CIPHER_CTX_free(context)
            ERR_clear_error()
        }
        guard EVP_EncryptInit_ex(context, EVP_aes_256_gcm(), nil, nil, nil) == 1,
            EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_SET_IVLEN, Int32(nonce.count), nil) == 1,
            EVP_EncryptInit_ex(context, nil, nil, key, nonce) == 1
        else { throw .libraryFailure }

        var length: Int32 = 0
        if !additionalData.isEmpty {
            guard EVP_EncryptUpdate(context, nil, &length, additionalData, Int32(additionalData.count)) == 1 else {
                throw .libraryFailure
            }
        }
        // GCM is a stream mode: the ciphertext is exactly as long as the plaintext. One spare
        // block keeps the buffer valid for the final call even when the plaintext is empty.
        var output = [UInt8](repeating: 0, count: plaintext.count + 16)
        var written = 0
        let updated = output.withUnsafeMutableBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            if !plaintext.isEmpty {
                guard EVP_EncryptUpdate(context, base, &length, plaintext, Int32(plaintext.count)) == 1 else {
                    return false
                }
                written = Int(length)
            }
            guard EVP_EncryptFinal_ex(context, base + written, &length) == 1 else { return false }
            written += Int(length)
            return true
        }
        guard updated, written == plaintext.count else { throw .libraryFailure }

        var tag = [UInt8](repeating: 0, count: Cryptography.tagLength)
        guard EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_GET_TAG, Int32(tag.count), &tag) == 1 else {
            throw .libraryFailure
        }
        return SealedMessage(nonce: nonce, ciphertext: Array(output.prefix(written)), tag: tag)
    }

    static func open(
        _ message: SealedMessage, key: [UInt8], authenticating additionalData: [UInt8]
    )
        throws(CryptographyFailure) -> [UInt8]
    {
        guard let context = EVP_CIPHER_CTX_new() else { throw .libraryFailure }
        defer {
            EVP_CIPHER_CTX_free(context)
            ERR_clear_error()
        }
        guard EVP_DecryptInit_ex(context, EVP_aes_256_gcm(), nil, nil, nil) == 1,
            EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_SET_IVLEN, Int32(message.nonce.count), nil) == 1,
            EVP_DecryptInit_ex(context, nil, nil, key, message.nonce) == 1
        else { throw .libraryFailure }

        var length: Int32 = 0
        if !additionalData.isEmpty {
            guard EVP_DecryptUpdate(context, nil, &length, additionalData, Int32(additionalData.count)) == 1 else {
                throw .libraryFailure
            }
        }
        var output = [UInt8](repeating: 0, count: message.ciphertext.count + 16)
        var written = 0
        var tag = message.tag
        let verified = output.withUnsafeMutableBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            if !message.ciphertext.isEmpty {
                guard
                    EVP_DecryptUpdate(context, base, &length, message.ciphertext, Int32(message.ciphertext.count))
                        == 1
                else { return false }
                written = Int(length)
            }
            guard EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_SET_TAG, Int32(tag.count), &tag) == 1 else {
                return false
            }
            // A result other than 1 here means the tag did not verify.
            guard EVP_DecryptFinal_ex(context, base + written, &length) == 1 else { return false }
            written += Int(length)
            return true
        }
        guard verified, written == message.ciphertext.count else {
            // Never hand back unauthenticated plaintext.
            for index in output.indices { output[index] = 0 }
            throw .authenticationFailed
        }
        return Array(output.prefix(written))
    }

    static func randomBytes(count: Int) throws(CryptographyFailure) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        guard RAND_bytes(&bytes, Int32(count)) == 1 else {
            ERR_clear_error()
            throw .libraryFailure
        }
        return bytes
    }
}
#endif
