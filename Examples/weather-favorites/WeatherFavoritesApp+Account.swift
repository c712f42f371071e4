import ExampleSupport
import Foundation
import WeatherAuth
import WeatherModels
import WeatherUI

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension WeatherFavoritesApp {
    /// Creates an account for `email` and signs in; the password is saved to the vault for autofill.
    ///
    /// A password typed at a terminal that the policy refuses is asked for again, with the reason.
    func signUp(email: String, password given: String?) async throws {
        var session: UserSession?
        while session == nil {
            guard
                let password = given
                    ?? context.console.askSecret(context.formatter.example("favorites.askNewPassword", email)),
                !password.isEmpty
            else {
                throw ExampleFailure(context.formatter.example("favorites.passwordNeeded"), exitCode: ExitStatus.usage)
            }
            do {
                session = try await submit(.signUp, email: email, password: password)
            } catch {
                guard given == nil, context.isInteractive, let refused = account.error, refused.code == .weakPassword
                else { throw error }
                context.console.warning(
                    Self.explain(refused, commandPrefix: context.commandPrefix, formatter: context.formatter))
            }
        }
        guard let session else { return }
        try await rememberAccounts()
        context.console.line(
            context.style.green(context.formatter.example("favorites.signedUp", session.email, accountKind)))
        context.console.line(context.style.dim(context.formatter.example("favorites.passwordSaved")))
    }

    /// Signs in to `email`, with the password given, else the one saved at sign-up, else one typed.
    func signIn(email: String, password given: String?) async throws {
        guard let password = try await password(for: email, given: given) else {
            throw ExampleFailure(context.formatter.example("favorites.passwordNeeded"), exitCode: ExitStatus.usage)
        }
        let session = try await submit(.signIn, email: email, password: password)
        try await rememberAccounts()
        context.console.line(
            context.style.green(context.formatter.example("favorites.signedIn", session.email, accountKind)))
        try await showFavorites(of: session)
    }

    /// The password to sign in with: the one given, else the one saved for `email` as the sign-in form offers
    /// it (taken from a script, asked about at a terminal), else one typed at the prompt.
    private func password(for email: String, given: String?) async throws -> String? {
        if let given {
            return given
        }
        account.email = email
        await account.lookUpSavedPassword()
        if account.hasSavedPassword {
            guard context.isInteractive else {
                context.console.line(
                    context.style.dim(context.formatter.example("favorites.usingSavedPassword", email)))
                account.useSavedPassword()
                return account.password
            }
            let answer = context.console.ask(context.formatter.example("favorites.askUseSavedPassword", email)) ?? ""
            // "y" and the language's own beginnings of a yes ("д" in Russian) say yes.
            let yes = ["y"] + context.formatter.example("favorites.yes").split(separator: ",").map(String.init)
            if answer.isEmpty || yes.contains(where: { answer.lowercased().hasPrefix($0.lowercased()) }) {
                account.useSavedPassword()
                return account.password
            }
        }
        return context.console.askSecret(context.formatter.example("favorites.askPassword", email))
    }

    /// Signs out.
    func signOut() async throws {
        guard let session = try await auth.currentSession else {
            context.console.line(context.formatter.example("favorites.nobodySignedIn"))
            return
        }
        await account.signOut()
        if let error = account.error {
            throw ExampleFailure(
                Self.explain(error, commandPrefix: context.commandPrefix, formatter: context.formatter),
                exitCode: Self.exitStatus(for: error))
        }
        try await store.removeValue(for: .accountService, user: Self.device)
        context.console.line(context.formatter.example("favorites.signedOut", session.email))
        // A signed-out user gets no more notifications on this device.
        try await stopDailyForecast(
            for: session.userID, saying: context.formatter.example("favorites.daily.stoppedSignedOut", session.email))
    }

    /// Remembers which accounts the sign-in used, so the next run opens the same session.
    private func rememberAccounts() async throws {
        try await store.setValue(usesFirebase ? "firebase" : "local", for: .accountService, user: Self.device)
    }

    /// Submits the sign-in form in `mode`; its `AuthError` turned into a sentence for a person.
    private func submit(_ mode: SignInModel.Mode, email: String, password: String) async throws -> UserSession {
        account.mode = mode
        account.email = email
        account.password = password
        await account.submit()
        if let error = account.error {
            throw ExampleFailure(
                Self.explain(error, commandPrefix: context.commandPrefix, formatter: context.formatter),
                exitCode: Self.exitStatus(for: error))
        }
        guard let session = account.session else {
            throw ExampleFailure(context.formatter.example("favorites.auth.failed"), exitCode: ExitStatus.unavailable)
        }
        return session
    }

    /// A sentence for a person about an `AuthError` in `formatter`'s language; never a password or token.
    static func explain(_ error: AuthError, commandPrefix tool: String, formatter: WeatherFormatter) -> String {
        // The service's own words in English, which are often more precise; the sentence for its kind elsewhere.
        let isEnglish = formatter.locale.language.languageCode?.identifier == "en"
        let reason = isEnglish ? error.message : error.localizedMessage(in: formatter.locale)
        switch error.code {
        case .invalidCredentials, .userNotFound:
            return formatter.example("favorites.auth.wrongPassword")
        case .emailExists:
            return formatter.example("favorites.auth.emailExists", "\(tool)signin EMAIL")
        case .tooManyAttempts:
            return error.retryAfter.map {
                formatter.example("favorites.auth.tooManyWait", String($0.components.seconds))
            } ?? formatter.example("favorites.auth.tooMany")
        case .invalidEmail:
            return formatter.example("favorites.auth.invalidEmail", "me@example.com")
        case .weakPassword:
            // The sentence names the policy's real limit ("at least 8 characters").
            return error.localizedMessage(in: formatter.locale)
        case .userDisabled:
            return formatter.example("favorites.auth.disabled")
        case .tokenExpired, .invalidToken, .notSignedIn:
            return formatter.example("favorites.auth.expired", "\(tool)signin EMAIL")
        case .network:
            return formatter.example("favorites.auth.network", reason)
        case .server, .operationNotAllowed:
            return formatter.example("favorites.auth.server", reason)
        case .storage:
            return formatter.example("favorites.auth.storage", reason)
        default:
            return formatter.example("favorites.auth.failedBecause", reason)
        }
    }

    /// The exit status for an `AuthError`, matching the statuses of every example (``ExitStatus``).
    static func exitStatus(for error: AuthError) -> Int32 {
        switch error.code {
        case .tooManyAttempts, .network, .server, .operationNotAllowed: ExitStatus.unavailable
        case .storage: ExitStatus.storage
        case .userDisabled, .tokenExpired, .invalidToken, .notSignedIn: ExitStatus.setup
        default: ExitStatus.notFound
        }
    }
}
