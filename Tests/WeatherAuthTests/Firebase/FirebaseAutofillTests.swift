import Foundation
import Testing
import WeatherModels
import WeatherTesting

@testable import WeatherAuth

/// `FirebaseAuthService(autofill:)` saves the password at sign-up exactly as `LocalAuthService` does.
@Suite("FirebaseAuthService autofill")
struct FirebaseAutofillTests {
    let password = "p\u{E4}ssword-SENTINEL-51"

    @Test("An accepted sign-up saves the password as typed, under the normalised address")
    func savedAtSignUp() async throws {
        let fake = try FakeIdentityToolkit()
        let vault = InMemoryVault()
        let autofill = PasswordAutofill(vault: vault)
        let auth = fake.service(vault: vault, autofill: autofill)

        let session = try await auth.signUp(email: " Ada@Example.com ", password: password)

        #expect(session.email == "ada@example.com")
        #expect(try await autofill.password(for: "ADA@example.com") == password)
        #expect(try await autofill.savedEmails() == ["ada@example.com"])
        #expect(auth.autofill?.service == PasswordAutofill.defaultService)
        // The saved password signs in again after signing out.
        try await auth.signOut()
        let saved = try #require(try await autofill.password(for: "ada@example.com"))
        #expect(try await auth.signIn(email: "ada@example.com", password: saved).userID == session.userID)
    }

    @Test("Sign-in does not save a password; without an autofill, sign-up saves none")
    func onlySignUpSaves() async throws {
        let fake = try FakeIdentityToolkit()
        let vault = InMemoryVault()
        let withoutAutofill = fake.service(vault: vault)
        _ = try await withoutAutofill.signUp(email: "ada@example.com", password: password)
        #expect(try await PasswordAutofill(vault: vault).savedEmails().isEmpty)

        let autofill = PasswordAutofill(vault: InMemoryVault(), service: "custom")
        let auth = fake.service(autofill: autofill)
        _ = try await auth.signIn(email: "ada@example.com", password: password)
        #expect(try await autofill.password(for: "ada@example.com") == nil)
    }

    @Test("A sign-up Firebase refuses, or the device refuses, saves nothing")
    func refusedSignUp() async throws {
        let fake = try FakeIdentityToolkit()
        let autofill = PasswordAutofill(vault: InMemoryVault())
        let auth = fake.service(autofill: autofill)
        _ = try await fake.service().signUp(email: "ada@example.com", password: "first password")

        let exists = await #expect(throws: AuthError.self) {
            try await auth.signUp(email: "ada@example.com", password: password)
        }
        #expect(exists?.code == .emailExists)
        let weak = await #expect(throws: AuthError.self) {
            try await auth.signUp(email: "grace@example.com", password: "x")
        }
        #expect(weak?.code == .weakPassword)
        #expect(try await autofill.savedEmails().isEmpty)
        #expect(fake.requests(to: FakeIdentityToolkit.signUpPath).count == 2)
    }

    @Test("An autofill vault that cannot save fails the sign-up with storage and stores no session")
    func storageFailure() async throws {
        let fake = try FakeIdentityToolkit()
        let vault = InMemoryVault()
        let auth = fake.service(vault: vault, autofill: PasswordAutofill(vault: FailingVault.failingEverything()))

        let error = await #expect(throws: AuthError.self) {
            try await auth.signUp(email: "ada@example.com", password: password)
        }
        #expect(error?.code == .storage)
        #expect(error?.underlying is VaultError)
        #expect(try await auth.currentSession == nil)
        #expect(!String(describing: error).contains(password))
    }
}
