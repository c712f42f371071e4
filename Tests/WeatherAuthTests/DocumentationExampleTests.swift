import Foundation
import Testing
import WeatherAuth

/// Runs the example on the WeatherAuth landing page (WeatherAuth.docc/WeatherAuth.md) as
/// written, with the default (production) hashing costs.
@Suite("Documentation examples")
struct DocumentationExampleTests {
    @Test("The landing page example signs up, out and in with the autofilled password")
    func landingPageExample() async throws {
        let directory = try TemporaryDirectory()
        let vaultURL = directory.file("secrets.vault")
        let passphrase = "a long device passphrase"

        let vault = try EncryptedFileVault(fileURL: vaultURL, passphrase: passphrase)
        let autofill = PasswordAutofill(vault: vault)
        let auth = LocalAuthService(vault: vault, autofill: autofill)

        _ = try await auth.signUp(email: "ada@example.com", password: "correct horse battery")
        try await auth.signOut()

        // On the sign-in screen, the saved password is offered for the address.
        let saved = try await autofill.password(for: "ada@example.com") ?? ""
        let session = try await auth.signIn(email: "ada@example.com", password: saved)
        print(session.userID)

        #expect(session.email == "ada@example.com")
        #expect(try await auth.currentSession == session)
    }
}
