import Foundation
import Testing

@testable import WeatherAuth

@Suite("InMemoryVault")
struct InMemoryVaultTests {
    let key = CredentialKey(service: "weather.tests", account: "ada@example.com")

    @Test("Stores, replaces, reads and removes secrets")
    func roundTrip() async throws {
        let vault = InMemoryVault()
        #expect(try await vault.secret(for: key) == nil)
        try await vault.setSecret(Data("first".utf8), for: key)
        try await vault.setSecret(Data("second".utf8), for: key)
        #expect(try await vault.secret(for: key) == Data("second".utf8))
        #expect(try await vault.containsSecret(for: key))
        try await vault.removeSecret(for: key)
        #expect(try await vault.secret(for: key) == nil)
        try await vault.removeSecret(for: key)
    }

    @Test("Lists the keys of one service, sorted by account")
    func keysOfService() async throws {
        let vault = InMemoryVault()
        for account in ["c", "a", "b"] {
            try await vault.setString(account, for: CredentialKey(service: "one", account: account))
        }
        try await vault.setString("other", for: CredentialKey(service: "two", account: "z"))
        #expect(try await vault.keys(service: "one").map(\.account) == ["a", "b", "c"])
        #expect(try await vault.keys(service: "missing").isEmpty)
    }

    @Test("String conveniences round-trip UTF-8 and refuse other bytes")
    func strings() async throws {
        let vault = InMemoryVault()
        try await vault.setString("pässwörd 🔑", for: key)
        #expect(try await vault.string(for: key) == "pässwörd 🔑")
        try await vault.setSecret(Data([0xFF, 0xFE, 0xFD]), for: key)
        await #expect(throws: VaultError.self) { try await vault.string(for: key) }
    }

    @Test("Copies share storage; description and dump never show a secret")
    func sharingAndRedaction() async throws {
        let vault = InMemoryVault()
        let copy = vault
        try await copy.setString("hunter2-secret", for: key)
        #expect(try await vault.string(for: key) == "hunter2-secret")
        var dumped = ""
        dump(vault, to: &dumped)
        #expect(!dumped.contains("hunter2"))
        #expect(!String(describing: vault).contains("hunter2"))
        #expect(!String(reflecting: vault).contains("hunter2"))
    }

    @Test("CredentialKey is Codable and ordered by service, then account")
    func credentialKey() throws {
        let keys = [
            CredentialKey(service: "b", account: "a"), CredentialKey(service: "a", account: "b"),
            CredentialKey(service: "a", account: "a"),
        ]
        #expect(keys.sorted().map(\.description) == ["a/a", "a/b", "b/a"])
        let decoded = try JSONDecoder().decode([CredentialKey].self, from: JSONEncoder().encode(keys))
        #expect(decoded == keys)
    }
}
