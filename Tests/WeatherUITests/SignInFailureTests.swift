import Foundation
import Testing
import WeatherAuth
import WeatherModels
import WeatherProviders
import WeatherScheduling
import WeatherStore
import WeatherTesting
import WeatherUI

// Calls that overlap (a tap while a prompt waits, a user switch while a write is on its way, a retry after a
// page broke off) and the failure paths around them. The slow steps are held at latches, never slept on.

@Suite("SignInModel, failures around a session", .timeLimit(.minutes(1)))
@MainActor
struct SignInFailureTests {
    let password = "correct horse battery"

    func local(_ vault: InMemoryVault) -> LocalAuthService {
        LocalAuthService(vault: vault, configuration: .init(passwordHashIterations: 10))
    }

    @Test func aFailedSignOutKeepsTheSession() async throws {
        let model = SignInModel(auth: SignOutFailingAuth(base: local(InMemoryVault())))
        model.mode = .signUp
        model.email = "ada@example.com"
        model.password = password
        await model.submit()
        let session = try #require(model.session)

        await model.signOut()

        #expect(model.session?.userID == session.userID)
        #expect(model.error?.code == .network)
        guard case .failed(let error) = model.state else {
            Issue.record("expected failed, got \(model.state)")
            return
        }
        #expect(error.code == .network)
    }

    @Test func aVaultThatRefusesThePasswordLeavesTheSignInDoneAndSaysSo() async throws {
        let vault = FailingVault()
        vault.fail([.setSecret], with: AuthError(.storage, "The keychain is locked."))
        let model = SignInModel(auth: local(InMemoryVault()), autofill: PasswordAutofill(vault: vault))
        model.mode = .signUp
        model.email = "ada@example.com"
        model.password = password

        await model.submit()

        #expect(model.session?.email == "ada@example.com")
        #expect(model.error == nil)
        guard case .signedIn = model.state else {
            Issue.record("expected signedIn, got \(model.state)")
            return
        }
        #expect(model.autofillError?.code == .storage)
        #expect(model.password.isEmpty)
        #expect(model.savedEmails.isEmpty)

        // The next sign-in whose password is saved clears the notice.
        await model.signOut()
        vault.stopFailing()
        model.mode = .signIn
        model.password = password
        await model.submit()
        #expect(model.session != nil)
        #expect(model.autofillError == nil)
        #expect(model.savedEmails == ["ada@example.com"])
    }
}
