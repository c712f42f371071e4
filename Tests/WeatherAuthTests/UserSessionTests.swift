import Foundation
import Testing
import WeatherCore
import WeatherModels

@testable import WeatherAuth

@Suite("UserSession and AuthError")
struct UserSessionTests {
    let session = UserSession(
        userID: "user-1", email: "ada@example.com", idToken: "eyJhbGciOiJSUzI1NiJ9.id-token-value",
        refreshToken: "refresh-token-value", expiresAt: Date(timeIntervalSince1970: 1_800_000_000))

    @Test("Round-trips through JSON")
    func codable() throws {
        let decoded = try JSONDecoder().decode(UserSession.self, from: JSONEncoder().encode(session))
        #expect(decoded == session)
        #expect(decoded.userID == UserID("user-1"))
    }

    @Test("Description, debug description and dump show tokens only as present")
    func redactsTokens() {
        var dumped = ""
        dump(session, to: &dumped)
        for text in [String(describing: session), String(reflecting: session), "\(session)", dumped] {
            #expect(!text.contains("id-token-value"))
            #expect(!text.contains("refresh-token-value"))
            #expect(text.contains("ada@example.com"))
        }
        #expect(session.description.contains("<redacted>"))
        #expect(UserSession(userID: "u", email: "e@example.com").description.contains("idToken: nil"))
    }

    @Test("Expiry is checked against the given date")
    func expiry() {
        #expect(!session.isExpired(at: Date(timeIntervalSince1970: 1_799_999_999)))
        #expect(session.isExpired(at: Date(timeIntervalSince1970: 1_800_000_000)))
        #expect(!UserSession(userID: "u", email: "e@example.com").isExpired(at: .distantFuture))
    }

    @Test("AuthError describes its code, wait time, provider code and cause")
    func authErrorText() {
        let error = AuthError(
            .tooManyAttempts, "Locked.", retryAfter: .seconds(42), providerCode: "TOO_MANY_ATTEMPTS_TRY_LATER",
            underlying: VaultError(.storage, "Disk full."))
        #expect(error.description == "AuthError(tooManyAttempts): Locked. Retry after 42 s.")
        #expect(error.debugDescription.contains("TOO_MANY_ATTEMPTS_TRY_LATER"))
        #expect(error.debugDescription.contains("VaultError(storage): Disk full."))
        #expect(AuthError.Code.invalidCredentials != AuthError.Code.userNotFound)
    }
}
