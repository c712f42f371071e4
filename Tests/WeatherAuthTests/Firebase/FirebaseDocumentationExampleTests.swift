import Foundation
import Testing
import WeatherAuth

/// Runs the example of the Firebase article (WeatherAuth.docc/FirebaseSignIn.md) against the
/// fake Identity Toolkit, with the emulator host given as the environment would give it.
@Suite("Firebase documentation example")
struct FirebaseDocumentationExampleTests {
    @Test("The article's example signs up, gets a token and restores the session")
    func articleExample() async throws {
        let fake = try FakeIdentityToolkit()
        let environment = ["FIREBASE_AUTH_EMULATOR_HOST": "127.0.0.1:\(fake.server.port)"]
        let directory = try TemporaryDirectory()
        let vaultURL = directory.file("secrets.vault")
        let passphrase = "a long device passphrase"
        let webAPIKey = "fake-api-key"

        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        let vault = try EncryptedFileVault(fileURL: vaultURL, passphrase: passphrase)
        let auth = FirebaseAuthService(apiKey: webAPIKey, vault: vault, configuration: .fromEnvironment(environment))

        let session = try await auth.signUp(email: "ada@example.com", password: "correct horse")
        print(session.userID)  // the Firebase uid

        // Before each call to your own backend:
        let idToken = try await auth.validIDToken()

        // After a restart, a new instance over the same vault is still signed in.
        let restored = FirebaseAuthService(
            apiKey: webAPIKey, vault: vault, configuration: .fromEnvironment(environment))
        let account = try await restored.account()
        print(account.isEmailVerified)

        #expect(printed == [session.userID.rawValue, "\(account.isEmailVerified)"])
        #expect(idToken == session.idToken)
        #expect(account.userID == session.userID)
        #expect(fake.server.requests.allSatisfy { $0.queryValue("key") == webAPIKey })
    }

    @Test("The emulator configuration sends requests to the emulator host")
    func emulatorExample() {
        let local = FirebaseAuthService(apiKey: "fake-api-key", configuration: .emulator(host: "127.0.0.1:9099"))

        #expect(local.configuration.usesEmulator)
        #expect(local.configuration.emulatorHost == "127.0.0.1:9099")
    }
}
