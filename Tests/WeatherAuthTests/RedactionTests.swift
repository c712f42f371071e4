import Foundation
import Testing

@testable import WeatherAuth

/// No password, hash, token or passphrase may appear in an error message or a description.
@Suite("Redaction")
struct RedactionTests {
    @Test("Errors and descriptions from every sign-in path contain no password or hash")
    func signInPaths() async throws {
        let vault = InMemoryVault()
        let password = "Sup3r-Secret-Passw0rd"
        let auth = LocalAuthService(
            vault: vault,
            configuration: .init(
                lockout: LockoutPolicy(maximumFailedAttempts: 2), passwordHashIterations: 10),
            autofill: PasswordAutofill(vault: vault))
        _ = try await auth.signUp(email: "ada@example.com", password: password)

        var errors: [any Error] = []
        let attempts: [(String, String)] = [
            ("ada@example.com", password + "-wrong"), ("ada@example.com", password + "-wrong"),
            ("ada@example.com", password), ("nobody@example.com", password), ("bad email " + password, password),
        ]
        for (email, attempt) in attempts {
            if let error = await #expect(
                throws: AuthError.self,
                performing: {
                    try await auth.signIn(email: email, password: attempt)
                })
            {
                errors.append(error)
            }
        }
        for attempt in ["short", String(repeating: "x", count: 5_000)] {
            if let error = await #expect(
                throws: AuthError.self,
                performing: {
                    try await auth.signUp(email: "grace@example.com", password: attempt)
                })
            {
                errors.append(error)
            }
        }
        if let error = await #expect(
            throws: AuthError.self,
            performing: {
                try await auth.signUp(email: "ada@example.com", password: password)
            })
        {
            errors.append(error)
        }
        #expect(errors.count == 8)

        let accountData = try #require(
            try await vault.secret(
                for: CredentialKey(service: "WeatherAuth.LocalAuthService.accounts", account: "ada@example.com")))
        let account = try JSONDecoder().decode(LocalAccount.self, from: accountData)
        let hash = account.password.hash.base64EncodedString()
        let hashHex = Array(account.password.hash).hexString

        var texts = errors.flatMap { [String(describing: $0), String(reflecting: $0), $0.localizedDescription] }
        texts += [String(describing: auth), String(describing: account), String(describing: account.password)]
        for value in [auth as Any, account, account.password, vault] {
            var dumped = ""
            dump(value, to: &dumped)
            texts.append(dumped)
        }
        for text in texts {
            #expect(!text.contains(password), "\(text)")
            #expect(!text.contains(hash), "\(text)")
            #expect(!text.contains(hashHex), "\(text)")
        }
    }
}
