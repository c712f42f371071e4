import Foundation
import Testing
import WeatherNetworking
import WeatherTestSupport

@testable import WeatherAuth

/// Which Firebase calls are retried after a server failure, on a test clock (no waiting).
@Suite("Firebase retries")
struct FirebaseRetryTests {
    private func service(_ fake: FakeIdentityToolkit, clock: TestClock) -> FirebaseAuthService {
        var configuration = fake.configuration
        configuration.retryPolicy = RetryPolicy(maximumAttempts: 3, random: { 0.5 })
        configuration.clock = clock
        return FirebaseAuthService(
            apiKey: FakeIdentityToolkit.apiKey, vault: InMemoryVault(), configuration: configuration)
    }

    @Test("Sign-in is sent again after a 503 and succeeds")
    func signInRetried() async throws {
        let fake = try FakeIdentityToolkit()
        let clock = TestClock(advancesAutomatically: true)
        let auth = service(fake, clock: clock)
        _ = try await auth.signUp(email: "ada@example.com", password: "correct horse")
        fake.server.enqueue(.json(#"{"error":{"code":503,"message":"UNAVAILABLE"}}"#, status: 503))

        let session = try await auth.signIn(email: "ada@example.com", password: "correct horse")

        #expect(session.email == "ada@example.com")
        #expect(fake.requests(to: FakeIdentityToolkit.signInPath).count == 2)
        #expect(clock.sleeps.count == 1)
    }

    @Test("Sign-up is sent once: a retry after a lost answer would report EMAIL_EXISTS")
    func signUpNotRetried() async throws {
        let fake = try FakeIdentityToolkit()
        let clock = TestClock(advancesAutomatically: true)
        let auth = service(fake, clock: clock)
        fake.server.enqueue(.status(503))

        let error = await #expect(throws: AuthError.self) {
            try await auth.signUp(email: "ada@example.com", password: "correct horse")
        }

        #expect(error?.code == .server)
        #expect((error?.underlying as? WeatherError)?.statusCode == 503)
        #expect(fake.requests(to: FakeIdentityToolkit.signUpPath).count == 1)
        #expect(clock.sleeps.isEmpty)
    }
}
