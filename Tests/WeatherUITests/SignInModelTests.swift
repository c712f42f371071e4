import Foundation
import Testing
import WeatherAuth
import WeatherUI

@Suite("SignInModel", .timeLimit(.minutes(1)))
@MainActor
struct SignInModelTests {
    let vault = InMemoryVault()
    let password = "correct horse battery"

    /// A local account service over the test's vault (a cheap hash), as a fresh app launch would create it.
    func makeModel(autofill: Bool = true) -> SignInModel {
        let auth = LocalAuthService(vault: vault, configuration: .init(passwordHashIterations: 10))
        return SignInModel(auth: auth, autofill: autofill ? PasswordAutofill(vault: vault) : nil)
    }

    /// Signs up ada@example.com with ``password`` through a model, and signs out.
    func signUpAda() async throws -> UserSession {
        let model = makeModel()
        model.mode = .signUp
        model.email = "ada@example.com"
        model.password = password
        await model.submit()
        let session = try #require(model.session)
        await model.signOut()
        return session
    }

    @Test func signUpThenSignIn() async throws {
        let model = makeModel()
        model.mode = .signUp
        model.email = "  Ada@Example.com "
        model.password = password

        await model.submit()

        let created = try #require(model.session)
        #expect(created.email == "ada@example.com")
        #expect(model.password.isEmpty)
        #expect(model.savedEmails == ["ada@example.com"])
        #expect(model.error == nil)

        await model.signOut()
        #expect(model.session == nil)
        guard case .signedOut = model.state else {
            Issue.record("expected signedOut, got \(model.state)")
            return
        }

        model.mode = .signIn
        model.email = "ada@example.com"
        model.password = password
        await model.submit()
        #expect(model.session?.userID == created.userID)
        #expect(model.password.isEmpty)
    }

    @Test func theSavedPasswordIsOfferedOnlyForItsEmail() async throws {
        _ = try await signUpAda()
        let model = makeModel()
        model.email = "ada@example.com"
        #expect(!model.hasSavedPassword)

        await model.lookUpSavedPassword()
        #expect(model.hasSavedPassword)

        model.email = "bob@example.com"
        #expect(!model.hasSavedPassword)
        model.useSavedPassword()
        #expect(model.password.isEmpty)
        await model.lookUpSavedPassword()
        #expect(!model.hasSavedPassword)

        model.email = " ADA@example.com"
        await model.lookUpSavedPassword()
        #expect(model.hasSavedPassword)
        model.useSavedPassword()
        #expect(model.password == password)

        await model.submit()
        #expect(model.session?.email == "ada@example.com")
    }

    @Test func withoutAutofillNothingIsOffered() async throws {
        _ = try await signUpAda()
        let model = makeModel(autofill: false)
        model.email = "ada@example.com"
        await model.lookUpSavedPassword()
        #expect(!model.hasSavedPassword)
    }

    @Test func aWrongPasswordFailsWithInvalidCredentialsAndKeepsTheEmail() async throws {
        _ = try await signUpAda()
        let model = makeModel()
        model.email = "ada@example.com"
        model.password = "not the password"

        await model.submit()

        #expect(model.session == nil)
        #expect(model.error?.code == .invalidCredentials)
        #expect(model.email == "ada@example.com")
        guard case .failed(let error) = model.state else {
            Issue.record("expected failed, got \(model.state)")
            return
        }
        #expect(error.code == .invalidCredentials)
    }

    @Test func anUnknownEmailFailsTheSameWay() async throws {
        let model = makeModel()
        model.email = "nobody@example.com"
        model.password = password
        await model.submit()
        #expect(model.error?.code == .invalidCredentials)
    }

    @Test func signingUpTwiceWithOneEmailFails() async throws {
        _ = try await signUpAda()
        let model = makeModel()
        model.mode = .signUp
        model.email = "ada@example.com"
        model.password = password
        await model.submit()
        #expect(model.error?.code == .emailExists)
    }

    @Test func restoreSessionFindsTheSessionKeptByTheService() async throws {
        let signUp = makeModel()
        signUp.mode = .signUp
        signUp.email = "ada@example.com"
        signUp.password = password
        await signUp.submit()
        let session = try #require(signUp.session)

        let relaunched = makeModel()
        await relaunched.restoreSession()
        #expect(relaunched.session?.userID == session.userID)
        #expect(relaunched.email == "ada@example.com")
        #expect(relaunched.savedEmails == ["ada@example.com"])

        await relaunched.signOut()
        let afterSignOut = makeModel()
        await afterSignOut.restoreSession()
        #expect(afterSignOut.session == nil)
        #expect(afterSignOut.error == nil)
        #expect(afterSignOut.savedEmails == ["ada@example.com"])
    }

    @Test func thePasswordNeverAppearsInTheStateOrTheError() async throws {
        let model = makeModel()
        model.mode = .signUp
        model.email = "ada@example.com"
        model.password = "short"
        await model.submit()
        #expect(model.error?.code == .weakPassword)
        #expect(!String(describing: model.state).contains("short"))
        #expect(!String(reflecting: model.state).contains("short"))

        model.password = password
        await model.submit()
        #expect(model.session != nil)
        #expect(!String(describing: model.state).contains(password))
        #expect(!String(reflecting: model.state).contains(password))

        await model.signOut()
        model.mode = .signIn
        model.password = "wrong " + password
        await model.submit()
        #expect(model.error?.code == .invalidCredentials)
        #expect(!String(describing: model.state).contains(password))
        #expect(!String(reflecting: model.state).contains(password))
        #expect(!String(describing: model.error as Any).contains(password))
    }
}
