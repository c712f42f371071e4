import Foundation
import Testing
import WeatherModels

@testable import WeatherAuth

@Suite("Sign-in and vault errors have a sentence in the app's language")
struct AuthErrorLocalizationTests {
    let russian = Locale(identifier: "ru_RU")
    let english = Locale(identifier: "en_150")

    @Test func aPasswordThePolicyRefusedSaysHowLongItMustBe() async throws {
        let auth = LocalAuthService(vault: InMemoryVault())
        let error = await #expect(throws: AuthError.self) {
            _ = try await auth.signUp(email: "ada@example.com", password: "short")
        }
        let refused = try #require(error)
        #expect(refused.code == .weakPassword)
        #expect(refused.localizedMessage(in: english) == "The password must have at least 8 characters.")
        #expect(refused.localizedMessage(in: russian) == "Пароль должен содержать не менее 8 символов.")
    }

    @Test func everyCodeHasASentenceThatIsNotItsKey() {
        let codes: [AuthError.Code] = [
            .invalidEmail, .weakPassword, .emailExists, .invalidCredentials, .userNotFound, .userDisabled,
            .tooManyAttempts, .tokenExpired, .invalidToken, .notSignedIn, .operationNotAllowed, .network, .server,
            .storage,
        ]
        for identifier in ["en", "ru", "de", "fr", "es", "it", "pt_BR", "ja", "zh_Hans", "ar"] {
            for code in codes {
                let sentence = AuthError(code, "detail").localizedMessage(in: Locale(identifier: identifier))
                #expect(!sentence.hasPrefix("auth."), "\(identifier) \(code)")
            }
        }
        #expect(
            AuthError(.invalidCredentials, "x").localizedMessage(in: english)
                == "The email address or password is wrong.")
    }

    @Test func tooManyAttemptsSaysHowLongToWait() {
        let error = AuthError(.tooManyAttempts, "locked out", retryAfter: .seconds(120))
        #expect(error.localizedMessage(in: english) == "Too many attempts. Try again in 2 minutes.")
        #expect(WeatherFormatter(locale: russian).message(for: error).contains("2 минуты"))
    }

    @Test func vaultErrorsToo() {
        let locked = VaultError(.locked, "errSecInteractionNotAllowed")
        #expect(
            locked.localizedMessage(in: english) == "The saved passwords cannot be read until the device is unlocked.")
        #expect(
            WeatherFormatter(locale: Locale(identifier: "de_DE")).message(for: locked)
                != locked.localizedMessage(in: english))
    }
}
