import Foundation

#if canImport(CryptoKit)
import CryptoKit
#elseif canImport(COpenSSL)
import COpenSSL
#endif

extension WeatherKitREST {
    /// ECDSA on P-256 with SHA-256 (JWS `ES256`): CryptoKit on Apple platforms, OpenSSL's libcrypto on Linux.
    /// The signature is the 64 bytes `r ‖ s`, as JWS wants it (not DER).
    enum ES256 {
        /// The error for a key that cannot sign; it never quotes the key.
        static func unusableKey(_ reason: String) -> WeatherError {
            WeatherError(
                .invalidInput,
                message: "The WeatherKit private key cannot sign: \(reason). Use the .p8 file of a key with WeatherKit "
                    + "enabled (a P-256 private key in PEM).")
        }

        #if canImport(CryptoKit)
        /// Signs `message` with the PEM private key.
        static func sign(_ message: [UInt8], privateKey pem: String) throws -> [UInt8] {
            let key: P256.Signing.PrivateKey
            do {
                key = try P256.Signing.PrivateKey(pemRepresentation: pem)
            } catch {
                throw unusableKey("it is not a P-256 private key in PEM")
            }
            do {
                return Array(try key.signature(for: Data(message)).rawRepresentation)
            } catch {
                throw unusableKey("signing failed")
            }
        }
        #elseif canImport(COpenSSL)
        /// Signs `message` with the PEM private key.
        static func sign(_ message: [UInt8], privateKey pem: String) throws -> [UInt8] {
            guard let key = readKey(pem) else { throw unusableKey("it is not a private key in PEM") }
            defer { EVP_PKEY_free(key) }
            guard EVP_PKEY_get_base_id(key) == EVP_PKEY_EC, isP256(key) else {
                throw unusableKey("it is not a P-256 (prime256v1) key")
            }
            guard let context = EVP_MD_CTX_new() else { throw unusableKey("libcrypto could not start") }
            defer { EVP_MD_CTX_free(context) }
            guard EVP_DigestSignInit(context, nil, EVP_sha256(), nil, key) == 1 else {
                throw unusableKey("libcrypto refused the key")
            }
            var length = 0
            guard EVP_DigestSign(context, nil, &length, message, message.count) == 1, length > 0 else {
                throw unusableKey("signing failed")
            }
            var der = [UInt8](repeating: 0, count: length)
            guard EVP_DigestSign(context, &der, &length, message, message.count) == 1 else {
                throw unusableKey("signing failed")
            }
            return try raw(fromDER: Array(der.prefix(length)))
        }

        /// The private key in `pem`, or `nil`. An encrypted key is refused rather than prompting for a
        /// passphrase.
        private static func readKey(_ pem: String) -> OpaquePointer? {
            pem.withCString { text -> OpaquePointer? in
                guard let bio = BIO_new_mem_buf(text, -1) else { return nil }
                defer { BIO_free(bio) }
                return PEM_read_bio_PrivateKey(bio, nil, { _, _, _, _ in 0 }, nil)
            }
        }

        /// Whether `key` is on the curve P-256.
        private static func isP256(_ key: OpaquePointer) -> Bool {
            var name = [CChar](repeating: 0, count: 64)
            var length = 0
            guard EVP_PKEY_get_group_name(key, &name, name.count, &length) == 1, length < name.count else {
                return false
            }
            return String(decoding: name.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self) == "prime256v1"
        }

        /// `r ‖ s`, 32 bytes each, from a DER `ECDSA-Sig-Value`.
        static func raw(fromDER der: [UInt8]) throws -> [UInt8] {
            let signature: OpaquePointer? = der.withUnsafeBufferPointer { buffer in
                var pointer = buffer.baseAddress
                return d2i_ECDSA_SIG(nil, &pointer, buffer.count)
            }
            guard let signature else { throw unusableKey("libcrypto wrote an unreadable signature") }
            defer { ECDSA_SIG_free(signature) }
            var r: OpaquePointer?
            var s: OpaquePointer?
            ECDSA_SIG_get0(signature, &r, &s)
            var output = [UInt8](repeating: 0, count: 64)
            let written = output.withUnsafeMutableBufferPointer { buffer -> Bool in
                guard let base = buffer.baseAddress else { return false }
                return BN_bn2binpad(r, base, 32) == 32 && BN_bn2binpad(s, base + 32, 32) == 32
            }
            guard written else { throw unusableKey("libcrypto wrote an oversized signature") }
            return output
        }
        #endif
    }
}
