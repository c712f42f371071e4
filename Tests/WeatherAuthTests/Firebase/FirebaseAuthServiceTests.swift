import Foundation
import Testing
import WeatherModels
import WeatherNetworking
import WeatherTestSupport

@testable import WeatherAuth

/// Sign-up, sign-in, sessions and account calls against the fake Identity Toolkit through the
/// emulator-host configuration.
@Suite("FirebaseAuthService")
struct FirebaseAuthServiceTests {
    let password = "PASSWORD-SENTINEL-9c1e"

    @Test("Sign-up posts the contract's JSON to accounts:signUp with the key in the query only")
    func signUpRequest() async throws {
        let fake = try FakeIdentityToolkit()
        let clock = ManualClock()
        let auth = fake.service(clock: clock)

        let session = try await auth.signUp(email: "  Ada@Example.com ", password: password)

        let request = try #require(fake.requests(to: FakeIdentityToolkit.signUpPath).first)
        #expect(request.method == "POST")
        #expect(
            request.target == "/identitytoolkit.googleapis.com/v1/accounts:signUp?key=\(FakeIdentityToolkit.apiKey)")
        #expect(request.queryValue("key") == FakeIdentityToolkit.apiKey)
        #expect(request.header("x-goog-api-key") == nil)
        #expect(request.header("Content-Type") == "application/json")
        let body = try #require(try JSONSerialization.jsonObject(with: request.body) as? [String: Any])
        #expect(body["email"] as? String == "ada@example.com")
        #expect(body["password"] as? String == password)
        #expect(body["returnSecureToken"] as? Bool == true)
        #expect(body.count == 3)

        #expect(session.userID == "uid-1")
        #expect(session.email == "ada@example.com")
        #expect(session.idToken?.hasPrefix("IDTOKEN-SENTINEL-") == true)
        #expect(session.refreshToken?.hasPrefix("REFRESH-SENTINEL-") == true)
        #expect(session.expiresAt == clock.date.addingTimeInterval(3_600))
        #expect(try await auth.currentSession == session)
    }

    @Test("Sign-in finds the account made at sign-up and sends returnSecureToken")
    func signIn() async throws {
        let fake = try FakeIdentityToolkit()
        let auth = fake.service()
        let created = try await auth.signUp(email: "ada@example.com", password: password)
        try await auth.signOut()

        let session = try await auth.signIn(email: "ADA@example.com", password: password)

        #expect(session.userID == created.userID)
        #expect(session.idToken != created.idToken)
        let request = try #require(fake.requests(to: FakeIdentityToolkit.signInPath).first)
        #expect(request.queryValue("key") == FakeIdentityToolkit.apiKey)
        let body = try #require(try JSONSerialization.jsonObject(with: request.body) as? [String: Any])
        #expect(body["email"] as? String == "ada@example.com")
        #expect(body["returnSecureToken"] as? Bool == true)
        #expect(try await auth.currentSession == session)
    }

    @Test("Signing up an address twice fails with emailExists")
    func duplicate() async throws {
        let fake = try FakeIdentityToolkit()
        let auth = fake.service()
        _ = try await auth.signUp(email: "ada@example.com", password: password)

        let error = await #expect(throws: AuthError.self) {
            try await auth.signUp(email: "ada@example.com", password: "another password")
        }
        #expect(error?.code == .emailExists)
        #expect(error?.providerCode == "EMAIL_EXISTS")
    }

    @Test("A wrong password and an unknown address fail alike with invalidCredentials")
    func wrongPassword() async throws {
        let fake = try FakeIdentityToolkit()
        let auth = fake.service()
        _ = try await auth.signUp(email: "ada@example.com", password: password)

        let wrong = await #expect(throws: AuthError.self) {
            try await auth.signIn(email: "ada@example.com", password: "not the password")
        }
        let unknown = await #expect(throws: AuthError.self) {
            try await auth.signIn(email: "bob@example.com", password: password)
        }
        #expect(wrong?.code == .invalidCredentials)
        #expect(unknown?.code == .invalidCredentials)
        #expect(wrong.map { String(reflecting: $0) } == unknown.map { String(reflecting: $0) })
    }

    @Test("A disabled account fails with userDisabled")
    func disabled() async throws {
        let fake = try FakeIdentityToolkit()
        let auth = fake.service()
        _ = try await auth.signUp(email: "ada@example.com", password: password)
        fake.disable(email: "ada@example.com")

        let error = await #expect(throws: AuthError.self) {
            try await auth.signIn(email: "ada@example.com", password: password)
        }
        #expect(error?.code == .userDisabled)
    }

    @Test("Malformed addresses and short passwords are refused before any request")
    func localValidation() async throws {
        let fake = try FakeIdentityToolkit()
        let auth = fake.service()

        let email = await #expect(throws: AuthError.self) {
            try await auth.signUp(email: "not-an-address", password: password)
        }
        let weak = await #expect(throws: AuthError.self) {
            try await auth.signUp(email: "ada@example.com", password: "12345")
        }
        let empty = await #expect(throws: AuthError.self) {
            try await auth.signIn(email: "ada@example.com", password: "")
        }
        #expect(email?.code == .invalidEmail)
        #expect(weak?.code == .weakPassword)
        #expect(empty?.code == .invalidCredentials)
        #expect(fake.server.requestCount == 0)
    }

    @Test("Lookup returns the account without its password hash")
    func lookup() async throws {
        let fake = try FakeIdentityToolkit()
        let auth = fake.service()
        let session = try await auth.signUp(email: "ada@example.com", password: password)

        let account = try await auth.account()

        #expect(account.userID == session.userID)
        #expect(account.email == "ada@example.com")
        #expect(account.isEmailVerified == false)
        #expect(account.isDisabled == false)
        #expect(account.providerIDs == ["password"])
        #expect(account.createdAt == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(account.lastSignInAt == Date(timeIntervalSince1970: 1_700_000_100))
        #expect(account.passwordUpdatedAt == Date(timeIntervalSince1970: 1_700_000_000))
        let request = try #require(fake.requests(to: FakeIdentityToolkit.lookupPath).first)
        let body = try #require(try JSONSerialization.jsonObject(with: request.body) as? [String: Any])
        #expect(body["idToken"] as? String == session.idToken)
        #expect(!String(reflecting: account).contains("UkVEQUNURUQ"))
    }

    @Test("An expired ID token is refreshed with the form body, and the new refresh token is stored")
    func refresh() async throws {
        let fake = try FakeIdentityToolkit()
        let clock = ManualClock()
        let vault = InMemoryVault()
        let auth = fake.service(vault: vault, clock: clock)
        let first = try await auth.signUp(email: "ada@example.com", password: password)

        #expect(try await auth.validIDToken() == first.idToken)
        #expect(fake.requests(to: FakeIdentityToolkit.tokenPath).isEmpty)

        clock.advance(by: 3_600 - 299)  // inside the 5-minute margin
        let token = try await auth.validIDToken()

        let request = try #require(fake.requests(to: FakeIdentityToolkit.tokenPath).first)
        #expect(request.target == "/securetoken.googleapis.com/v1/token?key=\(FakeIdentityToolkit.apiKey)")
        #expect(request.header("Content-Type") == "application/x-www-form-urlencoded")
        #expect(request.bodyText == "grant_type=refresh_token&refresh_token=\(try #require(first.refreshToken))")
        let session = try #require(try await auth.currentSession)
        #expect(token == session.idToken)
        #expect(token != first.idToken)
        #expect(session.refreshToken != first.refreshToken)
        #expect(session.refreshToken?.hasPrefix("REFRESH-SENTINEL-") == true)
        #expect(session.userID == first.userID)
        #expect(session.expiresAt == clock.date.addingTimeInterval(3_600))

        let restored = fake.service(vault: vault, clock: clock)
        #expect(try await restored.currentSession == session)
        #expect(try await auth.validIDToken() == token)
        #expect(fake.requests(to: FakeIdentityToolkit.tokenPath).count == 1)
    }

    @Test("refreshSession() refreshes at once, even before expiry")
    func forcedRefresh() async throws {
        let fake = try FakeIdentityToolkit()
        let auth = fake.service()
        let first = try await auth.signUp(email: "ada@example.com", password: password)

        let refreshed = try await auth.refreshSession()

        #expect(refreshed.idToken != first.idToken)
        #expect(fake.requests(to: FakeIdentityToolkit.tokenPath).count == 1)
        #expect(try await auth.currentSession == refreshed)
    }

    @Test("A new instance over the same vault restores the session after a restart")
    func restore() async throws {
        let fake = try FakeIdentityToolkit()
        let directory = try TemporaryDirectory()
        let url = directory.file("session.vault")
        let session = try await fake.service(
            vault: try EncryptedFileVault(
                fileURL: url, passphrase: "device passphrase", keyDerivationIterations: testIterations)
        ).signUp(email: "ada@example.com", password: password)

        let restarted = fake.service(
            vault: try EncryptedFileVault(
                fileURL: url, passphrase: "device passphrase", keyDerivationIterations: testIterations))

        #expect(try await restarted.currentSession == session)
        #expect(try await restarted.account().userID == session.userID)
    }

    @Test("Sign-out forgets the session, in this instance and after a restart")
    func signOut() async throws {
        let fake = try FakeIdentityToolkit()
        let vault = InMemoryVault()
        let auth = fake.service(vault: vault)
        _ = try await auth.signUp(email: "ada@example.com", password: password)

        try await auth.signOut()
        try await auth.signOut()  // signing out twice is not an error

        #expect(try await auth.currentSession == nil)
        #expect(try await fake.service(vault: vault).currentSession == nil)
        let error = await #expect(throws: AuthError.self) { try await auth.validIDToken() }
        #expect(error?.code == .notSignedIn)
    }

    @Test("A refused refresh token ends the session")
    func refusedRefresh() async throws {
        let fake = try FakeIdentityToolkit()
        let clock = ManualClock()
        let auth = fake.service(clock: clock)
        _ = try await auth.signUp(email: "ada@example.com", password: password)
        fake.state.withLock { $0.refreshTokens.removeAll() }
        clock.advance(by: 7_200)

        let error = await #expect(throws: AuthError.self) { try await auth.validIDToken() }

        #expect(error?.code == .invalidToken)
        #expect(error?.providerCode == "INVALID_REFRESH_TOKEN")
        #expect(try await auth.currentSession == nil)
    }

    @Test("Deleting the account forgets the session, and the address can no longer sign in")
    func deleteAccount() async throws {
        let fake = try FakeIdentityToolkit()
        let auth = fake.service()
        _ = try await auth.signUp(email: "ada@example.com", password: password)

        try await auth.deleteAccount()

        #expect(try await auth.currentSession == nil)
        #expect(fake.requests(to: FakeIdentityToolkit.deletePath).count == 1)
        let error = await #expect(throws: AuthError.self) {
            try await auth.signIn(email: "ada@example.com", password: password)
        }
        #expect(error?.code == .invalidCredentials)
    }

    @Test("Fifty concurrent callers with an expired token share one refresh request")
    func concurrentRefresh() async throws {
        let fake = try FakeIdentityToolkit()
        let clock = ManualClock()
        let auth = fake.service(clock: clock)
        _ = try await auth.signUp(email: "ada@example.com", password: password)
        clock.advance(by: 3_601)

        let tokens = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<50 {
                group.addTask { try await auth.validIDToken() }
            }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }

        #expect(tokens.count == 50)
        #expect(Set(tokens).count == 1)
        #expect(fake.requests(to: FakeIdentityToolkit.tokenPath).count == 1)
        #expect(tokens.first == (try await auth.currentSession)?.idToken)
    }
}
