import Foundation
import Testing
import WeatherNetworking
import WeatherTestSupport

@testable import WeatherProviders

/// The ES256 token WeatherKit takes: its exact header and claims, a signature that verifies with the
/// public key, reuse and renewal, and keys that cannot sign.
@Suite("WeatherKit tokens")
struct WeatherKitTokenTests {
    @Test func theTokenHasWeatherKitsHeaderAndClaimsAndVerifies() throws {
        let token = try WeatherKitREST.Token.make(
            WeatherKitTesting.credentials, issuedAt: WeatherKitTesting.recorded, lifetime: .seconds(3_600))
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3)
        #expect(parts.allSatisfy { !$0.contains("=") && !$0.contains("+") && !$0.contains("/") })
        // The header and claims, byte for byte (base64url of the JSON the token was made from).
        #expect(
            parts[0]
                == "eyJhbGciOiJFUzI1NiIsImtpZCI6IktFWTEyMzQ1NjciLCJpZCI6IkFCQ0RFMTIzNDUuY29tLmV4YW1wbGUud2VhdGhlciJ9")
        let header = try WeatherKitTesting.part(token, 0)
        #expect(header["alg"] as? String == "ES256")
        #expect(header["kid"] as? String == "KEY1234567")
        #expect(header["id"] as? String == "ABCDE12345.com.example.weather")
        let claims = try WeatherKitTesting.part(token, 1)
        #expect(claims["iss"] as? String == "ABCDE12345")
        #expect(claims["sub"] as? String == "com.example.weather")
        #expect(claims["iat"] as? Int == 1_657_042_133)
        #expect(claims["exp"] as? Int == 1_657_045_733)
        #expect(WeatherKitTesting.verifies(token))
    }

    @Test func aTamperedTokenDoesNotVerify() throws {
        let token = try WeatherKitREST.Token.make(
            WeatherKitTesting.credentials, issuedAt: WeatherKitTesting.recorded, lifetime: .seconds(3_600))
        var parts = token.split(separator: ".").map(String.init)
        let other = try WeatherKitREST.Token.make(
            WeatherKitTesting.credentials, issuedAt: WeatherKitTesting.recorded.addingTimeInterval(1),
            lifetime: .seconds(3_600))
        parts[1] = String(other.split(separator: ".")[1])
        #expect(!WeatherKitTesting.verifies(parts.joined(separator: ".")))
        // ECDSA signs with a fresh nonce: the same input gives another signature that verifies too.
        let again = try WeatherKitREST.Token.make(
            WeatherKitTesting.credentials, issuedAt: WeatherKitTesting.recorded, lifetime: .seconds(3_600))
        #expect(again != token && WeatherKitTesting.verifies(again))
    }

    @Test func theTokenIsReusedAndRenewedShortlyBeforeItExpires() async throws {
        let transport = WeatherKitTesting.transport()
        let now = WeatherKitTesting.ManualNow()
        let client = WeatherKitTesting.client(transport, now: now)
        _ = try await client.weather(at: WeatherKitTesting.newYork, timeZone: nil, countryCode: "US")
        now.advance(by: 3_000)
        _ = try await client.weather(at: WeatherKitTesting.newYork, timeZone: nil, countryCode: "US", including: .daily)
        let tokens = transport.requests.compactMap { $0.value(forHeader: "Authorization") }
        #expect(tokens.count == 3)
        #expect(Set(tokens).count == 1, "one token for the first hour less five minutes")
        now.advance(by: 301)
        _ = try await client.weather(at: WeatherKitTesting.newYork, timeZone: nil, countryCode: "US", including: .daily)
        let renewed = try #require(transport.requests.last?.value(forHeader: "Authorization"))
        #expect(renewed != tokens[0])
        let claims = try WeatherKitTesting.part(String(renewed.dropFirst("Bearer ".count)), 1)
        #expect(claims["iat"] as? Int == 1_657_042_133 + 3_301)
        #expect(WeatherKitTesting.verifies(String(renewed.dropFirst("Bearer ".count))))
    }

    @Test(
        "a key that cannot sign is refused before anything is sent, and never shown",
        arguments: [
            ("not a key", "not a private key"), (WeatherKitTesting.p384Key, "P-256"),
            ("-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----", "not a private key"),
        ])
    func unusableKeys(key: String, reason: String) async throws {
        let transport = WeatherKitTesting.transport()
        let credentials = WeatherKitREST.Credentials(
            teamID: "ABCDE12345", serviceID: "com.example.weather", keyID: "KEY1234567", privateKey: key)
        let error = await #expect(throws: WeatherError.self) {
            try await WeatherKitTesting.client(transport, credentials: credentials)
                .weather(at: WeatherKitTesting.newYork, including: .current)
        }
        #expect(error?.code == .invalidInput)
        #expect(error?.message.contains(reason) == true)
        #expect(transport.requests.allSatisfy { $0.value(forHeader: "Authorization") == nil })
        #expect(transport.requests.isEmpty)
        for text in [error?.description ?? "", String(reflecting: error as Any)] {
            #expect(!text.contains("MIG"))
        }
    }

    @Test("ids that cannot go into a token are refused", arguments: ["", "ABC\"DE", "team id", "ABCDE\n"])
    func unusableIDs(teamID: String) throws {
        let credentials = WeatherKitREST.Credentials(
            teamID: teamID + "x\"", serviceID: "com.example.weather", keyID: "KEY1234567",
            privateKey: WeatherKitTesting.privateKey)
        let error = #expect(throws: WeatherError.self) {
            try WeatherKitREST.Token.make(credentials, issuedAt: WeatherKitTesting.recorded, lifetime: .seconds(60))
        }
        #expect(error?.code == .invalidInput)
        #expect(error?.message.contains("team id") == true)
    }

    @Test func theKeyNeverAppearsInAnyText() {
        let credentials = WeatherKitTesting.credentials
        let client = WeatherKitTesting.client(WeatherKitTesting.transport())
        var dumped = ""
        dump(credentials, to: &dumped)
        dump(client, to: &dumped)
        let texts = [
            credentials.description, credentials.debugDescription, String(reflecting: credentials), dumped,
            client.description, String(describing: client.configuration), String(reflecting: client.configuration),
        ]
        for text in texts {
            #expect(!text.contains("MIGHAgEAMBMG") && !text.contains("BEGIN PRIVATE KEY"), "\(text.prefix(80))")
        }
        #expect(credentials.description.contains("privateKey: <redacted>"))
    }
}
