import Foundation
import Testing

@testable import WeatherAuth

@Suite("PasswordAutofill")
struct PasswordAutofillTests {
    @Test("Sign-up saves the password; it is offered for the same address and removed on request")
    func savedAtSignUp() async throws {
        let vault = InMemoryVault()
        let autofill = PasswordAutofill(vault: vault)
        let auth = LocalAuthService(
            vault: vault, configuration: .init(passwordHashIterations: 10), autofill: autofill)
        _ = try await auth.signUp(email: "Ada@Example.com", password: "p\u{E4}ssword-123")
        #expect(try await autofill.password(for: " ada@example.COM") == "p\u{E4}ssword-123")
        #expect(try await autofill.password(for: "grace@example.com") == nil)
        #expect(try await autofill.savedEmails() == ["ada@example.com"])

        try await autofill.removePassword(for: "ADA@example.com")
        #expect(try await autofill.password(for: "ada@example.com") == nil)
        #expect(try await autofill.savedEmails().isEmpty)
    }

    @Test("Without an autofill, sign-up saves no password anywhere")
    func notSavedWithoutAutofill() async throws {
        let vault = InMemoryVault()
        let auth = LocalAuthService(vault: vault, configuration: .init(passwordHashIterations: 10))
        _ = try await auth.signUp(email: "ada@example.com", password: "password-123")
        #expect(try await PasswordAutofill(vault: vault).password(for: "ada@example.com") == nil)
    }

    @Test("Saving replaces the previous password; a malformed address is refused")
    func saveDirectly() async throws {
        let autofill = PasswordAutofill(vault: InMemoryVault(), service: "custom")
        try await autofill.savePassword("first", for: "ada@example.com")
        try await autofill.savePassword("second", for: "ada@example.com")
        #expect(try await autofill.password(for: "ada@example.com") == "second")
        let error = await #expect(throws: AuthError.self) { try await autofill.savePassword("x", for: "not-an-email") }
        #expect(error?.code == .invalidEmail)
        #expect(!autofill.description.contains("second"))
    }

    @Test("Saved passwords survive in an encrypted file vault")
    func encryptedVault() async throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("autofill.vault")
        let vault = try EncryptedFileVault(
            fileURL: url, passphrase: "device passphrase", keyDerivationIterations: testIterations)
        try await PasswordAutofill(vault: vault).savePassword("saved-password-value", for: "ada@example.com")
        let reopened = try EncryptedFileVault(fileURL: url, passphrase: "device passphrase")
        #expect(try await PasswordAutofill(vault: reopened).password(for: "ada@example.com") == "saved-password-value")
        #expect(try Data(contentsOf: url).range(of: Data("saved-password-value".utf8)) == nil)
    }
}
