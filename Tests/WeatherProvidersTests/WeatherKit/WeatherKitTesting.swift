import Foundation
import WeatherCore
import WeatherNetworking
import WeatherTestSupport

@testable import WeatherProviders

#if canImport(CryptoKit)
import CryptoKit
#elseif canImport(COpenSSL)
import COpenSSL
#endif

/// Shared values and helpers for the WeatherKit tests.
enum WeatherKitTesting {
    /// A P-256 key generated for these tests only (`openssl ecparam -name prime256v1 -genkey | openssl pkcs8
    /// -topk8 -nocrypt`); it belongs to no account.
    static let privateKey = """
        -----BEGIN PRIVATE KEY-----
        MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgnAE7RS2y7pb+8y+X
        mQYS70/8aaaOB2k776E57qOX0tGhRANCAAT6bmlX37E3z3pLQy4Y40h1TSbUPyDO
        ya0AhbkOVvQCusXTVK/ExExv6IqbwT7jFrk5loqnAOVcxGBz7YuIrLxu
        -----END PRIVATE KEY-----
        """

    /// Its public key (`openssl ec -pubout`).
    static let publicKey = """
        -----BEGIN PUBLIC KEY-----
        MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE+m5pV9+xN896S0MuGONIdU0m1D8g
        zsmtAIW5Dlb0ArrF01SvxMRMb+iKm8E+4xa5OZaKpwDlXMRgc+2LiKy8bg==
        -----END PUBLIC KEY-----
        """

    /// A P-384 key, which WeatherKit does not take.
    static let p384Key = """
        -----BEGIN PRIVATE KEY-----
        MIG2AgEAMBAGByqGSM49AgEGBSuBBAAiBIGeMIGbAgEBBDDAAfkAXWvmW9pOtHF+
        SY7iIYe7qpCZ79/1NKmBSSZZoUCmXTsrx59ba+695oJu1uChZANiAAR4yqjzs/an
        lL+6UaFqHF8y/Smmif5xhXPO5Eilm5yqZ3zFXmmMTu73ows1IyP2diCaCWbunpOV
        Lz5UGwaAByLuZ2HDsmZ3KnkcN3el0e/JT7oRA8wb7z9BGMsxv6NK8p4=
        -----END PRIVATE KEY-----
        """

    static let credentials = WeatherKitREST.Credentials(
        teamID: "ABCDE12345", serviceID: "com.example.weather", keyID: "KEY1234567", privateKey: privateKey)

    /// 2022-07-05 17:28:53 UTC, when the New York bodies were recorded.
    static let recorded = Date(timeIntervalSince1970: 1_657_042_133)

    static let newYork = try! Coordinate(latitude: 40.7128, longitude: -74.006)

    /// A clock whose date the test moves.
    final class ManualNow: Sendable {
        private let date: Locked<Date>

        init(_ date: Date = WeatherKitTesting.recorded) {
            self.date = Locked(date)
        }

        func advance(by seconds: TimeInterval) {
            date.withLock { $0 = $0.addingTimeInterval(seconds) }
        }

        var closure: @Sendable () -> Date { { [date] in date.current } }
    }

    /// A transport answering availability with `available` and the weather with the body at `weather`.
    static func transport(
        available: String = "weatherkit/availability/five-datasets-with-weatherAlerts-2022.json",
        weather: String = "weatherkit/weather/new-york-all-four-datasets-2022-07.json"
    ) -> StubTransport {
        StubTransport { request, _ in
            let file = request.url.path.hasPrefix("/api/v1/availability") ? available : weather
            return HTTPResponse(
                statusCode: 200, headers: ["Content-Type": "application/json"], body: try Fixtures.data(file))
        }
    }

    /// A client over `transport`, without retries, reading the time from `now`.
    static func client(
        _ transport: any HTTPTransport, credentials: WeatherKitREST.Credentials = credentials,
        now: ManualNow = ManualNow()
    ) -> WeatherKitClient {
        WeatherKitClient(
            transport: transport,
            configuration: .init(credentials: credentials, retryPolicy: .none, now: now.closure))
    }

    /// The JSON of a token's part.
    static func part(_ token: String, _ index: Int) throws -> [String: Any] {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        var text = String(parts[index]).replacingOccurrences(of: "-", with: "+").replacingOccurrences(
            of: "_", with: "/")
        while text.count % 4 != 0 { text += "=" }
        let data = Data(base64Encoded: text) ?? Data()
        return (try JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:]
    }

    /// Whether `token`'s signature verifies with ``publicKey``: CryptoKit on Apple platforms, libcrypto on Linux.
    static func verifies(_ token: String) -> Bool {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return false }
        let message = Array("\(parts[0]).\(parts[1])".utf8)
        var text = String(parts[2]).replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while text.count % 4 != 0 { text += "=" }
        guard let signature = Data(base64Encoded: text), signature.count == 64 else { return false }
        #if canImport(CryptoKit)
        guard let key = try? P256.Signing.PublicKey(pemRepresentation: publicKey),
            let ecdsa = try? P256.Signing.ECDSASignature(rawRepresentation: signature)
        else { return false }
        return key.isValidSignature(ecdsa, for: Data(message))
        #elseif canImport(COpenSSL)
        return opensslVerifies(message: message, rawSignature: Array(signature))
        #else
        return false
        #endif
    }

    #if !canImport(CryptoKit) && canImport(COpenSSL)
    /// Verifies `r ‖ s` with libcrypto: the raw signature is turned back into DER first.
    private static func opensslVerifies(message: [UInt8], rawSignature: [UInt8]) -> Bool {
        let key: OpaquePointer? = publicKey.withCString { text in
            guard let bio = BIO_new_mem_buf(text, -1) else { return nil }
            defer { BIO_free(bio) }
            return PEM_read_bio_PUBKEY(bio, nil, nil, nil)
        }
        guard let key else { return false }
        defer { EVP_PKEY_free(key) }
        guard let signature = ECDSA_SIG_new() else { return false }
        defer { ECDSA_SIG_free(signature) }
        let r = BN_bin2bn(rawSignature, 32, nil)
        let s = rawSignature.withUnsafeBufferPointer { BN_bin2bn($0.baseAddress! + 32, 32, nil) }
        guard ECDSA_SIG_set0(signature, r, s) == 1 else { return false }
        var derPointer: UnsafeMutablePointer<UInt8>?
        let length = i2d_ECDSA_SIG(signature, &derPointer)
        guard length > 0, let der = derPointer else { return false }
        defer { CRYPTO_free(der, #file, #line) }
        guard let context = EVP_MD_CTX_new() else { return false }
        defer { EVP_MD_CTX_free(context) }
        guard EVP_DigestVerifyInit(context, nil, EVP_sha256(), nil, key) == 1 else { return false }
        return EVP_DigestVerify(context, der, Int(length), message, message.count) == 1
    }
    #endif
}
